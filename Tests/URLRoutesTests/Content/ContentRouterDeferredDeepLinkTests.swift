import Foundation
import Testing
import URLRoutes

/// The scenario of `Examples/DeferredDeepLink`: a notification's deep link arrives while the
/// user is logged out, is deferred, and is presented with the notification's userInfo after login.
@Suite struct ContentRouterDeferredDeepLinkTests {
    actor Session {
        private(set) var isLoggedIn = false
        func logIn() { isLoggedIn = true }
    }

    struct AppRouting: ContentRouterDelegate {
        let session: Session
        let log: CallLog

        func router(_ router: ContentRouter<String>, shouldGenerateContentFor data: RouteURLData) async -> RoutingControl {
            await session.isLoggedIn ? .allow : .deferred
        }

        func router(_ router: ContentRouter<String>, present content: String, with data: RouteURLData) async {
            await log.add("\(content) campaign=\(data.userInfo["campaign"] as? String ?? "none")")
        }
    }

    @Test func aDeepLinkDeferredWhileLoggedOutIsPresentedAfterLogin() async {
        let session = Session()
        let log = CallLog()
        let router = ContentRouter(delegate: AppRouting(session: session, log: log))
        router.addRoute("/venue/:venueID") { data in "venue \(data.parameters["venueID"]!)" }

        let first = await router.routeURL("myapp://venue/4b0588e3?tab=tips", userInfo: ["campaign": "spring-tips"])
        #expect(first == .deferred)
        #expect(await log.entries.isEmpty)

        await session.logIn()
        let replay = await router.handleDeferredRoute()

        #expect(replay == .presented("venue 4b0588e3"))
        #expect(await log.entries == ["venue 4b0588e3 campaign=spring-tips"])
        #expect(!router.hasDeferredRoute)
    }
}
