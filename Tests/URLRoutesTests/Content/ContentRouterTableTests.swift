import Foundation
import Testing
import URLRoutes

/// The router's table: the same matching as `Routes`, managing routes, explaining, and making
/// content without routing.
@Suite struct ContentRouterTableTests {
    static let patterns = [
        "/user/view/:userID", #"/venue/:venueID<[0-9a-f]{4}>"#, "/venue/:slug", "/help/**/:article",
        "/list(/:page)(/:sort)", "/files/*", "/", "/settings#/:section",
    ]
    static let urls = [
        "app://user/view/joeldev", "app://venue/beef", "app://venue/soho", "app://help/a/b/fees",
        "app://list", "app://list/2", "app://list/2/new", "app://files/a/b", "app://", "app://nothing/here",
        "app://settings#/privacy", "app://venue/caf%C3%A9?tab=tips&tab=photos", "app://user/view/",
    ]
    static let misses: Set = ["app://nothing/here", "app://user/view/"]

    @Test(arguments: urls)
    func aURLMatchesTheRouteAPlainRoutesTableWouldPick(url: String) async {
        let table = Routes()
        let router = ContentRouter(delegate: ScriptedDelegate())
        for (priority, pattern) in Self.patterns.enumerated() {
            table.addRoute(pattern, priority: priority % 3)
            router.addRoute(pattern, priority: priority % 3) { $0.parameters.pattern }
        }

        let expected = table.explain(url).winner?.parameters
        let content = await router.content(for: url)

        #expect(content == expected?.pattern)
        #expect((content == nil) == Self.misses.contains(url))
        #expect(router.canRouteURL(url) == table.canRouteURL(url))
        #expect(router.explain(url).winner?.pattern == expected?.pattern)
    }

    @Test func theGeneratorSeesTheParametersAPlainRoutesHandlerWould() async {
        let table = Routes()
        let handled = RouteRecorder()
        table.addRoute("/help/**/:article", handler: handled.handler())
        let router = ContentRouter(delegate: ScriptedDelegate())
        let seen = DataBox()
        router.addRoute("/help/**/:article") { data in
            await seen.set(data)
            return "help"
        }

        table.routeURL("app://help/returns/intl/fees?lang=en")
        await router.routeURL("app://help/returns/intl/fees?lang=en")

        #expect(await seen.data?.parameters == handled.last)
        #expect(await seen.data?.parameters.wildcardComponents == ["returns", "intl"])
    }

    @Test func contentForAURLCallsNoDelegateMethod() async {
        let delegate = ScriptedDelegate()
        let router = ContentRouter(delegate: delegate)
        router.addLoggedRoute("/venue/:venueID", log: delegate.log, name: "first") { _ in nil }
        router.addLoggedRoute("/venue/*", log: delegate.log, name: "second") { data in "venue \(data.userInfo["n"]!)" }

        #expect(await router.content(for: "app://venue/42", userInfo: ["n": 1]) == "venue 1")
        #expect(await router.content(for: URL(string: "app://venue/42")!, userInfo: ["n": 2]) == "venue 2")
        #expect(await delegate.log.entries == ["generate first", "generate second", "generate first", "generate second"])
    }

    @Test func contentForAURLIsNilWhenNothingMakesContent() async {
        let delegate = ScriptedDelegate()
        let router = ContentRouter(delegate: delegate)
        router.addRoute("/venue/:venueID") { _ in nil }

        #expect(await router.content(for: "app://venue/42") == nil)
        #expect(await router.content(for: "app://user/7") == nil)
        #expect(await delegate.log.entries.isEmpty)
    }

    @Test func addRoutesPointsEveryPatternAtOneGenerator() async {
        let router = ContentRouter(delegate: ScriptedDelegate())
        router.addRoutes(["/venue/:id", "/place/:id"], priority: 2) { data in "venue \(data.parameters["id"]!)" }

        #expect(await router.routeURL("app://venue/1") == .presented("venue 1"))
        #expect(await router.routeURL("app://place/2") == .presented("venue 2"))
        #expect(router.routes().map(\.priority) == [2, 2])
    }

    @Test func optionalGroupsExpandIntoOneRouteEach() async {
        let router = ContentRouter(delegate: ScriptedDelegate())
        router.addRoute("/list(/:page)") { data in "page \(data.parameters["page"] ?? "none")" }

        #expect(router.routes().map(\.pattern) == ["/list/:page", "/list"])
        #expect(await router.routeURL("app://list/3") == .presented("page 3"))
        #expect(await router.routeURL("app://list") == .presented("page none"))
    }

    @Test func aMalformedPatternRegistersNothing() throws {
        let router = ContentRouter(delegate: ScriptedDelegate())
        router.addRoute("/venue/(:id") { _ in "venue" }
        #expect(router.routes().isEmpty)
        #expect(throws: RoutePatternError.self) {
            try router.addRoute(validating: "/venue/(:id") { _ in "venue" }
        }
        let made = try router.addRoute(validating: "/venue/:id") { _ in "venue" }
        #expect(made.map(\.pattern) == ["/venue/:id"])
    }

    @Test func aRemovedRouteNoLongerMatches() async {
        let router = ContentRouter(delegate: ScriptedDelegate())
        router.addRoute("/venue/:id", priority: 1) { _ in "specific" }
        router.addRoute("/venue/*") { _ in "any" }

        router.removeRoute(withPattern: "/venue/:id")
        #expect(await router.routeURL("app://venue/1") == .presented("any"))

        router.removeAllRoutes()
        #expect(await router.routeURL("app://venue/1") == .unmatched)
    }

    @Test func explainShowsEveryRouteInOrder() {
        let router = ContentRouter(delegate: ScriptedDelegate())
        router.addRoute(#"/venue/:id<\d+>"#, priority: 1) { _ in "numeric" }
        router.addRoute("/venue/:slug") { _ in "slug" }

        let explanation = router.explain("app://venue/soho")

        #expect(explanation.candidates.map(\.pattern) == [#"/venue/:id<\d+>"#, "/venue/:slug"])
        #expect(explanation.winner?.pattern == "/venue/:slug")
    }
}
