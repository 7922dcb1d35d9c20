import Foundation

/// JLRoutes' dictionary keys (`JLRouteURL`, `JLRoutePattern`, `JLRouteScheme`,
/// `JLRouteWildcardComponents`) read through `RouteParameters`, so that code ported from
/// `parameters[JLRoutePatternKey]` keeps working.
extension RouteParameters {
    /// What `dictionary[key]` holds, without building the dictionary: the `URL` for `urlKey`,
    /// the `[String]` of components for `wildcardComponentsKey`, a `[String]` for a repeated
    /// query key, an additional parameter as it was passed in.
    ///
    /// ```swift
    /// routes.addRoute("/files/*") { parameters in
    ///     // myapp://files/docs/2026/report.pdf
    ///     let path = parameters.value(forKey: RouteParameters.wildcardComponentsKey) as? [String]
    ///     // ["docs", "2026", "report.pdf"], the same as parameters.wildcardComponents
    ///     return path != nil
    /// }
    /// ```
    public func value(forKey key: String) -> (any Sendable)? {
        switch key {
        case Self.urlKey: return url
        case Self.patternKey: return pattern
        case Self.schemeKey: return scheme
        default: break
        }
        if let value = additional[key] { return value }
        if key == Self.wildcardComponentsKey, let wildcardComponents { return wildcardComponents }
        let values = values(key)
        switch values.count {
        case 0: return nil
        case 1: return values[0]
        default: return values
        }
    }

    /// The text `parameters[key]` gives for a JLRoutes key, or nil when `name` is not one (or
    /// is the wildcard key of a route without a wildcard). Precedence follows `dictionary`:
    /// the URL, pattern and scheme keys win over everything, an additional parameter over the
    /// wildcard key.
    @inline(__always)
    func jlRoutesKeyText(_ name: String) -> String? {
        // Every key starts with "JLRoute": one byte compare keeps ordinary names off the slow path.
        guard name.utf8.first == UInt8(ascii: "J") else { return nil }
        switch name {
        case Self.urlKey: return urlString
        case Self.patternKey: return pattern
        case Self.schemeKey: return scheme
        case Self.wildcardComponentsKey where additional[name] == nil:
            return wildcardComponents?.joined(separator: "/")
        default: return nil
        }
    }
}
