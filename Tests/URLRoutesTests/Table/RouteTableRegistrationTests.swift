import Foundation
import Testing
@testable import URLRoutes

/// `register(handlers:)`: the table's routes in the registry with their handlers, all or nothing.
extension RouterSuite {
    @Suite struct RouteTableRegistration {
        private static let table = """
            acme                /product/:id<\\d+>(/:tab)  10  product.show
            acme                /search/:query                 search
            //Shop.Example.com  /p/:id                         shop.product
            *                   /support/*
            @fallback acme //shop.example.com
            """

        @Test func everyRouteIsRegisteredInItsNamespaceWithItsHandler() throws {
            try withCleanRouter {
                let opened = Locked<[String]>([])
                try RouteTable(parsing: Self.table).register(handlers: [
                    "product.show": { parameters in opened.withLock { $0.append("product \(parameters["id"]!)") }; return true },
                    "shop.product": { parameters in opened.withLock { $0.append("shop \(parameters["id"]!)") }; return true },
                ])
                #expect(Routes.routeURL("acme://product/42/reviews"))
                #expect(Routes.routeURL("https://shop.example.com/p/7"))
                #expect(opened.withLock { $0 } == ["product 42", "shop 7"])
            }
        }

        @Test func aRouteWithoutAHandlerIsRegisteredAndCountsAsHandled() throws {
            try withCleanRouter {
                try RouteTable(parsing: Self.table).register()
                #expect(Routes.routeURL("acme://search/boots"))
                #expect(Routes.globalRoutes().routes().map(\.pattern) == ["/support/*"])
            }
        }

        @Test func namesArePassedToTheRegistry() throws {
            try withCleanRouter {
                try RouteTable(parsing: Self.table).register()
                #expect(try Routes(forScheme: "acme").path(forRouteNamed: "product.show", parameters: ["id": "42"]) == "/product/42")
                #expect(Routes(forHost: "shop.example.com").route(named: "shop.product")?.pattern == "/p/:id")
            }
        }

        @Test func fallbacksAreTurnedOnForSchemeAndHostNamespaces() throws {
            try withCleanRouter {
                try RouteTable(parsing: Self.table + "\nhttps /x\n").register()
                #expect(Routes(forScheme: "acme").shouldFallbackToGlobalRoutes)
                #expect(Routes(forHost: "shop.example.com").shouldFallbackToGlobalRoutes)
                #expect(!Routes(forScheme: "https").shouldFallbackToGlobalRoutes)
                #expect(Routes.canRouteURL("acme://support/contact"), "acme falls back to *")
            }
        }

        @Test func registeringLeavesTheGlobalOptionsAndTheTablesNamespacesUseTheTables() throws {
            try withCleanRouter {
                let seen = Locked<[String]>([])
                let record: RouteHandler = { parameters in seen.withLock { $0.append(parameters["q"] ?? "-") }; return true }
                Routes(forScheme: "other").addRoute("/search/:q", handler: record)
                try RouteTable(parsing: "@option decode-plus-symbols off\nacme /search/:q search\n")
                    .register(handlers: ["search": record])
                #expect(Routes.shouldDecodePlusSymbols)
                #expect(!Routes.alwaysTreatsHostAsPathComponent)
                #expect(Routes.routeURL("acme://search/a+b"))
                #expect(Routes.routeURL("other://search/a+b"))
                #expect(seen.withLock { $0 } == ["a+b", "a b"])
                #expect(Routes.explain("acme://search/a+b").winner?.parameters?["q"] == "a+b")
                #expect(Routes.explain("other://search/a+b").winner?.parameters?["q"] == "a b")
                #expect(RouteTable.registered().decodesPlusSymbols == false)
            }
        }

        @Test func aTableThatReadsHostsAsPathComponentsLeavesOtherNamespacesReadingHosts() throws {
            try withCleanRouter {
                Routes(forScheme: "other").addRoute("/x")
                try RouteTable(parsing: "@option host-as-path-component on\nacme /example.com/x\n").register()
                #expect(!Routes.alwaysTreatsHostAsPathComponent)
                #expect(Routes.canRouteURL("acme://example.com/x"))
                #expect(Routes.canRouteURL("other://example.com/x"))
                #expect(!Routes.canRouteURL("other://example.com/example.com/x"))
            }
        }

