import Testing

/// The test matcher itself follows Apple's documented rules for `applinks` components.
@Suite struct AppleLinkMatcherTests {
    private func file(_ components: [[String: Any]], defaults: [String: Any]? = nil) throws -> AppleLinkMatcher {
        var details: [String: Any] = ["appIDs": ["ABCDE12345.com.example.app"], "components": components]
        if let defaults { details["defaults"] = defaults }
        return try AppleLinkMatcher(json: ["applinks": ["details": [details]]])
    }

    @Test func starMatchesAnyRunIncludingSlashes() {
        #expect(AppleLinkMatcher.matches("/user/*", "/user/1/edit"))
        #expect(AppleLinkMatcher.matches("/user/*", "/user/"))
        #expect(!AppleLinkMatcher.matches("/user/*", "/user"))
    }

    /// Apple's `swcutil`: `/test/*` matches `https://example.com/test`, `//abc` and `abc` match
    /// `/abc`, `/buy/` matches `/buy` and `/buy//`.
    @Test func aTrailingSlashStarAlsoTakesItsParentAndSlashesAreReadAsSwcutilReadsThem() throws {
        let matcher = try file([["/": "/test/*", "exclude": true], ["/": "/test*"], ["/": "/a/?*"], ["/": "//abc"], ["/": "buy/"]])
        #expect(!matcher.claims(path: "/test"), "the exclude /test/* decides /test")
        #expect(!matcher.claims(path: "/test/x"))
        #expect(matcher.claims(path: "/testx"))
        #expect(!matcher.claims(path: "/a"), "only a trailing /* takes its parent")
        #expect(matcher.claims(path: "/abc") && matcher.claims(path: "/abc/") && matcher.claims(path: "//abc"))
        #expect(matcher.claims(path: "/buy") && matcher.claims(path: "/buy//") && !matcher.claims(path: "/buyer"))
    }

    @Test func questionMarkIsOneCharacterAndQuestionStarOneOrMore() {
        #expect(AppleLinkMatcher.matches("/p/??", "/p/ab"))
        #expect(!AppleLinkMatcher.matches("/p/??", "/p/abc"))
        #expect(AppleLinkMatcher.matches("/p/?*", "/p/a"))
        #expect(!AppleLinkMatcher.matches("/p/?*", "/p/"))
        #expect(AppleLinkMatcher.matches("/p/?*", "/p//"), "? is any character, '/' included")
    }

    @Test func theFirstMatchingComponentDecides() throws {
        let matcher = try file([
            ["/": "/user/*/?*", "exclude": true],
            ["/": "/user/?*"],
        ])
        #expect(matcher.claims(path: "/user/1"))
        #expect(!matcher.claims(path: "/user/1/edit"))
        #expect(!matcher.claims(path: "/other"))
    }

    @Test func aKeyLeftOutMatchesAnything() throws {
        let matcher = try file([["/": "/cart"]])
        #expect(matcher.claims(url: "https://www.example.com/cart?step=2#reviews"))
        #expect(try file([["#": "no_universal_links", "exclude": true], [:]]).claims(url: "https://www.example.com/any/path"))
    }

    @Test func theFragmentPatternMatchesTheFragment() throws {
        let matcher = try file([["/": "/help", "#": "?*"]])
        #expect(matcher.claims(url: "https://www.example.com/help#returns"))
        #expect(!matcher.claims(url: "https://www.example.com/help"), "no fragment is the empty fragment")
    }

    @Test func aQueryDictionaryMatchesEveryItemOfEachName() throws {
        let matcher = try file([["/": "/help/*", "?": ["articleNumber": "????"]]])
        #expect(matcher.claims(url: "https://www.example.com/help/a?articleNumber=1234"))
        #expect(!matcher.claims(url: "https://www.example.com/help/a?articleNumber=1234&articleNumber=12"))
        #expect(!matcher.claims(url: "https://www.example.com/help/a"), "a missing item is the empty string")
        #expect(try file([["?": "a=1"]]).claims(url: "https://www.example.com/x?a=1"))
    }

    @Test func matchingIsCaseSensitiveUnlessTurnedOff() throws {
        #expect(!(try file([["/": "/cart"]]).claims(path: "/Cart")))
        #expect(try file([["/": "/cart", "caseSensitive": false]]).claims(path: "/Cart"))
        #expect(try file([["/": "/cart"]], defaults: ["caseSensitive": false]).claims(path: "/CART"))
        #expect(!(try file([["/": "/cart", "caseSensitive": true]], defaults: ["caseSensitive": false]).claims(path: "/CART")),
                "the component's own setting wins over the defaults")
    }

    @Test func patternsSeeThePercentEncodedTextUnlessTurnedOff() throws {
        #expect(!(try file([["/": "/a b"]]).claims(path: "/a%20b")))
        #expect(try file([["/": "/a%20b"]]).claims(path: "/a%20b"))
        #expect(try file([["/": "/a b", "percentEncoded": false]]).claims(path: "/a%20b"))
    }

    @Test func theDetailsEntryThatListsTheAppIsUsed() throws {
        let json: [String: Any] = ["applinks": ["details": [
            ["appIDs": ["A.one"], "components": [["/": "/one"]]],
            ["appID": "B.two", "components": [["/": "/two"]]],
        ]]]
        #expect(try AppleLinkMatcher(json: json, appID: "B.two").claims(path: "/two"))
        #expect(!(try AppleLinkMatcher(json: json, appID: "B.two").claims(path: "/one")))
    }
}
