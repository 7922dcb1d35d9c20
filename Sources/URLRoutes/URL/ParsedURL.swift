import Foundation

/// A URL as routing sees it: the path it routes on and the query items it carries.
///
/// This is where JLRoutes' request rules live:
/// - A host without a dot, other than `localhost`, is the first path component
///   (`myapp://user/view/1` routes as `user/view/1`); with `treatHostAsPathComponent` every
///   host is.
/// - A host that is not a path component is read as a browser reads it (`URLHost`).
/// - A fragment that is a path routes as `#/...` after the path; a fragment's query items
///   (`#/page?x=1`, or a fragment that is only `a=1&b=2`) join the URL's query items. For a web
///   URL (`http`, `https`) only routes with a fragment part see the fragment path: the others
///   match the path alone, so a page anchor (`#reviews`) never stops a link from routing.
/// - One leading and one trailing slash are dropped, so `tests://`, `tests:/` and `?a=b`
///   all route on the empty path, the root pattern `/`.
/// - After a host that is a component, runs of slashes count as one and every trailing slash
///   goes (`myapp://user//view/` routes on `user/view`), as JLRoutes' path joining does; other
///   paths keep their empty components (`https://example.com/a//b` routes on `a//b`).
struct ParsedURL: Sendable {
    /// The URL string as given.
    let string: String
    /// The Foundation URL it came from, when routing was given one.
    var foundationURL: URL? { extras?.url }
    /// What only some URLs need, boxed, nil for the others: `URL` is a resilient type whose
    /// copies go through out-of-line value witnesses, and requests are copied on the hot path; a
    /// box copies as one reference count, and a request is no larger for the rare parts.
    private let extras: Extras?

    private final class Extras: Sendable {
        let url: URL?
        /// The host, when decoding or mapping made it differ from its text in the URL.
        let normalizedHost: String?

        init(url: URL?, normalizedHost: String?) {
            self.url = url
            self.normalizedHost = normalizedHost
        }
    }
    /// The scheme as written, made when read: routing in a table of its own never reads it, and
    /// making it was a tenth of parsing a URL.
    var scheme: String? {
        guard let range = schemeRange else { return nil }
        var string = string
        return string.withUTF8 { Self.text($0, range) }
    }
    private let schemeRange: Range<Int>?
    /// The URL's host when it is not a path component (`shop.example.com`, `localhost`), as a
    /// browser reads it (`URLHost`): percent-decoded, IDNA-mapped, ASCII-lowercased, without
    /// port and trailing dot. What host namespaces are chosen by. Made on demand from the
    /// string: most routing never asks (no host namespace is registered).
    var host: String? { extras?.normalizedHost ?? hostRangeInString.map { Self.lowercasedHost(in: string, $0) } }
    /// Where `host` stands in `string`, without port and trailing dot, when it stands there as
    /// written (no `%`, ASCII); nil for a host that had to be decoded (`normalizedHost`).
    let hostRangeInString: Range<Int>?
    /// The host, when decoding or mapping made it differ from its text in the URL.
    var normalizedHost: String? { extras?.normalizedHost }

