@_spi(Internal) import Hummingbird
import Logging
import RouteFixtures

extension RouteFixtures {
    public static func makeHummingbird(count: Int) -> HummingbirdTable {
        HummingbirdTable(patterns: patterns(count: count))
    }

    public static func makeHummingbirdTrie(count: Int) -> HummingbirdTrieTable {
        HummingbirdTrieTable(patterns: patterns(count: count))
    }
}

/// Hummingbird 2's router used as its server uses it: the routes registered with
/// `Router.get(_:use:)`, `buildResponder()` once, and per lookup a `Request` made from the request
/// target (Hummingbird parses its URI: path and query), a fresh context, and
/// `RouterResponder.respond(to:context:)`, which resolves `request.uri.path` in the responder's
/// trie and calls the route's closure; that closure reads the `id` parameter and the catch-all
/// components, as the other contenders' handlers do, and returns a 200 `Response`.
/// Only reads after construction, so sharing it across threads is safe.
public final class HummingbirdTable: @unchecked Sendable {
    let responder: RouterResponder<HummingbirdContext>
    let source: HummingbirdContext.Source

    /// Reads the `id` parameter and the catch-all components, as the URLRoutes handler does.
    @Sendable static func handler(_ request: Request, _ context: HummingbirdContext) async throws -> Response {
        let read = context.parameters.get("id") != "\u{1}" && context.parameters.getCatchAll().count != -1
        return Response(status: read ? .ok : .internalServerError)
    }

    public init(patterns: [String]) {
        let router = Router(context: HummingbirdContext.self)
        for pattern in patterns {
            router.get(RouterPath(RouteFixtures.hummingbirdPath(pattern)), use: Self.handler)
        }
        responder = router.buildResponder()
        source = HummingbirdContext.Source(logger: Logger(label: "bench.hummingbird"))
    }

    /// Routes an HTTP-style request target (`/path?query`) with GET; true when a route's closure
    /// answered 200 (a miss gets the router's 404).
    @inline(never)
    public func route(_ requestTarget: String) async -> Bool {
        let request = Request(
            head: HTTPRequest(method: .get, scheme: nil, authority: nil, path: requestTarget),
            body: RequestBody(buffer: ByteBuffer())
        )
        let response = try? await responder.respond(to: request, context: HummingbirdContext(source: source))
        return response?.status == .ok
    }
}

/// The smallest request context a Hummingbird user can write: Hummingbird's own storage (logger,
/// parameters, endpoint path) and a source that only carries the logger (an `Application` passes
/// one with the channel too).
public struct HummingbirdContext: RequestContext {
    public struct Source: RequestContextSource {
        public let logger: Logger
    }

    public var coreContext: CoreRequestContextStorage

    public init(source: Source) {
        coreContext = CoreRequestContextStorage(source: source)
    }
}

/// The trie alone, for seeing how much of `HummingbirdTable`'s lookup is the trie: the same
/// routes in the trie builder `Router` uses (`RouterPathTrieBuilder`, which Hummingbird exports
/// only as `@_spi(Internal)`), `RouterTrie.resolve(_:)` (public) on the path cut at `?`, and the
/// route's closure called with the parameters. No request, context or response.
public final class HummingbirdTrieTable: @unchecked Sendable {
    public typealias Handler = @Sendable (Parameters) -> Bool

    let trie: RouterTrie<Int>
    var handlers: [Handler] = []

    /// Reads the `id` parameter and the catch-all components, as the URLRoutes handler does.
    public static let handler: Handler = { parameters in
        parameters.get("id") != "\u{1}" && parameters.getCatchAll().count != -1
    }

    public init(patterns: [String]) {
        let builder = RouterPathTrieBuilder<Int>()
        for (index, pattern) in patterns.enumerated() {
            builder.addEntry(RouterPath(RouteFixtures.hummingbirdPath(pattern)), value: index)
            handlers.append(Self.handler)
        }
        trie = builder.build()
    }

    /// Routes an HTTP-style request target (`/path?query`); true when a route's closure returned true.
    @inline(never)
    public func route(_ requestTarget: String) -> Bool {
        let path: String
        if let q = requestTarget.utf8.firstIndex(of: UInt8(ascii: "?")) {
            path = String(requestTarget[..<q])
        } else {
            path = requestTarget
        }
        guard let (index, parameters) = trie.resolve(path) else { return false }
        return handlers[index](parameters)
    }
}
