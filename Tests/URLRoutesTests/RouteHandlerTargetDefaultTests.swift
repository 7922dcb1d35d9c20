import Testing
import URLRoutes

/// A target made per URL, which implements only `init(routeParameters:)` (JLRoutes made
/// `handleRouteWithParameters:` optional).
private final class ProductScreen: RouteHandlerTarget {
    let productID: String?
    init(routeParameters: RouteParameters) { productID = routeParameters["id"] }
}

/// A long-lived target that leaves `handleRoute(with:)` to the default.
private final class PromotionBanner: RouteHandlerTarget {
    init() {}
    init(routeParameters: RouteParameters) {}
}

extension RouterSuite {
    @Suite struct RouteHandlerTargetDefaultTests {
        @Test func aTargetWithoutHandleRouteWorksWithTheTargetClassHandler() {
            let opened = LockedBox<[String?]>([])
            let routes = Routes()
            routes.addRoute("/product/:id", handler: RouteHandlers.handler(forTargetClass: ProductScreen.self) { screen in
                opened.update { $0.append(screen.productID) }
                return true
            })
            #expect(routes.routeURL("shop://product/42"))
            #expect(opened.value == ["42"])
        }

        @Test func theDefaultHandleRouteDeclinesSoTheNextRouteRoutes() {
            let banner = PromotionBanner()
            let next = LockedBox(0)
            let routes = Routes()
            routes.addRoute("/product/:id", priority: 1, handler: RouteHandlers.handler(forWeakTarget: banner))
            routes.addRoute("/product/:id") { _ in
                next.update { $0 += 1 }
                return true
            }
            #expect(routes.routeURL("shop://product/42"))
            #expect(next.value == 1)
            withExtendedLifetime(banner) {}
        }
    }
}
