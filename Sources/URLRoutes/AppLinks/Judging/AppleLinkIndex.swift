/// The components of an apple-app-site-association by the literal start of their `/`
/// patterns, so that a link is tried against the few that could match it, in the file's
/// order: the verdict and the deciding component are those of trying every one in turn.
///
/// A component compares the path as its `caseSensitive` and `percentEncoded` make it
/// (lowercased, decoded), so there is one trie for each of the four ways, keyed by the
/// pattern as compiled against the path made that way. A component without a `/` pattern
/// matches any path and is tried for every link; so is one whose pattern starts with a
/// wildcard or a variable (its prefix is empty). `exclude`, `?` and `#` are the component's
/// to judge once it is tried.
struct AppleLinkIndex: Sendable {
    /// Every rule of the file in order, with the entry (`details` index) it belongs to.
    private let rules: [(detail: Int, component: AppleLinkComponent)]
    /// By `caseSensitive` (2) and `percentEncoded` (1).
    private var byOptions: [LiteralPrefixIndex<Unicode.Scalar>?] = [nil, nil, nil, nil]
    /// The components that give no `/` pattern.
    private var anyPath: [Int] = []

    init(_ details: [AppleLinkDetail]) {
        rules = details.enumerated().flatMap { detail, entry in entry.components.map { (detail, $0) } }
        for (number, rule) in rules.enumerated() {
            let component = rule.component
            guard !component.path.isEmpty else {
                anyPath.append(number)
                continue
            }
            let key = Self.key(caseSensitive: component.caseSensitive, percentEncoded: component.percentEncoded)
            var index = byOptions[key] ?? LiteralPrefixIndex()
            for pattern in component.path {
                index.add(number, prefix: pattern.literalPrefix)
            }
            byOptions[key] = index
        }
    }

    private static func key(caseSensitive: Bool, percentEncoded: Bool) -> Int {
        (caseSensitive ? 2 : 0) | (percentEncoded ? 1 : 0)
    }

    /// The first component, of the entries that name `appID`, that matches `link`.
    func firstMatch(for link: inout AppleLinkURL, appID: String, details: [AppleLinkDetail]) -> AppleLinkComponent? {
        var lists: [ArraySlice<Int>] = []
        if !anyPath.isEmpty { lists.append(anyPath[...]) }
        for key in byOptions.indices {
            guard let index = byOptions[key] else { continue }
            index.candidates(along: link.text(.path, caseSensitive: key & 2 != 0, percentEncoded: key & 1 != 0), into: &lists)
        }
        var named: [Int: Bool] = [:]
        let found = LiteralPrefixIndex<Unicode.Scalar>.first(in: &lists) { number in
            let rule = rules[number]
            let names = named[rule.detail] ?? details[rule.detail].appIDs.contains(appID)
            named[rule.detail] = names
            return names && rule.component.matches(&link)
        }
        return found.map { rules[$0].component }
    }
}
