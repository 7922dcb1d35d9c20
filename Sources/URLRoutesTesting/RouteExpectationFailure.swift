/// A case of `RouteExpectations` that does not hold: its line, its URL, and what went wrong.
///
/// ```swift
/// for failure in expectations.check() {
///     print(failure)
/// }
/// // routes.expectations:7: error: acme://product/trail-runner-2: expected product.show, but it routed to product.bySlug (acme /product/:slug<[a-z0-9-]+>, routes.table:19)
/// //     product.show (acme /product/:id<\d+>, routes.table:17) did not match: component 2 "trail-runner-2" does not satisfy :id<\d+>
/// ```
public struct RouteExpectationFailure: Sendable, Equatable, CustomStringConvertible {
    /// The expectations file, when it has a name (`init(contentsOf:)`, or `file:` when parsing).
    public var file: String?
    /// The case's 1-based line in the expectations.
    public var line: Int?
    /// The URL the case routes, as written.
    public var url: String
    /// What was expected and what happened on the first line (the route that took the URL,
    /// no route, or the parameters that differ), then why, one reason a line: why the
    /// expected route did not match, or that it matched but another is tried first, or that
    /// routing never searched its namespace.
    ///
    /// ```swift
    /// failure.message
    /// // expected product.show, but no route matched (searched acme, then * (global fallback))
    /// //     product.show (acme /product/:id<\d+>, routes.table:17) did not match: component 2 "boots" does not satisfy :id<\d+>
    /// ```
    public var message: String

    /// A failure, as `RouteExpectations.check()` makes them.
    ///
    /// ```swift
    /// RouteExpectationFailure(file: "routes.expectations", line: 7, url: "acme://wishlist/42",
    ///                         message: "expected no route, but it routed to wishlist (acme /wishlist/:id)")
    /// ```
    public init(file: String? = nil, line: Int?, url: String, message: String) {
        self.file = file
        self.line = line
        self.url = url
        self.message = message
    }

    /// `FILE:LINE: error: URL: MESSAGE`, as `urlroutes test` prints a failing case; parts that are
    /// nil are left out. Control characters are shown escaped (`\u{1B}`), so printing a
    /// hostile URL cannot drive a terminal.
    ///
    /// ```swift
    /// RouteExpectationFailure(file: "routes.expectations", line: 3, url: "acme://x", message: "expected no route, but ...").description
    /// // "routes.expectations:3: error: acme://x: expected no route, but ..."
    /// ```
    public var description: String {
        let place = [file, line.map(String.init)].compactMap { $0 }.joined(separator: ":")
        let text = (place.isEmpty ? "" : place + ": ") + "error: " + url + ": " + message
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { ExplanationRenderer.printable(String($0)) }
            .joined(separator: "\n")
    }
}
