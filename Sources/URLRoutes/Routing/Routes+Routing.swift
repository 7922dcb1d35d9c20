import Foundation

/// Routing URLs: the static methods pick the namespace by the URL's scheme; the instance
/// methods route in this table.
extension Routes {
    public static func canRouteURL(_ url: URL?) -> Bool {
        guard let url else { return false }
        return route(url.absoluteString, url: url, parameters: nil, callHandlers: false)
    }

    public func canRouteURL(_ url: URL?) -> Bool {
        guard let url else { return false }
        return route(url.absoluteString, url: url, parameters: nil, callHandlers: false)
    }

    @discardableResult
    public static func routeURL(_ url: URL?) -> Bool {
        routeURL(url, withParameters: nil)
    }

    @discardableResult
    public func routeURL(_ url: URL?) -> Bool {
        routeURL(url, withParameters: nil)
    }

    @discardableResult
    public static func routeURL(_ url: URL?, withParameters parameters: [String: any Sendable]?) -> Bool {
        guard let url else { return false }
        return route(url.absoluteString, url: url, parameters: parameters, callHandlers: true)
    }

    @discardableResult
    public func routeURL(_ url: URL?, withParameters parameters: [String: any Sendable]?) -> Bool {
        guard let url else { return false }
        return route(url.absoluteString, url: url, parameters: parameters, callHandlers: true)
    }

    /// Whether some route in the namespace for the URL's scheme matches (handlers not called).
    public static func canRouteURL(_ url: String) -> Bool {
        route(url, url: nil, parameters: nil, callHandlers: false)
    }

    public func canRouteURL(_ url: String) -> Bool {
        route(url, url: nil, parameters: nil, callHandlers: false)
    }

    /// Routes a URL string, parsed without Foundation, in the namespace for its scheme.
    /// A string that is not a URL (it holds control characters) routes nowhere and is logged.
    @discardableResult
    public static func routeURL(_ url: String, withParameters parameters: [String: any Sendable]? = nil) -> Bool {
        route(url, url: nil, parameters: parameters, callHandlers: true)
    }

    @discardableResult
    public func routeURL(_ url: String, withParameters parameters: [String: any Sendable]? = nil) -> Bool {
        route(url, url: nil, parameters: parameters, callHandlers: true)
    }

    // MARK: -

    private static func route(_ string: String, url: URL?, parameters: [String: any Sendable]?, callHandlers: Bool) -> Bool {
        guard var request = makeRequest(string, url: url, parameters: parameters) else { return false }
        return MatchDataPool.withLookupBudget { routeInRegistry(&request, callHandlers: callHandlers) }
    }

    private static func routeInRegistry(_ request: inout RouteRequest, callHandlers: Bool) -> Bool {
        // This thread's copy of the registry keeps the namespace alive through the call, even
        // if a handler unregisters its scheme.
        let registry = ThreadRouteCache.registry()
        return withExtendedLifetime(registry) {
            registry.namespace(forURLScheme: request.parsed.scheme)._withUnsafeGuaranteedRef { namespace in
                request.namespaceScheme = namespace.scheme
                return namespace.route(request, callHandlers: callHandlers)
            }
        }
    }

    private func route(_ string: String, url: URL?, parameters: [String: any Sendable]?, callHandlers: Bool) -> Bool {
        guard var request = Self.makeRequest(string, url: url, parameters: parameters) else { return false }
        request.namespaceScheme = namespace.scheme
        return MatchDataPool.withLookupBudget { namespace.route(request, callHandlers: callHandlers) }
    }

    static func makeRequest(_ string: String, url: URL?, parameters: [String: any Sendable]?) -> RouteRequest? {
        let options = RouterOptions.requestOptions
        do {
            let parsed = try ParsedURL(string, treatHostAsPathComponent: options.contains(.treatHostAsPathComponent),
                                       foundationURL: url)
            return RouteRequest(parsed: parsed, options: options, additionalParameters: parameters)
        } catch {
            RouteLog.error("cannot route: \(error)")
            return nil
        }
    }
}
