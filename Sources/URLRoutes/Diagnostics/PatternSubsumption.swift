/// Decides whether one pattern matches every path another matches, component by component.
///
/// The test is conservative: it answers true only when it is sure, so lint never reports a
/// route as shadowed that can win. Patterns with `**` in the middle are not compared (except
/// that a pattern which is only `*` or `**` covers everything).
enum PatternSubsumption {
    /// Whether every path `narrow` matches is matched by `broad` too.
    static func covers(_ broad: [PatternComponent], _ narrow: [PatternComponent]) -> Bool {
        if broad == [.star] || broad == [.globstar] { return true }
        if broad.contains(.globstar) || narrow.contains(.globstar) { return false }
        let broadOpenEnded = broad.last == .star
        let narrowOpenEnded = narrow.last == .star
        let broadFixed = broadOpenEnded ? Array(broad.dropLast()) : broad
        let narrowFixed = narrowOpenEnded ? Array(narrow.dropLast()) : narrow
        if broadOpenEnded {
            // `/a/*` covers whatever starts with components `a` covers, however long.
            guard narrowFixed.count >= broadFixed.count else { return false }
        } else {
            guard !narrowOpenEnded, narrowFixed.count == broadFixed.count else { return false }
        }
        return zip(broadFixed, narrowFixed).allSatisfy(componentCovers)
    }

    /// Whether every component `narrow` matches is matched by `broad`.
    private static func componentCovers(_ broad: PatternComponent, _ narrow: PatternComponent) -> Bool {
        switch (broad, narrow) {
        case (.variable(_, nil), _), (.star, _):
            return true
        case (.literal(let a), .literal(let b)):
            return a == b
        case (.variable(_, let a?), .variable(_, let b?)):
            return a == b
        case (.variable(_, let constraint?), .literal(let text)):
            return ConstraintValidator.accepts(text, constraint: constraint)
        default:
            return false
        }
    }

    /// Whether the pattern can match paths of any length (`*` last, or `**`).
    static func isOpenEnded(_ components: [PatternComponent]) -> Bool {
        components.last == .star || components.contains(.globstar)
    }
}
