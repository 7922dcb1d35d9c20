import Testing
@testable import URLRoutes

/// A resolver finds the namespace of a URL's scheme by comparing its bytes with each scheme
/// namespace's (`SchemeNamespaces`), and asks its set for anything else: it must pick the
/// namespace `RouteSet.namespace(forURLScheme:)` picks (the one spelled exactly so, else one
/// spelled in another case, else the global one), as the explanation of the same URL does.
@Suite struct SchemeNamespacesTests {
    static let table = """
        @fallback acme
        acme     /p/:id     acme.p
        ACME     /p/:id     upper.p
        Mixed    /p/:id     mixed.p
        acmf     /p/:id     acmf.p
        *        /p/:id     global.p
        *        /q         global.q

        """

    static let urls = [
        "acme://p/1", "ACME://p/1", "Acme://p/1", "acme://q", "acmf://p/1", "mixed://p/1", "MIXED://p/1", "Mixed://p/1",
        "acm://p/1", "acmee://p/1", "other://p/1", "JLRoutesGlobalRoutesScheme://p/1", "/p/1", "p/1",
    ]

    @Test func theSchemesNamespaceIsTheOneTheExplanationEnters() throws {
        let resolver = try RouteResolver(RouteTable(parsing: Self.table))
        for url in Self.urls {
            #expect(resolver.resolve(url) == resolver.explainedResolution(of: url), "\(url)")
        }
        #expect(resolver.resolve("acme://p/1").route?.name == "acme.p")
        #expect(resolver.resolve("ACME://p/1").route?.name == "upper.p")
        #expect(resolver.resolve("MIXED://p/1").route?.name == "mixed.p")
        #expect(resolver.resolve("acme://q").searched == ["acme", "*"])
        #expect(resolver.resolve("other://p/1").route?.name == "global.p")
    }

    /// Only bytes spelled exactly so match; anything else is left to the set.
    @Test func onlyTheSameBytesMatch() throws {
        let resolver = try RouteResolver(RouteTable(parsing: Self.table))
        func exact(_ scheme: String) -> String? {
            var scheme = scheme
            return scheme.withUTF8 { resolver.schemeNamespaces.namespace(exactly: $0)?.takeUnretainedValue().scheme }
        }
        #expect(exact("acme") == "acme")
        #expect(exact("ACME") == "ACME")
        #expect(exact("Mixed") == "Mixed")
        #expect(exact("mixed") == nil)
        #expect(exact("acm") == nil)
        #expect(exact("acmee") == nil)
        #expect(exact("") == nil)
        #expect(exact(Routes.globalScheme) == Routes.globalScheme)
    }

    /// A table of more schemes than are compared one by one resolves as its explanation does.
    @Test func aTableOfManySchemesAsksTheSet() throws {
        let text = (0..<40).map { "scheme\($0)  /p/:id  s\($0).p" }.joined(separator: "\n") + "\n*  /p/:id  global.p\n"
        let resolver = try RouteResolver(RouteTable(parsing: text))
        #expect(resolver.schemeNamespaces.namespace(exactly: UnsafeBufferPointer(start: nil, count: 0)) == nil)
        for url in ["scheme0://p/1", "scheme39://p/1", "SCHEME7://p/1", "scheme40://p/1"] {
            #expect(resolver.resolve(url) == resolver.explainedResolution(of: url), "\(url)")
        }
        #expect(resolver.resolve("scheme39://p/1").route?.name == "s39.p")
        #expect(resolver.resolve("SCHEME7://p/1").route?.name == "s7.p")
    }
}
