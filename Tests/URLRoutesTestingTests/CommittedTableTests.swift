import Testing
import URLRoutesTesting

/// The article "One table for the app, the server and CI": an app that registers its routes in
/// code keeps the table file as the record, and a test holds the two together. Exit tests: the
/// registry is one per process.
@Suite struct CommittedTableTests {
    static let committed = """
        acme                /product/:id<\\d+>(/:tab)   10   product.show
        acme                /search/:query                  search
        //shop.example.com  /p/:id                          shop.product
        *                   /support/*

        @fallback acme
        """

    @Test func theCommittedTableEqualsWhatTheAppRegistersInCode() async {
        await #expect(processExitsWith: .success) {
            Routes(forScheme: "acme").addRoute("/product/:id<\\d+>(/:tab)", name: "product.show", priority: 10) { _ in true }
            Routes(forScheme: "acme").addRoute("/search/:query", name: "search") { _ in true }
            Routes(forScheme: "acme").shouldFallbackToGlobalRoutes = true
            Routes(forHost: "shop.example.com").addRoute("/p/:id", name: "shop.product") { _ in true }
            Routes.globalRoutes().addRoute("/support/*") { _ in true }
            let committed = try RouteTable(parsing: CommittedTableTests.committed)
            #expect(RouteTable.registered() == committed)
        }
    }

    @Test func aRouteAddedInCodeButNotCommittedTellsTheTablesApart() async {
        await #expect(processExitsWith: .success) {
            try RouteTable(parsing: CommittedTableTests.committed).register()
            Routes(forScheme: "acme").addRoute("/cart", name: "cart")
            let committed = try RouteTable(parsing: CommittedTableTests.committed)
            #expect(RouteTable.registered() != committed)
        }
    }

    @Test func theCommittedTablesGoldenCasesHoldForTheRegisteredRoutes() async {
        await #expect(processExitsWith: .success) {
            try RouteTable(parsing: CommittedTableTests.committed).register()
            let failures = try RouteExpectations(parsing: """
                acme://product/42/reviews      product.show   id=42 tab=reviews
                https://shop.example.com/p/7   shop.product   id=7
                acme://support/a/b             support/*      *=a/b
                acme://product/boots           -
                """).check()
            #expect(failures.isEmpty, "\(failures)")
        }
    }
}
