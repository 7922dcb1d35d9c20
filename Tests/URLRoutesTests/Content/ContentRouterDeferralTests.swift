import Foundation
import Testing
import URLRoutes

/// Keeping, replaying and discarding a deferred route.
@Suite struct ContentRouterDeferralTests {
    /// A gate the delegate consults: closed defers, open allows (a logged-out / logged-in app).
    actor Gate {
        private(set) var isOpen = false
        func open() { isOpen = true }
    }

    private func gatedRouter(_ gate: Gate, log: CallLog = CallLog()) -> (ContentRouter<String>, ScriptedDelegate) {
        let delegate = ScriptedDelegate(log: log, generate: { _, _ in await gate.isOpen ? .allow : .deferred })
        let router = ContentRouter(delegate: delegate)
        router.addLoggedRoute("/venue/:venueID", log: log, name: "venue") { "venue \($0.parameters["venueID"]!)" }
        router.addLoggedRoute("/user/:userID", log: log, name: "user") { "user \($0.parameters["userID"]!)" }
        return (router, delegate)
    }

    @Test func nothingIsDeferredAtFirst() async {
        let (router, _) = gatedRouter(Gate())
        #expect(router.deferredRoute == nil)
        #expect(!router.hasDeferredRoute)
        #expect(await router.handleDeferredRoute() == nil)
    }

    @Test func aNewerDeferralReplacesTheOlderOne() async {
        let gate = Gate()
        let (router, _) = gatedRouter(gate)
        await router.routeURL("app://venue/42")
        await router.routeURL("app://user/7")

        #expect(router.deferredRoute?.url.absoluteString == "app://user/7")
        await gate.open()
        #expect(await router.handleDeferredRoute() == .presented("user 7"))
        #expect(await router.handleDeferredRoute() == nil)
    }

    @Test func aReplayAsksEveryControlPointAgainAndForgetsTheRoute() async {
        let gate = Gate()
        let (router, delegate) = gatedRouter(gate)
        await router.routeURL("app://venue/42")
        await gate.open()

        #expect(await router.handleDeferredRoute() == .presented("venue 42"))
        #expect(await delegate.log.entries == [
            "shouldGenerate /venue/:venueID",
            "shouldGenerate /venue/:venueID", "generate venue", "shouldPresent venue 42",
            "willPresent venue 42", "present venue 42",
        ])
        #expect(router.deferredRoute == nil)
        #expect(await router.handleDeferredRoute() == nil)
    }

    @Test func aRouteDeferredBeforePresentationIsGeneratedAgainOnReplay() async {
        let gate = Gate()
        let log = CallLog()
        let delegate = ScriptedDelegate(log: log, present: { _, _ in await gate.isOpen ? .allow : .deferred })
        let router = ContentRouter(delegate: delegate)
        router.addLoggedRoute("/venue/:venueID", log: log, name: "venue") { _ in "venue" }
        #expect(await router.routeURL("app://venue/42") == .deferred)
        await gate.open()

        #expect(await router.handleDeferredRoute() == .presented("venue"))
        #expect(await log.entries == [
            "shouldGenerate /venue/:venueID", "generate venue", "shouldPresent venue",
            "shouldGenerate /venue/:venueID", "generate venue", "shouldPresent venue", "willPresent venue", "present venue",
        ])
    }

    @Test func aReplayCarriesTheSameUserInfo() async {
        let gate = Gate()
        let seen = DataBox()
        let delegate = ScriptedDelegate(generate: { _, _ in await gate.isOpen ? .allow : .deferred })
        let router = ContentRouter(delegate: delegate)
        router.addRoute("/venue/:venueID") { data in
            await seen.set(data)
            return "venue"
        }
        await router.routeURL("app://venue/42", userInfo: ["aps": "alert", "badge": 3])
        await gate.open()

        await router.handleDeferredRoute()

        #expect(await seen.data?.userInfo["aps"] as? String == "alert")
        #expect(await seen.data?.userInfo["badge"] as? Int == 3)
        #expect(await seen.data?.url.absoluteString == "app://venue/42")
    }

    @Test func aReplayThatIsDeferredAgainIsKeptAgain() async {
        let (router, _) = gatedRouter(Gate())
        await router.routeURL("app://venue/42", userInfo: ["push": "1"])

        #expect(await router.handleDeferredRoute() == .deferred)
        #expect(router.deferredRoute?.url.absoluteString == "app://venue/42")
        #expect(router.deferredRoute?.userInfo["push"] as? String == "1")
    }

    @Test func discardingForgetsTheDeferredRoute() async {
        let gate = Gate()
        let (router, delegate) = gatedRouter(gate)
        await router.routeURL("app://venue/42")

        router.discardDeferredRoute()
        await gate.open()

        #expect(router.deferredRoute == nil)
        #expect(await router.handleDeferredRoute() == nil)
        #expect(await delegate.log.entries == ["shouldGenerate /venue/:venueID"])
    }

    @Test func routingAnotherURLKeepsTheDeferredRoute() async {
        let log = CallLog()
        let delegate = ScriptedDelegate(log: log, generate: { _, data in
            data.parameters.pattern == "/venue/:venueID" ? .deferred : .allow
        })
        let router = ContentRouter(delegate: delegate)
        router.addRoute("/venue/:venueID") { _ in "venue" }
        router.addRoute("/user/:userID") { _ in "user" }
        await router.routeURL("app://venue/42")

        #expect(await router.routeURL("app://user/7") == .presented("user"))
        #expect(await router.routeURL("app://nowhere") == .unmatched)
        #expect(router.deferredRoute?.url.absoluteString == "app://venue/42")
    }

    @Test func aFoundationURLIsReplayedAsTheSameURL() async {
        let gate = Gate()
        let seen = DataBox()
        let delegate = ScriptedDelegate(generate: { _, _ in await gate.isOpen ? .allow : .deferred })
        let router = ContentRouter(delegate: delegate)
        router.addRoute("/venue/:venueID") { data in
            await seen.set(data)
            return "venue"
        }
        let url = URL(string: "app://venue/42?tab=tips")!
        await router.routeURL(url)
        await gate.open()

        await router.handleDeferredRoute()

        #expect(await seen.data?.url == url)
        #expect(await seen.data?.parameters["tab"] == "tips")
    }

    /// The replay takes the deferred route out before it starts, so a route deferred while the
    /// replay runs becomes the new deferred route and survives the replay's end.
    @Test func aRouteDeferredDuringAReplayIsKept() async {
        let isReplaying = ReplayFlag()
        let delegate = ScriptedDelegate(generate: { router, data in
            switch data.parameters.pattern {
            case "/user/:userID":
                return .deferred   // the other URL, routed while the replay is in flight
            default:
                guard await isReplaying.value else { return .deferred }
                #expect(await router.routeURL("app://user/7") == .deferred)
                return .allow
            }
        })
        let router = ContentRouter(delegate: delegate)
        router.addRoute("/venue/:venueID") { _ in "venue" }
        router.addRoute("/user/:userID") { _ in "user" }
        await router.routeURL("app://venue/42")
        await isReplaying.set()

        #expect(await router.handleDeferredRoute() == .presented("venue"))
        #expect(router.deferredRoute?.url.absoluteString == "app://user/7")
    }

    actor ReplayFlag {
        private(set) var value = false
        func set() { value = true }
    }
}
