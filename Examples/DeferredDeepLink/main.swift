// A push notification's deep link arrives while the user is logged out: the router defers it,
// and replays it (with the notification's userInfo) once the user has logged in.
//
//     swift run DeferredDeepLink

import Foundation
import URLRoutes

enum Screen: Sendable, CustomStringConvertible {
    case venue(id: String)
    case profile(user: String)

    var description: String {
        switch self {
        case .venue(let id): "venue \(id)"
        case .profile(let user): "profile of \(user)"
        }
    }
}

actor Session {
    private(set) var isLoggedIn = false

    func logIn() {
        isLoggedIn = true
    }
}

struct AppRouting: ContentRouterDelegate {
    let session: Session

    func router(_ router: ContentRouter<Screen>, shouldGenerateContentFor data: RouteURLData) async -> RoutingControl {
        guard await session.isLoggedIn else {
            print("logged out: keeping \(data.url.absoluteString) until login")
            return .deferred
        }
        return .allow
    }

    func router(_ router: ContentRouter<Screen>, present content: Screen, with data: RouteURLData) async {
        let campaign = data.userInfo["campaign"] as? String ?? "none"
        print("presenting \(content) (from \(data.url.absoluteString), campaign \(campaign))")
    }

    func router(_ router: ContentRouter<Screen>, didFailToRoute url: URL, userInfo: [String: any Sendable]) async {
        print("no screen for \(url.absoluteString)")
    }
}

let session = Session()
let router = ContentRouter(delegate: AppRouting(session: session))
router.addRoute("/venue/:venueID") { data in
    .venue(id: data.parameters["venueID"]!)
}
router.addRoute("/user/:userID") { data in
    .profile(user: data.parameters["userID"]!)
}

// The notification that was tapped.
let notification: [String: any Sendable] = ["campaign": "spring-tips", "badge": 1]
let first = await router.routeURL("myapp://venue/4b0588e3?tab=tips", userInfo: notification)
print("first attempt: \(first)")

await session.logIn()
print("logged in")
if let replay = await router.handleDeferredRoute() {
    print("replay: \(replay)")
}
print("still deferred: \(router.hasDeferredRoute)")
