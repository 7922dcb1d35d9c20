import Foundation
import Testing
import URLRoutes

/// The README's usage examples, kept here so they compile and do what the README says.
/// When you change one, change the other.
extension RouterSuite {
    @Suite struct ReadmeExampleTests {
        final class Seen: Sendable {
            let values = Locked<[String]>([])
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

        @Test func newPatternSyntax() {
            withCleanRouter {
                let seen = Seen()
                // README: Routing and patterns
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

        @Test func seeWhy() {
            withCleanRouter {
                let routes = Routes(forScheme: "shop")
                routes.addRoute(#"/product/:id<\d+>"#, priority: 10)
                routes.addRoute("/product/:slug")
                // README: Routing and patterns (explain)
                let explanation = Routes.explain("shop://product/trail-runner")
                #expect(explanation.winner?.pattern == "/product/:slug")
                #expect("\(explanation)".contains(#"component 2 "trail-runner" does not satisfy :id<\d+>"#))
                #expect(Routes.routeURL("shop://product/trail-runner"))  // the explanation agrees with routing
                #expect(Routes(forScheme: "shop").routes()[0].regex
                        == #"^product/(?=[^/]*+(?<g1>.*+))(?<g2>(?:\d+))(?=\k<g1>\z)\z"#)
            }
        }

        @Test func errors() {
            // README: Routing and patterns (errors)
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
                Routes.routeURL("https://SHOP.example.com./product/7#reviews")  // host as browsers read it; fragment leaves routing alone
                #expect(seen.all.last == "product 7")
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

        @Test func routeTables() throws {
            try withCleanRouter { () throws in
                let seen = Seen()
                // README: Route tables
                let text = """
                    @fallback acme https
                    acme            /product/:id<\\d+>    10  product.show
                    acme            /product/:slug           product.bySlug
                    //shop.acme.example  /product/:id        shop.product
                    """
                let table = try RouteTable(parsing: text, file: "routes.table")
                try table.register(handlers: [
                    "product.show": { parameters in seen.add("show \(parameters["id"]!)"); return true },
                    "product.bySlug": { parameters in seen.add("slug \(parameters["slug"]!)"); return true },
                    "shop.product": { parameters in seen.add("shop \(parameters["id"]!)"); return true },
                ])
                Routes.routeURL("acme://product/42")
                Routes.routeURL("acme://product/trail-runner")
                Routes.routeURL("https://shop.acme.example/product/7")
                #expect(seen.all == ["show 42", "slug trail-runner", "shop 7"])
            }
        }

        @Test func routeTableErrorsNameTheLine() {
            // README: Route tables (errors as FILE:LINE:COLUMN: error: MESSAGE)
            do {
                _ = try RouteTable(parsing: "acme /product/(:id\n", file: "routes.table")
                Issue.record("the table was accepted")
            } catch {
                #expect("\(error)".hasPrefix("routes.table:1:"))
                #expect("\(error)".contains(": error: "))
            }
        }

        // README: Content routing
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
