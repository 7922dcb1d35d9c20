/// One route pattern without optional groups, compiled: its syntax, its regex, and how to read
/// a match of that regex back into path variables and wildcard components.
///
/// What the dispatch index files a route by (its first literal component, whether it is all
/// literal text) is kept from registration on, as the pattern's text and a few flags
/// (`Outline`); the components and the regex are made from the pattern text again when first
/// needed. A table of 10,000 routes kept every route's components from registration on, most
/// of which routing never reads: the dispatch index needs a route's regex only once a URL
/// reaches its bucket. That was a quarter of the table's memory (and the regex kept beside it,
/// a third before that). A `RouteDefinition` keeps the outline itself and makes its
/// `RoutePattern` only when something asks for more.
final class RoutePattern: Sendable {
    /// The pattern text (an expansion's own text for expanded optionals).
    let pattern: String

    /// What the dispatch index and matching read of a pattern without building its regex.
    struct Flags: OptionSet {
        let rawValue: UInt8
        /// Matches deliver `wildcardComponents` (the pattern has `**` or a trailing `*`).
        static let hasWildcard = Flags(rawValue: 1 << 0)
        /// The first component is literal text (or there is none: the root pattern).
        static let startsWithLiteral = Flags(rawValue: 1 << 1)
        /// Every component is literal text.
        static let isAllLiteral = Flags(rawValue: 1 << 2)
        /// The pattern has a fragment part (`isFragmentRoute`).
        static let isFragmentRoute = Flags(rawValue: 1 << 3)
        /// A constraint could backtrack: the lower match limit (`matchLimit`).
        static let hasConstraint = Flags(rawValue: 1 << 4)
        /// Plain (`init(plain:)`) without `**`: `PlainSegmentMatcher` matches it from its text.
        static let isSegmentMatchable = Flags(rawValue: 1 << 5)
        /// Never a pattern's: a `RouteDefinition` whose pattern is not well formed says so
        /// with it, where a well-formed one keeps its pattern's flags.
        static let isMalformed = Flags(rawValue: 1 << 6)
    }

    /// A pattern's text and flags: what the dispatch index files a route by and what
    /// `PlainSegmentMatcher` matches, read without the pattern's components or regex.
    struct Outline {
        let pattern: String
        let flags: Flags

        /// Whether matches deliver `wildcardComponents` (the pattern has `**` or a trailing `*`).
        var hasWildcard: Bool { flags.contains(.hasWildcard) }
        /// Whether the pattern has a fragment part (`RoutePattern.isFragmentRoute`).
        var isFragmentRoute: Bool { flags.contains(.isFragmentRoute) }
        /// Whether `PlainSegmentMatcher` matches this pattern from its text
        /// (`RoutePattern.isSegmentMatchable`).
        var isSegmentMatchable: Bool { flags.contains(.isSegmentMatchable) }

        /// `PlainSegmentMatcher`'s match of the pattern on `path`: only for a segment-matchable
        /// pattern (`isSegmentMatchable`), whose regex would find the same.
        func segmentMatch(_ path: UnsafeBufferPointer<UInt8>, decodePlusSymbols: Bool, keepRawText: Bool = false) -> RouteMatch? {
            pattern.withBorrowedUTF8 {
                PlainSegmentMatcher.match($0, path, decodePlusSymbols: decodePlusSymbols, keepRawText: keepRawText)
            }
        }

