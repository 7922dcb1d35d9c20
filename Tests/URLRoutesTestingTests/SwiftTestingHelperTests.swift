import Testing
import URLRoutesTesting

/// `expectRoute`, `expectNoRoute` and `expectLink` judge the process-wide registry. Each test
/// runs in a process of its own (an exit test), so that the routes it registers meet no other
/// test's: suites of other targets reset the registry while they run.
///
/// A helper that holds records nothing, and the child process's issues come back to this test,
/// so a stray issue fails it; one that does not hold is caught with `withKnownIssue`, matched
/// on its place and its message.
@Suite struct SwiftTestingHelperTests {
    /// The table every child registers.
    static let table = """
        @fallback acme
        acme  /product/:id<\\d+>            10  product.show
        acme  /product/:slug<[a-z0-9-]+>        product.bySlug
        acme  /search(/:query)                  search
        acme  /docs/*                           docs
        //shop.example.com  /p/:id              shop.product
        *     /login                            login
        """

    // MARK: expectRoute

    @Test func expectRouteRecordsNothingWhenTheURLReachesTheRoute() async {
        await #expect(processExitsWith: .success) {
            try RouteTable(parsing: SwiftTestingHelperTests.table).register()
            expectRoute("acme://product/42?ref=push", to: "product.show", parameters: ["id": "42", "ref": "push"])
            expectRoute("acme://search/rain%20coat", to: "/search(/:query)", parameters: ["query": "rain coat"])
            expectRoute("acme://search", to: "search")
            expectRoute("acme://docs/a/b", to: "docs", parameters: ["*": "a/b"])
            expectRoute("https://shop.example.com/p/7", to: "p/:id", parameters: ["id": "7"])
            expectRoute("acme://login", to: "login")
        }
    }

    @Test func expectRouteRecordsAnIssueAtTheCallersSourceLocation() {
        // No registry holds this name, so the expectation fails whatever other tests register
        // meanwhile, and the test needs no process of its own.
        let line = #line + 2
        withKnownIssue {
            expectRoute("acme://product/42", to: "never.registered.by.any.test")
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "SwiftTestingHelperTests.swift"
        }
    }

    @Test func expectRouteSaysWhoTookTheURLAndWhyTheExpectedRouteDidNot() async {
        await #expect(processExitsWith: .success) {
            try RouteTable(parsing: SwiftTestingHelperTests.table).register()
            withKnownIssue {
                expectRoute("acme://product/trail-runner", to: "product.show")
            } matching: { issue in
                issue.comments.map(\.rawValue) == ["""
                    acme://product/trail-runner: expected product.show, but it routed to product.bySlug (acme /product/:slug<[a-z0-9-]+>)
                        product.show (acme /product/:id<\\d+>) did not match: component 2 "trail-runner" does not satisfy :id<\\d+>
                    """]
            }
        }
    }

    @Test func expectRouteComparesEachParameterWithWhatTheHandlerReads() async {
        await #expect(processExitsWith: .success) {
            try RouteTable(parsing: SwiftTestingHelperTests.table).register()
            // A repeated query key compares its first value, as parameters["size"] reads it.
            expectRoute("acme://search?size=42&size=43", to: "search", parameters: ["size": "42"])
            withKnownIssue {
                expectRoute("acme://product/42", to: "product.show", parameters: ["id": "43"])
            } matching: { issue in
                issue.comments.map(\.rawValue) == ["""
                    acme://product/42: routed to product.show as expected, but 1 parameter differs
                        parameter id: expected "43", got "42"
                    """]
            }
        }
    }

    @Test func expectRouteToANameTheRegistryLacksSaysSo() async {
        await #expect(processExitsWith: .success) {
            try RouteTable(parsing: SwiftTestingHelperTests.table).register()
            withKnownIssue {
                expectRoute("acme://product/42", to: "product.shwo")
            } matching: { issue in
                issue.comments.map(\.rawValue) == [
                    "acme://product/42: expected product.shwo, but the registry has no route named 'product.shwo'; did you mean 'product.show'?",
                ]
            }
        }
    }

    @Test func expectRouteSeesRoutesAddedInCode() async {
        await #expect(processExitsWith: .success) {
            Routes(forScheme: "myapp").addRoute("/user/view/:userID", name: "user.view") { _ in false }
            Routes(forScheme: "myapp").addRoute("/user/:rest") { _ in true }
            // Handlers are never called: a handler that declines still counts as the route.
            expectRoute("myapp://user/view/joeldev", to: "user.view", parameters: ["userID": "joeldev"])
        }
    }

    // MARK: expectNoRoute

    @Test func expectNoRouteRecordsNothingForALinkNoRouteTakes() async {
        await #expect(processExitsWith: .success) {
            try RouteTable(parsing: SwiftTestingHelperTests.table).register()
            expectNoRoute("acme://wishlist/42/x")
            expectNoRoute("https://shop.example.com/cart")
            expectNoRoute("not a url \u{1}")
        }
    }

    @Test func expectNoRouteNamesTheRouteThatTookTheURL() async {
        await #expect(processExitsWith: .success) {
            try RouteTable(parsing: SwiftTestingHelperTests.table).register()
            withKnownIssue {
                expectNoRoute("acme://product/42")
            } matching: { issue in
                issue.comments.map(\.rawValue) == ["acme://product/42: expected no route, but it routed to product.show (acme /product/:id<\\d+>)"]
            }
        }
    }

    @Test func expectNoRouteRecordsAtTheSourceLocationItIsGiven() async {
        await #expect(processExitsWith: .success) {
            try RouteTable(parsing: SwiftTestingHelperTests.table).register()
            let place = SourceLocation(fileID: "AppTests/DeepLinkTests.swift", filePath: "/app/Tests/AppTests/DeepLinkTests.swift",
                                       line: 42, column: 9)
            withKnownIssue {
                expectNoRoute("acme://product/42", sourceLocation: place)
            } matching: { issue in
                issue.sourceLocation == place
            }
        }
    }

    // MARK: expectLink

    @Test func expectLinkRecordsNothingForALinkThatRoundTrips() async {
        await #expect(processExitsWith: .success) {
            try RouteTable(parsing: SwiftTestingHelperTests.table).register()
            expectLink("product.show", parameters: ["id": "42"], is: "acme://product/42")
            expectLink("search", parameters: ["query": "rain jacket"], is: "acme://search/rain%20jacket")
            expectLink("search", parameters: ["page": "2"], is: "acme://search?page=2")
            expectLink("docs", wildcard: ["a%20b", "c"], is: "acme://docs/a%20b/c")
            expectLink("shop.product", parameters: ["id": "7"], is: "https://shop.example.com/p/7")
            expectLink("login", scheme: "acme", is: "acme://login")
        }
    }

    @Test func expectLinkSaysWhatTheRouteGeneratesInstead() async {
        await #expect(processExitsWith: .success) {
            try RouteTable(parsing: SwiftTestingHelperTests.table).register()
            withKnownIssue {
                expectLink("product.show", parameters: ["id": "42"], is: "acme://product/43")
            } matching: { issue in
                issue.comments.map(\.rawValue) == ["expected product.show to generate acme://product/43, but product.show generates acme://product/42"]
            }
        }
    }

    @Test func expectLinkRecordsAnIssueAtTheCallersSourceLocation() {
        let line = #line + 2
        withKnownIssue {
            expectLink("never.registered.by.any.test", is: "acme://product/42")
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "SwiftTestingHelperTests.swift"
        }
    }

    @Test func expectLinkReportsAGenerationError() async {
        await #expect(processExitsWith: .success) {
            try RouteTable(parsing: SwiftTestingHelperTests.table).register()
            withKnownIssue {
                expectLink("product.show", parameters: ["id": "boots"], is: "acme://product/boots")
            } matching: { issue in
                issue.comments.first?.rawValue.hasPrefix("expected product.show to generate acme://product/boots, but product.show generates no link: ") == true
            }
        }
    }

    @Test func expectLinkToARouteTheRegistryLacksSaysSo() async {
        await #expect(processExitsWith: .success) {
            try RouteTable(parsing: SwiftTestingHelperTests.table).register()
            withKnownIssue {
                expectLink("serch", is: "acme://search")
            } matching: { issue in
                issue.comments.map(\.rawValue) == ["expected serch to generate acme://search, but the registry has no route named 'serch'; did you mean 'search'?"]
            }
        }
    }

    @Test func expectLinkOfALinkAnotherRouteTakesSaysWhichRoute() async {
        await #expect(processExitsWith: .success) {
            // The earlier route of equal priority takes the link, so generation refuses it and
            // says which route would take it.
            Routes(forScheme: "acme").addRoute("/q/tail", name: "literal")
            Routes(forScheme: "acme").addRoute("/:first/tail", name: "first.tail")
            withKnownIssue {
                expectLink("first.tail", parameters: ["first": "q"], is: "acme://q/tail")
            } matching: { issue in
                let message = issue.comments.first?.rawValue ?? ""
                return message.hasPrefix("expected first.tail to generate acme://q/tail, but first.tail generates no link: ")
                    && message.contains("\"literal\"")
            }
        }
    }
}
