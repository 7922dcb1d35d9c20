import Testing
@testable import URLRoutes

/// `parameters[name]` looks a query value up without decoding the whole query (issue 11). On the
/// same generated queries as the lazy-decoding tests, the value it finds is the one the eager
/// decoding gives.
@Suite struct QueryValueLookupTests {
    /// Names as a handler asks for them: plain, ones the pieces decode to, and absent ones.
    static let names = ["a", "b", "k", "z9", "ab", "A", "é", " ", "+", "", "-", ".", "id", "a b"]

    @Test(arguments: [false, true])
    func theValueFoundForANameIsTheFirstDecodedItemsValue(decodePlusSymbols: Bool) throws {
        for query in HardeningRegressionTests.LazyQueryItemsDecoding.generatedQueries() {
            let parsed = try ParsedURL("app://q?" + query + "#/f?" + query, treatHostAsPathComponent: false)
            let lazy = parsed.lazyQueryItems(decodePlusSymbols: decodePlusSymbols)
            let eager = parsed.lazyQueryItems(decodePlusSymbols: decodePlusSymbols).items
            for name in Self.names {
                #expect(lazy.firstValue(named: name) == eager.first { $0.name == name }?.value, "\(query) [\(name)]")
            }
        }
    }

    @Test func aHandlersSubscriptAgreesWithEveryValueOfTheName() {
        let routes = Routes()
        let seen = HardeningRegressionTests.LazyQueryItemsDecoding.CapturedParameters()
        routes.addRoute("/q") { parameters in
            seen.set(parameters)
            return true
        }
        for query in HardeningRegressionTests.LazyQueryItemsDecoding.generatedQueries() {
            #expect(routes.routeURL("app://q?" + query))
            guard let parameters = seen.value else { continue }
            for name in Self.names {
                #expect(parameters[name] == parameters.values(name).first, "\(query) [\(name)]")
            }
        }
    }

    @Test func aURLWithoutQueryHasNoQueryValue() throws {
        let parsed = try ParsedURL("app://static0/page", treatHostAsPathComponent: false)
        #expect(parsed.lazyQueryItems(decodePlusSymbols: true).firstValue(named: "id") == nil)
    }
}
