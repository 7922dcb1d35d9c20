import URLRoutes

/// What expectations are checked against: a way to explain a URL (as `Routes.explain` does,
/// handlers never called) and the table that names the routes it reaches.
package struct RouteJudge: Sendable {
    /// The table's routes, names and patterns.
    package var index: RouteIndex
    /// How a URL routes, every candidate listed.
    package var explain: @Sendable (String) -> RouteExplanation

    package init(index: RouteIndex, explain: @escaping @Sendable (String) -> RouteExplanation) {
        self.index = index
        self.explain = explain
    }

    /// The process-wide registry as it is now: `Routes.explain`, with the routes named as
    /// `RouteTable.registered()` lists them.
    package static func registry() -> RouteJudge {
        let table = RouteTable.registered()
        // The helpers read the registry afresh on every call; while its routes stay the same,
        // the index made for them serves again.
        let index = registryIndex.withLock { cached in
            if let known = cached, known.table.routes == table.routes { return known }
            var made = RouteIndex(table, file: nil)
            made.holder = "the registry"
            cached = made
            return made
        }
        return RouteJudge(index: index) { Routes.explain($0) }
    }

    private static let registryIndex = Locked<RouteIndex?>(nil)
}
