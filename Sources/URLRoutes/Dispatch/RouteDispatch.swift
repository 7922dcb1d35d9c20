import Foundation

/// How a URL finds its route: the one place that walks a namespace's routes in order.
extension RouteNamespace {
    /// Tries this namespace's routes in order, then the global namespace when this one falls
    /// back to it, then the unmatched-URL handler. With `callHandlers` false (canRouteURL) the
    /// first matching route answers and nothing is called. The caller sets the request's
    /// `namespaceScheme` to this namespace's scheme: handlers see it (a host namespace's
    /// caller sets the URL's scheme, lowercased).
    ///
    /// `fallback` replaces the global fallback for a host namespace: when nothing here routes
    /// and `shouldFallbackToGlobalRoutes` is set, routing goes on as if this namespace did not
    /// exist, and this namespace's unmatched-URL handler is not called.
    func route(_ request: RouteRequest, callHandlers: Bool, fallback: ((RouteRequest) -> Bool)? = nil) -> Bool {
        RouteLog.verbose("Trying to route \(request.urlString) in \(scheme.isEmpty ? "a standalone table" : scheme)")
        // Held for the whole call: a handler may change the routes, which replaces this
        // thread's replica but not the one this call walks.
        let replica = ThreadRouteCache.replica(of: self)
        // Whether the URL is routed is whether a visit returned true (a handler took it, or a
        // route matched when handlers are not called): no variable captured and written by
        // the visits, which cost a dynamic exclusivity check per write.
        func visit(_ definition: Unmanaged<RouteDefinition>, _ parameters: RouteParameters) -> Bool {
            RouteLog.verbose("Matched \(definition.takeUnretainedValue())")
            guard callHandlers else { return true }
            RouteLog.verbose("Parameters: \(parameters)")
            return definition._withUnsafeGuaranteedRef { $0.callHandler(with: parameters) }
        }
        var didRoute = replica.usesDispatchIndex
            ? replica.forEachMatch(of: request, visit)
            : replica.table.forEachMatchScanningLinearly(of: request, visit)
        if !didRoute && replica.shouldFallbackToGlobalRoutes, let fallback {
            RouteLog.verbose("Nothing in host namespace \(host?.text ?? scheme) routes; routing as if it did not exist")
            return fallback(request)
        }
        if !didRoute && replica.shouldFallbackToGlobalRoutes && !isGlobal && host == nil {
            RouteLog.verbose("Falling back to the global routes")
            let global = RouteRegistry.global
            var fallbackRequest = request
            fallbackRequest.namespaceScheme = global.scheme
            didRoute = global.route(fallbackRequest, callHandlers: callHandlers)
        }
        if !didRoute && callHandlers, let unmatched = replica.unmatchedURLHandler {
            RouteLog.verbose("Calling the unmatched URL handler")
            let url = request.parsed.foundationURL ?? URL(string: request.parsed.string)
            unmatched(Routes(namespace: self), url, request.additionalParameters)
        } else if !didRoute {
            RouteLog.verbose("No route for \(request.urlString)")
        }
        return didRoute
    }
}

extension NamespaceSnapshot {
    /// Calls `body` with each route that matches `request`, trying every route's own regex in
    /// turn: the baseline the dispatch index must agree with.
    /// Returns whether `body` returned true for one of them.
    @discardableResult
    func forEachMatchScanningLinearly(of request: RouteRequest,
                                      _ body: (Unmanaged<RouteDefinition>, RouteParameters) -> Bool) -> Bool {
        for definition in definitions {
            if let parameters = definition.routeResponse(for: request).parameters,
               body(Unmanaged.passUnretained(definition), parameters) { return true }
        }
        return false
    }
}

extension DispatchReplica {
    /// Calls `body` with each route that matches `request` and the parameters it would hand
    /// its handler, in matching order, until `body` returns true.
    ///
    /// The index names the first plain definition that matches; plain definitions before it
    /// cannot match, subclassed ones are asked in their turn, and after it (if its handler
    /// declines) every candidate is asked in order.
    /// Returns whether `body` returned true for one of them.
    @discardableResult
    func forEachMatch(of request: RouteRequest, _ body: (Unmanaged<RouteDefinition>, RouteParameters) -> Bool) -> Bool {
        let decodePlusSymbols = request.options.contains(.decodePlusSymbols)
        let (bucket, first) = request.parsed.withPathBytes { bytes in
            let bucket = self.bucket(for: bytes)
            return (bucket, bucket.firstCombinedMatch(bytes, decodePlusSymbols: decodePlusSymbols))
        }
        let firstSlot = first?.slot ?? Int.max
        for (slot, candidate) in bucket.candidates.enumerated() {
            let parameters: RouteParameters?
            if candidate.isCombined && slot < firstSlot {
                continue
            } else if candidate.isCombined && slot == firstSlot {
                parameters = RouteDefinition.parameters(for: request, match: first.unsafelyUnwrapped.match,
                                                        pattern: candidate.pattern,
                                                        scheme: request.namespaceScheme ?? scheme)
            } else {
                parameters = candidate.definition._withUnsafeGuaranteedRef { $0.routeResponse(for: request).parameters }
            }
            if let parameters, body(candidate.definition, parameters) { return true }
        }
        return false
    }
}
