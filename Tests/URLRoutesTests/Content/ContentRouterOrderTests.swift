import Foundation
import Testing
import URLRoutes

/// The order of calls for one URL, and what each answer at a control point does.
@Suite struct ContentRouterOrderTests {
    @Test func anAllowedRouteAsksGeneratesAsksAgainThenPresents() async {
        let delegate = ScriptedDelegate()
        let router = ContentRouter(delegate: delegate)
        router.addLoggedRoute("/venue/:venueID", log: delegate.log, name: "venue") { "venue \($0.parameters["venueID"]!)" }

        let outcome = await router.routeURL("app://venue/42")

        #expect(outcome == .presented("venue 42"))
        #expect(await delegate.log.entries == [
            "shouldGenerate /venue/:venueID", "generate venue", "shouldPresent venue 42",
            "willPresent venue 42", "present venue 42",
        ])
    }

    @Test func theDataCarriesTheURLTheParametersAndTheUserInfo() async {
        let seen = DataBox()
        let delegate = ScriptedDelegate()
        let router = ContentRouter(delegate: delegate)
        router.addRoute("/venue/:venueID") { data in
            await seen.set(data)
            return "venue"
        }

        let url = URL(string: "app://venue/42?tab=tips")!
        await router.routeURL(url, userInfo: ["campaign": "spring"])

        let data = await seen.data
        #expect(data?.url == url)
        #expect(data?.parameters["venueID"] == "42")
        #expect(data?.parameters["tab"] == "tips")
        #expect(data?.parameters.pattern == "/venue/:venueID")
        #expect(data?.userInfo["campaign"] as? String == "spring")
    }

    @Test func userInfoIsNotMergedIntoTheParameters() async {
        let seen = DataBox()
        let router = ContentRouter(delegate: ScriptedDelegate())
        router.addRoute("/venue/:venueID") { data in
            await seen.set(data)
            return "venue"
        }

        await router.routeURL("app://venue/42", userInfo: ["venueID": "from the notification"])

        #expect(await seen.data?.parameters["venueID"] == "42")
        #expect(await seen.data?.parameters.additional.isEmpty == true)
    }

    @Test func aDelegateWithOnlyPresentAllowsEverything() async {
        let log = CallLog()
        let router = ContentRouter(delegate: PresentOnlyDelegate(log: log))
        router.addRoute("/inbox") { _ in "inbox" }

        #expect(await router.routeURL("app://inbox") == .presented("inbox"))
        #expect(await router.routeURL("app://nowhere") == .unmatched)
        #expect(await log.entries == ["present inbox"])
    }

    @Test func cancellingBeforeGenerationRunsNoGeneratorAndKeepsNothing() async {
        let delegate = ScriptedDelegate(generate: { _, _ in .cancel })
        let router = ContentRouter(delegate: delegate)
        router.addLoggedRoute("/venue/:venueID", log: delegate.log, name: "venue") { _ in "venue" }
        router.addLoggedRoute("/venue/*", log: delegate.log, name: "other") { _ in "other" }

        #expect(await router.routeURL("app://venue/42") == .cancelled)
        #expect(await delegate.log.entries == ["shouldGenerate /venue/:venueID"])
        #expect(router.deferredRoute == nil)
    }

    @Test func deferringBeforeGenerationRunsNoGeneratorAndKeepsTheRoute() async {
        let delegate = ScriptedDelegate(generate: { _, _ in .deferred })
        let router = ContentRouter(delegate: delegate)
        router.addLoggedRoute("/venue/:venueID", log: delegate.log, name: "venue") { _ in "venue" }

        #expect(await router.routeURL("app://venue/42", userInfo: ["push": "1"]) == .deferred)
        #expect(await delegate.log.entries == ["shouldGenerate /venue/:venueID"])
        #expect(router.deferredRoute?.url.absoluteString == "app://venue/42")
        #expect(router.deferredRoute?.parameters["venueID"] == "42")
        #expect(router.deferredRoute?.userInfo["push"] as? String == "1")
        #expect(router.hasDeferredRoute)
    }

    @Test func cancellingBeforePresentationPresentsNothing() async {
        let delegate = ScriptedDelegate(present: { _, _ in .cancel })
        let router = ContentRouter(delegate: delegate)
        router.addLoggedRoute("/venue/:venueID", log: delegate.log, name: "venue") { _ in "venue" }

        #expect(await router.routeURL("app://venue/42") == .cancelled)
        #expect(await delegate.log.entries == ["shouldGenerate /venue/:venueID", "generate venue", "shouldPresent venue"])
        #expect(router.deferredRoute == nil)
    }

    @Test func deferringBeforePresentationPresentsNothingAndKeepsTheRoute() async {
        let delegate = ScriptedDelegate(present: { _, _ in .deferred })
        let router = ContentRouter(delegate: delegate)
        router.addLoggedRoute("/venue/:venueID", log: delegate.log, name: "venue") { _ in "venue" }

        #expect(await router.routeURL("app://venue/42") == .deferred)
        #expect(await delegate.log.entries == ["shouldGenerate /venue/:venueID", "generate venue", "shouldPresent venue"])
        #expect(router.deferredRoute?.parameters.pattern == "/venue/:venueID")
    }

    @Test func aNilGeneratorPassesTheURLToTheNextMatchingRoute() async {
        let delegate = ScriptedDelegate()
        let router = ContentRouter(delegate: delegate)
        router.addLoggedRoute("/venue/:venueID", log: delegate.log, name: "first") { _ in nil }
        router.addLoggedRoute("/user/:userID", log: delegate.log, name: "unrelated") { _ in "user" }
        router.addLoggedRoute("/venue/*", log: delegate.log, name: "second") { _ in "fallback" }

        #expect(await router.routeURL("app://venue/42") == .presented("fallback"))
        #expect(await delegate.log.entries == [
            "shouldGenerate /venue/:venueID", "generate first",
            "shouldGenerate /venue/*", "generate second", "shouldPresent fallback",
            "willPresent fallback", "present fallback",
        ])
    }

    @Test func theNextMatchingRouteIsAskedAgainBeforeItsGeneratorRuns() async {
        let delegate = ScriptedDelegate(generate: { _, data in data.parameters.pattern == "/venue/*" ? .cancel : .allow })
        let router = ContentRouter(delegate: delegate)
        router.addLoggedRoute("/venue/:venueID", log: delegate.log, name: "first") { _ in nil }
        router.addLoggedRoute("/venue/*", log: delegate.log, name: "second") { _ in "fallback" }

        #expect(await router.routeURL("app://venue/42") == .cancelled)
        #expect(await delegate.log.entries == ["shouldGenerate /venue/:venueID", "generate first", "shouldGenerate /venue/*"])
    }

    @Test func aHigherPriorityRouteIsTriedFirst() async {
        let delegate = ScriptedDelegate()
        let router = ContentRouter(delegate: delegate)
        router.addRoute("/venue/:venueID") { _ in "plain" }
        router.addRoute(#"/venue/:venueID<\d+>"#, priority: 10) { _ in "numeric" }

        #expect(await router.routeURL("app://venue/42") == .presented("numeric"))
        #expect(await router.routeURL("app://venue/soho") == .presented("plain"))
    }

    @Test func routesOfEqualPriorityAreTriedInRegistrationOrder() async {
        let router = ContentRouter(delegate: ScriptedDelegate())
        router.addRoute("/venue/*") { _ in "first" }
        router.addRoute("/venue/:venueID") { _ in "second" }

        #expect(await router.routeURL("app://venue/42") == .presented("first"))
    }

    @Test func noMatchingRouteReportsNoMatchThenFailure() async {
        let delegate = ScriptedDelegate()
        let router = ContentRouter(delegate: delegate)
        router.addLoggedRoute("/venue/:venueID", log: delegate.log, name: "venue") { _ in "venue" }

        #expect(await router.routeURL("app://user/7") == .unmatched)
        #expect(await delegate.log.entries == ["didFailToMatch app://user/7", "didFailToRoute app://user/7"])
    }

    @Test func generatorsThatAllReturnNilReportNoContentThenFailure() async {
        let delegate = ScriptedDelegate()
        let router = ContentRouter(delegate: delegate)
        router.addLoggedRoute("/venue/:venueID", log: delegate.log, name: "first") { _ in nil }
        router.addLoggedRoute("/venue/*", log: delegate.log, name: "second") { _ in nil }

        #expect(await router.routeURL("app://venue/42") == .unmatched)
        #expect(await delegate.log.entries == [
            "shouldGenerate /venue/:venueID", "generate first", "shouldGenerate /venue/*", "generate second",
            "didFailToGenerateContent app://venue/42", "didFailToRoute app://venue/42",
        ])
    }

    @Test func aStringThatIsNotAURLIsUnmatched() async {
        let delegate = ScriptedDelegate()
        let router = ContentRouter(delegate: delegate)
        router.addRoute("/**") { _ in "anything" }

        #expect(await router.routeURL("app://venue/\u{01}") == .unmatched)
        #expect(await delegate.log.entries.first?.hasPrefix("didFailToMatch") == true)
        #expect(await delegate.log.entries.count == 2)
    }
}

/// Holds the last data a generator saw.
actor DataBox {
    private(set) var data: RouteURLData?

    func set(_ data: RouteURLData) {
        self.data = data
    }
}
