import Foundation
import Testing
import URLRoutes

/// A table holds at most `RouteTable.routeLimit` routes, each expansion of optional groups
/// counted: past it, parsing stops at the line that crosses it, and every other way in refuses
/// the table before compiling it.
@Suite struct RouteLimitTests {
    /// Ten optional groups: 1,024 routes a line.
    private static let groups = "abcdefghij".map { "(/\($0))" }.joined()
    /// The first line (1-based) whose routes go past the limit.
    private static let crossingLine = RouteTable.routeLimit / 1024 + 1

    @Test func theLimitIsOneHundredThousandRoutes() {
        #expect(RouteTable.routeLimit == 100_000)
    }

    @Test func parsingStopsAtTheLineThatGoesPastTheLimit() throws {
        let text = (0 ..< Self.crossingLine + 3).map { "acme  /r\($0)\(Self.groups)  r\($0)" }.joined(separator: "\n") + "\n"
        let error = try #require(throws: RouteTableError.self) { try RouteTable(parsing: text, file: "huge.table") }
        #expect(error.line == Self.crossingLine)
        #expect(error.column == 7)
        #expect(error.message.hasPrefix("the table has more than 100000 routes (a pattern with optional groups counts once"), "\(error)")
    }

    @Test func aTableMadeInCodeOverTheLimitIsRefusedEverywhere() throws {
        let table = RouteTable(routes: (0 ..< Self.crossingLine).map {
            RouteTable.Route(.scheme("https"), "/r\($0)\(Self.groups)", name: "r\($0)")
        })
        let attempts: [() throws -> Void] = [
            { try table.register() },
            { _ = try RouteResolver(table) },
            { _ = try table.appleAppSiteAssociation(host: "www.example.com", appIDs: ["ABCDE12345.com.example.app"]) },
            { _ = try table.androidIntentFilter(host: "www.example.com") },
        ]
        for attempt in attempts {
            let error = try #require(throws: RouteTableError.self) { try attempt() }
            #expect(error.message.hasPrefix("the table has more than 100000 routes"), "\(error)")
        }
    }
}
