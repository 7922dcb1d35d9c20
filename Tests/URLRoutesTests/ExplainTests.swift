import Testing
@testable import URLRoutes

@Suite struct ExplainTests {
    private func table(_ patterns: [(String, Int)]) -> Routes {
        let routes = Routes()
        for (pattern, priority) in patterns { routes.addRoute(pattern, priority: priority) }
        return routes
    }

    private func reasons(_ explanation: RouteExplanation) -> [String] {
        explanation.candidates.map { candidate in
            switch candidate.outcome {
            case .matched: return "match"
            case .rejected(let reason): return reason
            }
        }
    }

    @Test func candidatesComeInRoutingOrderWithTheirRegexes() {
        let routes = table([("/user/:id", 0), ("/user/view/:id", 5)])
        let explanation = routes.explain("app://user/view/42")
        #expect(explanation.candidates.map(\.pattern) == ["/user/view/:id", "/user/:id"])
        #expect(explanation.candidates.map(\.priority) == [5, 0])
        #expect(explanation.candidates.map(\.regex) == routes.routes().map(\.regex))
        #expect(explanation.routingPath == "user/view/42")
    }

    @Test func rejectionsSayWhichComponentDiffered() {
        let explanation = table([("/user/edit/:id", 0)]).explain("app://user/view/42")
        #expect(reasons(explanation) == [#"component 2 is "view", the pattern wants "edit""#])
    }

