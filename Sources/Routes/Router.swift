import Foundation

/// The namespaces of an app's URL schemes, and where URLs are routed (min/Routes' `Router`).
///
/// ```swift
/// @MainActor let router = Router()
///
/// router.default.add(pattern: "/user/view/:user_id") { parameters in   // any scheme
///     showProfile(parameters["user_id"] as! String)
///     return true
/// }
/// router.myapp.add(pattern: "/settings") { _ in openSettings(); return true }  // myapp:// only
/// router.myapp.shouldFallback = true        // myapp://user/view/min reaches the default route
///
/// router.route(to: URL(string: "myapp://user/view/min")!)
/// ```
///
/// A URL routes in the namespace registered for its scheme (exactly, case-sensitively, as in
/// min/Routes), else in `default`. Each `Router` is independent: there is no process-wide
/// registry, so tests and app modules can each make their own.
///
/// Not `Sendable`: see `Routes` for why and how to hold one under Swift 6.
@dynamicMemberLookup
public final class Router {
    /// The scheme of the default namespace.
    public static let defaultScheme = "__scheme__"

    /// Where URLs of unregistered schemes route, and where `shouldFallback` sends the rest.
    public private(set) var `default`: Routes

    private var mapping: [String: Routes]

    /// A router with only the `default` namespace. Routers share nothing: each has its own
    /// namespaces.
    public init() {
        let defaultRoutes = Routes(scheme: Router.defaultScheme)
        self.default = defaultRoutes
        self.mapping = [Router.defaultScheme: defaultRoutes]
    }

    /// The namespace for `scheme`, registered on first use: from then on URLs of that scheme
    /// route there, and only there unless it `shouldFallback`.
    public subscript(scheme: String) -> Routes {
        routes(for: scheme)
    }

    /// `router.myapp` is `router["myapp"]`.
    public subscript(dynamicMember scheme: String) -> Routes {
        routes(for: scheme)
    }

    /// The namespace for `scheme`, registered on first use (`self[scheme]`).
    public func routes(for scheme: String) -> Routes {
        if let routes = mapping[scheme] { return routes }
        let routes = Routes(scheme: scheme)
        mapping[scheme] = routes
        return routes
    }

    /// The namespace a resource routes in: its scheme's if registered, else `default`.
    /// Registers nothing.
    public func routes(for resource: Resource) -> Routes {
        resource.url?.scheme.flatMap { mapping[$0] } ?? self.default
    }

    /// Routes `resource` in its namespace and, if nothing there handles it and that namespace
    /// `shouldFallback`, in `default`. Answers whether a handler returned true.
    ///
    /// ```swift
    /// router.route(to: "myapp://user/view/min", parameters: ["animated": false])
    /// ```
    @discardableResult
    public func route(to resource: Resource, parameters: [String: Any] = [:]) -> Bool {
        let namespace = routes(for: resource)
        if namespace.route(resource: resource, parameters: parameters) { return true }
        return namespace.shouldFallback && namespace !== self.default
            && self.default.route(resource: resource, parameters: parameters)
    }

    /// Whether `route(to:)` would find a matching definition (no handler is called).
    public func canRoute(to resource: Resource) -> Bool {
        let namespace = routes(for: resource)
        if namespace.canRoute(resource: resource) { return true }
        return namespace.shouldFallback && namespace !== self.default && self.default.canRoute(resource: resource)
    }

    /// `route(to:parameters:)`, under min/Routes 1.0's name.
    @discardableResult
    public func route(resource: Resource, parameters: [String: Any] = [:]) -> Bool {
        route(to: resource, parameters: parameters)
    }

    /// `canRoute(to:)`, under min/Routes 1.0's name.
    public func canRoute(resource: Resource) -> Bool {
        canRoute(to: resource)
    }

    /// `route(to:parameters:)` for a URL, as min/Routes' README calls it.
    @discardableResult
    public func route(url: URL, parameters: [String: Any] = [:]) -> Bool {
        route(to: url, parameters: parameters)
    }

    /// Forgets the namespace for `scheme`: its URLs route in `default` again. Unregistering
    /// `defaultScheme` replaces `default` with an empty namespace (min/Routes kept routing
    /// through the old one while no longer listing it).
    public func unregister(scheme: String) {
        mapping.removeValue(forKey: scheme)
        if scheme == Router.defaultScheme { resetDefault() }
    }

    /// Forgets every namespace; `default` is replaced by an empty one.
    public func unregisterAll() {
        mapping.removeAll()
        resetDefault()
    }

    /// Every registered namespace's definitions, by scheme, `default`'s under `defaultScheme`.
    public var definitionMapping: [String: [Definition]] {
        mapping.mapValues(\.definitions)
    }

    private func resetDefault() {
        let defaultRoutes = Routes(scheme: Router.defaultScheme)
        self.default = defaultRoutes
        mapping[Router.defaultScheme] = defaultRoutes
    }
}
