import Foundation

/// Routing URLs: the static methods pick the namespace by the URL's scheme; the instance
/// methods route in this table.
extension Routes {
    /// Whether some route would take `url`, in the namespace for its scheme (then the global
    /// routes, when that namespace falls back): matching only, no handler is called, so a route
    /// whose handler would decline still counts. False for nil.
    ///
    /// ```swift
    /// // Decide whether to claim a link before handing it to the router
    /// if Routes.canRouteURL(URL(string: "myapp://user/view/joeldev")) { ... }
    /// ```
    public static func canRouteURL(_ url: URL?) -> Bool {
        guard let url else { return false }
        return route(url.absoluteString, url: url, parameters: nil, callHandlers: false)
    }

    /// Whether some route of this table would take `url` (then the global routes, when this table
    /// falls back); the URL's scheme is not consulted. Handlers are not called. False for nil.
    public func canRouteURL(_ url: URL?) -> Bool {
        guard let url else { return false }
        return route(url.absoluteString, url: url, parameters: nil, callHandlers: false)
    }

    /// Routes `url` in the namespace registered for its scheme (exactly, then ignoring ASCII
    /// case), else in the global routes: calls the handlers of matching routes in order until one
    /// returns true. Returns whether one did; false for nil. When none did, the namespace's
    /// `unmatchedURLHandler` is called.
    ///
    /// ```swift
    /// // SwiftUI
    /// .onOpenURL { url in Routes.routeURL(url) }
    /// // UIKit
    /// func application(_ app: UIApplication, open url: URL, options: ...) -> Bool {
    ///     Routes.routeURL(url)
    /// }
    /// ```
    @discardableResult
    public static func routeURL(_ url: URL?) -> Bool {
        routeURL(url, withParameters: nil)
    }

    /// Routes `url` in this table (then the global routes, when it falls back), whatever its
    /// scheme. Returns whether a handler took it; false for nil.
    ///
    /// ```swift
    /// let admin = Routes()                        // a table outside the registry
    /// admin.addRoute("/users/:id") { ... }
    /// admin.routeURL(URL(string: "internal://users/42"))
    /// ```
    @discardableResult
    public func routeURL(_ url: URL?) -> Bool {
        routeURL(url, withParameters: nil)
    }

    /// Routes `url` as `routeURL(_:)` does, handing `parameters` to the handlers
    /// (`RouteParameters.additional`; they win over path variables and query items of the same name).
    ///
    /// ```swift
    /// Routes.routeURL(url, withParameters: ["source": "notification", "badge": 3])
    /// // in the handler: parameters["source"] == "notification", parameters.additional["badge"] as? Int == 3
    /// ```
    @discardableResult
    public static func routeURL(_ url: URL?, withParameters parameters: [String: any Sendable]?) -> Bool {
        guard let url else { return false }
        return route(url.absoluteString, url: url, parameters: parameters, callHandlers: true)
    }

    /// Routes `url` in this table as `routeURL(_:)` does, handing `parameters` to the handlers.
    @discardableResult
    public func routeURL(_ url: URL?, withParameters parameters: [String: any Sendable]?) -> Bool {
        guard let url else { return false }
        return route(url.absoluteString, url: url, parameters: parameters, callHandlers: true)
    }

    /// Whether some route in the namespace for the URL's scheme matches (handlers not called).
    public static func canRouteURL(_ url: String) -> Bool {
        route(url, url: nil, parameters: nil, callHandlers: false)
    }

    /// Whether some route of this table would take the URL string (parsed without Foundation);
    /// handlers are not called. False for a string that is not a URL.
    ///
    /// ```swift
    /// routes.canRouteURL("myapp://user/view/joeldev")
    /// ```
    public func canRouteURL(_ url: String) -> Bool {
        route(url, url: nil, parameters: nil, callHandlers: false)
    }

    /// Routes a URL string, parsed without Foundation, in the namespace for its scheme.
    /// A string that is not a URL (it holds control characters) routes nowhere and is logged.
    @discardableResult
    public static func routeURL(_ url: String, withParameters parameters: [String: any Sendable]? = nil) -> Bool {
        route(url, url: nil, parameters: parameters, callHandlers: true)
    }

