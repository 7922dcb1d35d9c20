import Routes
import Testing

@Suite struct Definitions {
    @Test func definitionsAreEqualWhenPatternPriorityAndSchemeAre() {
        let a = Definition(pattern: "/foo", priority: 1)
        let b = Definition(pattern: "/foo", priority: 1) { _ in false }

        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        #expect(a != Definition(pattern: "/foo", priority: 2))
        #expect(a != Definition(pattern: "/bar", priority: 1))

        b.configure(scheme: "app")
        #expect(a != b)
    }

    @Test func handlingWithoutAHandlerAnswersTrue() {
        #expect(Definition(pattern: "/foo").handle(parameters: [:]))
        #expect(!Definition(pattern: "/foo") { _ in false }.handle(parameters: [:]))
    }

    @Test func aDefinitionHasNoSchemeUntilItIsAdded() {
        #expect(Definition(pattern: "/foo").scheme == nil)
    }

    @Test func aPatternThatCannotMatchOnItsOwnSaysWhy() {
        #expect(Definition(pattern: "/foo/:id").patternError == nil)
        #expect(Definition(pattern: "/foo(/:id)").patternError != nil)
        #expect(Definition(pattern: "/foo/(:id").patternError != nil)
    }

    @Test func theStringShorthandMakesADefinition() {
        let definition = "/post/:id".route(priority: 4)

        #expect(definition.pattern == "/post/:id")
        #expect(definition.priority == 4)
        #expect(definition.handler == nil)
    }

    @Test func theParameterKeysAreMinRoutesStrings() {
        #expect([Definition.Keys.pattern, Definition.Keys.scheme, Definition.Keys.url, Definition.Keys.wildcard]
            == ["__pattern__", "__scheme__", "__url__", "__wildcard__"])
        #expect(Router.defaultScheme == "__scheme__")
    }
}
