import Testing
@testable import URLRoutes

@Suite struct BytesKeyedTableTests {
    private func lookup(_ table: BytesKeyedTable<Int>, _ key: String) -> Int? {
        var key = key
        return key.withUTF8 { table[$0] }
    }

    @Test func findsEveryKeyAndNothingElse() {
        let keys = (0..<5_000).map { "static\($0)" } + ["", "é", "a/b"]
        let table = BytesKeyedTable(keys.enumerated().map { ($1, $0) })
        for (value, key) in keys.enumerated() {
            #expect(lookup(table, key) == value)
        }
        #expect(lookup(table, "static5000") == nil)
        #expect(lookup(table, "static") == nil)
        #expect(lookup(table, "Static1") == nil)
    }

    @Test func emptyTableFindsNothing() {
        let table = BytesKeyedTable<Int>([])
        #expect(table.isEmpty)
        #expect(lookup(table, "") == nil)
        #expect(lookup(table, "x") == nil)
    }
}
