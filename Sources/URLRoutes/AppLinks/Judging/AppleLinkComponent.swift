/// One rule of an apple-app-site-association, compiled: a `components` entry, or a legacy
/// `paths` string (a path pattern, `NOT ` for an exclude), with the text that names it in a
/// verdict.
///
/// A component matches a link when every pattern it has matches: `/` the path, `#` the fragment
/// (none is ""), `?` the whole query (none is "") or, as a dictionary, each item's value (an
/// item the link lacks is ""; an item given more than once must match every time). A key left
/// out matches anything.
struct AppleLinkComponent: Sendable {
    enum QueryPatterns: Sendable {
        case whole(AppleLinkPattern)
        case items([(name: String, pattern: AppleLinkPattern)])
    }

    /// Any one of these matches the path; none means any path.
    var path: [AppleLinkPattern] = []
    var query: QueryPatterns?
    var fragment: AppleLinkPattern?
    /// A match keeps the link out of the app.
    var exclude = false
    var caseSensitive = true
    var percentEncoded = true
    /// The component's JSON text compacted, or the legacy path string, as written.
    var rule: String

    init(rule: String) {
        self.rule = rule
    }

    func matches(_ url: inout AppleLinkURL) -> Bool {
        if !path.isEmpty {
            let text = url.text(.path, caseSensitive: caseSensitive, percentEncoded: percentEncoded)
            guard path.contains(where: { $0.matches(text) }) else { return false }
        }
        if let fragment, !fragment.matches(url.text(.fragment, caseSensitive: caseSensitive, percentEncoded: percentEncoded)) {
            return false
        }
        switch query {
        case nil:
            return true
        case .whole(let pattern):
            return pattern.matches(url.text(.query, caseSensitive: caseSensitive, percentEncoded: percentEncoded))
        case .items(let patterns):
            return patterns.allSatisfy { name, pattern in
                guard let values = url.queryValues[name] else { return pattern.matches([]) }
                return values.allSatisfy {
                    pattern.matches(AppleLinkURL.scalars($0, caseSensitive: caseSensitive, percentEncoded: percentEncoded))
                }
            }
        }
    }
}
