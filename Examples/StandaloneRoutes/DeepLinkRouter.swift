// An app's deep-link handling on the standalone enum that
// `urlroutes generate swift Examples/routes.table --standalone` writes (AppRoute.swift, or the
// RouteTablePlugin with `@option swift-standalone`). Nothing here imports URLRoutes: the app
// ships without the router and without PCRE2. The package's tests compile this file with the
// generated enum and run it.

/// The screens a link can open.
enum Screen: Equatable {
    case home
    case product(id: Int)
    case reviews(productID: Int, page: Int)
    case order(id: String, tracking: Bool)
    case helpArticle(String)
    case notFound
}

/// What `onOpenURL` (SwiftUI) or `application(_:open:options:)` (UIKit) would call.
func screen(forLink link: String) -> Screen {
    switch AppRoute(url: link) {
    case .home?:
        return .home
    case .productShow(let id)?, .webProduct(let id, _)?, .shopProduct(let id, _)?:
        return Int(id).map(Screen.product) ?? .notFound
    case .productReviews(let id, let page)?:
        return Int(id).map { .reviews(productID: $0, page: Int(page ?? "1") ?? 1) } ?? .notFound
    case .orderShow(let orderID, let action)?:
        return .order(id: orderID, tracking: action == "track")
    case .webOrder(let orderID)?:
        return .order(id: orderID, tracking: false)
    case .helpArticle(_, let article)?:
        return .helpArticle(article)
    case nil:
        return .notFound
    default:
        // The app's other screens; a new route in the table lands here until it is handled.
        return .home
    }
}

/// The link a share sheet offers for a product: the app's own scheme, or the web shop.
func shareLink(forProduct id: Int, web: Bool) -> String? {
    if web { return try? AppRoute.webProduct(id: String(id), slug: nil).url(host: "www.acme.example") }
    return try? AppRoute.productShow(id: String(id)).url()
}
