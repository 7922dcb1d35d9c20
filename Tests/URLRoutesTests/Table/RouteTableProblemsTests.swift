import Testing
import URLRoutes

/// `RouteTable.problems(parsing:file:)`: every problem of a table's text, not only the first.
@Suite struct RouteTableProblemsTests {
    @Test func everyProblemIsListedInOrderOfPlace() {
        let problems = RouteTable.problems(parsing: "acme  /a(  a\nacme  /ok  ok\nacme  /b/:x<  b\n", file: "t.table")
        #expect(problems.map(\.line) == [1, 3])
        #expect(problems.allSatisfy { $0.file == "t.table" && $0.column != nil })
    }

    @Test func aTableHasNone() {
        #expect(RouteTable.problems(parsing: "acme  /ok  ok\n").isEmpty)
    }
}
