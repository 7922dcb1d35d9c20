import Testing
@testable import URLRoutes

extension RouterSuite {
    /// Web links (`http`, `https`): a fragment is a page anchor that never stops a route without
    /// a fragment part from matching; it is `parameters.fragment`. Routes with a fragment part,
    /// and custom schemes, keep JLRoutes' rule (JLRoutesFragmentTests).
    @Suite struct WebLinkFragments {
        @Test(arguments: URLEntry.allCases)
        func anAnchorDoesNotStopAWebLinkFromRouting(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes(forHost: "shop.example.com").addRoute("/p/:id", handler: recorder.handler())
                #expect(routeGlobally("https://shop.example.com/p/42#reviews", via: entry))
                #expect(recorder.last?["id"] == "42")
                #expect(recorder.last?.pattern == "/p/:id")
                #expect(recorder.last?.fragment == "reviews")
            }
        }

        @Test(arguments: ["http", "HTTPS", "https"])
        func aLiteralRouteTakesAWebLinkWithAPathFragment(_ scheme: String) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes(forScheme: scheme.lowercased()).addRoute("/cart", handler: recorder.handler())
                #expect(Routes.routeURL("\(scheme)://www.x.example/cart#/saved/items"))
                #expect(recorder.last?.fragment == "/saved/items")
                #expect(recorder.last?.wildcardComponents == nil)
            }
        }

        @Test func theFragmentIsPercentDecodedButNotPlusDecoded() {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/doc", handler: recorder.handler())
                #expect(Routes.routeURL("https://docs.example.com/doc#:~:text=caf%C3%A9+au%20lait"))
                #expect(recorder.last?.fragment == ":~:text=café+au lait")
            }
        }

        @Test func aURLEndingInHashHasAnEmptyFragmentAndOneWithoutHasNone() {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/doc", handler: recorder.handler())
                #expect(Routes.routeURL("https://docs.example.com/doc#"))
                #expect(recorder.last?.fragment == "")
                #expect(Routes.routeURL("https://docs.example.com/doc"))
                #expect(recorder.last?.fragment == nil)
            }
        }

        @Test func aRouteWithAFragmentPartStillMatchesTheFragmentOfAWebLink() {
            withCleanRouter {
                let recorder = RouteRecorder()
                let routes = Routes(forScheme: "https")
                routes.addRoute("/help#/:topic", handler: recorder.handler("fragment"))
                routes.addRoute("/help", handler: recorder.handler("page"))
                #expect(Routes.routeURL("https://example.com/help#/returns"))
                #expect(recorder.lastTag == "fragment")
                #expect(recorder.last?["topic"] == "returns")
                #expect(Routes.routeURL("https://example.com/help#top"))
                #expect(recorder.lastTag == "page")
                #expect(recorder.last?.fragment == "top")
            }
        }

        @Test func aFragmentRouteBeforeAPlainOneKeepsItsTurnInAWideTable() {
            withCleanRouter {
                let recorder = RouteRecorder()
                let routes = Routes(forScheme: "https")
                // Enough routes that the dispatch index is used, with fragment routes among them.
                for index in 0..<50 { routes.addRoute("/static\(index)/page") }
                routes.addRoute("/:page#/:section", priority: 1, handler: recorder.handler("fragment"))
                routes.addRoute("/:page", handler: recorder.handler("plain"))
                #expect(Routes.routeURL("https://example.com/guide#/install"))
                #expect(recorder.lastTag == "fragment")
                #expect(recorder.last?["section"] == "install")
                #expect(Routes.routeURL("https://example.com/guide"))
                #expect(recorder.lastTag == "plain")
                // `/static3/page` (no handler) takes it: the fragment route needs two components.
                #expect(Routes.routeURL("https://example.com/static3/page#/install"))
                #expect(recorder.count == 2)
            }
        }

        @Test func aCustomSchemeKeepsJLRoutesFragmentRule() {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/cart", handler: recorder.handler())
                #expect(!Routes.routeURL("myapp://cart#/saved"))
                #expect(Routes.routeURL("myapp://cart#a=1"))
                #expect(recorder.last?.fragment == "a=1")
                #expect(recorder.last?["a"] == "1")
            }
        }

        @Test func aCustomSchemeFragmentRouteSeesTheWholeFragment() {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/user#/view/:id", handler: recorder.handler())
                #expect(Routes.routeURL("myapp://user#/view/7"))
                #expect(recorder.last?.fragment == "/view/7")
            }
        }

        @Test func fragmentQueryItemsOfAWebLinkStillJoinTheQuery() {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/p/:id", handler: recorder.handler())
                #expect(Routes.routeURL("https://shop.example.com/p/42?ref=mail#/gallery?photo=3"))
                #expect(recorder.last?["id"] == "42")
                #expect(recorder.last?.values("ref") == ["mail"])
                #expect(recorder.last?.values("photo") == ["3"])
            }
        }

        @Test func canRouteAndExplainAgreeWithRouting() {
            withCleanRouter {
                let routes = Routes(forScheme: "https")
                routes.addRoute("/p/:id")
                routes.addRoute("/help#/:topic")
                for url in ["https://x.example/p/42#reviews", "https://x.example/help#/returns",
                            "https://x.example/help#top", "https://x.example/p/42#/a/b"] {
                    let explanation = Routes.explain(url)
                    #expect(Routes.canRouteURL(url) == (explanation.winner != nil), "\(url)")
                }
                #expect(Routes.explain("https://x.example/p/42#reviews").winner?.pattern == "/p/:id")
                #expect(Routes.explain("https://x.example/help#/returns").winner?.parameters?["topic"] == "returns")
                #expect(Routes.explain("https://x.example/help#top").winner == nil)
            }
        }

        @Test func theDispatchIndexAndTheLinearScanAgreeOnWebFragments() {
            withCleanRouter {
                let recorder = RouteRecorder()
                let indexed = Routes(forScheme: "https")
                for index in 0..<40 { indexed.addRoute("/s\(index)/:x") }
                indexed.addRoute("/help#/:topic", handler: recorder.handler("topic"))
                indexed.addRoute("/help", handler: recorder.handler("help"))
                let linear = Routes()
                linear.usesDispatchIndex = false
                linear.addRoute("/help#/:topic", handler: recorder.handler("topic"))
                linear.addRoute("/help", handler: recorder.handler("help"))
                for url in ["https://x.example/help#/a", "https://x.example/help#a", "https://x.example/help"] {
                    recorder.reset()
                    #expect(Routes.routeURL(url))
                    #expect(linear.routeURL(url))
                    #expect(recorder.tags.count == 2 && recorder.tags[0] == recorder.tags[1], "\(url): \(recorder.tags)")
                }
            }
        }
    }
}
