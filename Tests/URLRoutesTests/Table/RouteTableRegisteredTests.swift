import Testing
@testable import URLRoutes

/// `RouteTable.registered()`: what the process registered in code, as a table.
extension RouterSuite {
    @Suite struct RouteTableRegistered {
        @Test func routesAddedInCodeAreListedWithNamespacePriorityAndName() {
            withCleanRouter {
                Routes(forScheme: "acme").addRoute("/search/:q", name: "search", priority: 5)
                Routes(forHost: "Shop.Example.com").addRoute("/p/:id")
                Routes.globalRoutes().addRoute("/support/*")
                #expect(RouteTable.registered().routes == [
                    .init(.scheme("acme"), "/search/:q", priority: 5, name: "search"),
                    .init(.host("shop.example.com"), "/p/:id"),
                    .init(.global, "/support/*"),
                ])
            }
        }

        @Test func aPatternWithOptionalGroupsIsGivenBackAsWritten() {
            withCleanRouter {
                Routes(forScheme: "acme").addRoute("/product/:id(/:tab)(/:page)", name: "product", priority: 3)
                Routes(forScheme: "acme").addRoute("/home")
                #expect(RouteTable.registered().routes == [
                    .init(.scheme("acme"), "/product/:id(/:tab)(/:page)", priority: 3, name: "product"),
                    .init(.scheme("acme"), "/home"),
                ])
            }
        }

        @Test func oncePartOfAnExpansionIsRemovedTheRestIsListedOneByOne() {
            withCleanRouter {
                let acme = Routes(forScheme: "acme")
                acme.addRoute("/user(/:id)")
                acme.removeRoute(withPattern: "/user")
                #expect(RouteTable.registered().routes == [.init(.scheme("acme"), "/user/:id")])
            }
        }

        @Test func fallbacksOfSchemeAndHostNamespacesAreListed() {
            withCleanRouter {
                Routes(forScheme: "acme").shouldFallbackToGlobalRoutes = true
                Routes(forHost: "shop.example.com").shouldFallbackToGlobalRoutes = true
                Routes(forScheme: "https").addRoute("/x")
                #expect(Set(RouteTable.registered().fallbacks) == [.scheme("acme"), .host("shop.example.com")])
            }
        }

        @Test func theGlobalOptionsAreListed() {
            withCleanRouter {
                Routes.shouldDecodePlusSymbols = false
                Routes.alwaysTreatsHostAsPathComponent = true
                let table = RouteTable.registered()
                #expect(!table.decodesPlusSymbols)
                #expect(table.treatsHostAsPathComponent)
            }
        }

        @Test func aRegisteredTableIsWhatRegisteredGivesBack() throws {
            try withCleanRouter {
                let table = try RouteTable(parsing: """
                    acme                /product/:id<\\d+>(/:tab)  10  product.show
                    https               /p/:id                         product.show
                    //shop.example.com  /p/:id                         shop.product
                    acme                /search/:query                 search
                    *                   /support/*
                    acme                /b                         -2
                    @fallback acme //shop.example.com
                    @option decode-plus-symbols off
                    """)
                try table.register()
                let registered = RouteTable.registered()
                #expect(registered == table)
                #expect(try RouteTable(parsing: registered.description) == table)
            }
        }

        @Test func theRegistryIsListedAfterConcurrentRegistrations() async throws {
            resetRouterState()
            defer { resetRouterState() }
            await withTaskGroup(of: Void.self) { group in
                for index in 0..<8 {
                    group.addTask { Routes(forScheme: "s\(index)").addRoute("/a(/:b)", name: "n") }
                }
            }
            let table = RouteTable.registered()
            #expect(table.routes.count == 8)
            #expect(table.routes.allSatisfy { $0.pattern == "/a(/:b)" && $0.name == "n" })
        }
    }
}
