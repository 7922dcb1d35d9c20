import Testing
@testable import URLRoutes

/// Matching one compiled pattern against routing paths, below the router.
@Suite struct RouteMatchingTests {
    private func match(_ pattern: String, _ path: String) throws -> RouteMatch? {
        try #require(try RoutePattern.compile(pattern).first).match(path, decodePlusSymbols: true, keepRawText: true)
    }

    @Test func literalTextMatchesOnlyItself() throws {
        #expect(try match("/a.b", "a.b") != nil)
        #expect(try match("/a.b", "axb") == nil)
    }

    @Test func matchingIsAnchoredAtBothEnds() throws {
        #expect(try match("/user", "user/x") == nil)
        #expect(try match("/user", "x/user") == nil)
        #expect(try match("/user", "user\n") == nil)
    }

    @Test func variablesArePercentAndPlusDecoded() throws {
        let found = try #require(try match("/search/:q", "search/a%20b+c%2Bd"))
        #expect(found.variables == [NamedValue(name: "q", value: "a b c d")])
        #expect(found.rawVariables == [NamedValue(name: "q", value: "a%20b+c%2Bd")])
    }

    @Test func encodedSlashDecodesButNeverSplits() throws {
        let found = try #require(try match("/file/:name", "file/a%2Fb"))
        #expect(found.variables == [NamedValue(name: "name", value: "a/b")])
    }

    @Test func invalidEscapesKeepTheRawText() throws {
        #expect(try match("/x/:v", "x/100%")?.variables.first?.value == "100%")
        #expect(try match("/x/:v", "x/%zz")?.variables.first?.value == "%zz")
        #expect(try match("/x/:v", "x/%FF%FE")?.variables.first?.value == "%FF%FE")
    }

    @Test func trailingStarDeliversRawComponents() throws {
        #expect(try match("/w/*", "w")?.wildcardComponents == [])
        #expect(try match("/w/*", "w/a/b%20c")?.wildcardComponents == ["a", "b%20c"])
        #expect(try match("/w/*", "wx") == nil)
    }

    @Test func globstarMatchesAnyNumberOfComponentsInTheMiddle() throws {
        #expect(try match("/files/**/edit", "files/edit")?.wildcardComponents == [])
        #expect(try match("/files/**/edit", "files/a/b/edit")?.wildcardComponents == ["a", "b"])
        #expect(try match("/files/**/edit", "files/a/b") == nil)
    }

    @Test func globstarTakesTheFirstMatchFromTheLeft() throws {
        let found = try #require(try match("/**/x/:rest", "a/x/x/b"))
        #expect(found.wildcardComponents == ["a", "x"] || found.wildcardComponents == ["a"])
        #expect(found.wildcardComponents == ["a"] ? found.variables.first?.value == "x" : true)
    }

    @Test func constraintMustMatchTheWholeComponent() throws {
        #expect(try match(#"/post/:id<\d+>"#, "post/42")?.variables.first?.value == "42")
        #expect(try match(#"/post/:id<\d+>"#, "post/42x") == nil)
        #expect(try match(#"/post/:id<\d+>"#, "post/x42") == nil)
    }

    @Test func constraintNeverSpansASlash() throws {
        #expect(try match("/p/:v<.+>", "p/a/b") == nil)
        let found = try #require(try match("/p/:v<.+>/*", "p/a/b/c"))
        #expect(found.variables.first?.value == "a")
        #expect(found.wildcardComponents == ["b", "c"])
    }

    @Test func constraintSeesTheComponentBeforeDecoding() throws {
        #expect(try match("/t/:tag<[a-z%0-9]+>", "t/a%20b")?.variables.first?.value == "a b")
        #expect(try match("/t/:tag<[a-z]+>", "t/a%20b") == nil)
    }
}
