import Foundation
import Testing
import URLRoutesTesting

/// README "Route tables": the URLRoutesTesting example, on the shipped table it describes.
/// An exit test, since it registers into the process-wide registry.
@Suite struct ReadmeTestingExampleTests {
    @Test func theReadmeExampleHoldsForTheShippedTable() async {
        await #expect(processExitsWith: .success) {
            let examples = URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Examples")
            let tableURL = examples.appendingPathComponent("routes.table")
            let expectationsURL = examples.appendingPathComponent("routes.expectations")
            // README: Route tables
            try RouteTable(contentsOf: tableURL).register()
            expectRoute("acme://product/42", to: "product.show", parameters: ["id": "42"])
            expectNoRoute("acme://product/")
            expectLink("product.show", parameters: ["id": "42"], is: "acme://product/42")
            expectGoldenCases(try RouteExpectations(contentsOf: expectationsURL))
            // A second test of the same process registers again: still one copy of each route.
            try RouteTable(contentsOf: tableURL).register()
            expectLink("product.show", parameters: ["id": "42"], is: "acme://product/42")
            #expect(RouteTable.registered().routes.count == (try RouteTable(contentsOf: tableURL)).routes.count)
        }
    }
}
