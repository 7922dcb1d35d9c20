import Foundation
import Testing
@testable import URLRoutes

/// The value a query lookup finds for a name (`parameters[name]` of a name that is no path
/// variable) is the one a straightforward reading gives: split the query at `&`, drop items
/// without `=`, split each at its first `=`, percent-decode both sides, take the first item
/// whose name equals the one asked for (String equality), `+` as space in its value when asked.
///
/// Queries are generated mostly of plain pieces, so that the lookup's word-at-a-time search
/// decides most of them, with `%` escapes, raw non-ASCII, a character canonically equal to an
/// ASCII letter (KELVIN SIGN, `K`), `=`-less items and repeated names mixed in, behind URLs
/// whose query starts at different offsets. About 70,000 lookups; well under a second.
@Suite struct QueryValueReferenceTests {
    static let pieces = ["a", "b", "id", "i", "d", "k", "K", "\u{212A}", "z9", "ab", "x y", "+", "-", ".", "=", "=", "&", "&",
                         "&", "%", "%20", "%2B", "%69d", "%69", "%C3%A9", "\u{E9}", "e\u{301}", "%zz"]
    static let names = ["a", "b", "id", "i", "d", "k", "K", "\u{212A}", "z9", "ab", "x y", " ", "+", "", "-", ".", "%", "%69d",
                        "\u{E9}", "e\u{301}", "a=b", "a&b", "idd"]
    static let prefixes = ["a:?", "a://q?", "app://q?", "app://host.example/some/path?"]

    static func generatedQueries(count: Int) -> [String] {
        var generator = SplitMix64(seed: 40)
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
    }

    /// The straightforward reading, on Strings.
    static func referenceValue(named name: String, in query: String, decodePlusSymbols: Bool) -> String? {
        for item in query.split(separator: "&", omittingEmptySubsequences: false) {
            guard let equals = item.firstIndex(of: "=") else { continue }
            let rawName = item[..<equals]
            let rawValue = item[item.index(after: equals)...]
            guard (PercentDecoding.decoded(rawName) ?? String(rawName)) == name else { continue }
            let value = PercentDecoding.decoded(rawValue) ?? String(rawValue)
            return decodePlusSymbols ? value.replacingOccurrences(of: "+", with: " ") : value
        }
        return nil
    }

    @Test(arguments: [false, true])
    func theValueFoundIsTheReferenceReadingsValue(decodePlusSymbols: Bool) throws {
        for (index, query) in Self.generatedQueries(count: 1_500).enumerated() {
            let prefix = Self.prefixes[index % Self.prefixes.count]
            let parsed = try ParsedURL(prefix + query, treatHostAsPathComponent: false)
            let source = parsed.querySource(decodePlusSymbols: decodePlusSymbols)
            for name in Self.names {
                let expected = Self.referenceValue(named: name, in: query, decodePlusSymbols: decodePlusSymbols)
                #expect(source.firstValue(named: name) == expected, "\(prefix + query) [\(name)]")
            }
        }
    }

    /// The fragment's query items come after the query's: a name the query lacks is found there.
    @Test func aNameTheQueryLacksIsLookedUpInTheFragmentsItems() throws {
        for query in Self.generatedQueries(count: 300) {
            let parsed = try ParsedURL("app://q?" + query + "#/f?k=fragment", treatHostAsPathComponent: false)
            let expected = Self.referenceValue(named: "k", in: query, decodePlusSymbols: false) ?? "fragment"
            #expect(parsed.querySource(decodePlusSymbols: false).firstValue(named: "k") == expected, "\(query)")
        }
    }

    /// What a handler reads: the subscript agrees with the reference for every name.
    @Test func aHandlersSubscriptGivesTheReferenceValue() {
        let routes = Routes()
        let seen = HardeningRegressionTests.LazyQueryItemsDecoding.CapturedParameters()
        routes.addRoute("/q") { parameters in
            seen.set(parameters)
            return true
        }
        for query in Self.generatedQueries(count: 300) {
            #expect(routes.routeURL("app://q?" + query))
            guard let parameters = seen.value else { continue }
            for name in Self.names {
                // Routes decode `+` in values as a space by default, as JLRoutes.
                #expect(parameters[name] == Self.referenceValue(named: name, in: query, decodePlusSymbols: true), "\(query) [\(name)]")
            }
        }
    }
}
