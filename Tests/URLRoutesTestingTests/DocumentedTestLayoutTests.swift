import Foundation
import Testing
import URLRoutesTesting

/// The test layout of "One table for the app, the server and CI" (Check it in `swift test`),
/// as written there: a `.serialized` suite whose `init()` registers the table before each
/// test. Swift Testing makes the suite anew for every test, so the table is registered once
/// per test; each test must still see one copy of every route. Run in a process of its own
/// (an exit test), since it registers into the process-wide registry.
@Suite struct DocumentedTestLayoutTests {
    /// The article's `AppRoutes`.
    enum AppRoutes {
        static let table = try! RouteTable(parsing: """
            acme                /product/:id<\\d+>(/:tab)   10   product.show
            acme                /search/:query                  search
            //shop.example.com  /p/:id                          shop.product
            *                   /support/*
            @fallback acme
            """)
    }

    /// The article's suite, without the attributes: the exit test runs its tests in turn.
    struct RegisteredLinkTests {
        init() throws {
            try AppRoutes.table.register()   // before each test; replaces the previous test's routes
        }

        func productLinks() {
            expectRoute("acme://product/42/reviews", to: "product.show", parameters: ["id": "42", "tab": "reviews"])
            expectNoRoute("acme://product/boots")
        }

        func shopLinks() {
            expectLink("shop.product", parameters: ["id": "7"], is: "https://shop.example.com/p/7")
        }
    }

    @Test func everyTestOfTheSuiteSeesTheTableOnce() async {
        await #expect(processExitsWith: .success) {
            try RegisteredLinkTests().productLinks()
            try RegisteredLinkTests().shopLinks()
            try RegisteredLinkTests().productLinks()
            #expect(Routes(forScheme: "acme").routes().count == 3)   // product.show's two expansions, search
            #expect(RouteTable.registered().routes.count == AppRoutes.table.routes.count)
        }
    }
}
