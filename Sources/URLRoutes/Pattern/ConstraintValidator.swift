/// Checks that a `:name<regex>` constraint can be pasted into a route's regex safely.
///
/// Three checks, cheapest first:
/// 1. `ConstraintSyntax`: no NUL, no backtracking verb (route dispatch relies on its own
///    marks), no reference to a group, one balanced expression, every `\Q` ended.
/// 2. The constraint compiled alone, as a regex of its own: PCRE2 reports syntax errors where
///    they are, and a stray `)` cannot hide by closing a group of the route's.
/// 3. The constraint compiled as `(?:C)()`: the one empty group we add must be the only
///    capture, which rules out capture groups in the constraint (they would shift the route's
///    group numbers) and text that swallows what follows it (a `#` comment under `(?x)`).
enum ConstraintValidator {
    /// Constraints already found valid; route tables repeat the same few (`\d+`). Bounded:
    /// an app that builds patterns from data must not grow memory with every new constraint.
    private static let valid = Locked<Set<String>>([])
    /// At most this many constraints are remembered; when full, the cache starts over.
    static let maximumCachedConstraints = 1_024
    /// Longer constraints are checked every time rather than remembered.
    static let maximumCachedConstraintBytes = 256

    /// How many constraints the cache holds now (for tests).
    static var cachedCount: Int { valid.withLock { $0.count } }

    /// Whether `constraint` is remembered as valid (for tests).
    static func isCached(_ constraint: String) -> Bool { valid.withLock { $0.contains(constraint) } }

    static func validate(_ constraint: String, in pattern: String, byteOffset: Int) throws(RoutePatternError) {
        let cacheable = constraint.utf8.count <= maximumCachedConstraintBytes
        if cacheable && valid.withLock({ $0.contains(constraint) }) { return }
        try ConstraintSyntax.check(constraint, in: pattern, byteOffset: byteOffset)
        do {
            _ = try CompiledRegex(constraint, jit: false)
        } catch {
            throw RoutePatternError("the constraint is not a valid PCRE2 expression: \(error.message)",
                                    in: pattern, byteOffset: byteOffset + min(max(0, error.offset), constraint.utf8.count))
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
            throw RoutePatternError("the constraint swallows the text after it (a # comment under (?x))",
                                    in: pattern, byteOffset: byteOffset)
        }
        guard cacheable else { return }
        valid.withLock { cache in
            if cache.count >= maximumCachedConstraints { cache.removeAll(keepingCapacity: true) }
            cache.insert(constraint)
        }
    }

    /// Whether `constraint` matches the whole of `component` (for diagnostics, not routing).
    static func accepts(_ component: String, constraint: String) -> Bool {
        guard let regex = try? CompiledRegex("^(?:\(constraint))\\z", jit: false) else { return false }
        if case .matched = regex.match(component) { return true }
        return false
    }
}
