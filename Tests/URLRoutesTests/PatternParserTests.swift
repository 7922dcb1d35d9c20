import Testing
@testable import URLRoutes

@Suite struct PatternParserTests {
    @Test func wellFormedPatternsValidate() {
        for pattern in ["/", "/user/view/:userID", "/:object/:action/:id", "/wildcard/*", "/the(/foo/:a)(/bar/:b)",
                        "/files/**/edit", "/a/*/b", #"/post/:id<\d+>"#, "/user#/view/:id", "/:", #"/x/:v<(?>a|b)>"#,
                        #"/x/:v<[>]+>"#, #"/x/:v<a\>b>"#] {
            #expect(validationError(pattern) == nil, "\(pattern)")
        }
    }

    @Test func emptyPatternValidatesAsTheRoot() {
        #expect(validationError("") == nil)
        #expect((try? RoutePattern.compile(""))?.map(\.pattern) == ["/"])
    }

    @Test func unclosedParenthesisNamesItsOffset() {
        let found = validationError("/user/(:id")
        #expect(found?.offset == 6)
        #expect(found?.message == "'(' is never closed")
        #expect(found?.description == #"invalid route pattern "/user/(:id" at offset 6: '(' is never closed"#)
    }

    @Test func strayClosingParenthesisIsAnError() {
        #expect(validationError("/user/:id)")?.offset == 9)
    }

    @Test func nestedOptionalGroupsAreAnError() {
        let found = validationError("/a(/b(/c))")
        #expect(found?.offset == 5)
        #expect(found?.message == "optional groups cannot be nested")
    }

    @Test func emptyOptionalGroupIsAnError() {
        #expect(validationError("/a()")?.message == "the optional group is empty")
    }

    @Test func invalidConstraintRegexIsAnErrorAtTheConstraint() {
        let bad = validationError("/post/:id<a{2,1}>")
        #expect(bad?.message.hasPrefix("the constraint is not a valid PCRE2 expression") == true)
        #expect((bad?.offset ?? 0) >= 10)
    }

    @Test func anUnclosedBracketInAConstraintIsNamedAtTheBracket() {
        let found = validationError("/user/:id<[a-z>")
        #expect(found?.message == "the '[' in the constraint is never closed by ']' (a '>' inside [...] belongs to the class)")
        #expect(found?.offset == 10)
    }

    @Test func anUnclosedParenthesisInAConstraintIsNamedAtTheParenthesis() {
        let found = validationError("/user/:id<(?:a|b>")
        #expect(found?.message == "the '(' in the constraint is never closed by ')' (a '>' inside (...) belongs to the group)")
        #expect(found?.offset == 10)
    }

    @Test func aConstraintWithoutItsClosingAngleBracketStillNamesTheAngleBracket() {
        #expect(validationError("/user/:id<[a-z]+")?.message == "the constraint's '<' is never closed by '>'")
    }

    @Test func constraintWithCaptureGroupIsAnError() {
        #expect(validationError("/code/:c<([A-Z])+>")?.message == "a constraint may not contain capture groups; use (?:...) instead")
        #expect(validationError("/code/:c<(?<n>x)>") != nil)
    }

    @Test func constraintThatSwallowsTheRestIsAnError() {
        #expect(validationError(#"/code/:c<\Qabc>"#) != nil)
        #expect(validationError("/code/:c<(?x)a#comment>") != nil)
    }

    @Test func backtrackingVerbsInConstraintsAreAnError() {
        #expect(validationError("/code/:c<a(*ACCEPT)>")?.message.contains("backtracking verbs") == true)
    }

    @Test func constraintNeedsAName() {
        #expect(validationError(#"/post/:<\d+>"#)?.offset == 6)
    }

    @Test func unterminatedConstraintIsAnError() {
        #expect(validationError(#"/post/:id<\d+"#)?.message == "the constraint's '<' is never closed by '>'")
    }

    @Test func textAfterAConstraintIsAnError() {
        #expect(validationError(#"/post/:id<\d+>.json"#) != nil)
    }

    @Test func tooManyOptionalGroupsAreAnError() {
        let pattern = "/a" + String(repeating: "(/b)", count: 11)
        #expect(validationError(pattern)?.message.contains("at most 10 groups") == true)
    }

    @Test func offsetsCountCharactersNotBytes() {
        #expect(validationError("/café/(x")?.offset == 6)
    }

    @Test func optionalGroupsExpandLongestFirst() throws {
        let patterns = try RoutePattern.compile("/the(/foo/:a)(/bar/:b)").map(\.pattern)
        #expect(patterns == ["/the/foo/:a/bar/:b", "/the/foo/:a", "/the/bar/:b", "/the"])
    }

    @Test func optionalGroupWithoutSlashStillSeparatesComponents() throws {
        #expect(try RoutePattern.compile("/foo(bar)").map(\.pattern) == ["/foo/bar", "/foo"])
    }

    @Test func aDefinitionCannotHoldOptionalGroups() {
        #expect(throws: RoutePatternError.self) { try RouteDefinition(validating: "/a(/b)", handler: nil) }
        #expect(RouteDefinition(pattern: "/a(/b)", handler: nil).regex == "")
    }
}
