// The route table and lookups of the benchmark issue, built for each contender.
//
// Table: R routes in groups of five, for i in 0 ..< R/5:
//   /static{i}/page, /resource{i}/:id, /resource{i}/:id/edit, /resource{i}/view/:id/*, /static{i}/about
// Lookups (n = R/5 - 1, the last group):
//   static-first         bench://static0/page
//   static-last          bench://static{n}/about
//   param-wildcard-last  bench://resource{n}/view/42/extra/path
//   query-first          bench://static0/page?foo=bar&thing=stuff
//   miss                 bench://nomatch/page
import Logging
import RoutingKit
import URLRoutes

public enum LookupKind: String, CaseIterable, Sendable {
    case staticFirst = "static-first"
    case staticLast = "static-last"
    case paramWildcardLast = "param-wildcard-last"
    case queryFirst = "query-first"
    case miss = "miss"

    /// Whether the lookup should be routed (handler called, returned true).
    public var hits: Bool { self != .miss }
}

public enum RouteFixtures {
    public static let routeCounts = [10, 100, 1_000, 10_000]
    public static let scheme = "bench"

    /// The R route patterns, in registration order.
    public static func patterns(count: Int) -> [String] {
        precondition(count % 5 == 0 && count > 0, "R must be a positive multiple of 5")
        var patterns: [String] = []
        patterns.reserveCapacity(count)
        for i in 0 ..< count / 5 {
            patterns.append("/static\(i)/page")
            patterns.append("/resource\(i)/:id")
            patterns.append("/resource\(i)/:id/edit")
            patterns.append("/resource\(i)/view/:id/*")
            patterns.append("/static\(i)/about")
        }
        return patterns
    }

    /// The path and query of a lookup, as an HTTP server sees its request target.
    public static func requestTarget(_ kind: LookupKind, count: Int) -> String {
        let last = count / 5 - 1
        switch kind {
        case .staticFirst: return "/static0/page"
        case .staticLast: return "/static\(last)/about"
        case .paramWildcardLast: return "/resource\(last)/view/42/extra/path"
        case .queryFirst: return "/static0/page?foo=bar&thing=stuff"
        case .miss: return "/nomatch/page"
        }
    }

    /// The URL URLRoutes routes: `bench://` + the request target without its leading slash
    /// (a host without a dot is the first path component).
    public static func url(_ kind: LookupKind, count: Int) -> String {
        "\(scheme)://" + requestTarget(kind, count: count).dropFirst()
    }

    /// The handler every URLRoutes route gets: reads the `id` parameter and the wildcard
    /// components, as a handler that uses what it is given does, and returns true.
    /// (The comparisons keep the reads from being optimised away; they are always true.)
    public static let urlRoutesHandler: RouteHandler = { parameters in
        parameters["id"] != "\u{1}" && parameters.wildcardComponents?.count != -1
    }

    /// A standalone URLRoutes table (no global state), registered one route at a time.
    /// `usesDispatchIndex: false` is the in-house baseline: every route's own regex tried in order.
    public static func makeURLRoutes(count: Int, usesDispatchIndex: Bool = true) -> Routes {
        let routes = Routes()
        routes.usesDispatchIndex = usesDispatchIndex
        for pattern in patterns(count: count) {
            routes.addRoute(pattern, handler: urlRoutesHandler)
        }
        return routes
    }

    /// The same pattern in RoutingKit's syntax: `:id` parameters, `**` catch-all for the wildcard.
    public static func routingKitPath(_ pattern: String) -> [PathComponent] {
        pattern.split(separator: "/").map { component -> PathComponent in
            if component == "*" { return .catchall }
            if component.hasPrefix(":") { return .parameter(String(component.dropFirst())) }
            return .constant(String(component))
        }
    }

    /// The same pattern in Hummingbird's syntax: `:id` parameters as they are, `**` (the
    /// recursive wildcard: the rest of the path, one or more components) for the wildcard, whose
    /// single `*` matches one component only.
    public static func hummingbirdPath(_ pattern: String) -> String {
        "/" + pattern.split(separator: "/").map { $0 == "*" ? "**" : $0 }.joined(separator: "/")
    }

    public static func makeRoutingKit(count: Int) -> RoutingKitTable {
        RoutingKitTable(patterns: patterns(count: count))
    }

    public static func makeDictionary(count: Int) -> DictionaryTable {
        DictionaryTable(patterns: patterns(count: count))
    }
}

