import Testing
import URLRoutes

/// The error `body` throws, when it is a `RouteGenerationError`; records an issue otherwise.
func expectGenerationError(_ body: () throws -> String, sourceLocation: SourceLocation = #_sourceLocation) -> RouteGenerationError? {
    do {
        let result = try body()
        Issue.record("expected a RouteGenerationError, got \(result)", sourceLocation: sourceLocation)
        return nil
    } catch let error as RouteGenerationError {
        return error
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

extension RouterSuite {
    /// Generated links route back, through the namespace routing picks for them, to the route
    /// they were made for with the values they were made from; or generation throws, naming the
    /// route that would take the link instead, or saying that none would.
    @Suite struct LinkRouteBack {
        // MARK: Patterns that crashed

        @Test func twoGlobstarsShareTheWildcardComponentsWithoutCrashing() throws {
            try withCleanRouter { () throws in
                let recorder = RouteRecorder()
                let routes = Routes(forScheme: "app")
                routes.addRoute("/a/**/b/**/c", name: "two", handler: recorder.handler())
                let path = try routes.path(forRouteNamed: "two", wildcard: ["x"])
                #expect(path == "/a/x/b/c")
                #expect(Routes.routeURL("app:" + path))
                #expect(recorder.last?.wildcardComponents == ["x"])
                #expect(try routes.path(forRouteNamed: "two", wildcard: ["x", "y"]) == "/a/x/y/b/c")
                #expect(try routes.path(forRouteNamed: "two") == "/a/b/c")
            }
        }

        @Test func aGlobstarBeforeATrailingStarTakesTwoComponentsWithoutCrashing() throws {
            try withCleanRouter { () throws in
                let recorder = RouteRecorder()
                let routes = Routes(forScheme: "app")
                routes.addRoute("/**/x/*", name: "r", handler: recorder.handler())
                #expect(try routes.path(forRouteNamed: "r", wildcard: ["p", "q"]) == "/p/q/x")
                // All in the `**` would read back as ["q", "x"]: the trailing `*` takes them instead.
                let path = try routes.path(forRouteNamed: "r", wildcard: ["x", "q"])
                #expect(path == "/x/x/q")
                #expect(Routes.routeURL("app:" + path))
                #expect(recorder.last?.wildcardComponents == ["x", "q"])
            }
        }

        @Test func componentsThatSpellALiteralOfThePatternStillReadBack() throws {
            try withCleanRouter { () throws in
                let recorder = RouteRecorder()
                let routes = Routes(forScheme: "app")
                routes.addRoute("/**/b/**", name: "r", handler: recorder.handler())
                let path = try routes.path(forRouteNamed: "r", wildcard: ["b", "b"])
                #expect(path == "/b/b/b")
                #expect(Routes.routeURL("app:" + path))
                #expect(recorder.last?.wildcardComponents == ["b", "b"])
            }
        }

        @Test func aVariableThatAppearsTwiceIsWrittenTwiceInRoomMadeForBoth() throws {
            try withCleanRouter { () throws in
                let recorder = RouteRecorder()
                let routes = Routes(forScheme: "app")
                routes.addRoute("/a/:x/b/:x", name: "twice", handler: recorder.handler())
                let value = String(repeating: "é", count: 200)
                let encoded = String(repeating: "%C3%A9", count: 200)
                let path = try routes.path(forRouteNamed: "twice", parameters: ["x": value])
                #expect(path == "/a/\(encoded)/b/\(encoded)")
                #expect(Routes.routeURL("app:" + path))
                #expect(recorder.last?["x"] == value)
            }
        }

        // MARK: The namespace routing picks

        @Test func aRouteOfEqualPriorityAddedEarlierTakesTheLink() throws {
            try withCleanRouter { () throws in
                let routes = Routes(forScheme: "shop")
                routes.addRoute("/:first/tail")
                routes.addRoute("/q/:b", name: "q")
                let error = expectGenerationError { try routes.url(forRouteNamed: "q", parameters: ["b": "tail"]) }
                #expect(error?.link == "shop://q/tail")
                #expect(error?.takenBy?.pattern == "/:first/tail")
                #expect(error?.description.contains("/:first/tail in shop instead, which comes first (same priority, added earlier)") == true)
                #expect(try routes.url(forRouteNamed: "q", parameters: ["b": "head"]) == "shop://q/head")
            }
        }

        @Test func aRouteOfHigherPriorityTakesThePath() {
            withCleanRouter {
                let routes = Routes()
                routes.addRoute("/p/:id", name: "product")
                routes.addRoute("/p/new", name: "new", priority: 5)
                let error = expectGenerationError { try routes.path(forRouteNamed: "product", parameters: ["id": "new"]) }
                #expect(error?.takenBy?.pattern == "/p/new")
                #expect(error?.description.contains("route \"new\" (/p/new)") == true)
                #expect(error?.description.contains("priority 5 is above this route's 0") == true)
            }
        }

        @Test func aGlobalRouteLinkedWithASchemeWhoseNamespaceDoesNotFallBackThrows() throws {
            try withCleanRouter { () throws in
                Routes.globalRoutes().addRoute("/login", name: "login")
                let shop = Routes(forScheme: "shop")
                shop.addRoute("/cart")
                let error = expectGenerationError {
                    try Routes.globalRoutes().url(forRouteNamed: "login", parameters: ["next": "/cart"], scheme: "shop")
                }
                #expect(error?.link == "shop://login?next=%2Fcart")
                #expect(error?.takenBy == nil)
                #expect(error?.reason.contains("no route would take") == true)
                #expect(error?.reason.contains("(routing searches shop, which does not fall back to the global routes)") == true)
                shop.shouldFallbackToGlobalRoutes = true
                #expect(try Routes.globalRoutes().url(forRouteNamed: "login", parameters: ["next": "/cart"], scheme: "shop")
                    == "shop://login?next=%2Fcart")
                // A scheme with no namespace of its own routes in the global one.
                #expect(try Routes.globalRoutes().url(forRouteNamed: "login", scheme: "other") == "other://login")
            }
        }

        @Test func theFallbackNamespacesOwnRouteIsNamedWhenItTakesTheLink() {
            withCleanRouter {
                Routes.globalRoutes().addRoute("/login", name: "login")
                let shop = Routes(forScheme: "shop")
                shop.shouldFallbackToGlobalRoutes = true
                shop.addRoute("/:page", name: "page")
                let error = expectGenerationError { try Routes.globalRoutes().url(forRouteNamed: "login", scheme: "shop") }
                #expect(error?.takenBy?.pattern == "/:page")
                #expect(error?.description.contains("route \"page\" (/:page) in shop") == true)
            }
        }

        @Test func aHostNamespaceThatDoesNotFallBackKeepsAWebLinkFromTheSchemeNamespace() throws {
            try withCleanRouter { () throws in
                let https = Routes(forScheme: "https")
                https.addRoute("/p/:id", name: "product")
                let shop = Routes(forHost: "shop.example.com")
                shop.addRoute("/cart")
                let error = expectGenerationError {
                    try https.url(forRouteNamed: "product", parameters: ["id": "1"], host: "shop.example.com")
                }
                #expect(error?.reason.contains("routing searches //shop.example.com") == true)
                shop.shouldFallbackToGlobalRoutes = true
                #expect(try https.url(forRouteNamed: "product", parameters: ["id": "1"], host: "shop.example.com")
                    == "https://shop.example.com/p/1")
            }
        }

        @Test func aStandaloneTableIsReadAsItsOwnRouteURLReadsIt() throws {
            try withCleanRouter { () throws in
                // The registry's shop namespace would not take it; the table itself does.
                Routes(forScheme: "shop").addRoute("/cart")
                let table = Routes()
                table.addRoute("/p/:id", name: "product")
                #expect(try table.url(forRouteNamed: "product", parameters: ["id": "1"], scheme: "shop") == "shop://p/1")
            }
        }

        @Test func aLinkReadByAnotherExpansionOfTheRouteFallsBackToTheQueryForm() throws {
            let routes = Routes()
            routes.addRoute("/settings(/:section)(/:item)", name: "settings")
            #expect(try routes.path(forRouteNamed: "settings", parameters: ["item": "b"]) == "/settings?item=b")
        }

        @Test func aValueEndingInHashFallsBackToTheQueryFormWhenThereIsOne() throws {
            let routes = Routes()
            let seen = LockedBox<RouteParameters?>(nil)
            routes.addRoute("/settings(/:section)(/:item)", name: "settings") { parameters in
                seen.value = parameters
                return true
            }
            let path = try routes.path(forRouteNamed: "settings", parameters: ["item": "a#"])
            #expect(path == "/settings?item=a%23")
            #expect(routes.routeURL("app://" + path.dropFirst()))
            #expect(seen.value?["item"] == "a#")
            // Without a query form to fall back to, the '#' is still an error.
            let plain = Routes()
            plain.addRoute("/p/:id", name: "p")
            #expect(expectGenerationError { try plain.path(forRouteNamed: "p", parameters: ["id": "a#"]) }?.reason.contains("'#'") == true)
        }

        @Test(arguments: ["/[a/c", "/a@b/c", "/a:b/c", "/LocalHost/c", "/a%2Eb/c", "/b%C3%BCcher%E3%80%82de/c"])
        func aFirstComponentThatWouldNotReadBackAsOneIsWrittenInPathForm(_ pattern: String) throws {
            try withCleanRouter { () throws in
                let recorder = RouteRecorder()
                let routes = Routes(forScheme: "app")
                routes.addRoute(pattern, name: "r", handler: recorder.handler())
                let url = try routes.url(forRouteNamed: "r")
                #expect(url == "app://" + pattern)
                #expect(Routes.routeURL(url))
                #expect(recorder.last?.pattern == pattern)
            }
        }

        @Test func aHandlerMayGenerateALinkWhileItsURLIsRouted() throws {
            try withCleanRouter { () throws in
                let made = LockedBox<String?>(nil)
                let shop = Routes(forScheme: "shop")
                shop.addRoute("/p/:id", name: "product") { parameters in
                    made.value = try? shop.url(forRouteNamed: "product", parameters: ["id": parameters["id"]! + "0"])
                    return true
                }
                #expect(Routes.routeURL("shop://p/4"))
                #expect(made.value == "shop://p/40")
            }
        }

        // MARK: Reserved names

        @Test(arguments: [RouteParameters.patternKey, RouteParameters.urlKey, RouteParameters.schemeKey,
                          RouteParameters.wildcardComponentsKey])
        func aParameterNamedWithAReservedKeyIsAnError(_ key: String) {
            let routes = Routes()
            routes.addRoute("/p/:id", name: "p")
            let error = expectGenerationError { try routes.path(forRouteNamed: "p", parameters: ["id": "1", key: "x"]) }
            #expect(error?.parameter == key)
            #expect(error?.reason.contains("reserves") == true)
        }

        @Test func aPathVariableNamedWithAReservedKeyIsAnErrorToo() {
            let routes = Routes()
            routes.addRoute("/p/:JLRouteScheme", name: "p")
            #expect(expectGenerationError { try routes.path(forRouteNamed: "p", parameters: ["JLRouteScheme": "x"]) }?
                .parameter == "JLRouteScheme")
        }

        // MARK: Hosts

        @Test func aWebSchemeNamespaceLinksWithTheHostGiven() throws {
            try withCleanRouter { () throws in
                let https = Routes(forScheme: "https")
                https.addRoute("/p/:id", name: "product")
                #expect(try https.url(forRouteNamed: "product", parameters: ["id": "1"], host: "shop.example.com")
                    == "https://shop.example.com/p/1")
                let error = expectGenerationError { try https.url(forRouteNamed: "product", parameters: ["id": "1"]) }
                #expect(error?.parameter == "host")
                #expect(error?.reason.contains("needs a real host") == true)
            }
        }

        @Test func aGlobalRouteWithAHostIsAnHTTPSLink() throws {
            try withCleanRouter { () throws in
                Routes.globalRoutes().addRoute("/p/:id", name: "product")
                #expect(try Routes.globalRoutes().url(forRouteNamed: "product", parameters: ["id": "1"], host: "shop.example.com")
                    == "https://shop.example.com/p/1")
                #expect(expectGenerationError { try Routes.globalRoutes().url(forRouteNamed: "product", parameters: ["id": "1"], scheme: "http") }?
                    .parameter == "host")
            }
        }

        @Test func aWildcardHostNamespaceLinksToTheHostGiven() throws {
            try withCleanRouter { () throws in
                let tenants = Routes(forHost: "*.example.com")
                tenants.addRoute("/", name: "home")
                #expect(try tenants.url(forRouteNamed: "home", host: "acme.example.com") == "https://acme.example.com/")
                #expect(expectGenerationError { try tenants.url(forRouteNamed: "home") }?.parameter == "host")
                // A host the namespace does not cover does not route back to it.
                #expect(expectGenerationError { try tenants.url(forRouteNamed: "home", host: "example.org") }?.reason
                    .contains("no route would take") == true)
            }
        }

        @Test func theHostIsWrittenAsRoutingReadsIt() throws {
            try withCleanRouter { () throws in
                Routes.globalRoutes().addRoute("/p/:id", name: "product")
                let global = Routes.globalRoutes()
                #expect(try global.url(forRouteNamed: "product", parameters: ["id": "1"], host: "Shop.Example.COM.")
                    == "https://shop.example.com/p/1")
                #expect(try global.url(forRouteNamed: "product", parameters: ["id": "1"], host: "bücher.example")
                    == "https://xn--bcher-kva.example/p/1")
                #expect(try global.url(forRouteNamed: "product", parameters: ["id": "1"], scheme: "http", host: "localhost:8080")
                    == "http://localhost:8080/p/1")
                #expect(try global.url(forRouteNamed: "product", parameters: ["id": "1"], scheme: "http", host: "[::1]:8080")
                    == "http://[::1]:8080/p/1")
            }
        }

        @Test(arguments: ["", "a b.example.com", "shop.example.com/p", "me@shop.example.com", "shop", "a..b.com",
                          "shop.example.com:80x", "shop.example.com:"])
        func aHostThatCannotStandInALinkIsAnError(_ host: String) {
            withCleanRouter {
                Routes.globalRoutes().addRoute("/p/:id", name: "product")
                let error = expectGenerationError {
                    try Routes.globalRoutes().url(forRouteNamed: "product", parameters: ["id": "1"], host: host)
                }
                #expect(error?.parameter == "host", "\(host)")
            }
        }

        @Test func aCustomSchemeLinkMayCarryAHost() throws {
            try withCleanRouter { () throws in
                let shop = Routes(forScheme: "shop")
                shop.addRoute("/p/:id", name: "product")
                #expect(try shop.url(forRouteNamed: "product", parameters: ["id": "1"], host: "shop.example.com")
                    == "shop://shop.example.com/p/1")
            }
        }

        @Test func anExactHostNamespaceStillWritesItsOwnHost() throws {
            try withCleanRouter { () throws in
                let shop = Routes(forHost: "shop.example.com")
                shop.addRoute("/p/:id", name: "product")
                #expect(try shop.url(forRouteNamed: "product", parameters: ["id": "1"], host: nil) == "https://shop.example.com/p/1")
                #expect(try shop.url(forRouteNamed: "product", parameters: ["id": "1"], host: "SHOP.example.com")
                    == "https://shop.example.com/p/1")
            }
        }

        @Test func aLinkToAnotherSchemeThanTheNamespacesThrowsUnlessRoutingComesBack() {
            withCleanRouter {
                Routes(forScheme: "shop").addRoute("/product/:id", name: "product")
                let error = expectGenerationError {
                    try Routes(forScheme: "shop").url(forRouteNamed: "product", parameters: ["id": "42"], scheme: "shop-beta")
                }
                #expect(error?.link == "shop-beta://product/42")
                #expect(error?.reason.contains("routing searches *") == true)
            }
        }

        @Test func hostAsPathComponentMakesAHostLinkThrow() {
            withCleanRouter {
                let shop = Routes(forHost: "shop.example.com")
                shop.addRoute("/p/:id", name: "product")
                Routes.alwaysTreatsHostAsPathComponent = true
                let error = expectGenerationError { try shop.url(forRouteNamed: "product", parameters: ["id": "1"]) }
                #expect(error?.reason.contains("read as path components (alwaysTreatsHostAsPathComponent)") == true)
            }
        }
    }
}
