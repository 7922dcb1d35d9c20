@_spi(Internal) import Hummingbird
import Logging
import RouteFixtures

/// Which route Hummingbird's lookups reach, for `MatchedRoutes`' sanity check.
extension MatchedRoutes {
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
}
