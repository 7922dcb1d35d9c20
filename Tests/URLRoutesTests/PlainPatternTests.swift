import Testing
@testable import URLRoutes

/// Registration reads plain patterns (words, `:name`, `*`, `**`) in one pass without the parser
/// (`RoutePattern(plain:)`), and every route reads its first literal and literal path off its
/// text: on generated patterns, both give what parsing the pattern gives.
@Suite struct PlainPatternTests {
    static let pieces = ["a", "b", "view", "a.b", "a*b", "x:y", "é", "%20", ":", "::x", ":id", ":id#", "*", "**",
                         "***", "", "(/:o)", "(/opt)", ":n<\\d+>", "a?b", "#/f", "a\tb", "<x>"]

    static func patterns(seed: UInt64, count: Int) -> [String] {
        var generator = DispatchIndexEquivalenceTests.Generator(state: seed)
        return (0..<count).map { _ in
            var pattern = generator.next(4) == 0 ? "" : "/"
            for index in 0..<generator.next(6) {
                if index > 0 { pattern += generator.next(8) == 0 ? "//" : "/" }
                pattern += generator.pick(pieces)
            }
            if generator.next(5) == 0 { pattern += "/" }
            return pattern.replacingOccurrences(of: "/(", with: "(")
        }
    }

    /// The expansions of `pattern` as the parser makes them (never the plain reading).
    static func parsed(_ pattern: String) -> [RoutePattern]? {
        guard let syntax = try? PatternParser.parse(pattern),
              let expansions = try? OptionalExpansion.expand(syntax, pattern: pattern) else { return nil }
        return try? expansions.map { expansion throws(RoutePatternError) in
            try RoutePattern(pattern: expansion.pattern, tokens: expansion.tokens)
        }
    }

    /// What the dispatch index reads of a route, from its components.
    /// A literal the dispatch index can file by its text: one without other spellings
    /// (`LiteralForms`: `café` also matches `caf%C3%A9`).
    static func fileableText(_ component: PatternComponent) -> String? {
        component.literalText.flatMap { LiteralForms.hasForms($0) ? nil : $0 }
    }

    static func expectedFirstLiteral(_ route: RoutePattern) -> String? {
        route.components.first.map(fileableText) ?? ""
    }

    static func expectedLiteralPath(_ route: RoutePattern) -> String? {
        let texts = route.components.map(fileableText)
        return texts.contains(nil) ? nil : texts.map { $0! }.joined(separator: "/")
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func aPlainReadingIsWhatParsingGives(seed: UInt64) throws {
        var plainCount = 0
        for pattern in Self.patterns(seed: seed, count: 2_000) {
            guard let plain = RoutePattern(plain: pattern) else { continue }
            plainCount += 1
            let parsed = try #require(Self.parsed(pattern), "\(pattern) reads as plain but does not parse")
            #expect(parsed.count == 1, "\(pattern)")
            guard let route = parsed.first else { continue }
            #expect(plain.pattern == route.pattern && plain.hasWildcard == route.hasWildcard
                        && plain.isFragmentRoute == route.isFragmentRoute && plain.matchLimit == route.matchLimit,
                    "\(pattern)")
            #expect(plain.firstLiteral == route.firstLiteral && plain.literalPath == route.literalPath, "\(pattern)")
            #expect(plain.components == route.components && plain.regexSource == route.regexSource, "\(pattern)")
        }
        #expect(plainCount > 300)
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func patternsOfPlainPiecesReadAsPlain(seed: UInt64) {
        for pattern in Self.patterns(seed: seed, count: 2_000)
        // A literal with other spellings (`é`, also `%C3%A9`) is parsed: the dispatch index
        // cannot file it by its text.
        where !pattern.contains(where: { "()<?#\t".contains($0) }) && !LiteralForms.hasForms(pattern) {
            #expect(RoutePattern(plain: pattern) != nil, "\(pattern)")
        }
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func firstLiteralAndLiteralPathAreWhatTheComponentsSay(seed: UInt64) {
        for pattern in Self.patterns(seed: seed, count: 2_000) {
            for route in Self.parsed(pattern) ?? [] {
                #expect(route.firstLiteral == Self.expectedFirstLiteral(route), "\(route.pattern)")
                #expect(route.literalPath == Self.expectedLiteralPath(route), "\(route.pattern)")
            }
        }
    }

    @Test func aPlainPatternWhoseRegexMustBeCheckedIsParsed() {
        // Past `sourceLengthCheckedByCompiling`, registration compiles the regex to check it.
        let long = "/" + String(repeating: "word/", count: RoutePattern.sourceLengthCheckedByCompiling / 8)
        #expect(RoutePattern(plain: long) == nil)
        #expect(RoutePattern(plain: "/" + Array(repeating: ":v", count: 30).joined(separator: "/")) == nil)
        #expect(RoutePattern(plain: "/user/:id/**") != nil)
    }
}
