import Testing

// Swift Testing helpers: each judges the routes the process registered, as `Routes.explain`
// judges them (handlers are never called), and records an issue at the caller's line when the
// expectation does not hold, with the explanation.

/// Expects `url` to reach the route `expected` (a route name, or a pattern as the table writes
/// it, with or without its leading `/`) in the registry, with `parameters`.
///
/// ```swift
/// @Test func productLinksOpenTheProduct() throws {
///     try RouteTable(contentsOf: tableURL).register()
///     expectRoute("acme://product/42?ref=push", to: "product.show", parameters: ["id": "42", "ref": "push"])
///     expectRoute("acme://category/footwear", to: "/category/:category(/:subcategory)")
/// }
/// ```
///
/// Each value is compared with what the handler reads as `parameters[name]` (for a query key
/// the URL repeats, the first value); `*` is the wildcard components joined by `/`. Parameters
/// not given are not checked. When the URL goes elsewhere, the issue names the route that took
/// it and why `expected` did not: which component it turned down, or that another route is
/// tried first, or that routing never searched its namespace.
public func expectRoute(_ url: String, to expected: String, parameters: [String: String] = [:],
                        sourceLocation: SourceLocation = #_sourceLocation) {
    if let message = RouteAssertions.routeFailure(url, to: expected, parameters: parameters) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// Expects `url` to reach no route in the registry: a link the app must leave to the browser.
///
/// ```swift
/// @Test func aShortUserNameIsNoProfile() {
///     expectNoRoute("acme://user/ab")   // user names are 3 to 20 characters
/// }
/// ```
///
/// The issue names the route that took the URL.
public func expectNoRoute(_ url: String, sourceLocation: SourceLocation = #_sourceLocation) {
    if let message = RouteAssertions.noRouteFailure(url) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// The named route generates `url`, and `url` routes back to it with the same parameters.
///
/// ```swift
/// @Test func shopLinksRoundTrip() {
///     expectLink("shop.product", parameters: ["id": "48213", "slug": "trail-runner-2"],
///                is: "https://shop.acme.example/product/48213/trail-runner-2")
///     expectLink("search", parameters: ["query": "rain jacket"], is: "acme://search/rain%20jacket")
/// }
/// ```
///
/// The link is made as `Routes.url(forRouteNamed:parameters:wildcard:scheme:)` makes it, in the
/// route's namespace (when several namespaces have a route of that name, the one that makes
/// `url`). Routing it back must reach the same route, hand every parameter back unchanged,
/// and deliver the wildcard components given. The issue says which step failed: another
/// link, a generation error, no route, another route, or the parameters that came back
/// different.
public func expectLink(_ name: String, parameters: [String: String] = [:], wildcard: [String] = [],
                       scheme: String? = nil, is url: String,
                       sourceLocation: SourceLocation = #_sourceLocation) {
    if let message = RouteAssertions.linkFailure(name, parameters: parameters, wildcard: wildcard, scheme: scheme, is: url) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
