import Foundation
import URLRoutes

/// Routing in one namespace.
extension Routes {
    /// Tries the definitions in order and calls the handler of each that matches until one
    /// returns true; answers whether one did. `parameters` join the handler's parameters,
    /// over the URL's own values.
    ///
    /// ```swift
    /// router.default.route(resource: "myapp://user/view/min", parameters: ["source": "push"])
    /// ```
    @discardableResult
    public func route(resource: Resource, parameters: [String: Any] = [:]) -> Bool {
        let url = resource.url
        if let url, callHandlers(for: url, parameters: parameters) {
            return true
        }
        unmatchedHandler?(self, url, parameters)
        return false
    }

    /// Whether some definition matches; no handler is called, so a handler that would decline
    /// still counts.
    public func canRoute(resource: Resource) -> Bool {
        guard let url = resource.url else { return false }
        let request = request(for: url)
        return definitions.contains { $0.matches(request) }
    }

    /// `route(resource:parameters:)`, under the name of min/Routes' first releases.
    @discardableResult
    public func route(url: URL, parameters: [String: Any] = [:]) -> Bool {
        route(resource: url, parameters: parameters)
    }

    /// `canRoute(resource:)`, under the name of min/Routes' first releases.
    public func canRoute(url: URL) -> Bool {
        canRoute(resource: url)
    }

    private func callHandlers(for url: URL, parameters: [String: Any]) -> Bool {
        let request = request(for: url)
        let decodePlusSymbols = options.contains(.decodePlusSymbols)
        // `definitions` is copied: a handler may add or remove routes while we iterate.
        for definition in definitions {
            guard let handlerParameters = definition.parameters(for: request, url: url, additional: parameters,
                                                                decodePlusSymbols: decodePlusSymbols) else {
                continue
            }
            if definition.handle(parameters: handlerParameters) {
                return true
            }
        }
        return false
    }

    /// The request URLRoutes matches. It never plus-decodes: this module does that itself,
    /// after percent-decoding (see `Definition.parameters`).
    private func request(for url: URL) -> RouteRequest {
        RouteRequest(url: url,
                     options: options.contains(.treatHostAsPathComponent) ? [.treatHostAsPathComponent] : [],
                     additionalParameters: nil)
    }
}
