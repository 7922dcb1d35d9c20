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

    private let compiled = LazyReference<CompiledRegex>()

    init(pattern: String, tokens: [PatternToken]) {
        self.pattern = pattern
        self.components = tokens.map(\.component)
        let output = RegexBuilder.build(components)
        self.regexBody = output.body
        self.regexSource = output.anchored
        self.groups = output.groups
        self.hasWildcard = output.groups.contains { $0.role == .wildcard }
    }

    /// Parses `pattern` and expands its optional groups: one `RoutePattern` per expansion,
    /// longest first.
    static func compile(_ pattern: String) throws(RoutePatternError) -> [RoutePattern] {
        let syntax = try PatternParser.parse(pattern)
        return try OptionalExpansion.expand(syntax, pattern: pattern).map {
            RoutePattern(pattern: $0.pattern, tokens: $0.tokens)
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
                return try CompiledRegex(regexSource)
            } catch {
                RouteLog.error("route \(pattern) compiled to \(regexSource), which PCRE2 rejects: \(error)")
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
            RouteLog.error("matching \(pattern) gave up on a \(bytes.count)-byte path: \(error); treated as no match")
            return nil
        case .matched(let captures):
            return RouteMatch(captures: captures, groups: groups, hasWildcard: hasWildcard, subject: bytes,
                              decodePlusSymbols: decodePlusSymbols, keepRawText: keepRawText)
        }
    }
}