/// The floor: a `[[String]: handler]` Dictionary keyed by the pattern's components, which knows
/// static paths only (a pattern with `:id` or `*` is a key like any other and matches only
/// itself). A lookup does what the cheapest router of a deep link must, given the same URL string
/// URLRoutes is: take the bytes after `://`, cut the query off at `?` unparsed, split the rest on
/// `/` into Strings (a dotless host is the first component), one hash lookup, call the handler
/// with the components.
public final class DictionaryTable: @unchecked Sendable {
    public typealias Handler = @Sendable ([String]) -> Bool

    var handlers: [[String]: Handler] = [:]

    /// Reads a component, as the other handlers read a parameter.
    public static let handler: Handler = { components in
        components.first != "\u{1}"
    }

    public init(patterns: [String]) {
        for pattern in patterns {
            register(pattern)
        }
    }

    public func register(_ pattern: String, handler: @escaping Handler = DictionaryTable.handler) {
        let key = pattern.utf8.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
        if handlers[key] == nil { handlers[key] = handler }
    }

    /// Routes a URL string (`bench://static0/page?foo=bar`); true when a handler returned true.
    @inline(never)
    public func route(_ url: String) -> Bool {
        let components = Self.components(url)
        guard let handler = handlers[components] else { return false }
        return handler(components)
    }

    /// The bytes after `://` up to the first `?`, split on `/` into Strings, empty ones dropped:
    /// one pass to find the end and count the components, one array of the right size, one
    /// String per component (inline, no allocation, up to 15 bytes).
    static func components(_ url: String) -> [String] {
        var url = url
        return url.withUTF8 { bytes in
            var start = 0
            var index = 0
            while index + 2 < bytes.count {
                if bytes[index] == UInt8(ascii: ":") && bytes[index + 1] == UInt8(ascii: "/")
                    && bytes[index + 2] == UInt8(ascii: "/") {
                    start = index + 3
                    break
                }
                index += 1
            }
            var end = start
            var count = 0
            var previousIsSlash = true
            while end < bytes.count && bytes[end] != UInt8(ascii: "?") {
                let isSlash = bytes[end] == UInt8(ascii: "/")
                if !isSlash && previousIsSlash { count += 1 }
                previousIsSlash = isSlash
                end += 1
            }
            var components: [String] = []
            components.reserveCapacity(count)
            var componentStart = start
            for position in start...end where position == end || bytes[position] == UInt8(ascii: "/") {
                if position > componentStart {
                    components.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[componentStart..<position]), as: UTF8.self))
                }
                componentStart = position + 1
            }
            return components
        }
    }
}

/// RoutingKit's TrieRouter used as a server would: the request target is cut at `?`, the path split
/// on `/` into Strings, a fresh `Parameters` filled by `route(path:parameters:)`, and the matched
/// route's closure called with it. Only reads after construction, so sharing it across threads is safe.
public final class RoutingKitTable: @unchecked Sendable {
    public typealias Handler = @Sendable (Parameters) -> Bool

    let router = TrieRouter<Int>()
    var handlers: [Handler] = []
    // One logger for every Parameters: RoutingKit's `Parameters()` would build a new Logger
    // each time, which is not what we want to charge it for.
    let logger = Logger(label: "bench.routingkit")

    /// Reads the `id` parameter and the catch-all components, as the URLRoutes handler does.
    public static let handler: Handler = { parameters in
        parameters.get("id") != "\u{1}" && parameters.getCatchall().count != -1
    }

    public init(patterns: [String]) {
        for pattern in patterns {
            register(pattern)
        }
    }

    public func register(_ pattern: String, handler: @escaping Handler = RoutingKitTable.handler) {
        router.register(handlers.count, at: RouteFixtures.routingKitPath(pattern))
        handlers.append(handler)
    }

    /// Routes an HTTP-style request target (`/path?query`); true when a route's closure returned true.
    @inline(never)
    public func route(_ requestTarget: String) -> Bool {
        let path: Substring
        if let q = requestTarget.firstIndex(of: "?") {
            path = requestTarget[..<q]
        } else {
            path = requestTarget[...]
        }
        let components = path.split(separator: "/").map(String.init)
        var parameters = Parameters(logger)
        guard let index = router.route(path: components, parameters: &parameters) else {
            return false
        }
        return handlers[index](parameters)
    }
}
