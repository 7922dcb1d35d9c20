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

/// A table built key by key finds what a `Dictionary` holds for the same keys (the first value
/// of a key given twice), whatever bounds its builder was given: too small ones grow, larger
/// ones are cut back when the table is made.
@Suite struct BytesKeyedTableBuilderTests {
    private static func randomKey(_ random: inout SplitMix64) -> String {
        let alphabet = Array("ab/-é0%".utf8)
        let length = Int(random.next() % 12)
        return String(decoding: (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }, as: UTF8.self)
    }

    @Test(arguments: [(keys: 0, bytes: 0), (keys: 1, bytes: 1), (keys: 64, bytes: 256), (keys: 5_000, bytes: 60_000)])
    func findsWhatADictionaryHolds(bounds: (keys: Int, bytes: Int)) {
        var random = SplitMix64(seed: UInt64(bounds.keys &* 31 &+ bounds.bytes))
        for _ in 0..<20 {
            var builder = BytesKeyedTable<Int>.Builder(keys: bounds.keys, keyBytes: bounds.bytes)
            var oracle: [String: Int] = [:]
            let count = Int(random.next() % 400)
            for value in 0..<count {
                var key = Self.randomKey(&random)
                let stored = key.withUTF8 { builder.value(for: $0) { value } }
                #expect(stored == oracle[key, default: value])
                oracle[key] = oracle[key] ?? value
            }
            let table = BytesKeyedTable(builder)
            #expect(table.count == oracle.count)
            for _ in 0..<200 {
                var probe = Self.randomKey(&random)
                let found = probe.withUTF8 { table[$0] }
                let viewed = probe.withUTF8 { table.view[$0] }
                #expect(found == oracle[probe])
                #expect(viewed == oracle[probe])
            }
            for (key, value) in oracle {
                var key = key
                #expect(key.withUTF8 { table[$0] } == value)
            }
        }
    }

    @Test func theEmptyViewFindsNothing() {
        var key = "static"
        #expect(key.withUTF8 { BytesKeyedTable<Int>.View.empty[$0] } == nil)
        #expect(BytesKeyedTable<Int>.View.empty.isEmpty)
    }
}
