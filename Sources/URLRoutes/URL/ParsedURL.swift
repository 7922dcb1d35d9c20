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
final class ParsedURL: Sendable {
    /// The URL string as given.
    let string: String
    /// The Foundation URL it came from, when routing was given one.
    var foundationURL: URL? { foundationURLBox?.url }
    /// Boxed: `URL` is a resilient type whose copies go through out-of-line value witnesses.
    let foundationURLBox: FoundationURLBox?
    /// Where the parts stand in `string`.
    let layout: Layout

    /// The scheme as written, made when read: routing in a table of its own never reads it, and
    /// making it was a tenth of parsing a URL.
    var scheme: String? {
        guard let range = layout.schemeRange else { return nil }
        return string.withBorrowedUTF8 { Self.text($0, range) }
    }
    /// The URL's host when it is not a path component (`shop.example.com`, `localhost`), as a
    /// browser reads it (`URLHost`): percent-decoded, IDNA-mapped, ASCII-lowercased, without
    /// port and trailing dot. What host namespaces are chosen by. Made on demand from the
    /// string: most routing never asks (no host namespace is registered).
    var host: String? { layout.host(in: string) }
    /// Where `host` stands in `string`, without port and trailing dot, when it stands there as
    /// written (no `%`, ASCII); nil for a host that had to be decoded (`normalizedHost`).
    var hostRangeInString: Range<Int>? { layout.hostRange }
    /// The host, when decoding or mapping made it differ from its text in the URL.
    var normalizedHost: String? { layout.normalizedHost }

