import Testing
@testable import URLRoutes

/// Routes of the same namespace, pattern and priority under other names: each candidate is
/// labelled with its own route, not the first of its kind.
@Suite struct EqualRouteIdentityTests {
    static let text = """
        acme  /cart        first
        acme  /cart        second
        acme  /p(/:tab)    plain
        acme  /p(/:tab)    grouped

        """

    @Test func everyCandidateOfAnExplanationNamesItsOwnRoute() throws {
        let resolver = try RouteResolver(RouteTable(parsing: Self.text))
        let cart = resolver.explain("acme://cart").candidates.filter { $0.pattern == "/cart" }
        #expect(cart.map { resolver.declaration(of: $0)?.name } == ["first", "second"])
        #expect(cart.map { resolver.declaration(of: $0)?.line } == [1, 2])
        #expect(cart.map(\.name) == ["first", "second"])
    }

    @Test func optionalGroupExpansionsOfEqualRoutesNameTheirOwnRoute() throws {
        let resolver = try RouteResolver(RouteTable(parsing: Self.text))
        let candidates = resolver.explain("acme://p/reviews").candidates.filter { $0.pattern.hasPrefix("/p") }
        #expect(candidates.map(\.pattern) == ["/p/:tab", "/p", "/p/:tab", "/p"])
        #expect(candidates.map { resolver.declaration(of: $0)?.name } == ["plain", "plain", "grouped", "grouped"])
        #expect(candidates.map { resolver.declaration(of: $0)?.line } == [3, 3, 4, 4])
    }

    @Test func theWinnerOfResolveIsTheFirstEqualRoute() throws {
        let resolver = try RouteResolver(RouteTable(parsing: Self.text))
        #expect(resolver.resolve("acme://cart").route?.name == "first")
        #expect(resolver.resolve("acme://cart").route?.line == 1)
    }
}

extension RouterSuite {
    /// `declaration(of:)` for candidates of the registry, the table registered.
    @Suite struct EqualRouteIdentityInTheRegistry {
        @Test func aRegisteredCandidateIsMatchedByItsNameToo() throws {
            try withCleanRouter {
                let table = try RouteTable(parsing: EqualRouteIdentityTests.text)
                try table.register()
                let resolver = try RouteResolver(table)
                let cart = Routes.explain("acme://cart").candidates.filter { $0.pattern == "/cart" }
                #expect(cart.map { resolver.declaration(of: $0)?.name } == ["first", "second"])
                #expect(cart.last?.definition === Routes(forScheme: "acme").route(named: "second"))
            }
        }
    }
}
