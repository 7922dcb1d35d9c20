import Logging
import RoutingKit
import URLRoutes
@_spi(Internal) import Hummingbird

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

    static func describe(_ pattern: String, id: String?, rest: [String]) -> String {
        "\(pattern) id=\(id ?? "-") rest=\(rest.joined(separator: "/"))"
    }

    /// Holds what the one handler that ran saw (one thread, one lookup).
    final class Seen: @unchecked Sendable {
        var value: String?
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

    public static func hummingbirdTrie(_ kind: LookupKind, count: Int) -> String? {
        let patterns = RouteFixtures.patterns(count: count)
        let table = HummingbirdTrieTable(patterns: patterns)
        let path = String(RouteFixtures.requestTarget(kind, count: count).split(separator: "?")[0])
        guard let (index, parameters) = table.trie.resolve(path) else { return nil }
        return describe(patterns[index], id: parameters.get("id"), rest: parameters.getCatchAll().map(String.init))
    }

    /// Through the responder: the route is the one whose path Hummingbird records in the context's
    /// endpoint path (a box the responder's copy of the context shares), the parameters are what the
    /// route's closure reads.
    public static func hummingbird(_ kind: LookupKind, count: Int) async -> String? {
        let patterns = RouteFixtures.patterns(count: count)
        var patternOfPath: [String: String] = [:]
        for pattern in patterns { patternOfPath[RouterPath(RouteFixtures.hummingbirdPath(pattern)).description] = pattern }
        let seen = Seen()
        let router = Hummingbird.Router(context: HummingbirdContext.self)
        for pattern in patterns {
            router.get(RouterPath(RouteFixtures.hummingbirdPath(pattern))) { _, context in
                seen.value = "id=\(context.parameters.get("id") ?? "-") rest=\(context.parameters.getCatchAll().joined(separator: "/"))"
                return Response(status: .ok)
            }
        }
        let responder = router.buildResponder()
        let target = RouteFixtures.requestTarget(kind, count: count)
        let context = HummingbirdContext(source: .init(logger: Logger(label: "bench.hummingbird")))
        let request = Request(
            head: HTTPRequest(method: .get, scheme: nil, authority: nil, path: target),
            body: RequestBody(buffer: ByteBuffer())
        )
        guard let response = try? await responder.respond(to: request, context: context), response.status == .ok,
              let path = context.coreContext.endpointPath.value, let pattern = patternOfPath[path], let parameters = seen.value
        else { return nil }
        return "\(pattern) \(parameters)"
    }

    /// The Dictionary knows static paths only: the key it found is the pattern.
    public static func dictionary(_ kind: LookupKind, count: Int) -> String? {
        let table = DictionaryTable(patterns: RouteFixtures.patterns(count: count))
        let components = DictionaryTable.components(RouteFixtures.url(kind, count: count))
        guard table.handlers[components] != nil else { return nil }
        return describe("/" + components.joined(separator: "/"), id: nil, rest: [])
    }
}
