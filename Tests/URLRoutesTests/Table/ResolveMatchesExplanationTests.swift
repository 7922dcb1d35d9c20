import Foundation
import Testing
@_spi(TypedRoutes) @testable import URLRoutes

/// `resolve(_:)` and `pathMatch(_:)` read the URL and the winner's values their own way
/// (`ParsedURL.Layout`, the routed parameters) rather than through an explanation (`ParsedURL`,
/// the winner matched again for its captures): they must come out exactly as the winner-only
/// explanation does (`explainedResolution(of:)`, `explainedPathMatch(_:)`): the same route,
/// parameters and namespaces searched, the same misses and unreadable strings, over the probe
/// links of varied tables. The walk both share is tested on its own in `RouteWalkTests`.
@Suite struct ResolveMatchesExplanationTests {
    /// Priorities, overlapping patterns, constraints, optional groups, wildcards, equal routes,
    /// a scheme written in capitals, host namespaces (exact and wildcard, one falling back) and
    /// global routes under two falling-back schemes.
    static let overlapping = #"""
        @fallback acme Web
        acme  /product/:id<\d+>                    10  product.id
        acme  /product/:slug<[a-z-]+>                   product.slug
        acme  /product/:any                        -1  product.any
        acme  /product/:id/reviews(/:page<\d+>)         product.reviews
        acme  /user/:id(/:tab)(/:sub)                   user
        acme  /files/**                                 files
        acme  /files/*/raw                          5   files.raw
        acme  /a/**/b/**/c                              abc
        acme  /:section/about                           about
        acme  /search(/:query)                          search
        acme  /static/page                              static.first
        acme  /static/page                              static.second
        acme  /order/:code<[A-Z]{2}-\d{3}>(/:action)    order
        acme  /tag/:tag/*                               tag
        acme  /pair/:a/:a                               pair
        Web   /p/:id                                    web.product
        https /p/:id<\d+>                          3    https.product
        https /p/*/reviews                              https.reviews
        https /go/**/:target                            https.go
        *     /help/:topic                              help
        *     /                                         root
        *     /:anything                           -5   anything
        //shop.example.com    /product/:id<\d+>         shop.product
        //shop.example.com    /cart                     shop.cart
        //*.example.com       /store/:city(/:street)    store
        //*.example.com       /p/:id                    sub.product
        //EU.example.com      /store/**                 eu.store
        @fallback //*.example.com

