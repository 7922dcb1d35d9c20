/// The parts of a link that an apple-app-site-association judges: its path, query and fragment
/// as written (percent-encoded). Only `https` links are universal links; the host is for the
/// caller to judge (the file is the host's own).
struct AppleLinkURL {
    /// The path as iOS compares it (``AppleLinkPath/normalized(_:)``: `/buy//` is `/buy`); `/`
    /// when the URL has none (`https://example.com` is `https://example.com/` to a browser).
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
        path = AppleLinkPath.normalized(String(rest[slash...]))
        readQueryItems()
    }

    /// The query's items by name, `name=value` split at `&`: each name percent-decoded (as
    /// `URLQueryItem` names are), each value as written, in order; an item without `=` has the
    /// value "".
    private(set) var queryValues: [String: [String]] = [:]

    /// The texts the patterns compare, by part and options, made once for all components.
    private var texts: [Int: [Unicode.Scalar]] = [:]

    enum Part: Int {
        case path, query, fragment
    }

    /// The part's text as the patterns compare it: as written, or percent-decoded when
    /// `percentEncoded` is false; lowercased when `caseSensitive` is false.
    mutating func text(_ part: Part, caseSensitive: Bool, percentEncoded: Bool) -> [Unicode.Scalar] {
        let key = part.rawValue << 2 | (caseSensitive ? 2 : 0) | (percentEncoded ? 1 : 0)
        if let text = texts[key] { return text }
        let raw = switch part {
        case .path: path
        case .query: query ?? ""
        case .fragment: fragment ?? ""
        }
        let text = Self.scalars(raw, caseSensitive: caseSensitive, percentEncoded: percentEncoded)
        texts[key] = text
        return text
    }

    static func scalars(_ raw: String, caseSensitive: Bool, percentEncoded: Bool) -> [Unicode.Scalar] {
        AppleLinkPattern.scalars(of: percentEncoded ? raw : PercentDecoding.decode(raw), caseSensitive: caseSensitive)
    }

    private mutating func readQueryItems() {
        guard let query else { return }
        for item in query.split(separator: "&", omittingEmptySubsequences: true) {
            guard let equals = item.firstIndex(of: "=") else {
                queryValues[PercentDecoding.decode(item), default: []].append("")
                continue
            }
            queryValues[PercentDecoding.decode(item[..<equals]), default: []].append(String(item[item.index(after: equals)...]))
        }
    }
}
