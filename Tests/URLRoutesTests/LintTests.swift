import Testing
@testable import URLRoutes

@Suite struct LintTests {
    private func lint(_ patterns: [String], scheme: String = "app") -> [RouteLintFinding] {
        RouteLinter.lint(patterns.enumerated().map { .init(scheme: scheme, pattern: $1, line: $0 + 1) })
    }

    @Test func cleanTableHasNoFindings() {
        #expect(lint(["/user/view/:id", "/user/edit/:id", #"/post/:id<\d+>"#, "/post/:slug", "/files/*"]).isEmpty)
    }

    @Test func invalidPatternIsAnErrorNamingTheRoute() {
        let findings = lint(["/ok", "/user/(:id"])
        #expect(findings.map(\.kind) == [.invalidPattern])
        #expect(findings[0].severity == .error)
        #expect(findings[0].entries.map(\.line) == [2])
        #expect(findings[0].description == #"line 2: error: invalid route pattern "/user/(:id" at offset 6: '(' is never closed [invalidPattern]"#)
    }

    @Test func duplicateRouteIsReported() {
        let findings = lint(["/a/:id", "/b", "/a/:id"])
        #expect(findings.map(\.kind) == [.duplicateRoute])
        #expect(findings[0].entries.map(\.line) == [3, 1])
    }

    @Test func routeShadowedByAnEarlierBroaderRouteIsReported() {
        let findings = lint(["/user/:id", "/user/settings", #"/post/:n<\d+>"#, "/post/42", "/post/abc"])
        #expect(findings.map(\.kind) == [.shadowedRoute, .shadowedRoute])
        #expect(findings.map { $0.entries.map(\.line) } == [[2, 1], [4, 3]])
        #expect(findings[0].message
                == "/user/settings can never win unless the handler of /user/:id (line 1) declines: that route is tried first and matches every URL this one matches")
    }

    @Test func aRouteShadowedByARouteWithoutAHandlerCanNeverWin() {
        let findings = RouteLinter.lint([.init(scheme: "app", pattern: "/:shopName", line: 1, hasHandler: false),
                                         .init(scheme: "app", pattern: "/cart", line: 2)])
        #expect(findings.map(\.message) == ["/cart can never win: /:shopName (line 1) is tried first and matches every URL it matches"])
    }

    @Test func aRouteAfterAWildcardWithAHandlerIsUnreachableOnlyWhileTheHandlerAccepts() {
        let findings = lint(["/files/*", "/files/a"])
        #expect(findings.map(\.message)
                == ["/files/a is unreachable unless the handler of the wildcard route /files/* (line 1) declines: that route is tried first and matches everything this one matches"])
    }

    @Test func aRouteAfterAWildcardWithoutAHandlerIsUnreachable() {
        let findings = RouteLinter.lint([.init(scheme: "app", pattern: "/files/*", line: 1, hasHandler: false),
                                         .init(scheme: "app", pattern: "/files/a", line: 2)])
        #expect(findings.map(\.message) == ["/files/a is unreachable: the wildcard route /files/* (line 1) is tried first and matches everything it matches"])
    }

    @Test func higherPriorityRouteIsNotShadowedByAnEarlierLine() {
        let findings = RouteLinter.lint([.init(scheme: "app", pattern: "/user/:id", line: 1),
                                         .init(scheme: "app", pattern: "/user/settings", priority: 5, line: 2)])
        #expect(findings.isEmpty)
    }

    @Test func routesInOtherSchemesDoNotShadow() {
        let findings = RouteLinter.lint([.init(scheme: "a", pattern: "/user/:id", line: 1),
                                         .init(scheme: "b", pattern: "/user/settings", line: 2)])
        #expect(findings.isEmpty)
    }

    @Test func wildcardThatHidesLaterRoutesIsReported() {
        let findings = lint(["/files/*", "/files/a/b", "/*", "/anything"])
        #expect(findings.map(\.kind) == [.unreachableAfterWildcard, .unreachableAfterWildcard])
        #expect(findings.map { $0.entries.map(\.line) } == [[2, 1], [4, 3]])
    }

    @Test func expansionOfAnOptionalCanBeShadowed() {
        let findings = lint(["/a", "/a(/b)"])
        #expect(findings.map(\.kind) == [.duplicateRoute])
        #expect(findings[0].message.contains("/a (from /a(/b))"))
    }

    @Test func aRouteHiddenByTwoRoutesGetsAFindingForEach() {
        let findings = lint(["/user/:id", "/user/*", "/user/settings"])
        #expect(findings.filter { $0.entries.first?.line == 3 }.map { $0.entries.map(\.line) } == [[3, 1], [3, 2]])
    }

    @Test func expansionsHiddenByOneRouteMakeOneFinding() {
        let findings = lint(["/docs/*", "/docs/:page(/:section)"])
        #expect(findings.map(\.kind) == [.unreachableAfterWildcard])
        #expect(findings[0].entries.map(\.line) == [2, 1])
    }

    @Test func tooManyExpansionsIsAWarning() {
        let findings = lint(["/a(/b)(/c)(/d)(/e)(/f)"])
        #expect(findings.map(\.kind) == [.tooManyExpansions])
        #expect(findings[0].message.contains("32 routes"))
    }