    /// The bytes of `range` in `string`, ASCII-lowercased.
    static func lowercasedHost(in string: String, _ range: Range<Int>) -> String {
        string.withBorrowedUTF8 { bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]).lazy.map { byte in
                byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            }, as: UTF8.self)
        }
    }
    /// The path matched against route regexes, still percent-encoded: `user/view/joel%20dev`.
    var path: String {
        switch layout.path {
        case .slice(let range):
            return string.withBorrowedUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
        case .built(let text):
            return text
        }
    }

    /// Query items in order, percent-decoded, fragment query items last. Decoded on each call.
    var queryItems: [NamedValue] { querySource(decodePlusSymbols: false).decode() }

    /// Where the query items stand, for decoding them later.
    func querySource(decodePlusSymbols: Bool) -> QuerySource {
        QuerySource(string: string, ranges: (layout.queryRange, layout.fragmentQueryRange), decodePlusSymbols: decodePlusSymbols)
    }

    /// Where the query items stand in `string` (`.none` when the URL has none).
    func queryLocation(decodePlusSymbols: Bool) -> QuerySource.Location {
        layout.queryLocation(decodePlusSymbols: decodePlusSymbols)
    }

    init(_ url: String, treatHostAsPathComponent: Bool, foundationURL: URL? = nil) throws(URLParseError) {
        layout = try Layout.read(url, treatHostAsPathComponent: treatHostAsPathComponent)
        foundationURLBox = foundationURL.map(FoundationURLBox.init)
        string = url
    }

    /// A URL already read (`Layout.read(_:treatHostAsPathComponent:)` of `string`).
    init(string: String, layout: Layout, foundationURLBox: FoundationURLBox?) {
        self.string = string
        self.layout = layout
        self.foundationURLBox = foundationURLBox
    }

    /// Where a URL's parts stand in its string: all that routing reads off the URL, made on the
    /// stack from the string it was given, without copying or keeping the string.
    ///
    /// 48 bytes: each range as two 32-bit offsets, the rare parts (a path put together, a
    /// decoded host) in a box that most URLs do not have. Routing copies a layout along each
    /// lookup; at three times the size, copying it was a tenth of a static hit.
    struct Layout: Sendable {
        private let scheme: ByteRange
        private let host: ByteRange
        /// `ByteRange(nil)` when the path was put together (`extras.builtPath`).
        private let pathSlice: ByteRange
        private let query: ByteRange
        private let fragmentQuery: ByteRange
        private let extras: Extras?

        private final class Extras: Sendable {
            let builtPath: String?
            let normalizedHost: String?
            init(builtPath: String?, normalizedHost: String?) {
                self.builtPath = builtPath
                self.normalizedHost = normalizedHost
            }
        }

        var schemeRange: Range<Int>? { scheme.range }
        /// Where the host stands when it is not a path component, without port and trailing
        /// dot, when it stands there as written (no `%`, ASCII).
        var hostRange: Range<Int>? { host.range }
        /// The host, when decoding or mapping made it differ from its text in the URL.
        var normalizedHost: String? { extras?.normalizedHost }
        /// The path matched against route regexes.
        var path: PathSource {
            if let range = pathSlice.range { return .slice(range) }
            return .built(extras?.builtPath ?? "")
        }
        /// Where the query and the fragment's query items stand. They are decoded only when
        /// asked for (`queryItems`, `querySource`): routing itself never reads them, and a URL
        /// with 50,000 items would otherwise cost milliseconds in `canRouteURL`.
        var queryRange: Range<Int>? { query.range }
        var fragmentQueryRange: Range<Int>? { fragmentQuery.range }

        /// Reads `url`. A function, not an initializer: an initializer takes its arguments
        /// owned, which counted a reference on the URL string for every lookup.
        static func read(_ url: String, treatHostAsPathComponent: Bool) throws(URLParseError) -> Layout {
            if let layout = url.withBorrowedUTF8({ commonShape($0, treatHostAsPathComponent: treatHostAsPathComponent) }) {
                return layout
            }
            return try Layout(general: url, treatHostAsPathComponent: treatHostAsPathComponent)
        }

        /// The layout of a URL of the most common shape, `scheme://host/path?query` with a plain
        /// host (letters, digits, `-`, `.`; no user, port or `%`), no fragment, no control
        /// character and, after a host that is a path component, no run of slashes; nil for any
        /// other URL (`init(general:treatHostAsPathComponent:)` reads those).
        ///
        /// What `init(general:)` finds by reading the parts, then the host, then the path and
        /// the fragment, each on its own: one pass over the scheme, the host and the path, which
        /// also looks for a `?`, a `#` and control characters, then one scan of the query, if
        /// any, for the last two. Reading the URL was a third of a static hit, and a scan of
        /// the whole URL before the pass a third of reading it.
        static func commonShape(_ bytes: UnsafeBufferPointer<UInt8>, treatHostAsPathComponent: Bool) -> Layout? {
            guard bytes.count < Int32.max, let base = bytes.baseAddress else { return nil }
            let count = bytes.count
            // scheme "://": a scheme byte is never '?', '#' or a control character
            guard count > 0, (base[0] | 0x20) &- UInt8(ascii: "a") < 26 else { return nil }
            var index = 1
            while index < count {
                let byte = base[index]
                guard (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
                        || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") else { break }
                index += 1
            }
            let schemeEnd = index
            guard schemeEnd + 2 < count, base[schemeEnd] == UInt8(ascii: ":"), base[schemeEnd + 1] == UInt8(ascii: "/"),
                  base[schemeEnd + 2] == UInt8(ascii: "/") else { return nil }
            // host: labels of letters, digits and '-', up to a '/' or the query's '?'
            let hostStart = schemeEnd + 3
            index = hostStart
            var labelStart = hostStart
            var dots = false
            while index < count {
                let byte = base[index]
                if (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "-") {
                    index += 1
                } else if byte == UInt8(ascii: ".") {
                    guard index > labelStart else { return nil }  // an empty label
                    index += 1
                    labelStart = index
                    dots = true
                } else if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") {
                    break
                } else {
                    return nil
                }
            }
            let hostEnd = index
            guard hostEnd > hostStart else { return nil }
            let host = hostStart..<hostEnd
            let isComponent = treatHostAsPathComponent || (!dots && !URLHost.isLocalhost(bytes, host))
            // A host that ends in a number is an IPv4 address, which `URLHost` reads.
            if !isComponent && IPv4Host.mayEndInNumber(bytes, host) { return nil }
            // path, up to the query's '?': no '#' or control character; after a host that is a
            // component, a run of slashes would be condensed
            var question: Int?
            var previousIsSlash = false
            while index < count {
                let byte = base[index]
                if byte == UInt8(ascii: "/") {
                    if previousIsSlash && isComponent { return nil }
                    previousIsSlash = true
                } else {
                    if byte == UInt8(ascii: "?") {
                        question = index
                        break
                    }
                    if byte == UInt8(ascii: "#") || byte < 0x20 || byte == 0x7F { return nil }
                    previousIsSlash = false
                }
                index += 1
            }
            // the query: no '#' or control character either
            if let question, URLParts.containsHashOrControl(UnsafeBufferPointer(rebasing: bytes[(question + 1)...])) {
                return nil
            }
            // one trailing slash dropped; after a host that is a component, one leading slash
            // stays between them
            let end = question ?? count
            var pathEnd = end
            if pathEnd > hostEnd && base[pathEnd - 1] == UInt8(ascii: "/") { pathEnd -= 1 }
            let path: Range<Int>
            if isComponent {
                path = hostStart..<max(pathEnd, hostEnd)
            } else {
                let pathStart = hostEnd < pathEnd ? hostEnd + 1 : hostEnd
                path = pathStart..<max(pathEnd, pathStart)
            }
            return Layout(schemeRange: 0..<schemeEnd,
                          hostRange: isComponent ? nil : (dots && labelStart == hostEnd ? host.dropLast() : host),
                          normalizedHost: nil, path: .slice(path),
                          queryRange: question.map { $0 + 1..<count }, fragmentQueryRange: nil)
        }

        private init(schemeRange: Range<Int>?, hostRange: Range<Int>?, normalizedHost: String?, path: PathSource,
                     queryRange: Range<Int>?, fragmentQueryRange: Range<Int>?) {
            scheme = ByteRange(schemeRange)
            host = ByteRange(hostRange)
            query = ByteRange(queryRange)
            fragmentQuery = ByteRange(fragmentQueryRange)
            switch path {
            case .slice(let range):
                pathSlice = ByteRange(range)
                extras = normalizedHost.map { Extras(builtPath: nil, normalizedHost: $0) }
            case .built(let text):
                pathSlice = ByteRange(nil)
                extras = Extras(builtPath: text, normalizedHost: normalizedHost)
            }
        }

        /// Reads any URL: its parts (`URLParts`), its host (`URLHost`), its routing path.
        init(general url: String, treatHostAsPathComponent: Bool) throws(URLParseError) {
            // `withBorrowedUTF8` rethrows untyped errors: the typed one comes out as a value.
            // (Not as a `Result` of a tuple, whose destruction went through generic value
            // witnesses.)
            var parts = URLParts()
            var namedHost: Range<Int>?
            var normalizedHost: String?
            var path = PathSource.slice(0..<0)
            var fragmentQuery: Range<Int>?
            let failure = url.withBorrowedUTF8 { bytes -> URLParseError? in
                // Offsets are kept in 32 bits.
                guard bytes.count < Int32.max else {
                    return URLParseError(message: "the URL is longer than 2 GiB", url: String(decoding: bytes, as: UTF8.self),
                                         offset: Int(Int32.max))
                }
                let host: URLHost.Reading
                do throws(URLParseError) {
                    parts = try URLParts(bytes, url: String(decoding: bytes, as: UTF8.self))
                    host = try URLHost.read(bytes, parts.host, treatHostAsPathComponent: treatHostAsPathComponent) {
                        String(decoding: bytes, as: UTF8.self)
                    }
                } catch {
                    return error
                }
                var hostComponent: Range<Int>?
                switch host {
                case .absent: break
                case .pathComponent(let range): hostComponent = range
                case .named(let range): namedHost = range
                case .normalized(let text): normalizedHost = text
                }
                // A web link's fragment is the page's business, not the route's: routes without
                // a fragment part match the path alone; routes with one see JLRoutes' path.
                let fragmentPath = ParsedURL.fragmentPath(bytes, parts.fragment)
                let isWebFragment = fragmentPath != nil && ParsedURL.isWebScheme(bytes, parts.scheme)
                path = ParsedURL.routingPath(bytes, parts, host: hostComponent, fragmentPath: isWebFragment ? nil : fragmentPath)
                fragmentQuery = ParsedURL.fragmentQuery(bytes, parts.fragment)
                return nil
            }
            if let failure { throw failure }
            self.init(schemeRange: parts.scheme, hostRange: namedHost, normalizedHost: normalizedHost, path: path,
                      queryRange: parts.query, fragmentQueryRange: fragmentQuery)
        }

        /// Calls `body` with the path's UTF-8 bytes; `string` is the URL this layout was read from.
        func withPathBytes<Result>(in string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            switch path {
            case .slice(let range):
                return string.withBorrowedUTF8 { body(UnsafeBufferPointer(rebasing: $0[range])) }
            case .built(let text):
                return text.withBorrowedUTF8(body)
            }
        }

        /// The host (see `ParsedURL.host`) of `string`, the URL this layout was read from.
        func host(in string: String) -> String? {
            normalizedHost ?? hostRange.map { ParsedURL.lowercasedHost(in: string, $0) }
        }

        /// Where the query items stand (`.none` when the URL has none).
        func queryLocation(decodePlusSymbols: Bool) -> QuerySource.Location {
            queryRange == nil && fragmentQueryRange == nil
                ? .none : .ranges(queryRange, fragmentQueryRange, decodePlusSymbols: decodePlusSymbols)
        }
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
        guard layout.schemeRange != nil, string.utf8.contains(UInt8(ascii: "#")) else { return nil }
        return string.withBorrowedUTF8 { bytes -> String? in
            // The string parsed once already: it parses again.
            guard let parts = try? URLParts(bytes, url: ""), let fragmentPath = Self.fragmentPath(bytes, parts.fragment),
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
        layout.withPathBytes(in: string, body)
    }

    /// Where the routing path comes from: bytes of the URL as they stand, or text put together.
    enum PathSource: Sendable {
        case slice(Range<Int>)
        case built(String)
    }

    /// The fragment when it is a path (JLRoutes: a fragment that is not only query items,
    /// `#/view/1`, `#reviews`), up to its `?`.
    private static func fragmentPath(_ bytes: UnsafeBufferPointer<UInt8>, _ fragment: Range<Int>?) -> Range<Int>? {
        guard let fragment else { return nil }
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
        // In the common cases (a path alone, or a host and the path right after it) the URL
        // already holds the routing path's bytes in a row: nothing to build.
        if fragmentPath == nil && !slashAfterHost {
            guard let host else { return .slice(path) }
            if host.upperBound == path.lowerBound { return .slice(host.lowerBound..<path.upperBound) }
        }
        let count = (host?.count ?? 0) + (slashAfterHost ? 1 : 0) + path.count + (fragmentPath.map { $0.count + 1 } ?? 0)
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
    private static func fragmentQuery(_ bytes: UnsafeBufferPointer<UInt8>, _ fragment: Range<Int>?) -> Range<Int>? {
        guard let fragment else { return nil }
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
