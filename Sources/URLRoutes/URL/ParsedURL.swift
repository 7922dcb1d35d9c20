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
struct ParsedURL: Sendable {
    /// The URL string as given.
    let string: String
    let scheme: String?
    /// The path matched against route regexes, still percent-encoded: `user/view/joel%20dev`.
    let path: String
    /// Query items in order, percent-decoded, fragment query items last.
    let queryItems: [NamedValue]

    init(_ url: String, treatHostAsPathComponent: Bool) throws(URLParseError) {
        let parts = try URLParts(url)
        string = url
        scheme = parts.scheme.map(String.init)

        var path = String(parts.path)
        if let host = parts.host, !host.isEmpty,
           treatHostAsPathComponent || (host != "localhost" && !host.utf8.contains(UInt8(ascii: "."))) {
            path = path.isEmpty || path.utf8.first == UInt8(ascii: "/") ? host + path : host + "/" + path
        }

        var queryItems = parts.query.map(QueryItems.parse) ?? []
        if let fragment = parts.fragment {
            let question = fragment.utf8.firstIndex(of: UInt8(ascii: "?"))
            let fragmentPath = question.map { fragment[..<$0] } ?? fragment
            let fragmentQuery = question.map { fragment[fragment.utf8.index(after: $0)...] } ?? fragmentPath
            let isQuery = QueryItems.firstItemHasValue(fragmentQuery)
            if isQuery {
                queryItems += QueryItems.parse(fragmentQuery)
            }
            if !isQuery || question != nil {
                path += "#" + fragmentPath
            }
        }
        self.queryItems = queryItems
        self.path = Self.trimmingOneSlash(path)
    }

    private static func trimmingOneSlash(_ path: String) -> String {
        let utf8 = path.utf8
        var start = utf8.startIndex
        var end = utf8.endIndex
        if start < end && utf8[start] == UInt8(ascii: "/") { start = utf8.index(after: start) }
        if start < end && utf8[utf8.index(before: end)] == UInt8(ascii: "/") { end = utf8.index(before: end) }
        return start == utf8.startIndex && end == utf8.endIndex ? path : String(path[start..<end])
    }

    /// The path's components, raw, as `RouteRequest.pathComponents` shows them.
    var pathComponents: [String] {
        path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map { String(Substring($0)) }
    }
}
