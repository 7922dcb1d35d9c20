import Testing

/// The test matcher itself follows Apple's documented pattern rules.
@Suite struct AppleLinkMatcherTests {
    @Test func starMatchesAnyRunIncludingSlashes() {
        #expect(AppleLinkMatcher.matches("/user/*", "/user/1/edit"))
        #expect(AppleLinkMatcher.matches("/user/*", "/user/"))
        #expect(!AppleLinkMatcher.matches("/user/*", "/user"))
    }

    @Test func questionMarkIsOneCharacterAndQuestionStarOneOrMore() {
        #expect(AppleLinkMatcher.matches("/p/??", "/p/ab"))
        #expect(!AppleLinkMatcher.matches("/p/??", "/p/abc"))
        #expect(AppleLinkMatcher.matches("/p/?*", "/p/a"))
        #expect(!AppleLinkMatcher.matches("/p/?*", "/p/"))
    }

    @Test func theFirstMatchingComponentDecides() {
        let matcher = AppleLinkMatcher(components: [
            .init(path: "/user/*/?*", exclude: true),
            .init(path: "/user/?*", exclude: false),
        ])
        #expect(matcher.claims(path: "/user/1"))
        #expect(!matcher.claims(path: "/user/1/edit"))
        #expect(!matcher.claims(path: "/other"))
    }
}
