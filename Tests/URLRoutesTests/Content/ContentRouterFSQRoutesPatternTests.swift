import Testing
import URLRoutes

/// How FSQRoutes' patterns read here, as "Coming from FSQRoutes" tells: a trailing `*` takes
/// the rest of the path, and the patterns it recommends match what FSQRoutes' `*` matched.
@Suite struct ContentRouterFSQRoutesPatternTests {
    private func router(_ pattern: String) -> ContentRouter<String> {
        let router = ContentRouter(delegate: ScriptedDelegate())
        router.addRoute(pattern) { $0.parameters.pattern }
        return router
    }

    @Test(arguments: ["test://foo", "test://foo/bar", "test://foo/bar/baz"])
    func aTrailingStarTakesTheRestOfThePath(url: String) {
        #expect(router("/foo/*").canRouteURL(url))
    }

    @Test func aVariableMatchesExactlyOneComponentAsFSQRoutesTrailingStarDid() {
        let router = router("/foo/:segment")
        #expect(router.canRouteURL("test://foo/bar"))
        #expect(!router.canRouteURL("test://foo/bar/baz"))
        #expect(!router.canRouteURL("test://foo"))
    }

    @Test func aStarThatIsNotLastMatchesExactlyOneComponent() {
        let router = router("/foo/*/baz")
        #expect(router.canRouteURL("test://foo/bar/baz"))
        #expect(!router.canRouteURL("test://foo/a/b/baz"))
    }

    @Test func aVariableAloneAlsoMatchesTheRootWithAnEmptyValue() {
        let router = router("/:segment")
        #expect(router.canRouteURL("test://foo"))
        #expect(!router.canRouteURL("test://foo/bar"))
        #expect(router.explain("test://").winner?.parameters?["segment"] == "")
    }

    @Test func aVariableThatMustNotBeEmptyMatchesWhatFSQRoutesSlashStarMatched() {
        let router = router("/:segment<.+>")
        #expect(router.canRouteURL("test://foo"))
        #expect(!router.canRouteURL("test://foo/bar"))
        #expect(!router.canRouteURL("test://"))
    }
}
