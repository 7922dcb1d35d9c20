/// One route pattern without optional groups, compiled: its syntax, its regex, and how to read
/// a match of that regex back into path variables and wildcard components.
final class RoutePattern: Sendable {
    /// The pattern text (an expansion's own text for expanded optionals).
    let pattern: String
    let components: [PatternComponent]
    let regexBody: String
    /// `^body\z`: the exact PCRE2 source this route matches with.
    let regexSource: String
    let groups: [RouteCaptureGroup]
    /// Whether matches deliver `wildcardComponents` (the pattern has `**` or a trailing `*`).
    let hasWildcard: Bool
    /// The backtracking steps a match may take: lower when a constraint could backtrack
    /// exponentially (`MatchLimits.constraintMatchLimit`).
    let matchLimit: UInt32

    private let compiled = LazyReference<CompiledRegex>()

    /// Regexes at least this long, or holding a constraint, are compiled when the pattern is
    /// validated: shorter ones without constraints are far inside every PCRE2 limit (their
    /// compiled code is a few units per source byte, the limit 64K units), and compiling every
    /// route of a large table twice would slow registration.
    static let sourceLengthCheckedByCompiling = 2_048

    /// Builds the regex for `tokens`, and checks that PCRE2 compiles it, so that a pattern is
    /// never accepted that could not match anything (too many variables or `**`, too long a
    /// literal after a variable: PCRE2 caps a compiled pattern at 64K code units).
    init(pattern: String, tokens: [PatternToken]) throws(RoutePatternError) {
        self.pattern = pattern
        self.components = tokens.map(\.component)
        let output = RegexBuilder.build(components)
        self.regexBody = output.body
        self.regexSource = output.anchored
        self.groups = output.groups
        self.hasWildcard = output.groups.contains { $0.role == .wildcard }
        let hasConstraint = components.contains {
            if case .variable(_, _?) = $0 { return true }
            return false
        }
        self.matchLimit = hasConstraint ? MatchLimits.constraintMatchLimit : MatchLimits.matchLimit
        if hasConstraint || regexSource.utf8.count >= Self.sourceLengthCheckedByCompiling {
            let isLarge = regexSource.utf8.count >= Self.sourceLengthCheckedByCompiling
            let checked: CompiledRegex
            do {
                checked = try CompiledRegex(regexSource, jit: isLarge && CompiledRegex.isJITAvailable)
            } catch {
                throw RoutePatternError(
                    "the pattern is beyond what PCRE2 can compile (\(components.count) components, \(groups.count) capture groups, a \(regexSource.utf8.count)-byte regex): \(error.message); see the README for the limits",
                    in: pattern, byteOffset: 0)
            }
            // The interpreter keeps a copy of every capture offset per backtracking frame, so a
            // regex with thousands of groups runs out of its heap limit on the first match:
            // such a route must be one the JIT compiles.
            if isLarge && CompiledRegex.isJITAvailable && !checked.isJITCompiled {
                throw RoutePatternError(
                    "the pattern is beyond what PCRE2's JIT can compile (\(components.count) components, \(groups.count) capture groups, a \(regexSource.utf8.count)-byte regex), and without the JIT it could never match; see the README for the limits",
                    in: pattern, byteOffset: 0)
            }
        }
    }

    /// Parses `pattern` and expands its optional groups: one `RoutePattern` per expansion,
    /// longest first.
    static func compile(_ pattern: String) throws(RoutePatternError) -> [RoutePattern] {
        let syntax = try PatternParser.parse(pattern)
        return try OptionalExpansion.expand(syntax, pattern: pattern).map { expansion throws(RoutePatternError) in
            try RoutePattern(pattern: expansion.pattern, tokens: expansion.tokens)
        }
    }

    /// The first component when it is literal text: the dispatch index files routes under it.
    var firstLiteral: String? { components.first.flatMap(\.literalText) ?? (components.isEmpty ? "" : nil) }

    /// The one path this pattern matches, when every component is literal text
    /// (`static/page` for `/static/page`): such a route needs no regex to recognise.
    var literalPath: String? {
        var texts: [String] = []
        for component in components {
            guard let text = component.literalText else { return nil }
            texts.append(text)
        }
        return texts.joined(separator: "/")
    }

    /// The compiled regex, built (and JIT-compiled) on first use. Compilation cannot fail for
    /// a pattern the parser accepted; if PCRE2 disagrees, the route never matches and the
    /// error is logged rather than crashing the app.
    var regex: CompiledRegex {
        compiled.value {
            do {
                return try CompiledRegex(regexSource, matchLimit: matchLimit)
            } catch {
                RouteLog.error("route \(RouteLog.excerpt(pattern)) compiled to a \(regexSource.utf8.count)-byte regex that PCRE2 rejects: \(error)")
                return try! CompiledRegex("(*FAIL)")
            }
        }
    }

    /// Matches the routing path; nil when it does not match (or PCRE2 gave up, which is logged).
    /// `keepRawText` also records each variable as the URL spells it, for `explain`.
    func match(_ path: String, decodePlusSymbols: Bool, keepRawText: Bool = false) -> RouteMatch? {
        var path = path
        return path.withUTF8 { match($0, decodePlusSymbols: decodePlusSymbols, keepRawText: keepRawText) }
    }

    func match(_ bytes: UnsafeBufferPointer<UInt8>, decodePlusSymbols: Bool, keepRawText: Bool = false) -> RouteMatch? {
        switch regex.match(bytes) {
        case .noMatch:
            return nil
        case .failed(let error):
            if MatchDataPool.shouldLogGivingUp() {
                RouteLog.error("matching \(RouteLog.excerpt(pattern)) gave up on a \(bytes.count)-byte path: \(error); treated as no match (further ones in this lookup are not logged)")
            }
            return nil
        case .matched(let captures):
            return RouteMatch(captures: captures, groups: groups, hasWildcard: hasWildcard, subject: bytes,
                              decodePlusSymbols: decodePlusSymbols, keepRawText: keepRawText)
        }
    }
}
