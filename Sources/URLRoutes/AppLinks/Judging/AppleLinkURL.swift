/// The parts of a link that an apple-app-site-association judges: its path, query and fragment
/// as written (percent-encoded). Only `https` links are universal links; the host is for the
/// caller to judge (the file is the host's own).
struct AppleLinkURL {
    /// The path; `/` when the URL has none (`https://example.com` is `https://example.com/` to a
    /// browser).
    var path: String
    /// The text after `?`, nil when there is no `?`.
    var query: String?
    /// The text after `#`, nil when there is no `#`.
    var fragment: String?

    /// Reads `https://HOST/PATH?QUERY#FRAGMENT`; nil when the scheme is not https or there is no
    /// `//` authority.
    init?(_ url: String) {
        var rest = Substring(url)
        guard let colon = rest.firstIndex(of: ":"),
              rest[..<colon].lowercased() == "https",
              rest[colon...].hasPrefix("://") else { return nil }
        rest = rest[rest.index(colon, offsetBy: 3)...]
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: question)...])
            rest = rest[..<question]
        }
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        path = rest[slash...].isEmpty ? "/" : String(rest[slash...])
    }

    /// The query's items, `name=value` split at `&`: each name percent-decoded (as
    /// `URLQueryItem` names are), each value as written; an item without `=` has the value "".
    var queryItems: [(name: String, value: String)] {
        guard let query else { return [] }
        return query.split(separator: "&", omittingEmptySubsequences: true).map { item in
            guard let equals = item.firstIndex(of: "=") else { return (PercentDecoding.decode(item), "") }
            return (PercentDecoding.decode(item[..<equals]), String(item[item.index(after: equals)...]))
        }
    }
}
