import Testing
@_spi(TypedRoutes) @testable import URLRoutes

/// A subclassed definition (`Routes.defaultRouteDefinitionClass`) is judged by the
/// explanation, not the fast path: the generated enum's reading (`pathValues`) gives there
/// what `pathMatch` gives.
extension RouterSuite {
    @Suite struct SubclassedPathValues {
        final class PlainSubclass: RouteDefinition, @unchecked Sendable {}

        @Test func aSubclassedDefinitionsPathValuesAreThoseOfItsPathMatch() throws {
            try withCleanRouter {
                Routes.defaultRouteDefinitionClass = PlainSubclass.self
                let resolver = try RouteResolver(RouteTable(parsing: "acme /b/:a(/:c) b\nacme /f/** f\n"))
                #expect(resolver.definitionsInMatchingOrder.allSatisfy { $0 is PlainSubclass })
                for url in ["acme://b/1", "acme://b/1/x%20y?c=q", "acme://f/a/b%2Fc/%zz", "acme://nowhere"] {
                    let match = resolver.pathMatch(url)
                    let values = resolver.pathValues(url)
                    #expect(values?.routeIndex == match?.routeIndex, "\(url)")
                    #expect(values?.wildcard == match?.wildcard, "\(url)")
                    for name in ["a", "c"] { #expect(values?[name] == match?.values[name], "\(url) \(name)") }
                }
                #expect(resolver.pathValues("acme://b/1/x%20y?c=q")?["c"] == "x y")
                #expect(resolver.pathValues("acme://f/a/b%2Fc/%zz")?.wildcard == ["a", "b/c", "%zz"])
            }
        }
    }
}
