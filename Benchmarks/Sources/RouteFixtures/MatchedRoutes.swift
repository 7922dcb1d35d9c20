import Logging
import RoutingKit
import URLRoutes

/// Which route, with which parameters, each contender's lookup reaches: the sanity check that every
/// contender routes every lookup to the route the table means, not merely to some route, and hands
/// its handler the same `id` and wildcard components. Run once per table, outside any measurement.
public enum MatchedRoutes {
    /// What a lookup should reach, as `matched` reports it: the URLRoutes pattern, `id=` and the
    /// wildcard components joined with `/`; nil for the miss.
    public static func expected(_ kind: LookupKind, count: Int) -> String? {
        let last = count / 5 - 1
        switch kind {
        case .staticFirst, .queryFirst: return describe("/static0/page", id: nil, rest: [])
        case .staticLast: return describe("/static\(last)/about", id: nil, rest: [])
        case .paramWildcardLast: return describe("/resource\(last)/view/:id/*", id: "42", rest: ["extra", "path"])
        case .miss: return nil
        }
    }

    package static func describe(_ pattern: String, id: String?, rest: [String]) -> String {
        "\(pattern) id=\(id ?? "-") rest=\(rest.joined(separator: "/"))"
    }

    /// Holds what the one handler that ran saw (one thread, one lookup).
    package final class Seen: @unchecked Sendable {
        package var value: String?

        package init() {}
    }

    public static func urlRoutes(_ kind: LookupKind, count: Int) -> String? {
        let seen = Seen()
        let routes = Routes()
        for pattern in RouteFixtures.patterns(count: count) {
            routes.addRoute(pattern) { parameters in
                seen.value = describe(parameters.pattern, id: parameters["id"], rest: parameters.wildcardComponents ?? [])
                return true
            }
        }
        return routes.routeURL(RouteFixtures.url(kind, count: count)) ? seen.value : nil
    }

    public static func routingKit(_ kind: LookupKind, count: Int) -> String? {
        let patterns = RouteFixtures.patterns(count: count)
        let table = RoutingKitTable(patterns: patterns)
        let path = RouteFixtures.requestTarget(kind, count: count).split(separator: "?")[0]
        var parameters = RoutingKit.Parameters(table.logger)
        guard let index = table.router.route(path: path.split(separator: "/").map(String.init), parameters: &parameters) else {
            return nil
        }
        return describe(patterns[index], id: parameters.get("id"), rest: parameters.getCatchall())
    }

    /// The Dictionary knows static paths only: the key it found is the pattern.
    public static func dictionary(_ kind: LookupKind, count: Int) -> String? {
        let table = DictionaryTable(patterns: RouteFixtures.patterns(count: count))
        let components = DictionaryTable.components(RouteFixtures.url(kind, count: count))
        guard table.handlers[components] != nil else { return nil }
        return describe("/" + components.joined(separator: "/"), id: nil, rest: [])
    }
}
