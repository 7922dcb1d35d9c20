import Testing
@testable import URLRoutes

/// Regression tests for the library findings of the adversarial review of 0.2.0, one finding
/// per suite.
@Suite struct AdversarialReviewTests {
    // MARK: Patterns that can never match

    @Suite struct PatternsThatCanNeverMatch {
        @Test(arguments: [("/b\u{07}", 2, "0007"), ("/c\u{7F}", 2, "007F"), ("/a/\u{1B}[2J", 3, "001B"),
                          ("/r/:x<a\u{0D}>", 7, "000D")])
        func aControlCharacterIsRejectedWithItsCodeAndOffset(pattern: String, offset: Int, code: String) {
            let found = validationError(pattern)
            #expect(found?.message == "a control character (U+\(code)) is not allowed in a pattern: no URL contains one")
            #expect(found?.offset == offset)
        }

        @Test func aLiteralQuestionMarkIsRejected() {
            let found = validationError("/k/?/:q")
            #expect(found?.message.hasPrefix("'?' can never match: in a URL it starts the query") == true)
            #expect(found?.offset == 3)
            #expect(validationError("/search?q") != nil)
        }

        @Test func aQuestionMarkInAConstraintIsRegexSyntax() {
            #expect(validationError("/n/:id<\\d+?>") == nil)
        }

        @Test func anEncodedQuestionMarkMatchesTheEncodedPath() {
            let routes = Routes()
            routes.addRoute("/faq/why%3F")
            #expect(routes.canRouteURL("app://faq/why%3F"))
            #expect(!routes.canRouteURL("app://faq/why?"))
        }
    }

    // MARK: A backslash in the authority

    @Suite struct BackslashInTheAuthority {
        @Test func isAParseErrorNotARouteThroughTheHostAfterIt() {
            #expect(throws: URLParseError.self) {
                try ParsedURL("https://evil.com\\@shop.example.com/cart", treatHostAsPathComponent: false)
            }
            let routes = Routes()
            routes.addRoute("/cart")
            #expect(!routes.canRouteURL("https://evil.com\\@shop.example.com/cart"))
            #expect(routes.canRouteURL("https://shop.example.com/cart"))
        }

        @Test func stillAllowedInThePathAndTheQuery() throws {
            let parsed = try ParsedURL("https://shop.example.com/a\\b?q=c\\d", treatHostAsPathComponent: false)
            #expect(parsed.host == "shop.example.com")
        }
    }

    // MARK: Long queries

    @Suite struct LongQueries {
        /// 2,000 items over 300 names, some repeated, some percent- or plus-encoded.
        static let query = (0..<2_000).map { "n\($0 % 300)%20x=v\($0)+w" }.joined(separator: "&")

        @Test(arguments: [false, true])
        func readingEveryNameGivesTheEagerlyDecodedValues(decodePlusSymbols: Bool) throws {
            let parsed = try ParsedURL("app://q?" + Self.query, treatHostAsPathComponent: false)
            let eager = parsed.querySource(decodePlusSymbols: decodePlusSymbols).decode()
            let request = try RouteRequest(urlString: "app://q?" + Self.query,
                                       options: decodePlusSymbols ? [.decodePlusSymbols] : [], additionalParameters: nil)
            let parameters = try #require(RouteDefinition(pattern: "/q", handler: nil).routeResponse(for: request).parameters)
            for name in Set(eager.map(\.name)) + ["absent", "n1"] {
                #expect(parameters[name] == eager.first { $0.name == name }?.value, "\(name)")
                #expect(parameters.values(name) == eager.filter { $0.name == name }.map(\.value), "\(name)")
            }
            #expect(parameters.values("n7 x").count == 7)
        }

        @Test func aLookupBeforeAndAfterDecodingAgrees() throws {
            let routes = Routes()
            let seen = HardeningRegressionTests.LazyQueryItemsDecoding.CapturedParameters()
            routes.addRoute("/q") { parameters in
                seen.set(parameters)
                return true
            }
            #expect(routes.routeURL("app://q?" + Self.query))
            let parameters = try #require(seen.value)
            let before = parameters["n5 x"]
            _ = parameters.names  // decodes every item
            #expect(parameters["n5 x"] == before)
            #expect(before == "v5 w")
        }
    }
}

extension RouterSuite {
    /// A host of many labels, with wildcard host namespaces registered.
    @Suite struct HostsOfManyLabels {
        @Test func theLongestMatchingWildcardStillWins() {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes(forHost: "*.example.com").addRoute("/a", handler: recorder.handler("short"))
                Routes(forHost: "*.deep.example.com").addRoute("/a", handler: recorder.handler("long"))
                let labels = String(repeating: "x.", count: 100_000)
                #expect(Routes.routeURL("https://" + labels + "deep.example.com/a"))
                #expect(Routes.routeURL("https://" + labels + "example.com/a"))
                #expect(!Routes.routeURL("https://" + labels + "com/a"))
                #expect(!Routes.routeURL("https://" + labels + "xexample.com/a"))
                #expect(recorder.tags == ["long", "short"])
            }
        }

        @Test func aHostJustLongerThanTheSuffixIsProbedAtItsDot() {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes(forHost: "*.example.com").addRoute("/a", handler: recorder.handler("wild"))
                #expect(Routes.routeURL("https://a.example.com/a"))
                #expect(Routes.routeURL("https://ab.example.com/a"))
                #expect(Routes.routeURL("https://\u{E9}.example.com/a"))
                #expect(!Routes.routeURL("https://aexample.com/a"))
                #expect(!Routes.routeURL("https://example.com/a"))
                #expect(recorder.count == 3)
            }
        }
    }
}

/// `print(Routes.explain(url))` shows a hostile URL's control characters escaped, as the
/// `urlroutes` tool does.
@Suite struct PrintableExplanationTests {
    @Test func controlAndBidiCharactersAreEscapedTabsAndTextAreKept() {
        #expect(ExplanationRenderer.printable("a\u{1B}[2J\u{9B}b\u{202E}c\td é😀") == "a\\u{1B}[2J\\u{9B}b\\u{202E}c\td é😀")
        #expect(ExplanationRenderer.printable("plain") == "plain")
    }

    @Test func theURLAndPathLinesOfAnExplanationAreEscaped() {
        let routes = Routes()
        routes.addRoute("/a/:x")
        let text = ExplanationRenderer().render(routes.explain("app://a/\u{9B}31m\u{202E}x"))
        #expect(text.contains("URL: app://a/\\u{9B}31m\\u{202E}x"), "\(text)")
        #expect(text.contains("Path: a/\\u{9B}31m\\u{202E}x"), "\(text)")
        #expect(!text.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x202E })
    }
}
