/// Something an app-link file claims beyond what its route routes, and why.
struct LinkWidening: Equatable {
    var route: HostRouteSet.Route
    var reason: String

    /// The line `aasa` and `android` print on standard error.
    func warning(table: String) -> String {
        "warning: \(table):\(route.entry.line): \(route.pattern): widened: \(reason)"
    }

    static func == (lhs: LinkWidening, rhs: LinkWidening) -> Bool {
        lhs.route.pattern == rhs.route.pattern && lhs.route.entry.line == rhs.route.entry.line && lhs.reason == rhs.reason
    }

    /// Appends one widening per reason, each once.
    static func record(_ reasons: [String], of route: HostRouteSet.Route, in widenings: inout [LinkWidening]) {
        for reason in reasons {
            let widening = LinkWidening(route: route, reason: reason)
            if !widenings.contains(widening) { widenings.append(widening) }
        }
    }
}
