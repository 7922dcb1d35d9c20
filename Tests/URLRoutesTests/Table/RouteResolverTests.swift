import Foundation
import Synchronization
import Testing
@testable import URLRoutes

/// The repository's example table and the links it is tried with.
private enum ExampleFiles {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    static var table: RouteTable {
        get throws { try RouteTable(contentsOf: examples.appendingPathComponent("routes.table")) }
    }

    /// The URLs of urls.txt and misses.txt: every kind of route, miss and unroutable string.
    static var urls: [String] {
        get throws {
            try ["urls.txt", "misses.txt"].flatMap { name in
                try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8)
                    .split(separator: "\n").map(String.init)
                    .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            }
        }
    }
}

/// `RouteResolver`: a table routed on its own, as it would route registered.
extension RouterSuite {
    @Suite struct RouteResolverAgainstTheRegistry {
        @Test func everyExampleURLResolvesAsTheRegisteredTableRoutesIt() throws {
            try withCleanRouter {
                let table = try ExampleFiles.table
                let resolver = try RouteResolver(table)
                try table.register()
                let urls = try ExampleFiles.urls + [
                    "https://SHOP.acme.example:443/cart", "https://eu.acme.example/store-locator/fr",
                    "https://eu.acme.example/settings/privacy", "http://www.acme.example/p/1#reviews",
                    "ACME://product/42", "other://login", "/login", "https://acme.example/p/1",
                    "https://www.acme.example/search?q=a+b&q=c", "not a url \u{1}",
                ]
                #expect(urls.count > 40)
                for url in urls {
                    let registered = RouteResolution(Routes.explain(url), declaration: resolver.declaration(of:))
                    #expect(resolver.resolve(url) == registered, "\(url)")
                }
            }
        }

        @Test func resolvingTouchesNoRegisteredNamespace() throws {
            try withCleanRouter {
                let resolver = try RouteResolver(try ExampleFiles.table)
                #expect(resolver.resolve("acme://product/42").status == .routed)
                #expect(Routes.allRoutes().values.allSatisfy { $0.isEmpty })
                #expect(!Routes.canRouteURL("acme://product/42"))
            }
        }

        @Test func theTablesOptionsApplyWhateverTheProcessWideOnes() throws {
            try withCleanRouter {
                Routes.shouldDecodePlusSymbols = true
                let resolver = try RouteResolver(RouteTable(parsing: "@option decode-plus-symbols off\nacme /search/:q\n"))
                #expect(resolver.resolve("acme://search/a+b").parameters?["q"] == "a+b")
                #expect(Routes.shouldDecodePlusSymbols)
            }
        }
    }
}

