/// Checks that a `:name<regex>` constraint can be pasted into a route's regex safely.
///
/// The constraint is compiled on its own as `(?:C)()`: PCRE2 reports syntax errors; the one
/// empty group we add must be the only capture, which rules out capture groups in the
/// constraint (they would shift the route's group numbers) and text that swallows what follows
/// it (an unterminated `\Q`, a `#` comment under `(?x)`). Backtracking verbs such as `(*MARK)`
/// or `(*ACCEPT)` are refused because route dispatch relies on its own marks.
enum ConstraintValidator {
    /// Constraints already found valid; route tables repeat the same few (`\d+`).
    private static let valid = Locked<Set<String>>([])

    static func validate(_ constraint: String, in pattern: String, byteOffset: Int) throws(RoutePatternError) {
        if valid.withLock({ $0.contains(constraint) }) { return }
        if let verb = constraint.utf8.firstRange(of: "(*".utf8) {
            let offset = constraint.utf8.distance(from: constraint.utf8.startIndex, to: verb.lowerBound)
            throw RoutePatternError("backtracking verbs such as (*MARK) are not allowed in a constraint",
                                    in: pattern, byteOffset: byteOffset + offset)
        }
        let wrapper = "(?:"
        let compiled: CompiledRegex
        do {
            compiled = try CompiledRegex(wrapper + constraint + ")()", jit: false)
        } catch {
            let offset = min(max(0, error.offset - wrapper.utf8.count), constraint.utf8.count)
            throw RoutePatternError("the constraint is not a valid PCRE2 expression: \(error.message)",
                                    in: pattern, byteOffset: byteOffset + offset)
        }
        if compiled.captureCount > 1 {
            throw RoutePatternError("a constraint may not contain capture groups; use (?:...) instead",
                                    in: pattern, byteOffset: byteOffset)
        }
        if compiled.captureCount == 0 {
            throw RoutePatternError("the constraint swallows the text after it (an unterminated \\Q or a # comment)",
                                    in: pattern, byteOffset: byteOffset)
        }
        valid.withLock { _ = $0.insert(constraint) }
    }

    /// Whether `constraint` matches the whole of `component` (for diagnostics, not routing).
    static func accepts(_ component: String, constraint: String) -> Bool {
        guard let regex = try? CompiledRegex("^(?:\(constraint))\\z", jit: false) else { return false }
        if case .matched = regex.match(component) { return true }
        return false
    }
}
