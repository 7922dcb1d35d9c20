import Foundation

/// A URL as routing sees it: the path it routes on and the query items it carries.
///
/// This is where JLRoutes' request rules live:
/// - A host without a dot, other than `localhost`, is the first path component
///   (`myapp://user/view/1` routes as `user/view/1`); with `treatHostAsPathComponent` every
///   host is.
/// - A fragment that is a path routes as `#/...` after the path; a fragment's query items
///   (`#/page?x=1`, or a fragment that is only `a=1&b=2`) join the URL's query items.
/// - One leading and one trailing slash are dropped, so `tests://`, `tests:/` and `?a=b`
///   all route on the empty path, the root pattern `/`.
/// - After a host that is a component, runs of slashes count as one and every trailing slash
///   goes (`myapp://user//view/` routes on `user/view`), as JLRoutes' path joining does; other
///   paths keep their empty components (`https://example.com/a//b` routes on `a//b`).
struct ParsedURL: Sendable {
    /// The URL string as given.
    let string: String
    /// The Foundation URL it came from, when routing was given one.
    var foundationURL: URL? { foundationURLBox?.url }
    /// Boxed: `URL` is a resilient type whose copies go through out-of-line value witnesses, and
    /// requests are copied on the hot path; a box copies as one reference count.
    private let foundationURLBox: FoundationURLBox?

    private final class FoundationURLBox: Sendable {
        let url: URL
        init(_ url: URL) { self.url = url }
    }
    /// The scheme as written, made when read: routing in a table of its own never reads it, and
    /// making it was a tenth of parsing a URL.
    var scheme: String? {
        guard let range = schemeRange else { return nil }
        var string = string
        return string.withUTF8 { Self.text($0, range) }
    }
    private let schemeRange: Range<Int>?
    /// The URL's host when it is not a path component (`shop.example.com`, `localhost`):
    /// ASCII-lowercased, without port and trailing dot. What host namespaces are chosen by.
    /// Made on demand: most routing never asks (no host namespace is registered).
    var host: String? { hostRangeInString.map { Self.lowercasedHost(in: string, $0) } }
    /// Where `host` stands in `string`, without port and trailing dot.
    let hostRangeInString: Range<Int>?

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
        foundationURLBox = foundationURL.map(FoundationURLBox.init)
        var url = url
        // `withUTF8` rethrows untyped errors; carry the typed one out in a Result.
        let parsed = url.withUTF8 { bytes -> Result<(Range<Int>?, Range<Int>?, PathSource, Range<Int>?, Range<Int>?), URLParseError> in
            Result { () throws(URLParseError) in
                let parts = try URLParts(bytes, url: String(decoding: bytes, as: UTF8.self))
                return (parts.scheme,
                        Self.namedHost(bytes, parts, treatHostAsPathComponent: treatHostAsPathComponent),
                        Self.routingPath(bytes, parts, treatHostAsPathComponent: treatHostAsPathComponent),
                        parts.query, Self.fragmentQuery(bytes, parts))
            }
        }
        let source: PathSource
        (schemeRange, hostRangeInString, source, queryRange, fragmentQueryRange) = try parsed.get()
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

    /// Host (when it counts as a component) + path + `#fragment path`, one outer slash each
    /// side removed.
    private static func routingPath(_ bytes: UnsafeBufferPointer<UInt8>, _ parts: URLParts,
                                    treatHostAsPathComponent: Bool) -> PathSource {
        var host: Range<Int>?
        if let candidate = parts.host, !candidate.isEmpty,
           isPathComponent(bytes, candidate, treatHostAsPathComponent: treatHostAsPathComponent) {
            host = candidate
        }
        let slashAfterHost = host != nil && !parts.path.isEmpty && bytes[parts.path.lowerBound] != UInt8(ascii: "/")
        var path = parts.path
        var fragmentPath: Range<Int>?
        if let fragment = parts.fragment {
            let question = URLParts.firstIndex(of: "?", in: bytes, fragment)
            let candidate = fragment.lowerBound..<(question ?? fragment.upperBound)
            let query = question.map { $0 + 1..<fragment.upperBound } ?? candidate
            if !QueryItems.firstItemHasValue(bytes, query) || question != nil {
                fragmentPath = candidate
            }
        }
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

    /// JLRoutes' rule: a host without a dot, other than `localhost`, is the first path component.
    private static func isPathComponent(_ bytes: UnsafeBufferPointer<UInt8>, _ host: Range<Int>,
                                        treatHostAsPathComponent: Bool) -> Bool {
        treatHostAsPathComponent || (!equals(bytes, host, "localhost") && !contains(bytes, host, "."))
    }

    /// Where the host stands when it is not a path component, one trailing dot dropped
    /// (`Shop.Example.COM.` → `Shop.Example.COM`; `host` lowercases it).
    private static func namedHost(_ bytes: UnsafeBufferPointer<UInt8>, _ parts: URLParts,
                                  treatHostAsPathComponent: Bool) -> Range<Int>? {
        guard var range = parts.host, !range.isEmpty,
              !isPathComponent(bytes, range, treatHostAsPathComponent: treatHostAsPathComponent) else { return nil }
        if range.count > 1 && bytes.ends(with: ".", in: range) { range = range.dropLast() }
        return range
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

    private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ text: StaticString) -> Bool {
        range.count == text.utf8CodeUnitCount
            && zip(range, 0..<text.utf8CodeUnitCount).allSatisfy { bytes[$0] == text.utf8Start[$1] }
    }

    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ character: Unicode.Scalar) -> Bool {
        URLParts.firstIndex(of: character, in: bytes, range) != nil
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
