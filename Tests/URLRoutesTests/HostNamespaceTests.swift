import Dispatch
import Testing
import URLRoutes

extension RouterSuite {
    /// Host namespaces: which one a URL's host picks, and what happens when nothing routes there.
    @Suite struct HostNamespaces {
        @Test(arguments: URLEntry.allCases)
        func exactHostRoutesWhateverTheScheme(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes(forHost: "shop.example.com").addRoute("/product/:id", handler: recorder.handler("shop"))
                for url in ["https://shop.example.com/product/1", "http://shop.example.com/product/1",
                            "shopapp://shop.example.com/product/1"] {
                    #expect(routeGlobally(url, via: entry), "\(url)")
                }
                #expect(recorder.tags == ["shop", "shop", "shop"])
                #expect(recorder.last?["id"] == "1")
                #expect(recorder.last?.host == "shop.example.com")
            }
        }

        @Test func routesSeeTheURLsSchemeLowercased() {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes(forHost: "shop.example.com").addRoute("/a", handler: recorder.handler())
                #expect(Routes.routeURL("HTTPS://shop.example.com/a"))
                #expect(recorder.last?.scheme == "https")
            }
        }

        @Test func hostComparesCaseInsensitivelyWithoutPortAndTrailingDot() {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes(forHost: "Shop.Example.COM").addRoute("/a", handler: recorder.handler())
                #expect(Routes.routeURL("https://SHOP.example.com:8443/a"))
                #expect(Routes.routeURL("https://shop.example.com./a"))
                #expect(Routes.routeURL("https://user@shop.example.com/a"))
                #expect(recorder.count == 3)
                #expect(recorder.last?.host == "shop.example.com")
            }
        }

        @Test func wildcardMatchesSubdomainsAtAnyDepthButNotTheApex() {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes(forHost: "*.example.com").addRoute("/a", handler: recorder.handler("wild"))
                #expect(Routes.routeURL("https://acme.example.com/a"))
                #expect(Routes.routeURL("https://x.y.example.com/a"))
                #expect(recorder.last?.host == "x.y.example.com")
                #expect(!Routes.routeURL("https://example.com/a"))
                #expect(!Routes.routeURL("https://badexample.com/a"))
                #expect(recorder.count == 2)
            }
        }

        @Test func exactHostWinsOverWildcardAndLongestWildcardWins() {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes(forHost: "*.example.com").addRoute("/a", handler: recorder.handler("short"))
                Routes(forHost: "*.eu.example.com").addRoute("/a", handler: recorder.handler("long"))
                Routes(forHost: "shop.eu.example.com").addRoute("/a", handler: recorder.handler("exact"))
                #expect(Routes.routeURL("https://shop.eu.example.com/a"))
                #expect(Routes.routeURL("https://other.eu.example.com/a"))
                #expect(Routes.routeURL("https://other.example.com/a"))
                #expect(recorder.tags == ["exact", "long", "short"])
            }
        }

        @Test func localhostIsAHostButAHostWithoutADotIsAPathComponent() {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes(forHost: "localhost").addRoute("/a", handler: recorder.handler("local"))
                Routes.globalRoutes().addRoute("/user/a", handler: recorder.handler("global"))
                #expect(Routes.routeURL("http://localhost:8080/a"))
                #expect(Routes.routeURL("myapp://user/a"))
                #expect(recorder.tags == ["local", "global"])
                #expect(recorder.last?.host == nil)
            }
        }

        @Test func unmatchedInAHostNamespaceCallsItsHandlerAndDoesNotFallBackByDefault() {
            withCleanRouter {
                let recorder = RouteRecorder()
                let unmatched = LockedBox<[String]>([])
                let shop = Routes(forHost: "shop.example.com")
                shop.addRoute("/product/:id", handler: recorder.handler())
                shop.unmatchedURLHandler = { routes, url, _ in unmatched.update { $0.append("\(routes.host ?? "?") \(url?.absoluteString ?? "")") } }
                Routes(forScheme: "https").addRoute("/other", handler: recorder.handler("scheme"))
                #expect(!Routes.routeURL("https://shop.example.com/other"))
                #expect(!Routes.canRouteURL("https://shop.example.com/other"))
                #expect(recorder.count == 0)
                #expect(unmatched.value == ["shop.example.com https://shop.example.com/other"])
            }
        }

        @Test func fallbackRoutesAsIfTheHostNamespaceDidNotExist() {
            withCleanRouter {
                let recorder = RouteRecorder()
                let schemeUnmatched = LockedBox(0)
                let hostUnmatched = LockedBox(0)
                let shop = Routes(forHost: "shop.example.com")
                shop.shouldFallbackToGlobalRoutes = true
                shop.unmatchedURLHandler = { _, _, _ in hostUnmatched.update { $0 += 1 } }
                let https = Routes(forScheme: "https")
                https.addRoute("/other", handler: recorder.handler("scheme"))
                https.shouldFallbackToGlobalRoutes = true
                https.unmatchedURLHandler = { _, _, _ in schemeUnmatched.update { $0 += 1 } }
                Routes.globalRoutes().addRoute("/global", handler: recorder.handler("global"))
                #expect(Routes.canRouteURL("https://shop.example.com/other"))
                #expect(Routes.routeURL("https://shop.example.com/other"))
                #expect(Routes.routeURL("https://shop.example.com/global"))
                #expect(!Routes.routeURL("https://shop.example.com/none"))
                #expect(recorder.tags == ["scheme", "global"])
                #expect(recorder.all.first?.parameters.scheme == "https")
                #expect(schemeUnmatched.value == 1)
                #expect(hostUnmatched.value == 0)
            }
        }

        @Test func instanceRoutingOfAHostNamespaceFallsBackTheSameWay() {
            withCleanRouter {
                let recorder = RouteRecorder()
                let shop = Routes(forHost: "shop.example.com")
                shop.shouldFallbackToGlobalRoutes = true
                Routes.globalRoutes().addRoute("/g", handler: recorder.handler("global"))
                #expect(shop.routeURL("https://shop.example.com/g"))
                #expect(recorder.tags == ["global"])
            }
        }

        @Test func sameHostPatternGivesTheSameRoutesAndUnregisterRemovesIt() {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes(forHost: "shop.example.com").addRoute("/a", handler: recorder.handler())
                #expect(Routes(forHost: "SHOP.example.com.").routes().count == 1)
                #expect(Routes(forHost: "shop.example.com").host == "shop.example.com")
                #expect(Routes.allRoutes()["//shop.example.com"]?.count == 1)
                Routes.unregisterRouteHost("Shop.Example.com")
                #expect(!Routes.routeURL("https://shop.example.com/a"))
                #expect(Routes.allRoutes()["//shop.example.com"] == nil)
                #expect(Routes(forScheme: "https").host == nil)
            }
        }

        @Test func aHandlerMayUnregisterItsOwnHost() {
            withCleanRouter {
                let shop = Routes(forHost: "shop.example.com")
                shop.addRoute("/a") { _ in
                    Routes.unregisterRouteHost("shop.example.com")
                    return true
                }
                #expect(Routes.routeURL("https://shop.example.com/a"))
                #expect(!Routes.routeURL("https://shop.example.com/a"))
            }
        }

        @Test func hostNamespacesAreIgnoredWhenEveryHostIsAPathComponent() {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes(forHost: "shop.example.com").addRoute("/a", handler: recorder.handler("host"))
                Routes.globalRoutes().addRoute("/shop.example.com/a", handler: recorder.handler("global"))
                Routes.alwaysTreatsHostAsPathComponent = true
                #expect(Routes.routeURL("https://shop.example.com/a"))
                #expect(recorder.tags == ["global"])
            }
        }

        @Test(arguments: [
            ("https://shop.example.com", "scheme"), ("shop.example.com/a", "path"), ("shop.example.com:443", "port"),
            ("shop.*.com", "'*'"), ("*shop.example.com", "'*'"), ("a..b", "empty label"), (".a.b", "empty label"),
            ("bücher.de", "punycode"), ("", "empty"), ("shop", "path component"), ("*.", "domain"),
        ])
        func badHostPatternsThrowAClearError(_ pattern: String, _ hint: String) {
            withCleanRouter {
                do throws(HostPatternError) {
                    _ = try Routes(validatingHost: pattern)
                    Issue.record("\(pattern) was accepted")
                } catch {
                    #expect(error.description.contains(hint), "\(error)")
                    #expect(error.pattern == pattern)
                }
            }
        }

        @Test func theNonThrowingInitializerGivesAStandaloneTableForABadPattern() {
            withCleanRouter {
                let routes = Routes(forHost: "https://shop.example.com")
                #expect(routes.host == nil)
                #expect(routes.scheme == "")
                #expect(Routes.allRoutes().keys.allSatisfy { !$0.hasPrefix("//") })
            }
        }

        @Test func explainShowsTheChosenHostNamespaceAndWhy() {
            withCleanRouter {
                Routes(forHost: "*.example.com").addRoute("/a")
                Routes(forHost: "shop.example.com").addRoute("/p/:id")
                let exact = Routes.explain("https://shop.example.com/p/1")
                #expect(exact.hostChoice?.hasPrefix("shop.example.com (registered for the URL's host") == true)
                #expect(exact.namespaces == ["//shop.example.com"])
                #expect(exact.winner?.parameters?.scheme == "https")
                let wild = Routes.explain("https://a.b.example.com/a")
                #expect(wild.hostChoice?.contains("*.example.com (the longest wildcard") == true)
                #expect(wild.description.contains("Host: *.example.com (the longest wildcard"))
                #expect(wild.description.contains("Searched: //*.example.com"))
                let none = Routes.explain("https://other.org/a")
                #expect(none.hostChoice?.hasPrefix("none") == true)
                #expect(none.namespaces == [Routes.globalScheme])
            }
        }

        @Test func explainFollowsTheHostFallback() {
            withCleanRouter {
                let shop = Routes(forHost: "shop.example.com")
                shop.shouldFallbackToGlobalRoutes = true
                Routes.globalRoutes().addRoute("/g")
                let explanation = Routes.explain("https://shop.example.com/g")
                #expect(explanation.usedHostFallback)
                #expect(explanation.namespaces == ["//shop.example.com", Routes.globalScheme])
                #expect(explanation.winner?.namespace == Routes.globalScheme)
            }
        }
    }

    /// URLs for named routes in registered namespaces.
    @Suite struct RegisteredLinkGeneration {
        @Test func schemeNamespaceWritesHostForm() throws {
            try withCleanRouter { () throws in
                Routes(forScheme: "shop").addRoute("/product/:id", name: "product")
                #expect(try Routes(forScheme: "shop").url(forRouteNamed: "product", parameters: ["id": "42"]) == "shop://product/42")
                #expect(try Routes(forScheme: "shop").url(forRouteNamed: "product", parameters: ["id": "42"], scheme: "SHOP")
                    == "SHOP://product/42")
            }
        }

        @Test func exactHostNamespaceWritesHTTPSWithItsHost() throws {
            try withCleanRouter { () throws in
                let shop = Routes(forHost: "shop.example.com")
                shop.addRoute("/product/:id", name: "product")
                #expect(try shop.url(forRouteNamed: "product", parameters: ["id": "42"]) == "https://shop.example.com/product/42")
                #expect(try shop.url(forRouteNamed: "product", parameters: ["id": "42"], scheme: "http")
                    == "http://shop.example.com/product/42")
                let url = try shop.url(forRouteNamed: "product", parameters: ["id": "4 2"])
                #expect(Routes.explain(url).winner?.parameters?["id"] == "4 2")
            }
        }

        @Test func wildcardHostNamespaceCannotFormAURL() {
            withCleanRouter {
                let tenants = Routes(forHost: "*.example.com")
                tenants.addRoute("/a", name: "a")
                #expect(throws: RouteGenerationError.self) { try tenants.url(forRouteNamed: "a") }
                #expect(throws: RouteGenerationError.self) { try tenants.url(forRouteNamed: "a", scheme: "https") }
                #expect((try? tenants.path(forRouteNamed: "a")) == "/a")
            }
        }

        @Test func globalNamespaceNeedsAScheme() throws {
            try withCleanRouter { () throws in
                Routes.globalRoutes().addRoute("/a", name: "a")
                #expect(throws: RouteGenerationError.self) { try Routes.globalRoutes().url(forRouteNamed: "a") }
                #expect(try Routes.globalRoutes().url(forRouteNamed: "a", scheme: "myapp") == "myapp://a")
            }
        }

        @Test func plusReadsBackAsASpaceWhilePlusDecodingIsOn() throws {
            try withCleanRouter { () throws in
                let recorder = RouteRecorder()
                Routes(forScheme: "shop").addRoute("/q/:q", name: "q", handler: recorder.handler())
                let url = try Routes(forScheme: "shop").url(forRouteNamed: "q", parameters: ["q": "c++"])
                #expect(url == "shop://q/c%2B%2B")
                #expect(Routes.routeURL(url))
                #expect(recorder.last?["q"] == "c  ")
                Routes.shouldDecodePlusSymbols = false
                #expect(Routes.routeURL(url))
                #expect(recorder.last?["q"] == "c++")
            }
        }
    }
}

extension RouterSuite {
    /// Host namespaces under concurrent registration, routing and unregistration.
    @Suite struct HostNamespaceConcurrency {
        @Test func routingWhileHostNamespacesComeAndGo() {
            withCleanRouter {
                let handled = LockedBox(0)
                Routes(forHost: "stable.example.com").addRoute("/p/:id") { parameters in
                    handled.update { $0 += 1 }
                    return parameters.host == "stable.example.com"
                }
                DispatchQueue.concurrentPerform(iterations: 6) { worker in
                    for round in 0..<100 {
                        if worker % 2 == 0 {
                            #expect(Routes.routeURL("https://stable.example.com/p/\(round)"))
                        } else {
                            let host = "w\(worker)-\(round).example.com"
                            Routes(forHost: host).addRoute("/x")
                            #expect(Routes.canRouteURL("https://\(host)/x"))
                            Routes.unregisterRouteHost(host)
                            #expect(!Routes.canRouteURL("https://\(host)/x"))
                        }
                    }
                }
                #expect(handled.value == 3 * 100)
                #expect(Routes.allRoutes().keys.filter { $0.hasPrefix("//") } == ["//stable.example.com"])
            }
        }
    }
}
