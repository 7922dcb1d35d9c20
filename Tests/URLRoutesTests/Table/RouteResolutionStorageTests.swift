import Foundation
import Testing
@testable import URLRoutes

/// A resolution that `resolve(_:)` finds keeps what routing left and reads its fields when
/// asked (`FoundResolution`); one made by hand, decoded or changed holds them as given. Both
/// must be the same value: equal field by field, encoded byte for byte alike, printed alike,
/// and changed through a field's setter without touching another resolution.
@Suite struct RouteResolutionStorageTests {
    /// The resolution made by hand from `resolution`'s fields, one by one.
    static func fieldByField(_ resolution: RouteResolution) -> RouteResolution {
        RouteResolution(url: resolution.url, status: resolution.status, error: resolution.error,
                        searched: resolution.searched, route: resolution.route, parameters: resolution.parameters,
                        repeatedParameters: resolution.repeatedParameters,
                        wildcardComponents: resolution.wildcardComponents)
    }

    /// The JSON text, keys sorted (`JSONEncoder` orders them as it likes otherwise).
    static func encoded(_ resolution: RouteResolution) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(resolution), as: UTF8.self)
    }

    /// The resolver makes each route's description once and every resolution shares it:
    /// changing a copy's fields changes that copy only, and a route encodes and decodes as a
    /// struct of its six fields, absent ones left out.
    @Test func aChangedRouteIsACopyOfItsOwn() throws {
        let resolver = try RouteResolver(RouteTable(parsing: "acme  /user/:id  user"))
        let declared = RouteResolution.Route(scheme: "acme", pattern: "/user/:id", tablePattern: "/user/:id",
                                             priority: 0, name: "user", line: 1)
        var route = try #require(resolver.resolve("acme://user/42").route)
        #expect(route == declared)
        route.scheme = "other"
        route.pattern = "/p"
        route.tablePattern = nil
        route.priority = 5
        route.name = nil
        route.line = nil
        #expect(route == RouteResolution.Route(scheme: "other", pattern: "/p", priority: 5))
        #expect(route != declared)
        #expect(resolver.resolve("acme://user/42").route == declared)

        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(String(decoding: try encoder.encode(route), as: UTF8.self)
            == #"{"pattern":"\/p","priority":5,"scheme":"other"}"#)
        let text = String(decoding: try encoder.encode(declared), as: UTF8.self)
        #expect(text == #"{"line":1,"name":"user","pattern":"\/user\/:id","priority":0,"scheme":"acme","tablePattern":"\/user\/:id"}"#)
        #expect(try JSONDecoder().decode(RouteResolution.Route.self, from: Data(text.utf8)) == declared)
        #expect(String(describing: declared).hasSuffix(#"Route(scheme: "acme", pattern: "/user/:id", tablePattern: Optional("/user/:id"), priority: 0, name: Optional("user"), line: Optional(1))"#))
    }

    /// Probe links of overlapping and generated tables, read both ways.
    @Test(arguments: [nil, 1, 2] as [UInt64?])
    func aFoundResolutionIsTheValueOfItsFields(seed: UInt64?) throws {
        let text = seed.map { ResolveMatchesExplanationTests.generatedTable(seed: $0, count: 40) }
            ?? ResolveMatchesExplanationTests.overlapping
        let resolver = try RouteResolver(RouteTable(parsing: text))
        var outcomes: Set<RouteResolution.Status> = []
        var withQuery = 0
        var failures = 0
        // Every few of the probe links: about 600 of each table keep the test to a second.
        let links = ResolveMatchesExplanationTests.links(of: resolver.table)
        for url in stride(from: 0, to: links.count, by: max(1, links.count / 600)).map({ links[$0] }) {
            let resolved = resolver.resolve(url)
            let expected = Self.fieldByField(resolved)
            outcomes.insert(resolved.status)
            if resolved.repeatedParameters != nil || url.contains("?") { withQuery += 1 }
            let decoded = try JSONDecoder().decode(RouteResolution.self, from: JSONEncoder().encode(resolved))
            let agrees = try resolved == expected && expected == resolved && decoded == resolved
                && Self.encoded(resolved) == Self.encoded(expected)
                && String(describing: resolved) == String(describing: expected)
            if !agrees {
                failures += 1
                if failures <= 3 { Issue.record("\(url): \(resolved) against \(expected)") }
            }
        }
        #expect(failures == 0)
        #expect(outcomes == [.routed, .unrouted, .invalid])
        #expect(withQuery > 0)
    }

    /// A miss keeps what routing left (the URL, why it is not one, the namespaces searched:
    /// one, two, three or none) and must read, compare, encode, print and change as the
    /// resolution made by hand from the same fields.
    @Test(arguments: [
        ("https://shop.acme.example/nowhere",
         RouteResolution(url: "https://shop.acme.example/nowhere", status: .unrouted, searched: ["//shop.acme.example"])),
        ("acme://nothing", RouteResolution(url: "acme://nothing", status: .unrouted, searched: ["acme", "*"])),
        ("https://www.acme.example/nowhere",
         RouteResolution(url: "https://www.acme.example/nowhere", status: .unrouted,
                         searched: ["//*.acme.example", "https", "*"])),
        ("acme://product/\u{7}",
         RouteResolution(url: "acme://product/\u{7}", status: .invalid, error: "(the router's reason)", searched: [])),
    ])
    func aMissIsTheValueOfItsFields(url: String, byHand: RouteResolution) throws {
        let resolver = try RouteResolver(RouteTable(parsing: """
            @fallback acme https
            @fallback //*.acme.example
            acme                 /product/:id   product
            https                /p/:id         web.product
            //shop.acme.example  /product/:id   shop.product
            //*.acme.example     /stores        stores
            *                    /help          help

            """))
        let missed = resolver.resolve(url)
        #expect(missed.url == url)
        #expect(missed.status == byHand.status)
        #expect(missed.searched == byHand.searched)
        #expect((missed.error != nil) == (byHand.error != nil))
        #expect(missed.route == nil && missed.parameters == nil && missed.repeatedParameters == nil
            && missed.wildcardComponents == nil)
        // The error's wording is the router's; the rest is compared field by field.
        var expected = byHand
        expected.error = missed.error
        #expect(missed == expected && expected == missed)
        #expect(missed != RouteResolution(url: url, status: .routed, error: missed.error, searched: byHand.searched))
        #expect(try Self.encoded(missed) == Self.encoded(expected))
        #expect(String(describing: missed) == String(describing: expected))
        let decoded = try JSONDecoder().decode(RouteResolution.self, from: JSONEncoder().encode(missed))
        #expect(decoded == missed)

        // A setter changes this copy only, into a resolution of the fields as given.
        var changed = missed
        changed.searched.append("elsewhere")
        changed.status = RouteResolution.Status.routed
        changed.route = RouteResolution.Route(scheme: "acme", pattern: "/p")
        changed.parameters = ["id": "1"]
        #expect(changed.url == url && changed.error == missed.error)
        #expect(changed.searched == byHand.searched + ["elsewhere"])
        #expect(changed.route?.pattern == "/p" && changed.parameters == ["id": "1"])
        #expect(missed == expected)
        #expect(missed.searched == byHand.searched && missed.status == byHand.status && missed.route == nil)
        #expect(changed != missed)
    }

    /// The fields under their names, absent ones left out.
    @Test func aResolutionEncodesItsFields() throws {
        let resolver = try RouteResolver(RouteTable(parsing: "acme  /files/*  files\n"))
        #expect(try Self.encoded(resolver.resolve("acme://files/a/b?x=1&x=2")) == #"""
            {"parameters":{"x":"1"},"repeatedParameters":{"x":["1","2"]},\#
            "route":{"line":1,"name":"files","pattern":"\/files\/*","priority":0,"scheme":"acme","tablePattern":"\/files\/*"},\#
            "searched":["acme"],"status":"routed","url":"acme:\/\/files\/a\/b?x=1&x=2","wildcardComponents":["a","b"]}
            """#)
        #expect(try Self.encoded(resolver.resolve("acme://nothing")) == #"""
            {"searched":["acme"],"status":"unrouted","url":"acme:\/\/nothing"}
            """#)
        #expect(try Self.encoded(resolver.resolve("")) == #"""
            {"error":"not a routable URL \"\" at offset 0: the URL is empty","searched":[],"status":"invalid","url":""}
            """#)
    }

    /// `print` shows the eight fields, as a struct of them prints.
    @Test func aResolutionPrintsAsAStructOfItsFields() throws {
        let resolver = try RouteResolver(RouteTable(parsing: "acme  /user/:id  user\n"))
        #expect(String(describing: resolver.resolve("acme://user/42")) == """
            RouteResolution(url: "acme://user/42", status: URLRoutes.RouteResolution.Status.routed, error: nil, \
            searched: ["acme"], route: Optional(URLRoutes.RouteResolution.Route(scheme: "acme", pattern: "/user/:id", \
            tablePattern: Optional("/user/:id"), priority: 0, name: Optional("user"), line: Optional(1))), \
            parameters: Optional(["id": "42"]), repeatedParameters: nil, wildcardComponents: nil)
            """)
    }

    /// A setter changes this resolution only, and the others keep reading what routing found.
    @Test func changingAFieldLeavesTheOthersAndOtherCopies() throws {
        let resolver = try RouteResolver(RouteTable(parsing: "acme  /user/:id  user\n"))
        let found = resolver.resolve("acme://user/42?tab=a&tab=b")
        var changed = found
        changed.parameters?["id"] = "7"
        changed.searched.append("*")
        #expect(found.parameters == ["id": "42", "tab": "a"])
        #expect(found.searched == ["acme"])
        #expect(changed.parameters == ["id": "7", "tab": "a"])
        #expect(changed.searched == ["acme", "*"])
        #expect(changed.repeatedParameters == ["tab": ["a", "b"]])
        #expect(changed.route == found.route)
        #expect(changed != found)
        changed.parameters?["id"] = "42"
        changed.searched = ["acme"]
        #expect(changed == found)
    }

    /// Threads reading the parameters of one found resolution at once all read the same.
    @Test func threadsReadTheSameParameters() async throws {
        let resolver = try RouteResolver(RouteTable(parsing: "acme  /user/:id  user\n"))
        let found = resolver.resolve("acme://user/42?tab=a&tab=b&ref=x")
        let read = await withTaskGroup(of: [String: String]?.self) { group in
            for _ in 0..<8 { group.addTask { found.parameters } }
            return await group.reduce(into: [[String: String]?]()) { $0.append($1) }
        }
        #expect(read.allSatisfy { $0 == ["id": "42", "tab": "a", "ref": "x"] })
    }
}