@Suite struct RouteResolverTests {
    @Test func theWinnerNamesItsTableLineNameAndPatternAsWritten() throws {
        let resolver = try RouteResolver(try ExampleFiles.table)
        let resolution = resolver.resolve("https://www.acme.example/p/48213/trail-runner?ref=mail&ref=push")
        #expect(resolution.status == .routed)
        #expect(resolution.route == RouteResolution.Route(
            scheme: "https", pattern: #"/p/:id<\d+>/:slug"#, tablePattern: #"/p/:id<\d+>(/:slug)"#,
            priority: 10, name: "web.product", line: 50))
        #expect(resolution.searched == ["//*.acme.example", "https"])
        #expect(resolution.parameters == ["id": "48213", "slug": "trail-runner", "ref": "mail"])
        #expect(resolution.repeatedParameters == ["ref": ["mail", "push"]])
    }

    @Test func aMissListsTheNamespacesSearched() throws {
        let resolution = try RouteResolver(try ExampleFiles.table).resolve("https://www.acme.example/nowhere")
        #expect(resolution == RouteResolution(url: "https://www.acme.example/nowhere", status: .unrouted,
                                              searched: ["//*.acme.example", "https", "*"]))
    }

    @Test func aStringThatIsNotAURLIsInvalidWithTheReason() throws {
        let resolution = try RouteResolver(try ExampleFiles.table).resolve("acme://product/\u{7}")
        #expect(resolution.status == .invalid)
        #expect(resolution.error?.isEmpty == false)
        #expect(resolution.route == nil)
    }

    @Test func twoResolversOfDifferentTablesAnswerEachForItsOwn() async throws {
        let a = try RouteResolver(RouteTable(parsing: "https /p/:id a\n"))
        let b = try RouteResolver(RouteTable(parsing: "https /p/:id b\n"))
        await withTaskGroup(of: Bool.self) { group in
            for index in 0..<8 {
                group.addTask {
                    let resolver = index.isMultiple(of: 2) ? a : b
                    let expected = index.isMultiple(of: 2) ? "a" : "b"
                    return (0..<200).allSatisfy { _ in resolver.resolve("https://x.example/p/1").route?.name == expected }
                }
            }
            for await agreed in group { #expect(agreed) }
        }
    }

    @Test func aTableThatWouldNotRegisterIsRefusedWithTheSameError() throws {
        let table = RouteTable(routes: [.init(.scheme("acme"), "/a", name: "x"), .init(.scheme("acme"), "/b", name: "x")])
        #expect { try RouteResolver(table) } throws: { error in
            (error as? RouteTableError)?.message.contains("used twice") == true
        }
    }

    @Test func explainListsEveryCandidateOfTheTable() throws {
        let resolver = try RouteResolver(RouteTable(parsing: "acme /a/:x a\nacme /b/:y b\n"))
        let explanation = resolver.explain("acme://b/1")
        #expect(explanation.candidates.map(\.pattern) == ["/a/:x", "/b/:y"])
        #expect(explanation.winner.flatMap(resolver.declaration(of:))?.name == "b")
    }

    @Test func aLinkIsGeneratedInTheNamespaceOfTheNamedRoute() throws {
        let resolver = try RouteResolver(try ExampleFiles.table)
        #expect(try resolver.url(forRouteNamed: "shop.product", parameters: ["id": "48213"], host: nil)
            == "https://shop.acme.example/product/48213")
        #expect(try resolver.url(forRouteNamed: "product.show", parameters: ["id": "42"], host: nil) == "acme://product/42")
        #expect(try resolver.url(forRouteNamed: "web.product", parameters: ["id": "7"], host: "www.acme.example")
            == "https://www.acme.example/p/7")
    }

    @Test func anUnknownNameIsAGenerationErrorWithTheClosestName() throws {
        let resolver = try RouteResolver(try ExampleFiles.table)
        #expect { try resolver.url(forRouteNamed: "shop.produkt", host: nil) } throws: { error in
            (error as? RouteGenerationError)?.description.contains("did you mean 'shop.product'?") == true
        }
    }

    /// The link is read back as this table routes it, not as its route's namespace alone would.
    @Test func aLinkThatAnotherNamespaceOfTheTableTakesIsRefused() throws {
        let resolver = try RouteResolver(RouteTable(parsing: "https /:page page\n* /login login\n"))
        #expect { try resolver.url(forRouteNamed: "login", scheme: "https", host: "www.example.com") } throws: { error in
            (error as? RouteGenerationError)?.takenBy?.pattern == "/:page"
        }
        #expect(try resolver.url(forRouteNamed: "login", scheme: "acme", host: nil) == "acme://login")
    }

    @Test func aLinkIsReadBackWithTheTablesOptions() throws {
        let resolver = try RouteResolver(RouteTable(parsing: "@option decode-plus-symbols off\nacme /search/:q search\n"))
        let link = try resolver.url(forRouteNamed: "search", parameters: ["q": "a+b"], host: nil)
        #expect(resolver.resolve(link).parameters?["q"] == "a+b")
    }
}

@Suite struct RouteResolutionTests {
    @Test func encodesTheFieldsOfRouteJSONLeavingOutAbsentOnes() throws {
        let resolution = RouteResolution(
            url: "acme://product/42", status: .routed, searched: ["acme"],
            route: .init(scheme: "acme", pattern: "/product/:id", tablePattern: "/product/:id", priority: 10,
                         name: "product.show", line: 18),
            parameters: ["id": "42"])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(resolution), as: UTF8.self)
        #expect(json == #"{"parameters":{"id":"42"},"route":{"line":18,"name":"product.show","pattern":"/product/:id","#
            + #""priority":10,"scheme":"acme","tablePattern":"/product/:id"},"searched":["acme"],"status":"routed","#
            + #""url":"acme://product/42"}"#)
        #expect(try JSONDecoder().decode(RouteResolution.self, from: Data(json.utf8)) == resolution)
    }
}
