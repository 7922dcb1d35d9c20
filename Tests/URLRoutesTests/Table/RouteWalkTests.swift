import Testing
@testable import URLRoutes

/// The one walk over a route set (`RouteWalk`): the namespaces a URL enters, in the documented
/// order (host namespace, scheme namespace, global fallback), why each is entered, where the
/// walk stops, and the candidates an explanation of every route tries in that order.
@Suite struct RouteWalkTests {
    /// Host namespaces (exact, two nested wildcards, one falling back), a scheme in capitals
    /// falling back, a scheme that does not, and global routes.
    static let table = #"""
        @fallback ACME //*.example.com
        ACME                  /p/:id        acme.p
        ACME                  /only-acme    acme.only
        https                 /p/:id        https.p
        //shop.example.com    /p/:id        shop.p
        //*.example.com       /p/:id        any.p
        //*.eu.example.com    /p/:id        eu.p
        *                     /p/:id        global.p
        *                     /help         help

        """#

    /// One namespace entered: its registry name and why it was entered.
    struct Step: Equatable, CustomStringConvertible {
        var namespace: String
        var entry: RouteWalk.Entry
        var description: String { "\(namespace) (\(entry))" }
    }

    /// The namespaces the walk enters for `url`, going on past the first `goingOn` of them (all
    /// by default); and whether it read the URL's host.
    static func steps(_ url: String, in resolver: RouteResolver, goingOn: Int = .max) throws -> (steps: [Step], readHost: Bool) {
        let parsed = try ParsedURL(url, treatHostAsPathComponent: false)
        var steps: [Step] = []
        var readHost = false
        let set = resolver.routeSet
        withExtendedLifetime(set) {
            RouteWalk.walk(scheme: parsed.scheme, host: { readHost = true; return parsed.host }, in: set) { namespace, entry in
                steps.append(Step(namespace: namespace.takeUnretainedValue().scheme, entry: entry))
                return steps.count < goingOn
            }
        }
        return (steps, readHost)
    }

    @Test func theHostNamespaceComesFirstThenTheSchemeThenTheGlobalOne() throws {
        let resolver = try RouteResolver(RouteTable(parsing: Self.table))
        #expect(try Self.steps("https://shop.example.com/p/1", in: resolver).steps == [
            Step(namespace: "//shop.example.com", entry: .host(.exact)),
            Step(namespace: "https", entry: .scheme),
            Step(namespace: Routes.globalScheme, entry: .globalFallback),
        ])
        // The longest wildcard takes the host; a host no pattern takes enters no host namespace.
        #expect(try Self.steps("acme://www.eu.example.com/p/1", in: resolver).steps == [
            Step(namespace: "//*.eu.example.com", entry: .host(.wildcard(suffix: "eu.example.com"))),
            Step(namespace: "ACME", entry: .scheme),
            Step(namespace: Routes.globalScheme, entry: .globalFallback),
        ])
        #expect(try Self.steps("https://example.org/p/1", in: resolver).steps == [
            Step(namespace: "https", entry: .scheme),
            Step(namespace: Routes.globalScheme, entry: .globalFallback),
        ])
    }

    @Test func aSchemeWithoutANamespaceEntersTheGlobalOneOnce() throws {
        let resolver = try RouteResolver(RouteTable(parsing: Self.table))
        #expect(try Self.steps("nowhere://x/p/1", in: resolver).steps == [
            Step(namespace: Routes.globalScheme, entry: .scheme),
        ])
        // The scheme's namespace, ignoring case when no namespace is spelled exactly so.
        #expect(try Self.steps("acme://x/p/1", in: resolver).steps.first == Step(namespace: "ACME", entry: .scheme))
    }

    @Test func theVisitorDecidesWhetherTheWalkGoesOn() throws {
        let resolver = try RouteResolver(RouteTable(parsing: Self.table))
        #expect(try Self.steps("https://shop.example.com/p/1", in: resolver, goingOn: 1).steps.map(\.namespace)
                == ["//shop.example.com"])
        #expect(try Self.steps("https://shop.example.com/p/1", in: resolver, goingOn: 2).steps.map(\.namespace)
                == ["//shop.example.com", "https"])
    }

    /// Reading the host costs a lookup per URL: a set without host namespaces never asks.
    @Test func aSetWithoutHostNamespacesNeverReadsTheHost() throws {
        let plain = try RouteResolver(RouteTable(parsing: "https /p/:id p\n* /help help\n"))
        let walked = try Self.steps("https://shop.example.com/p/1", in: plain)
        #expect(!walked.readHost)
        #expect(walked.steps.map(\.namespace) == ["https", Routes.globalScheme])
        #expect(try Self.steps("https://shop.example.com/p/1", in: RouteResolver(RouteTable(parsing: Self.table))).readHost)
    }

    /// An IP address is a host of its own: no `*.` pattern takes it.
    @Test func aWildcardNeverTakesAnIPAddress() throws {
        let resolver = try RouteResolver(RouteTable(parsing: "//*.0.0.1  /p  ip\nhttps /p p\n"))
        #expect(try Self.steps("https://127.0.0.1/p", in: resolver).steps.map(\.namespace) == ["https", Routes.globalScheme])
    }

    /// A host namespace's routes see the URL's scheme in lower case; a scheme namespace's its own
    /// name, as written in the table.
    @Test func hostNamespacesAreGivenTheURLsSchemeLowerCased() throws {
        let resolver = try RouteResolver(RouteTable(parsing: Self.table))
        func scheme(_ url: String) -> String? { resolver.explain(url).winner?.parameters?.scheme }
        #expect(scheme("HTTPS://shop.example.com/p/1") == "https")
        #expect(scheme("AcMe://www.example.com/p/1") == "acme")
        #expect(scheme("acme://p/1") == "ACME")
        #expect(scheme("nowhere://help") == Routes.globalScheme)
    }

    /// An explanation of every candidate tries them namespace by namespace in the walk's order,
    /// going on past a namespace only when it falls back, and names the first match the winner.
    @Test func anExplanationTriesTheCandidatesInTheWalksOrder() throws {
        let resolver = try RouteResolver(RouteTable(parsing: Self.table))
        let explained = resolver.explain("acme://www.example.com/p/1")
        #expect(explained.namespaces == ["//*.example.com", "ACME", Routes.globalScheme])
        #expect(explained.candidates.map(\.namespace) == ["//*.example.com", "ACME", "ACME", Routes.globalScheme, Routes.globalScheme])
        let matched = explained.candidates.filter { if case .matched = $0.outcome { true } else { false } }
        #expect(matched.map(\.name) == ["any.p", "acme.p", "global.p"])
        #expect(explained.winner?.name == "any.p")
        #expect(resolver.resolve("acme://www.example.com/p/1").route?.name == "any.p")
        #expect(resolver.resolve("acme://www.example.com/only-acme").route?.name == "acme.only")
        // `https` does not fall back: the walk ends there, matched or not.
        let https = resolver.explain("https://www.example.com/help")
        #expect(https.namespaces == ["//*.example.com", "https"])
        #expect(https.winner == nil)
    }
}