    @Test func anUnclosedQuantifierInAConstraintIsALiteralBraceWarningAtTheBrace() {
        let findings = lint([#"/order/:id<[A-Z]{2}-\d{6>"#])
        #expect(findings.map(\.kind) == [.literalBrace])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.patternOffset == 22)
        #expect(findings.first?.message == #"in the constraint of :id in /order/:id<[A-Z]{2}-\d{6>: '{6' is not a quantifier, since no '}' closes it, so PCRE2 matches it as the literal text '{6': write {6} to repeat, or \{ for a brace"#)
    }

    @Test func aQuantifierWithoutALowerBoundIsAWarningNamingTheVersionsThatDiffer() {
        let findings = lint([#"/code/:c<\d{,6}>"#])
        #expect(findings.map(\.kind) == [.literalBrace])
        #expect(findings.first?.message.hasSuffix("'{,6}' is a quantifier only from PCRE2 10.43 on; earlier versions match it as the literal text '{,6}': write {0,6}") == true)
    }

    @Test func aBraceThatStartsNoQuantifierIsAWarning() {
        let findings = lint(["/code/:c<a{x}>"])
        #expect(findings.map(\.kind) == [.literalBrace])
        #expect(findings.first?.patternOffset == 10)
    }

    @Test func bracesOfQuantifiersEscapesAndClassesAreNotWarnedAbout() {
        #expect(lint([#"/code/:c<\d{2}[a-z]{1,}x{2,4}\x{41}\p{L}[{}]\{\}>"#, "/{literal}"]).isEmpty)
    }

    @Test func twoWildcardsThatTakeAnyNumberOfComponentsAreAWarning() {
        let findings = lint(["/a/**/b/**/c", "/z/**/x/*"])
        #expect(findings.map(\.kind) == [.ambiguousWildcards, .ambiguousWildcards])
        #expect(findings.first?.message.hasPrefix("/a/**/b/**/c has 2 wildcards that take any number of components") == true)
    }

    @Test func oneRestWildcardAndSingleStarsAreNotAmbiguous() {
        #expect(lint(["/a/**/b/*/c", "/z/*/x/*", "/docs/**"]).isEmpty)
    }

    @Test func anExpansionWithTwoRestWildcardsIsNamedWithItsPattern() {
        let findings = lint(["/w(/**)/y/**"])
        #expect(findings.map(\.kind) == [.ambiguousWildcards])
        #expect(findings.first?.message.hasPrefix("/w/**/y/** (from /w(/**)/y/**) has 2 wildcards") == true)
    }

    @Test func theEmptyPatternAndTheSlashAreDuplicatesNamedAsTheRoot() {
        let findings = lint(["", "/"])
        #expect(findings.map(\.kind) == [.duplicateRoute])
        #expect(findings.first?.message == "/ duplicates / (line 1), which is tried first")
    }

    @Test func constrainedVariableOnlyCoversLiteralsItMatches() {
        #expect(lint([#"/p/:n<\d+>"#, "/p/abc", "/p/:other"]).isEmpty)
    }
}

/// Lint's shadowing test across `**` and trailing `*` (the adversarial review of 0.2.0 found
/// `/f/x/y` after `/f/**` unreported).
@Suite struct LintShadowingAcrossRunsTests {
    private func lint(_ patterns: [String]) -> [RouteLintFinding] {
        RouteLinter.lint(patterns.enumerated().map { .init(scheme: "app", pattern: $1, line: $0 + 1) })
    }

    @Test func aRouteAfterADoubleStarThatTakesItIsReported() {
        #expect(lint(["/f/**", "/f/x/y"]).map { $0.entries.map(\.line) } == [[2, 1]])
        #expect(lint(["/k/**/:a", "/k/x"]).map { $0.entries.map(\.line) } == [[2, 1]])
        #expect(lint(["/g/**", "/g/**/z"]).map { $0.entries.map(\.line) } == [[2, 1]])
        #expect(lint(["/a/*/b", "/a/x/b"]).map { $0.entries.map(\.line) } == [[2, 1]])
    }

    @Test func aRouteADoubleStarCannotAlwaysTakeIsNotReported() {
        #expect(lint(["/k/**/x", "/k/y"]).isEmpty)
        #expect(lint(["/k/**/:a<\\d+>", "/k/abc"]).isEmpty)
        #expect(lint(["/f/x/y", "/f/**"]).isEmpty)
        #expect(lint(["/a/*/b", "/a/x/y/b"]).isEmpty)
        #expect(lint(["/g/**/z", "/g/**"]).isEmpty)
    }

    /// Soundness, checked against the regexes themselves: whenever `covers` says a pattern
    /// takes every path of another, every sampled path the narrow one matches, the broad one
    /// matches too.
    @Test func coversNeverClaimsMoreThanTheRegexesMatch() throws {
        let pieces = ["a", "b", ":v", ":n<\\d+>", "*", "**"]
        let components = ["a", "b", "1", "22", ""]
        var random = SplitMix64(seed: 20261123)
        func pattern() -> String {
            "/" + (0..<Int.random(in: 1...3, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined(separator: "/")
        }
        let paths = (0..<300).map { _ in
            (0..<Int.random(in: 0...4, using: &random)).map { _ in components.randomElement(using: &random)! }
                .joined(separator: "/")
        }
        var claimed = 0
        for _ in 0..<1_500 {
            guard let broad = try? RoutePattern.compile(pattern()), broad.count == 1,
                  let narrow = try? RoutePattern.compile(pattern()), narrow.count == 1 else { continue }
            guard PatternSubsumption.covers(broad[0].components, narrow[0].components) else { continue }
            claimed += 1
            for path in paths where narrow[0].match(path, decodePlusSymbols: false) != nil {
                #expect(broad[0].match(path, decodePlusSymbols: false) != nil,
                        "\(broad[0].pattern) said to cover \(narrow[0].pattern), but misses \(path)")
            }
        }
        #expect(claimed > 50, "the sample exercises covering pairs")
    }
}
