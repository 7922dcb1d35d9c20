import Synchronization
import URLRoutes

/// Whether the table serving now routes a short link's target and lets a short link open it
/// (`ShortLinkTargets`), remembered per target until the
/// table changes: a hot link is served without routing its target again on every open.
final class RoutingVerdicts: Sendable {
    private struct State {
        var resolver: ObjectIdentifier?
        var routes: [String: Bool] = [:]
    }

    private let state = Mutex(State())
    let capacity: Int

    init(capacity: Int = 100_000) {
        self.capacity = capacity
    }

    /// Whether `table` routes `url` and a short link may open it; a verdict of another table
    /// (since reloaded) is never used.
    func routes(_ url: String, in table: ServedTable) -> Bool {
        let identity = ObjectIdentifier(table.resolver)
        let known: Bool? = state.withLock { state in
            guard state.resolver == identity else { return nil }
            return state.routes[url]
        }
        if let known { return known }
        let routes = table.opens(url)
        state.withLock { state in
            if state.resolver != identity || state.routes.count >= capacity {
                state.resolver = identity
                state.routes.removeAll(keepingCapacity: true)
            }
            state.routes[url] = routes
        }
        return routes
    }
}