    /// Routes a URL string, parsed without Foundation, in this table (then the global routes,
    /// when it falls back), whatever its scheme. A string that is not a URL routes nowhere and is
    /// logged.
    ///
    /// ```swift
    /// routes.routeURL("myapp://search?q=hiking+boots", withParameters: ["source": "widget"])
    /// ```
    @discardableResult
    public func routeURL(_ url: String, withParameters parameters: [String: any Sendable]? = nil) -> Bool {
        route(url, url: nil, parameters: parameters, callHandlers: true)
    }

    // MARK: -

    private static func route(_ string: String, url: URL?, parameters: [String: any Sendable]?, callHandlers: Bool) -> Bool {
        let options = RouterOptions.requestOptions
        guard let layout = layout(string, options: options) else { return false }
        let thread = MatchDataPool.beginLookup()
        defer { MatchDataPool.endLookup(thread) }
        // This thread's copy of the registry keeps its snapshots (and their namespaces) alive
        // through the call, even if a handler changes the routes or unregisters a scheme or host.
        let registry = ThreadRouteCache.registry(in: thread)
        return withExtendedLifetime(registry) {
            let urlScheme = scheme(of: string, layout)
            var routed = RoutedURL(layout: layout, foundationURLBox: url.map(FoundationURLBox.init), options: options,
                                   additionalParameters: parameters, namespaceScheme: "")
            var routing = URLRouting(callHandlers: callHandlers, thread: thread)
            RouteWalk.walk(scheme: urlScheme, host: { routed.layout.host(in: string) }, in: registry) { namespace, entry in
                routing.visit(namespace, entry, string, &routed)
            }
            return routing.finish(string, routed)
        }
    }

    private func route(_ string: String, url: URL?, parameters: [String: any Sendable]?, callHandlers: Bool) -> Bool {
        let options = RouterOptions.requestOptions
        guard let layout = Self.layout(string, options: options) else { return false }
        let thread = MatchDataPool.beginLookup()
        defer { MatchDataPool.endLookup(thread) }
        // Nothing is allocated or counted for the URL until a route matches: the URL's string
        // is borrowed all the way down, its parts are ranges on the stack.
        // The layout moves in (a copy goes through its type's value witness).
        var routed = RoutedURL(layout: consume layout, foundationURLBox: url.map(FoundationURLBox.init), options: options,
                               additionalParameters: parameters, namespaceScheme: namespace.scheme)
        // The table's current snapshot, through this thread's replica: valid until the lookup
        // ends. The registry, asked only when the walk goes on to a fallback, is held by the walk.
        let replica = ThreadRouteCache.replica(of: namespace, in: thread)
        var routing = URLRouting(callHandlers: callHandlers, thread: thread)
        RouteWalk.walk(from: replica._withUnsafeGuaranteedRef { Unmanaged.passUnretained($0.table) },
                       scheme: { Self.scheme(of: string, routed.layout) },
                       registry: { ThreadRouteCache.registry(in: thread) }) { namespace, entry in
            if case .table = entry { return routing.visit(namespace, replica: replica, entry, string, &routed) }
            return routing.visit(namespace, entry, string, &routed)
        }
        return routing.finish(string, routed)
    }

    /// Where the parts of `string` stand, or nil (logged) when it is not a URL.
    private static func layout(_ string: String, options: RouteRequestOptions) -> ParsedURL.Layout? {
        do {
            return try ParsedURL.Layout.read(string, treatHostAsPathComponent: options.contains(.treatHostAsPathComponent))
        } catch {
            RouteLog.debug("cannot route: \(error)")
            return nil
        }
    }

    /// The scheme of `string`, as written.
    static func scheme(of string: String, _ layout: ParsedURL.Layout) -> String? {
        layout.schemeRange.map { range in
            string.withBorrowedUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
        }
    }

    static func makeRequest(_ string: String, url: URL?, parameters: [String: any Sendable]?) -> RouteRequest? {
        let options = RouterOptions.requestOptions
        do {
            let parsed = try ParsedURL(string, treatHostAsPathComponent: options.contains(.treatHostAsPathComponent),
                                       foundationURL: url)
            return RouteRequest(parsed: parsed, options: options, additionalParameters: parameters)
        } catch {
            RouteLog.debug("cannot route: \(error)")
            return nil
        }
    }
}
