import URLRoutes

/// How one link fares differently under two tables: `urlroutes diff`'s finding.
struct LinkChange: Sendable {
    enum Kind: String, Sendable, CaseIterable, Encodable {
        /// It reaches another route.
        case moved
        /// It reached a route and reaches none.
        case lost
        /// It reached no route and reaches one.
        case gained
        /// It reaches the same route with other parameters.
        case parameters
    }

    var url: String
    var kind: Kind
    /// What each table does with it, as `urlroutes route --json` reports it.
    var old: RouteResolution
    var new: RouteResolution

    /// The change between two resolutions of `url`, nil when the link fares alike. Two
    /// routes are the same when both are named and the names agree, else when namespace and
    /// table pattern agree (a route renamed, or named for the first time, stays itself).
    init?(url: String, old: RouteResolution, new: RouteResolution) {
        switch (old.route, new.route) {
        case (nil, nil):
            return nil
        case (_?, nil):
            kind = .lost
        case (nil, _?):
            kind = .gained
        case (let before?, let after?):
            if !Self.isSameRoute(before, after) {
                kind = .moved
            } else if old.parameters != new.parameters || old.repeatedParameters != new.repeatedParameters
                        || old.wildcardComponents != new.wildcardComponents {
                kind = .parameters
            } else {
                return nil
            }
        }
        self.url = url
        self.old = old
        self.new = new
    }

    static func isSameRoute(_ old: RouteResolution.Route, _ new: RouteResolution.Route) -> Bool {
        if let oldName = old.name, let newName = new.name { return oldName == newName }
        return old.scheme == new.scheme && (old.tablePattern ?? old.pattern) == (new.tablePattern ?? new.pattern)
    }

    /// The same rule for two table routes.
    static func isSameRoute(_ old: RouteTable.Route, _ new: RouteTable.Route) -> Bool {
        if let oldName = old.name, let newName = new.name { return oldName == newName }
        return old.namespace == new.namespace && old.pattern == new.pattern
    }
}

extension RouteResolution.Route {
    /// How reports name a route: its name, else namespace and pattern as the table writes them.
    var label: String {
        name ?? "\(scheme) \(tablePattern ?? pattern)"
    }
}
