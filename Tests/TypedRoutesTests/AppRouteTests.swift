import Testing
import URLRoutes

/// AppRoute is generated from this target's routes.table by RouteTablePlugin at build time.
@Suite struct AppRouteTests {
    @Test func everyNamedRouteIsACaseWithItsPathValuesInPatternOrder() {
        // A switch over the enum is exhaustive: a route added to the table breaks this build.
        func name(of route: AppRoute) -> String {
            switch route {
            case .productShow(let id): "productShow \(id)"
            case .productReviews(let id, let page): "productReviews \(id) \(page ?? "-")"
            case .userPost(let userId, let postId): "userPost \(userId) \(postId)"
            case .files(let wildcard): "files \(wildcard)"
            case .acmeHome: "acmeHome"
            case .default: "default"
            case .helpArticle(let wildcard, let article): "helpArticle \(wildcard) \(article)"
            case .httpsHome: "httpsHome"
            case .shopProduct(let slug, let tab): "shopProduct \(slug) \(tab ?? "-")"
            case .shopRoot: "shopRoot"
            case .tenantItem(let id): "tenantItem \(id)"
            }
        }
        #expect(name(of: .productReviews(id: "1", page: nil)) == "productReviews 1 -")
        #expect(name(of: .userPost(userId: "u", postId: "p")) == "userPost u p")
    }

    @Test func aURLBecomesItsCase() {
        #expect(AppRoute(url: "acme://product/42") == .productShow(id: "42"))
        #expect(AppRoute(url: "acme://product/42/reviews/3") == .productReviews(id: "42", page: "3"))
        #expect(AppRoute(url: "acme://user/7/posts/hello%20world") == .userPost(userId: "7", postId: "hello world"))
        #expect(AppRoute(url: "acme://home") == .acmeHome)
        #expect(AppRoute(url: "https://www.example.com/home") == .httpsHome)
        #expect(AppRoute(url: "acme://default") == .default)
        #expect(AppRoute(url: "https://shop.acme.example/p/boots/reviews") == .shopProduct(slug: "boots", tab: "reviews"))
        #expect(AppRoute(url: "https://shop.acme.example/") == .shopRoot)
        #expect(AppRoute(url: "https://eu.acme.example/t/9") == .tenantItem(id: "9"))
        #expect(AppRoute(url: "other://help/a/b/intro") == .helpArticle(wildcard: ["a", "b"], article: "intro"))
    }

    @Test func wildcardComponentsArePercentDecoded() {
        #expect(AppRoute(url: "acme://files/a%20b/c%2Fd") == .files(wildcard: ["a b", "c/d"]))
    }

    @Test func aQueryItemNamedLikeAnOptionalVariableIsNotThatVariable() {
        #expect(AppRoute(url: "acme://product/42/reviews?page=3") == .productReviews(id: "42", page: nil))
    }

    @Test func aMissAndABadURLAreNil() {
        #expect(AppRoute(url: "acme://nowhere") == nil)
        #expect(AppRoute(url: "acme://product/4 2") == nil)
    }

    @Test func linksRouteBackToTheSameCase() throws {
        let routes: [AppRoute] = [
            .productShow(id: "42"), .productReviews(id: "42", page: nil), .productReviews(id: "42", page: "2"),
            .userPost(userId: "a b", postId: "ü"), .files(wildcard: ["a b", "c/d"]), .acmeHome, .default,
            .shopProduct(slug: "boots", tab: nil), .shopRoot,
        ]
        for route in routes {
            let url = try route.url()
            #expect(AppRoute(url: url) == route, "\(url)")
        }
        #expect(try AppRoute.productShow(id: "42").url() == "acme://product/42")
        #expect(try AppRoute.productShow(id: "42").path() == "/product/42")
        #expect(try AppRoute.shopProduct(slug: "boots", tab: "reviews").url() == "https://shop.acme.example/p/boots/reviews")
        #expect(try AppRoute.httpsHome.url(host: "www.example.com") == "https://www.example.com/home")
        #expect(try AppRoute.tenantItem(id: "9").url(host: "eu.acme.example") == "https://eu.acme.example/t/9")
        #expect(try AppRoute.helpArticle(wildcard: ["a"], article: "b").url(scheme: "other") == "other://help/a/b")
    }

    @Test func queryItemsAreAddedAndDoNotChangeTheCase() throws {
        let url = try AppRoute.productReviews(id: "42", page: nil).url(query: ["page": "2", "ref": "a b"])
        #expect(url == "acme://product/42/reviews?page=2&ref=a%20b")
        #expect(AppRoute(url: url) == .productReviews(id: "42", page: nil))
    }

    @Test func aValueTheRouteCannotTakeThrowsAsTheResolverWould() {
        #expect(throws: RouteGenerationError.self) { try AppRoute.productShow(id: "abc").url() }
        #expect(throws: RouteGenerationError.self) { try AppRoute.productShow(id: "").url() }
        #expect(throws: RouteGenerationError.self) { try AppRoute.tenantItem(id: "1").url() }   // which tenant?
    }

    @Test func theDescriptionIsTheLink() {
        #expect(AppRoute.productShow(id: "42").description == "acme://product/42")
        #expect(AppRoute.helpArticle(wildcard: [], article: "x").description == "/help/x")
        // A case that makes no link (a value its constraint refuses) still describes itself.
        #expect(AppRoute.productShow(id: "abc").description == "product.show id=abc")
        #expect(AppRoute.files(wildcard: []).description == "acme://files")
    }

    @Test func theTableIsEmbedded() throws {
        #expect(AppRoute.table.routes.count == 11)
        #expect(AppRoute.resolver.resolve("acme://product/42").route?.name == "product.show")
    }
}