        /// Calls `body` with the bytes of the first component when it is literal text (empty
        /// for the root pattern), or nil. Read off the text: a literal component never holds `/`.
        func withFirstLiteralBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>?) -> Result) -> Result {
            guard flags.contains(.startsWithLiteral) else { return body(nil) }
            return pattern.withBorrowedUTF8 { bytes in
                var start = 0
                while start < bytes.count && bytes[start] == UInt8(ascii: "/") { start += 1 }
                var end = start
                while end < bytes.count && bytes[end] != UInt8(ascii: "/") { end += 1 }
                return body(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            }
        }

        /// Calls `body` with the one path this pattern matches when every component is
        /// literal text (`static/page` for `/static/page`), or nil: the pattern's own bytes
        /// without its outer slashes when no empty component lies between them (`/a//b` is
        /// `a/b`).
        func withLiteralPathBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>?) -> Result) -> Result {
            guard flags.contains(.isAllLiteral) else { return body(nil) }
            return pattern.withBorrowedUTF8 { bytes in
                var start = 0
                var end = bytes.count
                while start < end && bytes[start] == UInt8(ascii: "/") { start += 1 }
                while end > start && bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
                var previousIsSlash = false
                for index in start..<end {
                    let isSlash = bytes[index] == UInt8(ascii: "/")
                    if isSlash && previousIsSlash {
                        let joined = Array(bytes[start..<end].split(separator: UInt8(ascii: "/")).joined(separator: [UInt8(ascii: "/")]))
                        return joined.withUnsafeBufferPointer { body($0) }
                    }
                    previousIsSlash = isSlash
                }
                return body(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            }
        }
    }

    /// The text and flags (`Outline`).
    var outline: Outline { Outline(pattern: pattern, flags: flags) }

    /// The components, regex text and capture groups, made on first use (the compiled regex
    /// with them, on first match); until then the slot holds the flags.
    private let derived: FlaggedLazyReference<Derived>

    private final class Derived: Sendable {
        let flags: UInt8
        let components: [PatternComponent]
        let output: RegexBuilder.Output
        let compiled = LazyReference<CompiledRegex>()
        init(flags: UInt8, _ components: [PatternComponent]) {
            self.flags = flags
            self.components = components
            output = RegexBuilder.build(components)
        }
    }

    private var made: Derived {
        derived.value { flags in Derived(flags: flags, Self.components(of: pattern)) }
    }

    var flags: Flags { Flags(rawValue: derived.flags { $0.flags }) }

    /// Whether matches deliver `wildcardComponents` (the pattern has `**` or a trailing `*`).
    var hasWildcard: Bool { flags.contains(.hasWildcard) }
    /// Whether the pattern has a fragment part (it holds `#`, as `/help#/:topic` does): it
    /// matches a web URL's path with the fragment after it, where other routes match the path
    /// alone (`ParsedURL.path(forFragmentRoute:)`).
    var isFragmentRoute: Bool { flags.contains(.isFragmentRoute) }
    /// Whether `PlainSegmentMatcher` matches this pattern from its text, as its regex would:
    /// literal components without other spellings, unconstrained variables and `*` only.
    /// Such a route's regex is compiled only when something asks for it.
    var isSegmentMatchable: Bool { flags.contains(.isSegmentMatchable) }
    /// The backtracking steps a match may take: lower when a constraint could backtrack
    /// exponentially (`MatchLimits.constraintMatchLimit`).
    var matchLimit: UInt32 { flags.contains(.hasConstraint) ? MatchLimits.constraintMatchLimit : MatchLimits.matchLimit }

    /// The components of a pattern text the parser accepted once already (the text of a
    /// pattern without optional groups, or of an expansion, which parses back to the same
    /// components).
    private static func components(of pattern: String) -> [PatternComponent] {
        do {
            let syntax = try PatternParser.parse(pattern)
            var components: [PatternComponent] = []
            components.reserveCapacity(syntax.items.count)
            for case .required(let token) in syntax.items { components.append(token.component) }
            return components
        } catch {
            // Cannot happen for a pattern that made a RoutePattern; never match rather than crash.
            RouteLog.error("route \(RouteLog.excerpt(pattern)) no longer parses: \(error)")
            return [.literal("\u{0}")]
        }
    }

    /// The pattern's components, in order.
    var components: [PatternComponent] { made.components }
    /// The regex without anchors, for combining routes.
    var regexBody: String { made.output.body }
    /// `^body\z`: the exact PCRE2 source this route matches with.
    var regexSource: String { made.output.anchored }
    var groups: [RouteCaptureGroup] { made.output.groups }

    /// The regex text and groups, made for `body` and dropped after it unless this route made
    /// them already: the dispatch index writes each bucket's combined regex from them once, and
    /// a large table's routes need neither the text nor the components again.
    func withRegexOutput<Result>(_ body: (RegexBuilder.Output) -> Result) -> Result {
        if let made = derived.currentValue { return body(made.output) }
        return body(RegexBuilder.build(Self.components(of: pattern)))
    }

    /// A pattern of plain components (literal text, `:name`, `*`, `**`, separated by `/`),
    /// read in one pass over its bytes, without the parser: what most tables are made of. Nil
    /// for any other pattern (one with an optional group, a constraint, a `?`, a `#`, a control
    /// character, or a regex long enough to be checked by compiling it): `compile` parses those.
    ///
    /// Parsing built a syntax tree, expansions and token texts only to keep a few flags: it was
    /// three quarters of the time of registering 10,000 routes. The components are parsed from
    /// the text when first needed, as for every route.
    convenience init?(plain pattern: String) {
        guard let flags = Self.plainFlags(of: pattern) else { return nil }
        self.init(outline: Outline(pattern: Self.text(of: pattern), flags: flags))
    }

    /// A pattern of a text and flags known already (a definition's, or `plainFlags(of:)`'s):
    /// its components are parsed from the text when first needed.
    init(outline: Outline) {
        pattern = outline.pattern
        derived = FlaggedLazyReference(flags: outline.flags.rawValue)
    }

    /// The flags of a plain pattern (`init(plain:)`), read in one pass over its bytes; nil
    /// for any other pattern.
    static func plainFlags(of pattern: String) -> Flags? {
        var startsWithLiteral = true
        var isAllLiteral = true
        var hasWildcard = false
        var isSegmentMatchable = false
        let plain = pattern.withBorrowedUTF8 { bytes -> Bool in
            var index = 0
            var components = 0, literalBytes = 0, variables = 0, stars = 0, globstars = 0
            var lastIsStar = false
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "/") {
                    index += 1
                    continue
                }
                let start = index
                while index < bytes.count && bytes[index] != UInt8(ascii: "/") {
                    switch bytes[index] {
                    case 0..<0x20, 0x7F, UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: "?"),
                         UInt8(ascii: "#"),
                         // What a literal also matches percent-encoded (`LiteralForms`): not a
                         // literal the dispatch index can file by its bytes.
                         0x80...0xFF, UInt8(ascii: " "), UInt8(ascii: "\""), UInt8(ascii: ">"), UInt8(ascii: "`"),
                         UInt8(ascii: "{"), UInt8(ascii: "}"):
                        return false
                    default:
                        index += 1
                    }
                }
                let count = index - start
                let isStar = count == 1 && bytes[start] == UInt8(ascii: "*")
                let isGlobstar = count == 2 && bytes[start] == UInt8(ascii: "*") && bytes[start + 1] == UInt8(ascii: "*")
                let isVariable = !isStar && !isGlobstar && bytes[start] == UInt8(ascii: ":")
                let isLiteral = !isStar && !isGlobstar && !isVariable
                if components == 0 { startsWithLiteral = isLiteral }
                components += 1
                if isLiteral { literalBytes += count } else { isAllLiteral = false }
                if isVariable { variables += 1 }
                if isStar { stars += 1 }
                if isGlobstar { globstars += 1 }
                lastIsStar = isStar
            }
            hasWildcard = globstars > 0 || lastIsStar
            // `**` backtracks (lazily, component by component): its regex matches it.
            isSegmentMatchable = globstars == 0
            // `regexLengthBound`, from the counts.
            let groupName = 2 + Self.decimalDigits(components * 2)
            let bound = 4 + 2 * components + 2 * literalBytes + variables * (16 + groupName + 64)
                + stars * (16 + groupName) + globstars * (40 + groupName)
            return bound < Self.sourceLengthCheckedByCompiling
        }
        guard plain else { return nil }
        var flags: Flags = []
        if hasWildcard { flags.insert(.hasWildcard) }
        if startsWithLiteral { flags.insert(.startsWithLiteral) }
        if isAllLiteral { flags.insert(.isAllLiteral) }
        if isSegmentMatchable { flags.insert(.isSegmentMatchable) }
        return flags
    }

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
        let isFragmentRoute = pattern.withBorrowedUTF8 { $0.firstIndex(of: UInt8(ascii: "#")) != nil }
        var hasConstraint = false
        var isAllLiteral = true
        for token in tokens {
            switch token.component {
            // A literal with other spellings (`LiteralForms`) is matched by its regex: the
            // dispatch index cannot file it by one text.
            case .literal(let text) where !LiteralForms.hasForms(text): continue
            case .literal: break
            case .variable(_, let constraint): hasConstraint = hasConstraint || constraint != nil
            case .star, .globstar: break
            }
            isAllLiteral = false
        }
        var flags: Flags = []
        if isAllLiteral { flags.insert(.isAllLiteral) }
        if tokens.first.map({ $0.component.literalText.map { !LiteralForms.hasForms($0) } ?? false }) ?? true {
            flags.insert(.startsWithLiteral)
        }
        if tokens.contains(where: { $0.component == .globstar }) || tokens.last?.component == .star { flags.insert(.hasWildcard) }
        if isFragmentRoute { flags.insert(.isFragmentRoute) }
        if hasConstraint { flags.insert(.hasConstraint) }
        derived = FlaggedLazyReference(flags: flags.rawValue)
        // Most patterns are short: a bound on their regex's length says so without building it.
        guard hasConstraint || Self.regexLengthBound(tokens.lazy.map(\.component)) >= Self.sourceLengthCheckedByCompiling else {
            return
        }
        // These few keep their components and regex from the start.
        let components = tokens.map(\.component)
        _ = derived.value { flags in Derived(flags: flags, components) }
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

    /// How many digits `number` (not negative) takes in decimal.
    static func decimalDigits(_ number: Int) -> Int {
        var digits = 1
        var rest = number / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        return digits
    }

    /// At least the length of the anchored regex `RegexBuilder` makes for `components`
    /// (constraints aside): every literal byte escaped, every group numbered with the most
    /// digits a route could need, every separator and anchor counted.
    static func regexLengthBound<Components: Sequence<PatternComponent>>(_ components: Components) -> Int {
        let count = components.underestimatedCount
        let groupName = 2 + decimalDigits(count * 2)                   // "g" + number, "<>" around
        var bound = 4                                                   // "^", "\z"
        for component in components {
            bound += 2                                                  // "/" or "(?:/...)?" slack
            switch component {
            case .literal(let text) where LiteralForms.hasForms(text): bound += 8 + 14 * text.utf8.count
            case .literal(let text): bound += 2 * text.utf8.count
            case .variable(_, let constraint): bound += 16 + groupName + 2 * (constraint?.utf8.count ?? 0) + 64
            case .star: bound += 16 + groupName
            case .globstar: bound += 40 + groupName
            }
        }
        return bound
    }

    /// The text a route keeps for `pattern` (`PatternSyntax.text(of:)`).
    static func text(of pattern: String) -> String {
        PatternSyntax.text(of: pattern)
    }

    /// Parses `pattern` and expands its optional groups: one `RoutePattern` per expansion,
    /// longest first.
    static func compile(_ pattern: String) throws(RoutePatternError) -> [RoutePattern] {
        if let plain = RoutePattern(plain: pattern) { return [plain] }
        let syntax = try PatternParser.parse(pattern)
        let expansions = try OptionalExpansion.expand(syntax, pattern: pattern)
        return try expansions.map { expansion throws(RoutePatternError) in
            do throws(RoutePatternError) {
                return try RoutePattern(pattern: expansion.pattern, tokens: expansion.tokens)
            } catch where expansion.pattern != pattern {
                // The error names the pattern as written, where its offset is; the expansion
                // that failed is context.
                let which = expansions.count > 1 ? " (in its optional-group expansion \"\(RouteLog.excerpt(expansion.pattern, limit: 120))\")" : ""
                throw RoutePatternError(message: error.message + which, pattern: pattern, offset: 0)
            }
        }
    }

    /// The first component when it is literal text ("" for the root pattern): the dispatch
    /// index files routes under it.
    var firstLiteral: String? {
        withFirstLiteralBytes { bytes in bytes.map { String(decoding: $0, as: UTF8.self) } }
    }

    /// Calls `body` with the bytes of `firstLiteral`, or nil (`Outline.withFirstLiteralBytes`).
    func withFirstLiteralBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>?) -> Result) -> Result {
        outline.withFirstLiteralBytes(body)
    }

    /// The one path this pattern matches, when every component is literal text
    /// (`static/page` for `/static/page`): such a route needs no regex to recognise. Read off
    /// the text: its components are what lies between its slashes.
    var literalPath: String? {
        withLiteralPathBytes { bytes in bytes.map { String(decoding: $0, as: UTF8.self) } }
    }

    /// Calls `body` with the bytes of `literalPath`, or nil (`Outline.withLiteralPathBytes`).
    func withLiteralPathBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>?) -> Result) -> Result {
        outline.withLiteralPathBytes(body)
    }

    /// The compiled regex, built (and JIT-compiled) on first use. Compilation cannot fail for
    /// a pattern the parser accepted; if PCRE2 disagrees, the route never matches and the
    /// error is logged rather than crashing the app.
    var regex: CompiledRegex {
        let made = self.made
        return made.compiled.value {
            do {
                return try CompiledRegex(made.output.anchored, matchLimit: matchLimit)
            } catch {
                RouteLog.error("route \(RouteLog.excerpt(pattern)) compiled to a \(regexSource.utf8.count)-byte regex that PCRE2 rejects: \(error)")
                return try! CompiledRegex("(*FAIL)")
            }
        }
    }

    /// The flags while nothing but the text and flags is made; nil once the components (and
    /// the regex text with them) are.
    var flagsWhileTextOnly: Flags? { derived.flagsWhileUnmade.map(Flags.init(rawValue:)) }

    /// Whether `regex` has been compiled yet.
    var isRegexCompiled: Bool { derived.currentValue?.compiled.currentValue != nil }

    /// Matches the routing path; nil when it does not match (or PCRE2 gave up, which is logged).
    /// `keepRawText` also records each variable as the URL spells it, for `explain`.
    func match(_ path: String, decodePlusSymbols: Bool, keepRawText: Bool = false) -> RouteMatch? {
        var path = path
        return path.withUTF8 { match($0, decodePlusSymbols: decodePlusSymbols, keepRawText: keepRawText) }
    }

    func match(_ bytes: UnsafeBufferPointer<UInt8>, decodePlusSymbols: Bool, keepRawText: Bool = false) -> RouteMatch? {
        if isSegmentMatchable { return outline.segmentMatch(bytes, decodePlusSymbols: decodePlusSymbols, keepRawText: keepRawText) }
        return regexMatch(bytes, decodePlusSymbols: decodePlusSymbols, keepRawText: keepRawText)
    }

    /// `match` through the compiled regex, whatever the pattern.
    func regexMatch(_ bytes: UnsafeBufferPointer<UInt8>, decodePlusSymbols: Bool, keepRawText: Bool = false) -> RouteMatch? {
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
