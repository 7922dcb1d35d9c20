import Testing
import URLRoutesTesting

/// `RouteExpectations` without a table: the registry's routes name the cases and route them.
/// Each test runs in a process of its own (an exit test): suites of other targets reset the
/// registry while they run.
@Suite struct RegistryExpectationsTests {
    @Test func withoutATableTheRegistryNamesAndRoutesTheCases() async {
        await #expect(processExitsWith: .success) {
            Routes(forScheme: "acme").addRoute("/product/:id<\\d+>", name: "product.show", priority: 10)
            Routes(forScheme: "acme").addRoute("/product/:slug", name: "product.bySlug")
            let expectations = try RouteExpectations(parsing: """
                acme://product/42      product.show    id=42
                acme://product/boots   product/:slug   slug=boots
                acme://cart            -
                """)
            #expect(expectations.check().isEmpty)
        }
    }

    @Test func aFailureNamesRegisteredRoutesWithoutATableLine() async {
        await #expect(processExitsWith: .success) {
            Routes(forScheme: "acme").addRoute("/product/:id<\\d+>", name: "product.show", priority: 10)
            Routes(forScheme: "acme").addRoute("/product/:slug", name: "product.bySlug")
            let failures = try RouteExpectations(parsing: "acme://product/boots  product.show\n", file: "app.expectations").check()
            #expect(failures.map(\.description) == ["""
                app.expectations:1: error: acme://product/boots: expected product.show, but it routed to product.bySlug (acme /product/:slug)
                    product.show (acme /product/:id<\\d+>) did not match: component 2 "boots" does not satisfy :id<\\d+>
                """])
        }
    }

    @Test func aNameTheRegistryLacksIsAnError() async {
        await #expect(processExitsWith: .success) {
            Routes(forScheme: "acme").addRoute("/product/:id", name: "product.show")
            let error = try #require(throws: RouteTableError.self) {
                try RouteExpectations(parsing: "acme://product/42  product.shwo\n", file: "app.expectations")
            }
            #expect(error.description == "app.expectations:1:20: error: the registry has no route named 'product.shwo'; did you mean 'product.show'?")
        }
    }

    @Test func checkJudgesTheRegistryAsItIsWhenItRuns() async {
        await #expect(processExitsWith: .success) {
            Routes(forScheme: "acme").addRoute("/product/:id", name: "product.show")
            let expectations = try RouteExpectations(parsing: "acme://product/42  product.show\n")
            #expect(expectations.check().isEmpty)
            Routes(forScheme: "acme").removeRoute(withPattern: "/product/:id")
            let failures = expectations.check()
            #expect(failures.first?.message.hasPrefix("expected product.show, but the registry has no route named 'product.show'") == true)
        }
    }

    @Test func aRegisteredTableAndItsExpectationsAgree() async {
        await #expect(processExitsWith: .success) {
            let table = try RouteTable(parsing: "shop  /cart  cart\nshop  /cart  cart2\n*  /login  login\n@fallback shop\n")
            try table.register()
            let failures = try RouteExpectations(parsing: "shop://cart  cart\nshop://login  login\nshop://cart  cart2\n").check()
            #expect(failures.map(\.line) == [3])
            #expect(failures.first?.message.contains("cart2 (shop /cart) matches too, but cart (shop /cart) is tried first (both priority 0: the one registered first wins)") == true)
        }
    }

    // MARK: the table alone

    @Test func aTableIsCheckedOnItsOwnWithoutTheRegistry() async {
        await #expect(processExitsWith: .success) {
            // The registry sends acme://product/42 elsewhere; the table's own routes decide.
            Routes(forScheme: "acme").addRoute("/product/:id", name: "elsewhere", priority: 100)
            let before = RouteTable.registered()
            let table = try RouteTable(parsing: "acme  /product/:id<\\d+>  product.show\n")
            let failures = try RouteExpectations(parsing: "acme://product/42  product.show  id=42\n", table: table).check()
            #expect(failures.isEmpty, "\(failures)")
            #expect(RouteTable.registered() == before, "checking against a table leaves the registry alone")
        }
    }
}
