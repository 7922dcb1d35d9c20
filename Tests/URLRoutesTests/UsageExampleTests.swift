import Foundation
import Testing
@testable import URLRoutes

/// JLRoutes usage as the Getting Started article and the JLRoutes guide describe it: query
/// items and extra parameters, subscripting, priorities and chaining, schemes, wildcards,
/// optional routes and empty components, each doing what the documents say.
extension RouterSuite {
    @Suite struct UsageExampleTests {
        final class Seen: Sendable {
            let values = Locked<[String]>([])
            func add(_ value: String) { values.withLock { $0.append(value) } }
            var all: [String] { values.withLock { $0 } }
        }

        @Test func queryItemsAndExtraParameters() {
            withCleanRouter {
                let seen = Seen()
                // Query items and extra parameters
                Routes.globalRoutes().addRoute("/search") { parameters in
                    seen.add(parameters["q"]!)                          // "hiking boots" (+ decoded)
                    seen.add(parameters.values("size").joined(separator: ","))  // "10,11"
                    seen.add(parameters["source"]!)                     // "widget"
                    return true
                }
                Routes.routeURL("myapp://search?q=hiking+boots&size=10&size=11",
                                withParameters: ["source": "widget"])
                #expect(seen.all == ["hiking boots", "10,11", "widget"])
            }
        }

        @Test func subscripting() {
            withCleanRouter {
                // Subscripting
                Routes.globalRoutes()["/route/:param"] = { parameters in
                    parameters["param"] == "value"
                }
                #expect(Routes.routeURL("myapp://route/value"))
                #expect(!Routes.routeURL("myapp://route/other"))
            }
        }

        @Test func priorityAndChaining() {
            withCleanRouter {
                let seen = Seen()
                // Priorities and handler chaining
                let routes = Routes.globalRoutes()
                routes.addRoute("/user/view/:userID", priority: 1) { parameters in
                    guard parameters["userID"] == "me" else { return false }  // not mine: keep looking
                    seen.add("own profile")
                    return true
                }
                routes.addRoute("/user/view/:userID") { parameters in
                    seen.add("profile \(parameters["userID"]!)")
                    return true
                }
                Routes.routeURL("myapp://user/view/me")      // own profile
                Routes.routeURL("myapp://user/view/joeldev") // profile joeldev
                #expect(seen.all == ["own profile", "profile joeldev"])
            }
        }

        @Test func schemes() {
            withCleanRouter {
                let seen = Seen()
                // Schemes
                Routes.globalRoutes().addRoute("/foo") { _ in seen.add("global foo"); return true }
                let thing = Routes(forScheme: "thing")
                thing.addRoute("/foo") { _ in seen.add("thing foo"); return true }
                thing.addRoute("/bar") { _ in seen.add("thing bar"); return true }

                Routes.routeURL("myapp://foo")     // global foo: no routes for "myapp"
                Routes.routeURL("thing://foo")     // thing foo
                Routes.routeURL("thing://global")  // nothing: "thing" does not fall back...
                thing.shouldFallbackToGlobalRoutes = true
                Routes.globalRoutes().addRoute("/global") { _ in seen.add("global global"); return true }
                Routes.routeURL("thing://global")  // ...until asked to
                #expect(seen.all == ["global foo", "thing foo", "global global"])
            }
        }

        @Test func wildcards() {
            withCleanRouter {
                // Wildcards
                Routes.globalRoutes().addRoute("/wildcard/*") { parameters in
                    parameters.wildcardComponents?.first == "joker"
                }
                #expect(Routes.routeURL("myapp://wildcard/joker/card"))  // ["joker", "card"]
                #expect(!Routes.routeURL("myapp://wildcard/batman"))     // declined
            }
        }

        @Test func optionalRoutes() {
            withCleanRouter {
                // Optional routes
                Routes.globalRoutes().addRoute("/the(/foo/:a)(/bar/:b)")
                #expect(Routes.globalRoutes().routes().map(\.pattern)
                        == ["/the/foo/:a/bar/:b", "/the/foo/:a", "/the/bar/:b", "/the"])
            }
        }

        @Test func subscriptingNilRemovesTheRoute() {
            withCleanRouter {
                // Subscripting
                Routes.globalRoutes()["/route/:param"] = { parameters in
                    parameters["param"] == "value"
                }
                Routes.globalRoutes()["/route/:param"] = nil   // removes every /route/:param route
                #expect(!Routes.canRouteURL("myapp://route/value"))
            }
        }

        @Test func emptyComponents() {
            withCleanRouter {
                // Empty components, as JLRoutes reads them
                let seen = LockedBox<[String]>([])
                Routes.globalRoutes().addRoute("/user/view/:userID") { parameters in
                    seen.update { $0.append("profile \(parameters["userID"]!)") }
                    return true
                }
                Routes.globalRoutes().addRoute("/user/:name/view") { parameters in
                    seen.update { $0.append("name \(parameters["name"]!.debugDescription)") }
                    return true
                }
                #expect(Routes.routeURL("myapp://user//view/joeldev/"))
                #expect(Routes.routeURL("https://example.com/user//view"))
                #expect(seen.value == ["profile joeldev", "name \"\""])
            }
        }
    }
}
