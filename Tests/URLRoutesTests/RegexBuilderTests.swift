import Testing
@testable import URLRoutes

@Suite struct RegexBuilderTests {
    private func regex(_ pattern: String) throws -> String {
        try #require(try RoutePattern.compile(pattern).first).regexSource
    }

    @Test func literalComponentsAreJoinedBySlashes() throws {
        #expect(try regex("/user/view") == #"^user/view\z"#)
    }

    @Test func literalMetacharactersAreEscaped() throws {
        #expect(try regex("/a.b/c+d") == #"^a\.b/c\+d\z"#)
    }

    @Test func variableBecomesNamedGroupOverOneComponent() throws {
        #expect(try regex("/user/view/:userID") == #"^user/view/(?<g1>[^/]*+)\z"#)
    }

    @Test func trailingStarTakesZeroOrMoreComponents() throws {
        #expect(try regex("/wildcard/*") == #"^wildcard(?:/(?<g1>.*))?\z"#)
        #expect(try regex("/*") == #"^(?<g1>.*)\z"#)
    }

    @Test func nonFinalStarIsOneUncapturedComponent() throws {
        #expect(try regex("/a/*/b") == #"^a/[^/]*+/b\z"#)
    }

    @Test func globstarIsLazyAnywhere() throws {
        #expect(try regex("/files/**/edit") == #"^files(?:/(?<g1>[^/]*+(?:/[^/]*+)*?))??/edit\z"#)
        #expect(try regex("/**/edit") == #"^(?:(?<g1>[^/]*+(?:/[^/]*+)*?)/)??edit\z"#)
    }

    @Test func constraintIsHeldToOneComponent() throws {
        #expect(try regex(#"/post/:id<\d+>"#) == #"^post/(?=[^/]*+(?<g1>.*+))(?<g2>(?:\d+))(?=\k<g1>\z)\z"#)
    }

    @Test func rootPatternMatchesTheEmptyPath() throws {
        #expect(try regex("/") == #"^\z"#)
    }

    @Test func leadingAndTrailingSlashesCarryNoMeaning() throws {
        #expect(try regex("foo/bar/") == regex("/foo/bar"))
    }

    @Test func captureGroupsMapToVariableNames() throws {
        let route = try #require(try RoutePattern.compile(#"/:object/:id<\d+>/*"#).first)
        #expect(route.groups.map(\.role) == [.variable("object"), .constraintGuard, .variable("id"), .wildcard])
        #expect(route.groups.map(\.name) == ["g1", "g2", "g3", "g4"])
    }

    @Test func variableNamesMayBeAnything() throws {
        let route = try #require(try RoutePattern.compile("/:").first)
        #expect(route.groups.map(\.role) == [.variable(":")])
        let dotted = try #require(try RoutePattern.compile("/:id.json").first)
        #expect(dotted.groups.map(\.role) == [.variable("id.json")])
    }

    @Test func trailingHashIsNotPartOfAVariableName() throws {
        let route = try #require(try RoutePattern.compile("/user/:id#/edit").first)
        #expect(route.groups.map(\.role) == [.variable("id")])
    }
}
