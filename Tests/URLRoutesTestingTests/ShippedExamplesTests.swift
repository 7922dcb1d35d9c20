import Foundation
import Testing
import URLRoutesTesting

/// The shipped Examples/routes.table and Examples/routes.expectations, through the library.
@Suite struct ShippedExamplesTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    @Test func theShippedExpectationsHoldForTheShippedTable() throws {
        let table = try RouteTable(contentsOf: Self.examples.appendingPathComponent("routes.table"))
        let expectations = try RouteExpectations(contentsOf: Self.examples.appendingPathComponent("routes.expectations"), table: table)
        #expect(expectations.count >= 30)
        let failures = expectations.check()
        #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
    }

    @Test func aBrokenCaseOfTheShippedFileNamesBothFiles() throws {
        let tableURL = Self.examples.appendingPathComponent("routes.table")
        let table = try RouteTable(contentsOf: tableURL)
        let line = { (name: String) in table.routes.first { $0.name == name }?.line ?? 0 }
        let failures = try RouteExpectations(parsing: "acme://product/trail-runner-2  product.show\n",
                                             file: "routes.expectations", table: table).check()
        #expect(failures.map(\.description) == ["""
            routes.expectations:1: error: acme://product/trail-runner-2: expected product.show, but it routed to product.bySlug (acme /product/:slug<[a-z0-9-]+>, \(tableURL.path):\(line("product.bySlug")))
                product.show (acme /product/:id<\\d+>, \(tableURL.path):\(line("product.show"))) did not match: component 2 "trail-runner-2" does not satisfy :id<\\d+>
            """])
    }
}
