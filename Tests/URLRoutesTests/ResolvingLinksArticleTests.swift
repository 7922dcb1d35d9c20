import Foundation
import Testing
import URLRoutes

/// The examples of the article "Resolving links on a server", as written there.
@Suite struct ResolvingLinksArticleTests {
    static let tableText = """
        acme                  /product/:id<\\d+>          10  product.show
        acme                  /product/:slug                 product.bySlug
        //shop.acme.example   /p/:id<\\d+>(/:slug)           shop.product
        """

    @Test func aResolverJudgesLinksOfTheTable() throws {
        let resolver = try RouteResolver(RouteTable(parsing: Self.tableText))
        let resolution = resolver.resolve("https://shop.acme.example/p/42/trail-runner?ref=mail")
        #expect(resolution.status == .routed)
        #expect(resolution.route?.name == "shop.product")
        #expect(resolution.route?.tablePattern == "/p/:id<\\d+>(/:slug)")
        #expect(resolution.parameters?["slug"] == "trail-runner")
        #expect(resolution.parameters?["ref"] == "mail")
        #expect(resolver.resolve("acme://cart").status == .unrouted)
        let invalid = resolver.resolve("")
        #expect(invalid.status == .invalid)
        #expect(invalid.error != nil)
    }

    @Test func linksAreMadeFromNamesAndReadBack() throws {
        let resolver = try RouteResolver(RouteTable(parsing: Self.tableText))
        #expect(try resolver.url(forRouteNamed: "product.show", parameters: ["id": "42"], host: nil) == "acme://product/42")
        #expect(try resolver.url(forRouteNamed: "shop.product", parameters: ["id": "42", "slug": "trail-runner"], host: nil)
            == "https://shop.acme.example/p/42/trail-runner")
        let error = #expect(throws: RouteGenerationError.self) {
            try resolver.url(forRouteNamed: "product.bySlug", parameters: ["slug": "42"], host: nil)
        }
        #expect(error.map { "\($0)".contains("acme://product/42") && "\($0)".contains("product.show") } == true, "\(String(describing: error))")
    }

    @Test func theExplanationSaysWhyTheFirstRouteDidNotMatch() throws {
        let resolver = try RouteResolver(RouteTable(parsing: Self.tableText))
        let explanation = resolver.explain("acme://product/trail-runner")
        #expect(explanation.winner?.name == "product.bySlug")
        #expect("\(explanation)".contains(#"component 2 "trail-runner" does not satisfy :id<\d+>"#))
    }

    @Test func aBadReloadKeepsTheOldResolverAndAGoodOneReplacesIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("resolving-article-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("routes.table")
        try Data(Self.tableText.utf8).write(to: file)
        // The article's CurrentTable, with the test suite's lock.
        final class CurrentTable: Sendable {
            private let current: Locked<RouteResolver>
            init(contentsOf url: URL) throws { current = Locked(try RouteResolver(RouteTable(contentsOf: url))) }
            func reload(from url: URL) throws {
                let resolver = try RouteResolver(RouteTable(contentsOf: url))
                current.withLock { $0 = resolver }
            }
            func resolve(_ link: String) -> RouteResolution { current.withLock { $0 }.resolve(link) }
        }
        let current = try CurrentTable(contentsOf: file)
        try Data("acme /product/(:id broken\n".utf8).write(to: file)
        #expect(throws: RouteTableError.self) { try current.reload(from: file) }
        #expect(current.resolve("acme://product/42").route?.name == "product.show")
        try Data("acme /item/:id item\n".utf8).write(to: file)
        try current.reload(from: file)
        #expect(current.resolve("acme://product/42").status == .unrouted)
        #expect(current.resolve("acme://item/42").route?.name == "item")
    }

    @Test func aTablesOptionsStayWithItsResolver() throws {
        let plain = try RouteResolver(RouteTable(parsing: "acme /search/:q search\n"))
        let literal = try RouteResolver(RouteTable(parsing: "@option decode-plus-symbols off\nacme /search/:q search\n"))
        #expect(literal.resolve("acme://search/rain+coat").parameters?["q"] == "rain+coat")
        #expect(plain.resolve("acme://search/rain+coat").parameters?["q"] == "rain coat")
    }
}
