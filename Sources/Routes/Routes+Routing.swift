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
        if let url, route(url, parameters: parameters, callsHandlers: true) {
            return true
        }
        unmatchedHandler?(self, url, parameters)
        return false
    }

    /// Whether some definition matches; no handler is called, so a handler that would decline
    /// still counts.
    public func canRoute(resource: Resource) -> Bool {
        guard let url = resource.url else { return false }
        return route(url, parameters: [:], callsHandlers: false)
    }

    private func route(_ url: URL, parameters: [String: Any], callsHandlers: Bool) -> Bool {
        // Plus-decoding is this module's (see `Definition.parameters`); URLRoutes only splits
        // and percent-decodes.
        let request = RouteRequest(url: url, options: options.contains(.treatHostAsPathComponent)
                                       ? [.treatHostAsPathComponent] : [],
                                   additionalParameters: nil)
        let decodePlusSymbols = options.contains(.decodePlusSymbols)
        // A copy: a handler may add or remove routes while we iterate.
        for definition in definitions {
            guard let handlerParameters = definition.parameters(for: request, url: url, additional: parameters,
                                                                decodePlusSymbols: decodePlusSymbols) else {
                continue
            }
            if !callsHandlers || definition.handle(parameters: handlerParameters) {
                return true
            }
        }
        return false
    }
}