    @Test func rejectionsSayWhichConstraintFailed() {
        let explanation = table([(#"/post/:id<\d+>"#, 0)]).explain("app://post/abc")
        #expect(reasons(explanation) == [#"component 2 "abc" does not satisfy :id<\d+>"#])
    }

    @Test func rejectionsSayWhenTheComponentCountIsWrong() {
        let explanation = table([("/a/:b", 0), ("/a/b/c/*", 0)]).explain("app://a/b/x/y")
        #expect(reasons(explanation) == ["the path has 4 components; the pattern needs exactly 2",
                                         #"component 3 is "x", the pattern wants "c""#])
        let short = table([("/a/b/c/*", 0)]).explain("app://a/b")
        #expect(reasons(short) == ["the path has 2 components; the pattern needs at least 3"])
    }

    @Test func globstarRejectionsNameTheComponentAroundIt() {
        let explanation = table([("/help/**/:article", 0), ("/files/**/edit", 0), ("/**/x", 0)]).explain("app://product/a/b")
        #expect(reasons(explanation) == [#"component 1 is "product", the pattern wants "help""#,
                                         #"component 1 is "product", the pattern wants "files""#,
                                         #"component 3 is "b", the pattern wants "x""#])
        let inside = table([("/a/**/b/**/c", 0)]).explain("app://a/x/c")
        #expect(reasons(inside) == ["no way to place ** so that the components around it match"])
    }

    @Test func matchesShowRawAndDecodedCaptures() {
        let explanation = table([("/search/:q/*", 0)]).explain("app://search/hiking+boots%21/a/b?x=1%202")
        guard case .matched(let captures) = explanation.candidates[0].outcome else {
            Issue.record("no match")
            return
        }
        #expect(captures == [.init(name: ":q", raw: "hiking+boots%21", decoded: "hiking boots!"),
                             .init(name: "*", raw: "a/b", decoded: "a/b")])
        #expect(explanation.queryItems == [.init(name: "x", raw: "1 2", decoded: "1 2")])
        #expect(explanation.winner?.parameters?["q"] == "hiking boots!")
    }

    @Test func winnerIsTheFirstMatchAndHandlersAreNotCalled() {
        let routes = Routes()
        routes.addRoute("/a/:x") { _ in
            Issue.record("explain called a handler")
            return true
        }
        routes.addRoute("/a/*")
        let explanation = routes.explain("app://a/1")
        #expect(explanation.winner?.pattern == "/a/:x")
        #expect(explanation.candidates.filter(\.isMatch).count == 2)
        #expect(explanation.description.contains("1 more route matches if its handler returns false"))
    }

    @Test func aStringThatIsNotAURLSaysWhy() {
        let explanation = table([("/a", 0)]).explain("app://a\u{1}")
        #expect(explanation.urlError?.contains("control character 0x1") == true)
        #expect(explanation.candidates.isEmpty)
        #expect(explanation.description.contains("Not a routable URL: "))
    }

    @Test func theExplanationOfAStringThatIsNotAURLSaysNotRoutableOnce() {
        let explanation = table([("/a", 0)]).explain("app://a\u{1}")
        #expect(explanation.urlParseError?.offset == 7)
        #expect(explanation.urlErrorReason == "control character 0x1 is not allowed in a URL (at offset 7)")
        #expect(explanation.description.contains("Not a routable URL: control character 0x1 is not allowed in a URL (at offset 7)"))
        #expect(explanation.description.lowercased().components(separatedBy: "not a routable url").count == 2)
    }

    @Test func customDefinitionsAreNamedAndAsked() {
        final class Never: RouteDefinition, @unchecked Sendable {
            override func routeResponse(for request: RouteRequest) -> RouteResponse { .invalidMatch }
        }
        let routes = Routes()
        routes.addRoute(Never(pattern: "/a", handler: nil))
        let explanation = routes.explain("app://a")
        #expect(explanation.candidates[0].customDefinitionClass == "Never")
        #expect(reasons(explanation) == ["its pattern matches, but routeResponse(for:) of Never declined"])
    }

    @Test func textRenderingShowsEveryPart() {
        let text = table([("/user/view/:id", 0), ("/user/edit/:id", 0)]).explain("app://user/view/42?tab=posts").description
        #expect(text.contains("URL: app://user/view/42?tab=posts"))
        #expect(text.contains("Path: user/view/42"))
        #expect(text.contains(#"Query: tab="posts""#))
        #expect(text.contains("1. ✓ p0  (standalone) /user/view/:id"))
        #expect(text.contains(#"regex ^user/view/(?<g1>[^/]*+)\z"#))
        #expect(text.contains(#"captured :id = "42""#))
        #expect(text.contains("… 1 later route was not tried"))
        #expect(text.contains("Winner: (standalone) /user/view/:id  priority 0"))
        #expect(text.contains(#"id  = "42""#))
        #expect(text.contains(#"tab = "posts"  (query)"#))
    }

    @Test func routesTheFirstComponentRulesOutAreFlagged() {
        let explanation = table([("/cart", 0), ("/user/:id", 0), ("/:page", 0), ("/", 0)]).explain("app://user")
        #expect(explanation.candidates.map(\.isRuledOutByFirstComponent) == [true, false, false, true])
        #expect(reasons(explanation)[0] == #"component 1 is "user", the pattern wants "cart""#, "the reason is kept")
    }

    @Test func aSubclassIsNeverRuledOutByItsFirstComponent() {
        final class Anything: RouteDefinition, @unchecked Sendable {}
        let routes = Routes()
        routes.addRoute(Anything(pattern: "/cart", handler: nil))
        #expect(routes.explain("app://user").candidates.map(\.isRuledOutByFirstComponent) == [false])
    }

    @Test func aMissCountsTheRuledOutRoutesInsteadOfListingThem() {
        let text = table([("/cart", 0), ("/orders/:id", 0), ("/user/:id", 0)]).explain("app://wishlist/42").description
        #expect(text.contains(#"· 3 routes in (standalone) skipped: each starts with a literal component other than "wishlist""#))
        #expect(!text.contains("/orders/:id"))
        #expect(text.contains("No route matched."))
    }

    @Test func routesThatCanMatchAreStillListedBesideTheCount() {
        let text = table([("/cart", 0), ("/:page", 0)]).explain("app://wishlist/42").description
        #expect(text.contains("· 1 route in (standalone) skipped"))
        #expect(text.contains("1. ✗ p0  (standalone) /:page"))
        #expect(text.contains("the path has 2 components; the pattern needs exactly 1"))
    }

    @Test func anEmptyPathSaysWhyRoutesWereSkipped() {
        let text = table([("/cart", 0)]).explain("app://").description
        #expect(text.contains("each starts with a literal component and the path is empty"))
    }

    @Test func aRouteLabelNamesAndPlacesEachCandidate() {
        var renderer = ExplanationRenderer()
        renderer.routeLabel = { candidate in
            candidate.pattern == "/user/:id" ? .init(name: "user.show", line: 12, file: "app.table", declaredPattern: "/user(/:id)") : nil
        }
        let text = renderer.render(table([("/user/:id", 0)]).explain("app://user/7"))
        #expect(text.contains("1. ✓ p0  (standalone) /user/:id  user.show (line 12)"))
        #expect(text.contains("Winner: user.show  (standalone) /user/:id  from /user(/:id)  priority 0  (app.table:12)"))
    }

    @Test func everyRegexIsShownOnlyWhenAsked() {
        let explanation = table([("/a/:x<\\d+>", 0), ("/a/:y", 0)]).explain("app://a/b")
        var renderer = ExplanationRenderer()
        #expect(renderer.render(explanation).components(separatedBy: "regex ").count == 2)
        renderer.showsEveryRegex = true
        #expect(renderer.render(explanation).components(separatedBy: "regex ").count == 3)
    }
}

extension RouterSuite {
    @Suite struct RegistryExplainTests {
        @Test func explainPicksTheNamespaceAsRoutingDoes() {
            withCleanRouter {
                Routes(forScheme: "MyApp").addRoute("/a")
                Routes.globalRoutes().addRoute("/b")
                #expect(Routes.explain("MyApp://a").namespaceChoice == "MyApp (registered for the URL's scheme)")
                #expect(Routes.explain("myapp://a").namespaceChoice == "MyApp (matches the URL's scheme myapp ignoring case)")
                #expect(Routes.explain("other://b").namespaceChoice == "global (no routes are registered for scheme other)")
                #expect(Routes.explain("/b").namespaceChoice == "global (the URL has no scheme)")
                #expect(Routes.explain("other://b").winner?.namespace == Routes.globalScheme)
            }
        }

        @Test func fallbackCandidatesFollowAndAreMarked() {
            withCleanRouter {
                let app = Routes(forScheme: "app")
                app.addRoute("/a")
                app.shouldFallbackToGlobalRoutes = true
                Routes.globalRoutes().addRoute("/b")
                let miss = Routes.explain("app://b")
                #expect(miss.namespaces == ["app", Routes.globalScheme])
                #expect(miss.usedGlobalFallback)
                #expect(miss.winner?.pattern == "/b")
                #expect(miss.description.contains("Searched: app, then * (global fallback)"))
                #expect(miss.searchedNamespaces == ["app", Routes.globalScheme])
                #expect(Routes.explain("app://a").searchedNamespaces == ["app"])
                #expect(!Routes.explain("app://a").usedGlobalFallback)
            }
        }
    }
}