        """#

    /// The same routes with both table options on: `+` decodes as a space, and a custom
    /// scheme's host is the first path component.
    static var withOptions: String {
        "@option decode-plus-symbols on\n@option host-as-path-component on\n" + overlapping
    }

    /// A deterministic generator, so that a failure names a reproducible table.
    typealias Generator = DispatchIndexEquivalenceTests.Generator

    /// A table of `count` routes made of few pieces, so that they overlap: shared literals,
    /// variables with and without constraints, optional groups, `*` and `**`, priorities,
    /// in three schemes, the global namespace and two host namespaces.
    static func generatedTable(seed: UInt64, count: Int) -> String {
        var generator = Generator(state: seed)
        let pieces = ["a", "b", "view", "edit", "a", ":id", ":name", #":n<\d+>"#, ":s<[a-z]+>", "*"]
        let namespaces = ["acme", "acme", "https", "other", "*", "//h.example.com", "//*.example.com"]
        var lines = ["@fallback acme https //*.example.com"]
        for index in 0..<count {
            var parts = (0..<1 + generator.next(3)).map { _ in generator.pick(pieces) }
            // A route of variables alone would take nearly every link and hide the rest.
            if !parts.contains(where: { $0.first?.isLetter == true }) { parts.insert("a", at: 0) }
            var pattern = "/" + parts.joined(separator: "/")
            switch generator.next(6) {
            case 0: pattern += "(/:opt)"
            case 1: pattern += "/**"
            case 2: pattern += "(/x/:x<\\d+>)"
            default: break
            }
            let priority = generator.pick([0, 0, 0, 1, 5, -1])
            lines.append("\(generator.pick(namespaces))  \(pattern)  \(priority)  r\(index)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The probe links of every route of `table` (and the root paths), under the schemes and
    /// hosts that reach its namespaces and a few that reach none.
    static func links(of table: RouteTable) -> [String] {
        var probes = LinkProbes()
        var paths: [RouteTable.Namespace: Set<String>] = [:]
        for route in table.routes {
            paths[route.namespace, default: LinkProbes.rootPaths].formUnion(probes.paths(ofRoutePattern: route.pattern))
        }
        var links: Set<String> = []
        for (namespace, paths) in paths {
            let bases: [String] = switch namespace {
            case .scheme(let scheme): ["\(scheme)://", "\(scheme.uppercased())://", "\(scheme)://www.example.net"]
            case .host(let pattern) where pattern.hasPrefix("*."):
                ["https://www.\(pattern.dropFirst(2))", "http://EU.\(pattern.dropFirst(2)):8080", "https://\(pattern.dropFirst(2))"]
            case .host(let pattern): ["https://\(pattern)", "acme://\(pattern.uppercased())"]
            case .global: ["acme://", "web://", "nowhere://", ""]
            }
            for base in bases {
                for path in paths {
                    // The host form too, where the first component reads as the host.
                    links.insert(base + path)
                    if base.hasSuffix("://") { links.insert(base + path.dropFirst()) }
                }
            }
        }
        links.formUnion(["", "not a url \u{1}", "acme://product/%zz", "acme://product/1?q=a+b&q=c&id=9&JLRoutePattern=x",
                         "acme://search/a+b?query=c", "https://shop.example.com/product/42#top?x",
                         "//shop.example.com/cart", "mailto:someone@example.com", "acme:product/42"])
        return links.sorted()
    }

    /// Whether the generated enum's reading (`pathValues`) gives what `pathMatch` gives: the
    /// same route and wildcard, and by every name the same value or none.
    static func same(_ values: RouteResolver.PathValues?, _ match: RouteResolver.PathMatch?) -> Bool {
        guard let values, let match else { return values == nil && match == nil }
        let names = Set(values.variables.map(\.name))
        return values.routeIndex == match.routeIndex && values.wildcard == match.wildcard
            && names == Set(match.values.keys) && names.allSatisfy { values[$0] == match.values[$0] }
    }

    /// Every link resolves and path-matches as the explanation says; returns how many were
    /// routed, missed and unreadable, so a test can check the links tried every outcome.
    static func expectResolveMatchesExplanation(_ text: String, _ comment: Comment) throws -> [RouteResolution.Status: Int] {
        let resolver = try RouteResolver(RouteTable(parsing: text))
        var outcomes: [RouteResolution.Status: Int] = [:]
        var disagreements = 0
        for url in links(of: resolver.table) {
            let explained = resolver.explainedResolution(of: url)
            let resolved = resolver.resolve(url)
            let matched = resolver.pathMatch(url)
            let explainedMatch = resolver.explainedPathMatch(url)
            let values = resolver.pathValues(url)
            outcomes[explained.status, default: 0] += 1
            if resolved != explained || matched != explainedMatch || !Self.same(values, matched) {
                disagreements += 1
                // The first few, in full; a broken reading would print thousands.
                if disagreements <= 5 {
                    #expect(resolved == explained, "\(comment): \(url)")
                    #expect(matched == explainedMatch, "\(comment): \(url)")
                    #expect(Self.same(values, matched), "\(comment): \(url)")
                }
            }
        }
        #expect(disagreements == 0, "\(comment): \(disagreements) links disagree")
        return outcomes
    }

    @Test func overlappingRoutesResolveAsTheExplanationSays() throws {
        let outcomes = try Self.expectResolveMatchesExplanation(Self.overlapping, "overlapping")
        #expect(outcomes[.routed, default: 0] > 1_000)
        #expect(outcomes[.unrouted, default: 0] > 100)
        #expect(outcomes[.invalid, default: 0] > 0)
    }

    @Test func theTableOptionsApplyToBothReadings() throws {
        let outcomes = try Self.expectResolveMatchesExplanation(Self.withOptions, "options on")
        #expect(outcomes[.routed, default: 0] > 1_000)
        #expect(outcomes[.unrouted, default: 0] > 100)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func generatedTablesResolveAsTheExplanationSays(seed: UInt64) throws {
        let outcomes = try Self.expectResolveMatchesExplanation(Self.generatedTable(seed: seed, count: 40), "seed \(seed)")
        #expect(outcomes[.routed, default: 0] > 500)
        #expect(outcomes[.unrouted, default: 0] > 100)
    }

    @Test func theExampleTableResolvesAsTheExplanationSays() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/routes.table")
        let outcomes = try Self.expectResolveMatchesExplanation(try String(contentsOf: examples, encoding: .utf8), "Examples/routes.table")
        #expect(outcomes[.routed, default: 0] > 1_000)
    }

    /// A path match names the route that wins among equal ones and the values the path gives,
    /// not the query's: spelled out, beside the comparison.
    @Test func aPathMatchHoldsThePathsValuesOfTheFirstEqualRoute() throws {
        let resolver = try RouteResolver(RouteTable(parsing: Self.overlapping))
        let names = resolver.table.routes.map(\.name)
        #expect(resolver.pathMatch("acme://static/page").map { names[$0.routeIndex] } == "static.first")
        let match = try #require(resolver.pathMatch("acme://user/7?tab=posts"))
        #expect(names[match.routeIndex] == "user")
        #expect(match.values == ["id": "7"])
        #expect(resolver.pathMatch("acme://files/x%20y/z")?.wildcard == ["x y", "z"])
        #expect(resolver.pathMatch("nowhere://zzz/yyy") == nil)
        // The generated enum's reading: the first of a name given twice, as `values` holds it.
        #expect(resolver.pathMatch("acme://pair/1/2")?.values == ["a": "1"])
        #expect(resolver.pathValues("acme://pair/1/2")?["a"] == "1")
        #expect(resolver.pathValues("acme://user/7?tab=posts")?["tab"] == nil)
        #expect(resolver.pathValues("acme://files/x%20y/z")?.wildcard == ["x y", "z"])
        #expect(resolver.resolve("https://www.example.com/p/9").searched == ["//*.example.com"])
        #expect(resolver.resolve("https://www.example.com/q").searched == ["//*.example.com", "https"])
    }
}
