/// One `<data>` element of an Android 15 `<uri-relative-filter-group>` (AOSP's
/// `UriRelativeFilter`): a pattern for the path, the query or the fragment, each read by
/// `PatternMatcher` against the decoded part.
///
/// A path or fragment pattern must match the whole part (a URL without a fragment matches no
/// fragment pattern); a query pattern matches when it matches one parameter (`name=value`),
/// the query split at `&`, or at `;` when it has no `&`.
struct AndroidURIPartMatcher: Sendable {
    enum Part: String, Sendable { case path, query, fragment }

    let part: Part
    let matcher: AndroidPathMatcher
    /// False when the attribute named a placeholder or resource without a value: it matches nothing.
    var isResolved = true

    /// The part and pattern kind an attribute names (`queryPrefix` → query, prefix), if any.
    static func part(ofAttribute name: String) -> (Part, AndroidPathMatcher.Kind)? {
        let kinds: [(String, AndroidPathMatcher.Kind)] = [
            ("", .path), ("Prefix", .pathPrefix), ("Pattern", .pathPattern),
            ("AdvancedPattern", .pathAdvancedPattern), ("Suffix", .pathSuffix),
        ]
        for part in [Part.path, .query, .fragment] {
            for (suffix, kind) in kinds where name == part.rawValue + suffix { return (part, kind) }
        }
        return nil
    }

    func matches(_ url: AndroidLinkURL) -> Bool {
        guard isResolved else { return false }
        switch part {
        case .path: return matcher.matches(url.path)
        case .fragment:
            guard let fragment = url.fragment else { return false }
            return matcher.matches(AndroidLinkURL.decode(Substring(fragment)))
        case .query:
            guard let query = url.query else { return false }
            let decoded = AndroidLinkURL.decode(Substring(query))
            var parameters = decoded.split(separator: "&", omittingEmptySubsequences: false)
            if parameters.count == 1 { parameters = decoded.split(separator: ";", omittingEmptySubsequences: false) }
            return parameters.contains { matcher.matches(String($0)) }
        }
    }
}
