/// Host namespaces: routes for the https links (universal links, app links) of one host or of
/// every subdomain of a domain, whatever the URL's scheme.
///
/// ```swift
/// let shop = Routes(forHost: "shop.example.com")
/// shop.addRoute("/product/:id", name: "product") { parameters in
///     showProduct(parameters["id"]!)          // parameters.scheme == "https"
///     return true
/// }
/// Routes(forHost: "*.example.com").addRoute("/") { parameters in
///     openTenant(parameters.host!)              // "acme.example.com"
///     return true
/// }
/// Routes.routeURL("https://shop.example.com/product/42")
/// ```
extension Routes {
    /// The registered namespace for URLs whose host is `host` ("shop.example.com"), or, written
    /// "*.example.com", any subdomain of example.com at any depth (not example.com itself).
    /// Created on first use; every call for the same host pattern returns the same routes.
    ///
    /// A pattern that could never match (see `init(validatingHost:)`) is logged, like a
    /// malformed route pattern in `addRoute`, and gives a standalone table instead: it is
    /// outside the registry, its `host` is nil, and routing by URL never reaches it.
    public convenience init(forHost host: String) {
        do {
            try self.init(validatingHost: host)
        } catch {
            RouteLog.error("not registering a host namespace: \(error); this Routes is a standalone table")
            self.init(namespace: RouteNamespace(scheme: "", isGlobal: false))
        }
    }

    /// Like `init(forHost:)`, but throws when the pattern could never match a URL: a scheme, a
    /// path or a port in it, a `*` other than a leading `*.`, an empty label, non-ASCII text (use
    /// the punycode form, `xn--...`), or a single label other than `localhost`.
    public convenience init(validatingHost host: String) throws(HostPatternError) {
        self.init(namespace: RouteRegistry.namespace(forHost: try HostPattern(host)))
    }

    /// Checks a host pattern without registering it, and returns it as host namespaces
    /// compare it (lowercased, without a trailing dot).
    ///
    /// ```swift
    /// try Routes.validate(host: "Shop.Example.com.")   // "shop.example.com"
    /// try Routes.validate(host: "shop.example.com:443") // throws: a host pattern has no port
    /// ```
    @discardableResult
    public static func validate(host: String) throws(HostPatternError) -> String {
        try HostPattern(host).text
    }

    /// Removes the namespace for a host pattern from the registry (the pattern is compared as
    /// `init(forHost:)` normalizes it, so "Shop.Example.com." names "shop.example.com").
    /// Handles to it keep their routes, but routing by URL no longer finds it.
    public static func unregisterRouteHost(_ host: String) {
        guard let pattern = try? HostPattern(host) else { return }
        RouteRegistry.unregister(host: pattern)
    }

    /// The host pattern of a host namespace, normalized (lowercased, no trailing dot):
    /// "shop.example.com" or "*.example.com". Nil for scheme namespaces and standalone tables.
    public var host: String? { namespace.host?.text }
}
