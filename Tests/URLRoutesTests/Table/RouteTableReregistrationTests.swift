import Foundation
import Testing
@testable import URLRoutes

/// Registering a table again replaces what tables registered before in its namespaces: one
/// copy of every route, with the latest handlers, however many tests register.
extension RouterSuite {
    @Suite struct RouteTableReregistration {
        private static let table = """
            pawly   /product/:id<\\d+>     product.show
            pawly   /orders(/:orderID)    orders
            *       /help/*
            """

        @Test func registeringTheSameTableTwiceKeepsOneCopyOfEachRoute() throws {
            try withCleanRouter {
                let table = try RouteTable(parsing: Self.table)
                try table.register()
                try table.register()
                #expect(Routes(forScheme: "pawly").routes().map(\.pattern) == ["/product/:id<\\d+>", "/orders/:orderID", "/orders"])
                #expect(Routes.globalRoutes().routes().map(\.pattern) == ["/help/*"])
                #expect(try Routes(forScheme: "pawly").url(forRouteNamed: "product.show", parameters: ["id": "7"]) == "pawly://product/7")
                #expect(RouteTable.registered().routes.count == 3)
            }
        }

        @Test func theLatestRegistrationsHandlersRun() throws {
            try withCleanRouter {
                let table = try RouteTable(parsing: Self.table)
                let opened = Locked<[String]>([])
                try table.register(handlers: ["product.show": { _ in opened.withLock { $0.append("first") }; return true }])
                try table.register(handlers: ["product.show": { _ in opened.withLock { $0.append("second") }; return true }])
                #expect(Routes.routeURL("pawly://product/7"))
                #expect(opened.withLock { $0 } == ["second"])
            }
        }

        @Test func anotherTableReplacesTheRoutesOfTheNamespacesItHasRoutesIn() throws {
            try withCleanRouter {
                try RouteTable(parsing: Self.table).register()
                try RouteTable(parsing: "pawly  /cart  cart").register()
                #expect(Routes(forScheme: "pawly").routes().map(\.pattern) == ["/cart"])
                // The global namespace held a route of the first table, and the second has none there.
                #expect(Routes.globalRoutes().routes().map(\.pattern) == ["/help/*"])
                #expect(throws: RouteGenerationError.self) { try Routes(forScheme: "pawly").path(forRouteNamed: "product.show", parameters: ["id": "7"]) }
            }
        }

        @Test func routesAddedOneByOneStay() throws {
            try withCleanRouter {
                Routes(forScheme: "pawly").addRoute("/settings")
                try RouteTable(parsing: Self.table).register()
                try RouteTable(parsing: Self.table).register()
                #expect(Routes(forScheme: "pawly").routes().map(\.pattern) == ["/settings", "/product/:id<\\d+>", "/orders/:orderID", "/orders"])
            }
        }
    }
}
