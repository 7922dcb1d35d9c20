import Foundation
import Testing
import URLRoutes

/// `routeURL(_:userInfo:using:)`: a URL routed with a given generator instead of the table.
@Suite struct ContentRouterUsingGeneratorTests {
    @Test func theGivenGeneratorRunsInsteadOfTheTablesRoutes() async {
        let delegate = ScriptedDelegate()
        let router = ContentRouter(delegate: delegate)
        router.addLoggedRoute("/venue/:venueID", log: delegate.log, name: "table") { _ in "table" }

        let outcome = await router.routeURL("app://venue/42?step=2") { data in
            "given step \(data.parameters["step"]!) venueID \(data.parameters["venueID"] ?? "none")"
        }

        #expect(outcome == .presented("given step 2 venueID none"))
        #expect(await delegate.log.entries == [
            "shouldGenerate ", "shouldPresent given step 2 venueID none",
            "willPresent given step 2 venueID none", "present given step 2 venueID none",
        ])
    }

    @Test func aNilFromTheGivenGeneratorReportsNoContent() async {
        let delegate = ScriptedDelegate()
        let router = ContentRouter(delegate: delegate)

        #expect(await router.routeURL(URL(string: "app://onboarding")!) { _ in nil } == .unmatched)
        #expect(await delegate.log.entries == [
            "shouldGenerate ", "didFailToGenerateContent app://onboarding", "didFailToRoute app://onboarding",
        ])
    }

    @Test func aDeferredRouteIsReplayedWithTheSameGenerator() async {
        let gate = ContentRouterDeferralTests.Gate()
        let delegate = ScriptedDelegate(generate: { _, _ in await gate.isOpen ? .allow : .deferred })
        let router = ContentRouter(delegate: delegate)
        router.addRoute("/onboarding") { _ in "table" }

        #expect(await router.routeURL("app://onboarding", userInfo: ["n": 1]) { data in "given \(data.userInfo["n"]!)" } == .deferred)
        await gate.open()

        #expect(await router.handleDeferredRoute() == .presented("given 1"))
    }
}
