import Foundation

/// How a URL finds its route: the one place that walks a namespace's routes in order.
extension RouteNamespace {
    /// Tries this namespace's routes in order, then the global namespace when this one falls
    /// back to it, then the unmatched-URL handler. With `callHandlers` false (canRouteURL) the
    /// first matching route answers and nothing is called.
    func route(_ request: RouteRequest, callHandlers: Bool) -> Bool {
        RouteLog.verbose("Trying to route \(request.urlString) in \(scheme.isEmpty ? "a standalone table" : scheme)")
        let table = self.table
        var didRoute = false
        table.forEachMatch(of: request) { definition, parameters in
            RouteLog.verbose("Matched \(definition)")
            guard callHandlers else {
                didRoute = true
                return true
            }
            RouteLog.verbose("Parameters: \(parameters)")
            didRoute = definition.callHandler(with: parameters)
            return didRoute
        }
        if !didRoute && table.shouldFallbackToGlobalRoutes && !isGlobal {
            RouteLog.verbose("Falling back to the global routes")
            didRoute = RouteRegistry.global.route(request, callHandlers: callHandlers)
        }
        if !didRoute && callHandlers, let unmatched = table.unmatchedURLHandler {
            RouteLog.verbose("Calling the unmatched URL handler")
            let url = request.parsed.foundationURL ?? URL(string: request.parsed.string)
            unmatched(Routes(namespace: self), url, request.additionalParameters)
        } else if !didRoute {
            RouteLog.verbose("No route for \(request.urlString)")
        }
        return didRoute
    }
}

extension RouteTable {
    /// Calls `body` with each route that matches `request` and the parameters it would hand
    /// its handler, in matching order, until `body` returns true.
    func forEachMatch(of request: RouteRequest, _ body: (RouteDefinition, RouteParameters) -> Bool) {
        guard usesDispatchIndex else {
            for definition in definitions {
                if let parameters = definition.routeResponse(for: request).parameters, body(definition, parameters) { return }
            }
            return
        }
        // The index names the first plain definition that matches; plain definitions before it
        // cannot match, subclassed ones are asked in their turn, and after it (if its handler
        // declines) every candidate is asked in order.
        var path = request.parsed.path
        let (bucket, first) = path.withUTF8 { bytes in
            let bucket = index.bucket(for: bytes)
            return (bucket, bucket.firstCombinedMatch(bytes, decodePlusSymbols: request.options.contains(.decodePlusSymbols)))
        }
        for (slot, candidate) in bucket.candidates.enumerated() {
            let parameters: RouteParameters?
            if candidate.isCombined {
                guard let first, slot >= first.slot else { continue }
                parameters = slot == first.slot
                    ? candidate.definition.parameters(for: request, match: first.match)
                    : candidate.definition.routeResponse(for: request).parameters
            } else {
                parameters = candidate.definition.routeResponse(for: request).parameters
            }
            if let parameters, body(candidate.definition, parameters) { return }
        }
    }
}
