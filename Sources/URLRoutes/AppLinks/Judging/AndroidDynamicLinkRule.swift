/// One of Android 15's dynamic App Link rules, an entry of `dynamic_app_link_components` in
/// the `relation_extensions` of an assetlinks.json statement:
/// `{"/": "/products/*", "?": {"ref": "*"}, "#": "top", "exclude": false}`.
///
/// Every part it gives must match (a part it leaves out matches anything): `/` the decoded
/// path, `#` the decoded fragment (a URL without one matches no `#`), and each `name: value`
/// of `?` one parameter `name=value` of the query. In a pattern `*` stands for any run of
/// characters and `?` for one character. A rule that matches with `exclude` true keeps the
/// link out of the app.
struct AndroidDynamicLinkRule: Sendable {
    var path: String?
    var query: [(name: String, value: String)]
    var fragment: String?
    var exclude: Bool
    /// The rule as written in the file, for verdicts.
    var text: String
    /// Where it is: its line in the file and its place among the declaration's rules (1-based).
    var line: Int
    var position: Int

    func matches(_ url: AndroidLinkURL) -> Bool {
        if let path, !Self.wildcardMatches(path, url.path) { return false }
        if let fragment {
            guard let written = url.fragment, Self.wildcardMatches(fragment, AndroidLinkURL.decode(Substring(written))) else { return false }
        }
        if !query.isEmpty {
            let parameters = url.queryParameters
            for (name, value) in query where !parameters.contains(where: { $0.name == name && Self.wildcardMatches(value, $0.value) }) {
                return false
            }
        }
        return true
    }

    /// The characters every path the rule matches starts with: its `/` pattern's up to the
    /// first `*` or `?` (none for a rule without a `/`, which matches any path).
    var pathLiteralPrefix: [Unicode.Scalar] {
        guard let path else { return [] }
        return Array(path.unicodeScalars.prefix { $0 != "*" && $0 != "?" })
    }

    /// `*` any run of characters, `?` one character, anything else itself; the whole text.
    /// Linear backtracking to the last `*` only, so any pattern and text take bounded time.
    static func wildcardMatches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern.unicodeScalars), t = Array(text.unicodeScalars)
        var ip = 0, it = 0
        var star: Int?, starText = 0
        while it < t.count {
            if ip < p.count && (p[ip] == "?" || (p[ip] != "*" && p[ip] == t[it])) {
                ip += 1
                it += 1
            } else if ip < p.count && p[ip] == "*" {
                star = ip
                starText = it
                ip += 1
            } else if let star {
                ip = star + 1
                starText += 1
                it = starText
            } else {
                return false
            }
        }
        while ip < p.count && p[ip] == "*" { ip += 1 }
        return ip == p.count
    }
}
