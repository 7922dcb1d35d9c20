/// Expands a pattern's optional groups into the patterns it stands for, as JLRoutes does:
/// one pattern per combination of present and absent groups, longest first.
///
/// `/the(/foo/:a)(/bar/:b)` gives `/the/foo/:a/bar/:b`, `/the/foo/:a`, `/the/bar/:b`, `/the`.
/// Patterns of equal length keep the order in which the combinations count up (the first
/// group present before the second).
package struct ExpandedPattern: Equatable, Sendable {
    /// The pattern text of this expansion (`/the/foo/:a`); the original text when the pattern
    /// has no optional groups (`/` for the empty pattern).
    package let pattern: String
    package let tokens: [PatternToken]
}

package enum OptionalExpansion {
    /// More groups than this would register thousands of routes for one pattern.
    package static let maximumOptionalGroups = 10

    package static func expand(_ syntax: PatternSyntax, pattern: String) throws(RoutePatternError) -> [ExpandedPattern] {
        let groupCount = syntax.optionalGroupCount
        guard groupCount > 0 else {
            // One array, not one per item (`flatMap`): registering 10,000 routes spent an
            // eighth of its time here.
            var tokens: [PatternToken] = []
            tokens.reserveCapacity(syntax.items.count)
            for case .required(let token) in syntax.items { tokens.append(token) }
            return [ExpandedPattern(pattern: PatternSyntax.text(of: pattern), tokens: tokens)]
        }
        guard groupCount <= maximumOptionalGroups else {
            // 2^63 and beyond do not fit an Int: say it as a power.
            let routes = groupCount < Int.bitWidth - 1 ? "\(1 << groupCount)" : "2^\(groupCount)"
            throw RoutePatternError(
                "\(groupCount) optional groups would expand to \(routes) routes; at most \(maximumOptionalGroups) groups are allowed",
                in: pattern, byteOffset: 0)
        }
        var expansions: [ExpandedPattern] = []
        for mask in 0..<(1 << groupCount) {
            var tokens: [PatternToken] = []
            var group = 0
            for item in syntax.items {
                switch item {
                case .required(let token):
                    tokens.append(token)
                case .optional(let groupTokens):
                    if mask & (1 << group) != 0 { tokens.append(contentsOf: groupTokens) }
                    group += 1
                }
            }
            let text = "/" + tokens.map(\.text).joined(separator: "/")
            expansions.append(ExpandedPattern(pattern: text, tokens: tokens))
        }
        // Swift's sort is not stable; sort on (length, combination order).
        return expansions.enumerated()
            .sorted { lhs, rhs in
                let (l, r) = (lhs.element.pattern.utf8.count, rhs.element.pattern.utf8.count)
                return l != r ? l > r : lhs.offset < rhs.offset
            }
            .map(\.element)
    }
}
