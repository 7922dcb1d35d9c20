/// Decides whether one pattern matches every path another matches, component by component.
///
/// The test is conservative: it answers true only when it is sure, so lint never reports a
/// route as shadowed that can win. A `**`, or a trailing `*`, stands for any number of
/// components (none included); in `narrow` such a run can only be covered by one in `broad`.
enum PatternSubsumption {
    /// Whether every path `narrow` matches is matched by `broad` too.
    static func covers(_ broad: [PatternComponent], _ narrow: [PatternComponent]) -> Bool {
        let broad = pieces(broad)
        let narrow = pieces(narrow)
        // The usual case, no runs on either side: same length, component by component. (Lint
        // compares every pair of routes that share a first component.)
        if !broad.contains(where: \.isRun) {
            guard broad.count == narrow.count else { return false }
            return zip(broad, narrow).allSatisfy { pair in
                guard case .one(let component) = pair.0, case .one(let other) = pair.1 else { return false }
                return componentCovers(component, other)
            }
        }
        // covered[i * width + j]: broad[i...] covers narrow[j...]; filled from the ends back.
        let width = narrow.count + 1
        var covered = [Bool](repeating: false, count: (broad.count + 1) * width)
        covered[broad.count * width + narrow.count] = true
        for i in stride(from: broad.count - 1, through: 0, by: -1) {
            for j in stride(from: narrow.count, through: 0, by: -1) {
                switch broad[i] {
                case .anyComponents:
                    // Takes no component, or narrow's next one whatever it is (a run included).
                    covered[i * width + j] = covered[(i + 1) * width + j] || (j < narrow.count && covered[i * width + j + 1])
                case .one(let component):
                    guard j < narrow.count, case .one(let other) = narrow[j] else { continue }
                    covered[i * width + j] = componentCovers(component, other) && covered[(i + 1) * width + j + 1]
                }
            }
        }
        return covered[0]
    }

    /// A component, or a run of any number of components.
    private enum Piece {
        case one(PatternComponent)
        case anyComponents

        var isRun: Bool {
            if case .anyComponents = self { return true }
            return false
        }
    }

    private static func pieces(_ components: [PatternComponent]) -> [Piece] {
        components.enumerated().map { index, component in
            switch component {
            case .globstar: .anyComponents
            case .star where index == components.count - 1: .anyComponents
            default: .one(component)
            }
        }
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
