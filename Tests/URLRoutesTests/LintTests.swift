import Testing
import URLRoutes

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
                == "/user/settings can never win: /user/:id (line 1) is tried first and matches every URL it matches")
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

    @Test func constrainedVariableOnlyCoversLiteralsItMatches() {
        #expect(lint([#"/p/:n<\d+>"#, "/p/abc", "/p/:other"]).isEmpty)
    }
}
