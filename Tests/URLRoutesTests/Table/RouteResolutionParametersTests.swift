import Testing
@testable import URLRoutes

/// `resolve(_:)` reads the winner's path variables and query items in place; where a query key
/// meets a path variable, the wildcard's `*` or a JLRoutes key, it must give what the handler
/// reads and what the winner-only explanation says.
@Suite struct RouteResolutionParametersTests {
    static let table = """
        acme  /user/:id             user
        acme  /files/*              files
        acme  /pair/:a/:a           pair
        acme  /key/:JLRouteScheme   key

        """

    func expectResolved(_ url: String, parameters: [String: String], repeated: [String: [String]]? = nil,
                        wildcard: [String]? = nil) throws {
        let resolver = try RouteResolver(RouteTable(parsing: Self.table))
        let resolution = resolver.resolve(url)
        #expect(resolution.status == .routed, "\(url)")
        #expect(resolution.parameters == parameters, "\(url)")
        #expect(resolution.repeatedParameters == repeated, "\(url)")
        #expect(resolution.wildcardComponents == wildcard, "\(url)")
        #expect(resolution == resolver.explainedResolution(of: url), "\(url)")
    }

    @Test func aRepeatedQueryKeyGivesItsFirstValueAndEveryValue() throws {
        try expectResolved("acme://user/42?tag=a&ref=push&tag=b&tag=c",
                           parameters: ["id": "42", "tag": "a", "ref": "push"], repeated: ["tag": ["a", "b", "c"]])
    }

    @Test func aLongQueryReadsAsAShortOne() throws {
        // Past 16 items, whether a name came before is looked up in the dictionary.
        let items = (0..<20).map { "k\($0 % 7)=v\($0)" } + ["id=9", "*=s"]
        var parameters = ["id": "42", "*": "s"]
        var repeated: [String: [String]] = [:]
        for key in 0..<7 {
            let values = stride(from: key, to: 20, by: 7).map { "v\($0)" }
            parameters["k\(key)"] = values[0]
            repeated["k\(key)"] = values
        }
        try expectResolved("acme://user/42?" + items.joined(separator: "&"), parameters: parameters, repeated: repeated)
    }

    @Test func aPathVariableStandsOverTheQueryKeyOfItsName() throws {
        try expectResolved("acme://user/42?id=7&id=8", parameters: ["id": "42"])
    }

    @Test func aVariableNamedTwiceGivesItsFirstValue() throws {
        try expectResolved("acme://pair/x/y", parameters: ["a": "x"])
    }

    @Test func theWildcardsStarTakesTheQuerysFirstValueOnly() throws {
        try expectResolved("acme://files/a/b?*=one&*=two", parameters: ["*": "one"], wildcard: ["a", "b"])
    }

    @Test func jlRoutesKeysReadAsTheURLPatternAndScheme() throws {
        let url = "acme://user/42?JLRouteURL=x&JLRoutePattern=y&JLRoutePattern=z"
        try expectResolved(url, parameters: ["id": "42", "JLRouteURL": url, "JLRoutePattern": "/user/:id"])
        try expectResolved("acme://key/v?JLRouteScheme=q", parameters: ["JLRouteScheme": "acme"])
    }

    @Test func anEmptyQueryValueIsKeptAndAnItemWithoutAnEqualsSignIsNot() throws {
        try expectResolved("acme://user/42?a=&b", parameters: ["id": "42", "a": ""])
    }
}
