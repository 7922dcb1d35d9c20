import Foundation

extension RouteResolver {
    /// Which route takes `url`: `resolve(_:)` for the URL's `absoluteString`, as
    /// `Routes.routeURL(_:)` reads a `URL`.
    ///
    /// ```swift
    /// let url = URL(string: "acme://product/42?ref=push")!
    /// resolver.resolve(url).route?.name   // "product.show"
    /// ```
    public func resolve(_ url: URL) -> RouteResolution {
        resolve(url.absoluteString)
    }

    /// Every candidate routing would try for `url`: `explain(_:withParameters:)` for the URL's
    /// `absoluteString`.
    ///
    /// ```swift
    /// print(resolver.explain(URL(string: "acme://product/trail-runner")!))
    /// ```
    public func explain(_ url: URL, withParameters parameters: [String: any Sendable]? = nil) -> RouteExplanation {
        explain(url.absoluteString, withParameters: parameters)
    }

    /// The link the route named `name` generates, with no host given: a host namespace's
    /// route uses its own host, a custom scheme's link needs none, and an `http`/`https` link
    /// of a scheme or global route throws (it needs a real host: pass `host:`).
    ///
    /// ```swift
    /// try resolver.url(forRouteNamed: "product.show", parameters: ["id": "42"])
    /// // "acme://product/42"
    /// ```
    public func url(forRouteNamed name: String, parameters: [String: String] = [:], wildcard: [String] = [],
                    scheme: String? = nil) throws -> String {
        try url(forRouteNamed: name, parameters: parameters, wildcard: wildcard, scheme: scheme, host: nil)
    }
}