    /// The bytes of `range` in `string`, ASCII-lowercased.
    static func lowercasedHost(in string: String, _ range: Range<Int>) -> String {
        var string = string
        return string.withUTF8 { bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]).lazy.map { byte in
                byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            }, as: UTF8.self)
        }
    }
    /// The path matched against route regexes, still percent-encoded: `user/view/joel%20dev`.
    var path: String {
        guard let range = pathRangeInString else { return builtPath }
        var string = string
        return string.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }
    /// Where the path stands in `string`, when it stands there whole and is too long for an
    /// inline string: routing then reads it in place instead of allocating a copy.
    private let pathRangeInString: Range<Int>?
    /// The path, when `pathRangeInString` is nil.
    private let builtPath: String
    /// Where the query and the fragment's query items stand in `string`. They are decoded
    /// only when asked for (`queryItems`, `querySource`): routing itself never reads them,
    /// and a URL with 50,000 items would otherwise cost milliseconds in `canRouteURL`.
    private let queryRange: Range<Int>?
    private let fragmentQueryRange: Range<Int>?

    /// Query items in order, percent-decoded, fragment query items last. Decoded on each call.
    var queryItems: [NamedValue] { querySource(decodePlusSymbols: false).decode() }

    /// Where the query items stand, for decoding them later.
    func querySource(decodePlusSymbols: Bool) -> QuerySource {
        QuerySource(string: string, ranges: (queryRange, fragmentQueryRange), decodePlusSymbols: decodePlusSymbols)
    }

    init(_ url: String, treatHostAsPathComponent: Bool, foundationURL: URL? = nil) throws(URLParseError) {
        var url = url
        // `withUTF8` rethrows untyped errors; carry the typed one out in a Result.
        let parsed = url.withUTF8 { bytes -> Result<(Range<Int>?, Range<Int>?, PathSource, Range<Int>?, Range<Int>?, Extras?), URLParseError> in
            Result { () throws(URLParseError) in
                let parts = try URLParts(bytes, url: String(decoding: bytes, as: UTF8.self))
                let host = try URLHost.read(bytes, parts.host, treatHostAsPathComponent: treatHostAsPathComponent) {
                    String(decoding: bytes, as: UTF8.self)
                }
                var hostComponent: Range<Int>?
                var namedHost: Range<Int>?
                var normalizedHost: String?
                switch host {
                case .absent: break
                case .pathComponent(let range): hostComponent = range
                case .named(let range): namedHost = range
                case .normalized(let text): normalizedHost = text
                }
                // A web link's fragment is the page's business, not the route's: routes without
                // a fragment part match the path alone; routes with one see JLRoutes' path.
                let fragmentPath = Self.fragmentPath(bytes, parts)
                let isWebFragment = fragmentPath != nil && Self.isWebScheme(bytes, parts.scheme)
                let path = Self.routingPath(bytes, parts, host: hostComponent, fragmentPath: isWebFragment ? nil : fragmentPath)
                var extras: Extras?
                if normalizedHost != nil || foundationURL != nil {
                    extras = Extras(url: foundationURL, normalizedHost: normalizedHost)
                }
                return (parts.scheme, namedHost, path, parts.query, Self.fragmentQuery(bytes, parts), extras)
            }
        }
        let source: PathSource
        (schemeRange, hostRangeInString, source, queryRange, fragmentQueryRange, extras) = try parsed.get()
        switch source {
        case .slice(let range):
            pathRangeInString = range
            builtPath = ""
        case .built(let text):
            pathRangeInString = nil
            builtPath = text
        }
        string = url
    }

    /// The path a route matches: `path`, or, for a route with a fragment part (its pattern holds
    /// `#`) and a web URL whose fragment is a path, the path with the fragment after it
    /// (`help#/faq` for `https://example.com/help#/faq`), as JLRoutes joins them. Made when
    /// asked: only routes with a fragment part ask, and few tables have one.
    func path(forFragmentRoute isFragmentRoute: Bool, treatHostAsPathComponent: Bool) -> String {
        if isFragmentRoute, let fragmentRoutePath = fragmentRoutePath(treatHostAsPathComponent: treatHostAsPathComponent) {
            return fragmentRoutePath
        }
        return path
    }

    /// Calls `body` with the UTF-8 bytes of the path a route matches (see `path(forFragmentRoute:)`).
    func withPathBytes<Result>(forFragmentRoute isFragmentRoute: Bool, treatHostAsPathComponent: Bool,
                               _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if isFragmentRoute, var fragmentRoutePath = fragmentRoutePath(treatHostAsPathComponent: treatHostAsPathComponent) {
            return fragmentRoutePath.withUTF8(body)
        }
        return withPathBytes(body)
    }

    /// JLRoutes' routing path of a web URL whose fragment is a path; nil for other URLs, whose
    /// routes all match `path`.
    private func fragmentRoutePath(treatHostAsPathComponent: Bool) -> String? {
        guard schemeRange != nil, string.utf8.contains(UInt8(ascii: "#")) else { return nil }
        var string = string
        return string.withUTF8 { bytes -> String? in
            // The string parsed once already: it parses again.
            guard let parts = try? URLParts(bytes, url: ""), let fragmentPath = Self.fragmentPath(bytes, parts),
                  Self.isWebScheme(bytes, parts.scheme),
                  let host = try? URLHost.read(bytes, parts.host, treatHostAsPathComponent: treatHostAsPathComponent, url: { "" })
            else { return nil }
            var hostComponent: Range<Int>?
            if case .pathComponent(let range) = host { hostComponent = range }
            switch Self.routingPath(bytes, parts, host: hostComponent, fragmentPath: fragmentPath) {
            case .slice(let range): return Self.text(bytes, range)
            case .built(let text): return text
            }
        }
    }

    /// Calls `body` with the path's UTF-8 bytes.
    func withPathBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let range = pathRangeInString {
            var string = string
            return string.withUTF8 { body(UnsafeBufferPointer(rebasing: $0[range])) }
        }
        var path = builtPath
        return path.withUTF8(body)
    }

    /// Where the routing path comes from: bytes of the URL as they stand, or text put together.
    private enum PathSource {
        case slice(Range<Int>)
        case built(String)
    }

    /// The fragment when it is a path (JLRoutes: a fragment that is not only query items,
    /// `#/view/1`, `#reviews`), up to its `?`.
    private static func fragmentPath(_ bytes: UnsafeBufferPointer<UInt8>, _ parts: URLParts) -> Range<Int>? {
        guard let fragment = parts.fragment else { return nil }
        let question = URLParts.firstIndex(of: "?", in: bytes, fragment)
        let candidate = fragment.lowerBound..<(question ?? fragment.upperBound)
        let query = question.map { $0 + 1..<fragment.upperBound } ?? candidate
        return !QueryItems.firstItemHasValue(bytes, query) || question != nil ? candidate : nil
    }

    /// `http` or `https`, in any case.
    private static func isWebScheme(_ bytes: UnsafeBufferPointer<UInt8>, _ scheme: Range<Int>?) -> Bool {
        guard let scheme, scheme.count == 4 || scheme.count == 5 else { return false }
        return zip(scheme, "https".utf8).allSatisfy { bytes[$0] | 0x20 == $1 }
    }

    /// Host (when it counts as a component) + path + `#fragment path`, one outer slash each
    /// side removed.
    private static func routingPath(_ bytes: UnsafeBufferPointer<UInt8>, _ parts: URLParts, host: Range<Int>?,
                                    fragmentPath: Range<Int>?) -> PathSource {
        var fragmentPath = fragmentPath
        let slashAfterHost = host != nil && !parts.path.isEmpty && bytes[parts.path.lowerBound] != UInt8(ascii: "/")
        var path = parts.path
        // JLRoutes joins a host that is a component to the path with NSString's
        // `stringByAppendingPathComponent:`, which condenses runs of slashes and drops a trailing
        // one: `myapp://user//view/joe/` routes on `user/view/joe`. A path on its own is split
        // as it stands, so `https://example.com/a//b` keeps its empty component.
        let condensesPath = host != nil
            && (bytes.containsDoubleSlash(in: path) || (fragmentPath != nil && bytes.ends(with: "/", in: path)))
        // One leading slash goes: only a path that comes first can start with one (a host never
        // does). One trailing slash goes: the fragment path's when there is one, else the path's.
        if host == nil && bytes.starts(with: "/", in: path) { path = path.dropFirst() }
        if let fragment = fragmentPath {
            if bytes.ends(with: "/", in: fragment) { fragmentPath = fragment.dropLast() }
        } else if bytes.ends(with: "/", in: path) {
            path = path.dropLast()
        }
        if condensesPath, let host {
            return .built(condensedPath(bytes, host: host, path: path, fragmentPath: fragmentPath))
        }
        let count = (host?.count ?? 0) + (slashAfterHost ? 1 : 0) + path.count + (fragmentPath.map { $0.count + 1 } ?? 0)
        // More than 15 bytes would need a heap string; in the common cases (a path alone, or a
        // host and the path right after it) the URL already holds those bytes in a row.
        if count > 15 && fragmentPath == nil && !slashAfterHost {
            guard let host else { return .slice(path) }
            if host.upperBound == path.lowerBound { return .slice(host.lowerBound..<path.upperBound) }
        }
        return .built(String(unsafeUninitializedCapacity: count) { buffer in
            var written = 0
            func append(_ range: Range<Int>) {
                guard !range.isEmpty else { return }
                UnsafeMutableRawPointer(buffer.baseAddress! + written)
                    .copyMemory(from: bytes.baseAddress! + range.lowerBound, byteCount: range.count)
                written += range.count
            }
            func append(_ byte: UInt8) {
                buffer[written] = byte
                written += 1
            }
            if let host { append(host) }
            if slashAfterHost { append(UInt8(ascii: "/")) }
            append(path)
            if let fragmentPath {
                append(UInt8(ascii: "#"))
                append(fragmentPath)
            }
            return written
        })
    }

    /// `host/a/b#fragment` from the host, the path's non-empty components and the fragment path.
    private static func condensedPath(_ bytes: UnsafeBufferPointer<UInt8>, host: Range<Int>, path: Range<Int>,
                                      fragmentPath: Range<Int>?) -> String {
        var result = Array(bytes[host])
        for component in bytes[path].split(separator: UInt8(ascii: "/")) {
            result.append(UInt8(ascii: "/"))
            result += component
        }
        if let fragmentPath {
            result.append(UInt8(ascii: "#"))
            result += bytes[fragmentPath]
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The part of the fragment that holds query items (`#/page?x=1`, `#a=1&b=2`), if any.
    private static func fragmentQuery(_ bytes: UnsafeBufferPointer<UInt8>, _ parts: URLParts) -> Range<Int>? {
        guard let fragment = parts.fragment else { return nil }
        let question = URLParts.firstIndex(of: "?", in: bytes, fragment)
        let fragmentQuery = question.map { $0 + 1..<fragment.upperBound } ?? fragment
        return QueryItems.firstItemHasValue(bytes, fragmentQuery) ? fragmentQuery : nil
    }

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The path's components, raw, as `RouteRequest.pathComponents` shows them.
    var pathComponents: [String] {
        path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map { String(Substring($0)) }
    }
}

private extension UnsafeBufferPointer<UInt8> {
    func starts(with character: Unicode.Scalar, in range: Range<Int>) -> Bool {
        !range.isEmpty && self[range.lowerBound] == UInt8(ascii: character)
    }

    func ends(with character: Unicode.Scalar, in range: Range<Int>) -> Bool {
        !range.isEmpty && self[range.upperBound - 1] == UInt8(ascii: character)
    }

    func containsDoubleSlash(in range: Range<Int>) -> Bool {
        var previousIsSlash = false
        for index in range {
            let isSlash = self[index] == UInt8(ascii: "/")
            if isSlash && previousIsSlash { return true }
            previousIsSlash = isSlash
        }
        return false
    }
}
