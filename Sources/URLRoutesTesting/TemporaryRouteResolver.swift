import Synchronization

// TEMPORARY, until the library's RouteResolver (a table routed outside the registry) lands on
// main: the same two calls, done by registering the table in the process-wide registry.
final class RouteResolver: Sendable {
    let table: RouteTable
    private static let lock = Mutex(())

    init(_ table: RouteTable) throws {
        self.table = table
        try Self.lock.withLock { _ in
            Routes.unregisterAllRouteSchemes()
            Routes.globalRoutes().removeAllRoutes()
            try table.register()
        }
    }

    func explain(_ url: String, withParameters parameters: [String: any Sendable]? = nil) -> RouteExplanation {
        Self.lock.withLock { _ in
            Routes.unregisterAllRouteSchemes()
            Routes.globalRoutes().removeAllRoutes()
            try! table.register()
            return Routes.explain(url, withParameters: parameters)
        }
    }
}
