/// One route pattern without optional groups, compiled: its syntax, its regex, and how to read
/// a match of that regex back into path variables and wildcard components.
final class RoutePattern: Sendable {
    /// The pattern text (an expansion's own text for expanded optionals).
    let pattern: String
    let components: [PatternComponent]
    /// Whether matches deliver `wildcardComponents` (the pattern has `**` or a trailing `*`).
    let hasWildcard: Bool
    /// Whether the pattern has a fragment part (it holds `#`, as `/help#/:topic` does): it
    /// matches a web URL's path with the fragment after it, where other routes match the path
    /// alone (`ParsedURL.path(forFragmentRoute:)`).
    let isFragmentRoute: Bool
    /// The backtracking steps a match may take: lower when a constraint could backtrack
    /// exponentially (`MatchLimits.constraintMatchLimit`).
    let matchLimit: UInt32

    /// The regex text and capture groups, built on first use. A table of 10,000 routes kept
    /// the regex of each (body, anchored source, groups) from registration on, most of which
    /// routing never reads: the dispatch index needs a route's regex only once a URL reaches
    /// its bucket. That was a third of the table's memory.
    private let built = LazyReference<Built>()
    private let compiled = LazyReference<CompiledRegex>()

    private final class Built: Sendable {
        let output: RegexBuilder.Output
        init(_ output: RegexBuilder.Output) { self.output = output }
    }

    private var output: RegexBuilder.Output {
        built.value { Built(RegexBuilder.build(components)) }.output
    }

    /// The regex without anchors, for combining routes.
    var regexBody: String { output.body }
    /// `^body\z`: the exact PCRE2 source this route matches with.
    var regexSource: String { output.anchored }
    var groups: [RouteCaptureGroup] { output.groups }

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
        let components = tokens.map(\.component)
        self.components = components
        self.isFragmentRoute = pattern.utf8.contains(UInt8(ascii: "#"))
        self.hasWildcard = components.contains { $0 == .globstar } || components.last == .star
        let hasConstraint = components.contains {
            if case .variable(_, _?) = $0 { return true }
            return false
        }
        self.matchLimit = hasConstraint ? MatchLimits.constraintMatchLimit : MatchLimits.matchLimit
        // Most patterns are short: a bound on their regex's length says so without building it.
        guard hasConstraint || Self.regexLengthBound(components) >= Self.sourceLengthCheckedByCompiling else { return }
        let regexSource = self.regexSource
        if hasConstraint || regexSource.utf8.count >= Self.sourceLengthCheckedByCompiling {
            let isLarge = regexSource.utf8.count >= Self.sourceLengthCheckedByCompiling
            let checked: CompiledRegex
            do {
                checked = try CompiledRegex(regexSource, jit: isLarge && CompiledRegex.isJITAvailable)
            } catch {
                throw RoutePatternError(
                    "the pattern is beyond what PCRE2 can compile (\(Self.size(components.count, groups.count, regexSource.utf8.count))): \(error.message); see the README for the limits",
                    in: pattern, byteOffset: 0)
            }
            // The interpreter keeps a copy of every capture offset per backtracking frame, so a
            // regex with thousands of groups runs out of its heap limit on the first match:
            // such a route must be one the JIT compiles.
            if isLarge && CompiledRegex.isJITAvailable && !checked.isJITCompiled {
                throw RoutePatternError(
                    "the pattern is beyond what PCRE2's JIT can compile (\(Self.size(components.count, groups.count, regexSource.utf8.count))), and without the JIT it could never match; see the README for the limits",
                    in: pattern, byteOffset: 0)
            }
        }
    }

    /// "1 component, 2 capture groups, a 40,000-byte regex": what a pattern PCRE2 refused holds.
    private static func size(_ components: Int, _ groups: Int, _ bytes: Int) -> String {
        "\(components) component\(components == 1 ? "" : "s"), \(groups) capture group\(groups == 1 ? "" : "s"), a \(bytes)-byte regex"
    }

    /// At least the length of the anchored regex `RegexBuilder` makes for `components`
    /// (constraints aside): every literal byte escaped, every group numbered with the most
    /// digits a route could need, every separator and anchor counted.
    static func regexLengthBound(_ components: [PatternComponent]) -> Int {
        let groupName = 2 + String(components.count * 2).utf8.count     // "g" + number, "<>" around
        var bound = 4                                                   // "^", "\z"
        for component in components {
            bound += 2                                                  // "/" or "(?:/...)?" slack
            switch component {
            case .literal(let text): bound += 2 * text.utf8.count
            case .variable(_, let constraint): bound += 16 + groupName + 2 * (constraint?.utf8.count ?? 0) + 64
            case .star: bound += 16 + groupName
            case .globstar: bound += 40 + groupName
            }
        }
        return bound
    }

    /// The text a route keeps for `pattern`: the pattern itself, but `/` for the empty pattern.
    /// JLRoutes took `""` as the root and apps register it beside `/`; keeping `/` means that
    /// route lists, `RouteTable.registered()` and removal all show and take one spelling of
    /// the root (a table cannot write an empty pattern).
    static func text(of pattern: String) -> String {
        pattern.isEmpty ? "/" : pattern
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
