import Foundation
import Testing
import URLRoutes

/// `RouteResolver` takes a `URL` as well as a string, and makes links without `host:`.
@Suite struct RouteResolverConvenienceTests {
    private let resolver: RouteResolver

    init() throws {
        resolver = try RouteResolver(RouteTable(parsing: """
            pawly               /product/:id<\\d+>   product.show
            //shop.pawly.example  /p/:id            shop.product
            https               /about             about
            """))
    }

    @Test func resolvesAFoundationURL() {
        let url = URL(string: "pawly://product/7?ref=push")!
        #expect(resolver.resolve(url).route?.name == "product.show")
        #expect(resolver.resolve(url).parameters?["ref"] == "push")
        #expect(resolver.explain(url).winner?.pattern == "/product/:id<\\d+>")
    }

    @Test func makesALinkWithoutAHost() throws {
        #expect(try resolver.url(forRouteNamed: "product.show", parameters: ["id": "7"]) == "pawly://product/7")
        #expect(try resolver.url(forRouteNamed: "shop.product", parameters: ["id": "7"]) == "https://shop.pawly.example/p/7")
    }

    @Test func anHTTPSLinkWithoutAHostStillSaysItNeedsOne() {
        #expect { try resolver.url(forRouteNamed: "about") } throws: { error in
            "\(error)".contains("needs a real host")
        }
    }

    @Test func theExplanationsWinnerHasItsRouteName() {
        #expect(resolver.explain("pawly://product/7").winner?.name == "product.show")
        #expect(resolver.explain("pawly://product/7").candidates.allSatisfy { $0.name != nil })
    }
}
