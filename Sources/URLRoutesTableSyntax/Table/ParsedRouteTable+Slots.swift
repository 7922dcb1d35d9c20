extension ParsedRouteTable.Route {
    /// One value a route's path gives its handler, in pattern order: what a typed route's case
    /// holds (`urlroutes generate swift`).
    package enum Slot: Sendable, Equatable {
        /// `:name`; optional when some expansion of the pattern's optional groups lacks it.
        case variable(name: String, isOptional: Bool)
        /// The wildcard components of every `*` and `**`, as one list, where the first stands.
        case wildcard
    }

    /// The path's values in pattern order: each variable once (where it first stands), and the
    /// wildcard components once (where the first `*` or `**` stands).
    ///
    /// A route of pattern `/product/:id/reviews(/:page)` has the slots
    /// `[.variable("id", false), .variable("page", true)]`.
    package func slots() throws(RoutePatternError) -> [Slot] {
        let expansions = try expandedTokens().map { $0.map(\.component) }
        // The expansion with every optional group in it holds every component.
        guard let full = expansions.max(by: { $0.count < $1.count }) else { return [] }
        var inEvery: [String: Int] = [:]
        for expansion in expansions {
            var seen = Set<String>()
            for case .variable(let name, _) in expansion where seen.insert(name).inserted {
                inEvery[name, default: 0] += 1
            }
        }
        var slots: [Slot] = []
        var named = Set<String>()
        for component in full {
            switch component {
            case .variable(let name, _) where named.insert(name).inserted:
                slots.append(.variable(name: name, isOptional: inEvery[name] != expansions.count))
            case .star, .globstar:
                if !slots.contains(.wildcard) { slots.append(.wildcard) }
            default:
                break
            }
        }
        return slots
    }
}
