import Foundation
import Synchronization
import Testing
import URLRoutes

/// The README's usage examples, kept here so they compile and do what the README says.
/// When you change one, change the other.
extension RouterSuite {
    @Suite struct ReadmeExampleTests {
        final class Seen: Sendable {
            let values = Mutex<[String]>([])
            func add(_ value: String) { values.withLock { $0.append(value) } }
            var all: [String] { values.withLock { $0 } }
        }

        @Test func quickStart() {
            withCleanRouter {
                let seen = Seen()
                // README: Quick start
                Routes.globalRoutes().addRoute("/user/view/:userID") { parameters in
                    let userID = parameters["userID"]!  // from ":userID" in the pattern
                    seen.add("profile \(userID)")       // present the profile for userID
                    return true                         // handled
                }

                Routes.routeURL(URL(string: "myapp://user/view/joeldev")!)
                // parameters: userID = "joeldev", pattern = "/user/view/:userID",
                //             scheme = Routes.globalScheme, url = myapp://user/view/joeldev
                #expect(seen.all == ["profile joeldev"])
            }
        }

        @Test func queryItemsAndExtraParameters() {
            withCleanRouter {
                let seen = Seen()
                // README: Query items and extra parameters
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
                // README: Subscripting
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
                // README: Priorities and handler chaining
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
                // README: Schemes
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
                // README: Wildcards
                Routes.globalRoutes().addRoute("/wildcard/*") { parameters in
                    parameters.wildcardComponents?.first == "joker"
                }
                #expect(Routes.routeURL("myapp://wildcard/joker/card"))  // ["joker", "card"]
                #expect(!Routes.routeURL("myapp://wildcard/batman"))     // declined
            }
        }

        @Test func optionalRoutes() {
            withCleanRouter {
                // README: Optional routes
                Routes.globalRoutes().addRoute("/the(/foo/:a)(/bar/:b)")
                #expect(Routes.globalRoutes().routes().map(\.pattern)
                        == ["/the/foo/:a/bar/:b", "/the/foo/:a", "/the/bar/:b", "/the"])
            }
        }

        @Test func newPatternSyntax() {
            withCleanRouter {
                let seen = Seen()
                // README: Beyond JLRoutes
                let routes = Routes(forScheme: "shop")
                routes.addRoute(#"/product/:id<\d+>"#, priority: 10) { parameters in
                    seen.add("product id \(parameters["id"]!)")
                    return true
                }
                routes.addRoute("/product/:slug") { parameters in
                    seen.add("product slug \(parameters["slug"]!)")
                    return true
                }
                routes.addRoute("/help/**/:article") { parameters in
                    seen.add("article \(parameters["article"]!) in \(parameters.wildcardComponents!)")
                    return true
                }
                Routes.routeURL("shop://product/42")              // product id 42
                Routes.routeURL("shop://product/trail-runner")    // product slug trail-runner
                Routes.routeURL("shop://help/returns/intl/fees")  // article fees in ["returns", "intl"]
                #expect(seen.all == ["product id 42", "product slug trail-runner", #"article fees in ["returns", "intl"]"#])
            }
        }

