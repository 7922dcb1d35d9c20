import Foundation
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
            let lazy = parsed.querySource(decodePlusSymbols: decodePlusSymbols)
            let eager = parsed.querySource(decodePlusSymbols: decodePlusSymbols).decode()
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

    /// Names are compared as Strings are, by canonical equivalence: a decomposed `é` in the URL
    /// (raw or percent-encoded) is the precomposed `é` a handler asks for, and the other way
    /// round; ASCII names compare byte for byte, case included.
    @Test(arguments: ["e\u{301}=decomposed&x=1", "e%CC%81=decomposed&x=1", "%C3%A9=precomposed&x=1", "\u{E9}=precomposed&x=1"])
    func nameLookupFollowsStringEquality(query: String) throws {
        let parsed = try ParsedURL("app://q?" + query, treatHostAsPathComponent: false)
        let lazy = parsed.querySource(decodePlusSymbols: true)
        let eager = lazy.decode()
        for name in ["\u{E9}", "e\u{301}", "e", "x", "X", "x ", "%78"] {
            #expect(lazy.firstValue(named: name) == eager.first { $0.name == name }?.value, "\(query) [\(name)]")
        }
        #expect(lazy.firstValue(named: "\u{E9}") != nil && lazy.firstValue(named: "e\u{301}") != nil)
        #expect(lazy.firstValue(named: "x") == "1" && lazy.firstValue(named: "X") == nil && lazy.firstValue(named: "%78") == nil)
    }

    /// Parameters keep where the query stands in the routed URL's string; a new `url` replaces
    /// that string, and the items read from the old one stay.
    @Test func settingTheURLKeepsTheQueryItemsAndHostOfTheRoutedURL() throws {
        let request = try RouteRequest(urlString: "https://shop.example.com/p?tag=a&tag=b&q=x%20y",
                                       options: [.decodePlusSymbols], additionalParameters: nil)
        var parameters = try #require(RouteDefinition(pattern: "/p", handler: nil).routeResponse(for: request).parameters)
        let copy = parameters
        parameters.url = try #require(URL(string: "myapp://other/path?tag=z"))
        #expect(parameters.urlString == "myapp://other/path?tag=z")
        #expect(parameters["q"] == "x y" && parameters.values("tag") == ["a", "b"])
        #expect(parameters.host == "shop.example.com")
        #expect(copy.urlString == "https://shop.example.com/p?tag=a&tag=b&q=x%20y" && copy.values("tag") == ["a", "b"])
    }

    @Test func aURLWithoutQueryHasNoQueryValue() throws {
        let parsed = try ParsedURL("app://static0/page", treatHostAsPathComponent: false)
        #expect(parsed.querySource(decodePlusSymbols: true).firstValue(named: "id") == nil)
    }
}