        @Test func anUnknownHandlerNameIsAnErrorWithTheClosestNameAndRegistersNothing() throws {
            try withCleanRouter {
                let table = try RouteTable(parsing: Self.table)
                let error = try #require(throws: RouteTableError.self) {
                    try table.register(handlers: ["product.shew": { _ in true }])
                }
                #expect(error.line == nil)
                #expect(error.message.contains("'product.shew'"))
                #expect(error.message.contains("did you mean 'product.show'?"))
                #expect(Routes.allRoutes().values.allSatisfy { $0.isEmpty })
                #expect(!Routes(forScheme: "acme").shouldFallbackToGlobalRoutes)
            }
        }

        @Test func aFarNameGetsNoHint() throws {
            try withCleanRouter {
                let table = try RouteTable(parsing: "acme /home home\n")
                let error = try #require(throws: RouteTableError.self) { try table.register(handlers: ["nope": { _ in true }]) }
                #expect(!error.message.contains("did you mean"), "\(error.message)")
            }
        }

        @Test func aBadPatternLateInATableRegistersNothing() throws {
            try withCleanRouter {
                var table = try RouteTable(parsing: Self.table)
                table.routes.append(.init(.scheme("acme"), "/broken/(:id"))
                let error = try #require(throws: RouteTableError.self) { try table.register() }
                #expect(error.message.contains("'/broken/(:id'"))
                #expect(Routes.allRoutes().values.allSatisfy { $0.isEmpty })
            }
        }

        @Test func aDuplicateNameInANamespaceMadeInCodeIsAnError() {
            withCleanRouter {
                let table = RouteTable(routes: [.init(.scheme("acme"), "/a", name: "x"), .init(.scheme("acme"), "/b", name: "x")])
                #expect(throws: RouteTableError.self) { try table.register() }
                #expect(Routes(forScheme: "acme").routes().isEmpty)
            }
        }

        @Test func whatTheFormatCannotHoldIsRefused() {
            withCleanRouter {
                for route in [RouteTable.Route(.scheme("my_app"), "/a"), .init(.scheme("acme"), "/a b"),
                              .init(.scheme("acme"), "/a", name: "two words"), .init(.host("shop.example.com/x"), "/a")] {
                    #expect(throws: RouteTableError.self, "\(route)") { try RouteTable(routes: [route]).register() }
                }
                #expect(throws: RouteTableError.self) { try RouteTable(fallbacks: [.global]).register() }
                #expect(Routes.allRoutes().values.allSatisfy { $0.isEmpty })
            }
        }

        @Test func anErrorOfAParsedRouteNamesItsFileAndLine() throws {
            try withCleanRouter {
                var table = try RouteTable(parsing: "acme /a a\nacme /b b\n", file: "routes.table")
                table.routes[1].name = "a"
                let error = try #require(throws: RouteTableError.self) { try table.register() }
                #expect(error.file == "routes.table")
                #expect(error.line == 2)
            }
        }

        @Test func tablesRegisteredFromManyThreadsAtOnceNeverMix() async throws {
            resetRouterState()
            defer { resetRouterState() }
            let tables = try (0..<8).map { index in
                try RouteTable(parsing: (0..<50).map { "acme /t\(index)/r\($0)" }.joined(separator: "\n"))
            }
            await withTaskGroup(of: Void.self) { group in
                for table in tables {
                    group.addTask { try? table.register() }
                }
            }
            // Each registration replaces the one before it whole: one table's 50 routes stand,
            // in table order, never a mix of two.
            let patterns = Routes(forScheme: "acme").routes().map(\.pattern)
            try #require(patterns.count == 50)
            let prefix = patterns[0].split(separator: "/")[0]
            #expect(patterns == (0..<50).map { "/\(prefix)/r\($0)" })
        }
    }
}