        @Test func seeWhy() throws {
            withCleanRouter {
                Routes(forScheme: "shop").addRoute(#"/product/:id<\d+>"#)
                // README: See why a URL routes
                let explanation = Routes.explain("shop://product/trail-runner")
                #expect(explanation.winner == nil)
                #expect("\(explanation)".contains(#"component 2 "trail-runner" does not satisfy :id<\d+>"#))
                #expect(Routes(forScheme: "shop").routes()[0].regex
                        == #"^product/(?=[^/]*+(?<g1>.*+))(?<g2>(?:\d+))(?=\k<g1>\z)\z"#)
            }
        }

        @Test func errors() {
            // README: Errors
            do {
                try Routes().addRoute(validating: "/user/(:id")
                Issue.record("the pattern was accepted")
            } catch {
                #expect(error.description == #"invalid route pattern "/user/(:id" at offset 6: '(' is never closed"#)
            }
        }

        @Test func universalLinks() {
            withCleanRouter {
                let seen = Seen()
                @Sendable func openProduct(_ id: String) { seen.add("product \(id)") }
                @Sendable func openDashboard(tenant: String) { seen.add("dashboard \(tenant)") }
                // README: Universal links
                let shop = Routes(forHost: "shop.example.com")     // https://shop.example.com/..., any scheme
                shop.addRoute("/product/:id") { parameters in
                    openProduct(parameters["id"]!)                 // parameters.scheme == "https"
                    return true
                }
                let tenants = Routes(forHost: "*.example.com")     // acme.example.com, a.b.example.com; not example.com
                tenants.addRoute("/dashboard") { parameters in
                    openDashboard(tenant: parameters.host!)        // "acme.example.com"
                    return true
                }
                tenants.shouldFallbackToGlobalRoutes = true        // a miss routes as if tenants did not exist

                Routes.routeURL("https://shop.example.com/product/42")       // shop
                Routes.routeURL("https://Acme.Example.com:443/dashboard")    // tenants
                #expect(seen.all == ["product 42", "dashboard acme.example.com"])
                #expect(!Routes.routeURL("https://example.com/dashboard"))
            }
        }

        @Test func generatingLinks() throws {
            try withCleanRouter { () throws in
                Routes(forScheme: "acme").addRoute("/search/:q", name: "search")
                // README: Generating links
                let shop = Routes(forHost: "shop.example.com")
                shop.addRoute(#"/product/:id<\d+>(/:tab)"#, name: "product") { _ in true }

                #expect(try shop.path(forRouteNamed: "product", parameters: ["id": "42"]) == "/product/42")
                #expect(try shop.url(forRouteNamed: "product", parameters: ["id": "42", "tab": "reviews", "ref": "mail"])
                        == "https://shop.example.com/product/42/reviews?ref=mail")
                #expect(try Routes(forScheme: "acme").url(forRouteNamed: "search", parameters: ["q": "rain jacket"])
                        == "acme://search/rain%20jacket")
            }
        }

        // README: Content routing (FSQRoutes)
        enum Screen: Sendable, Equatable { case venue(id: String), profile(user: String) }

        actor Session {
            private(set) var isLoggedIn = false
            func logIn() { isLoggedIn = true }
        }

        actor Users {
            func exists(_ user: String) -> Bool { user != "ghost" }
        }

        struct AppRouting: ContentRouterDelegate {
            let session: Session
            let navigator: CallLog  // stands in for the app's navigation
            func router(_ router: ContentRouter<Screen>, shouldGenerateContentFor data: RouteURLData) async -> RoutingControl {
                await session.isLoggedIn ? .allow : .deferred
            }
            func router(_ router: ContentRouter<Screen>, present content: Screen, with data: RouteURLData) async {
                await navigator.add("\(content) campaign=\(data.userInfo["campaign"] as? String ?? "none")")
            }
        }

        @Test func contentRouting() async {
            let session = Session()
            let users = Users()
            let navigator = CallLog()
            let router = ContentRouter(delegate: AppRouting(session: session, navigator: navigator))
            router.addRoute("/venue/:venueID") { data in .venue(id: data.parameters["venueID"]!) }
            router.addRoute("/user/:userID", priority: 5) { data in
                await users.exists(data.parameters["userID"]!) ? .profile(user: data.parameters["userID"]!) : nil
            }

            #expect(await router.routeURL("myapp://venue/4b05?tab=tips", userInfo: ["campaign": "spring"]) == .deferred)
            #expect(router.deferredRoute?.url.absoluteString == "myapp://venue/4b05?tab=tips")
            await session.logIn()
            #expect(await router.handleDeferredRoute() == .presented(.venue(id: "4b05")))
            #expect(await navigator.entries == ["venue(id: \"4b05\") campaign=spring"])
            #expect(await router.routeURL("myapp://user/ghost") == .unmatched)
            #expect(await router.routeURL("myapp://user/joe") == .presented(.profile(user: "joe")))
        }
    }
}
