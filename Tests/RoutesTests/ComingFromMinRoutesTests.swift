import Foundation
import Routes
import Testing

/// The README's "Coming from min/Routes" example, as written there.
@Suite struct ComingFromMinRoutesExample {
    @MainActor @Test func theExampleRoutesAsTheReadmeSays() {
        var shown: [String] = []
        let showProfile = { (id: String) in shown.append("profile \(id)") }
        let openSettings = { shown.append("settings") }
        let showHelp = { (components: [String]) in shown.append("help \(components)") }

        let router = Router()

        router.default.add(pattern: "/user/view/:user_id") { parameters in
            showProfile(parameters["user_id"] as! String)
            return true
        }
        router["myapp"]["/settings"] = { _ in openSettings(); return true }
        router.myapp.shouldFallback = true
        router.default << "/help/*".route { parameters in
            showHelp(parameters[Definition.Keys.wildcard] as! [String])
            return true
        }

        #expect(router.route(to: URL(string: "myapp://user/view/min")!))
        #expect(router.canRoute(to: "myapp://help/returns"))
        #expect(router.route(to: "myapp://settings"))
        #expect(shown == ["profile min", "settings"])
    }
}
