import Foundation

/// How a URL finds its route: the one place that walks a namespace's routes in order.
extension RouteNamespace {
    /// Tries this namespace's routes in order, then the global namespace when this one falls
    /// back to it, then the unmatched-URL handler. With `callHandlers` false (canRouteURL) the
    /// first matching route answers and nothing is called. `url.namespaceScheme` is what
    /// handlers see as the scheme: this namespace's (a host namespace's caller gives the URL's
    /// own, lowercased). `string` is the URL's text.
    ///
    /// `fallback` replaces the global fallback for a host namespace: when nothing here routes
    /// and `shouldFallbackToGlobalRoutes` is set, routing goes on as if this namespace did not
    /// exist, and this namespace's unmatched-URL handler is not called.
    ///
    /// The caller must be in a lookup (`MatchDataPool.beginLookup`).
    func route(_ string: String, _ url: borrowing RoutedURL, callHandlers: Bool, fallback: ((RoutedURL) -> Bool)? = nil) -> Bool {
        RouteLog.verbose("Trying to route \(string) in \(scheme.isEmpty ? "a standalone table" : scheme)")
        // Valid for the whole call: a handler may change the routes, which replaces this
        // thread's replica but does not free the one this call walks until the lookup ends.
        return ThreadRouteCache.replica(of: self)._withUnsafeGuaranteedRef { replica in
            route(string, url, in: replica, callHandlers: callHandlers, fallback: fallback)
        }
    }

    private func route(_ string: String, _ url: borrowing RoutedURL, in replica: DispatchReplica, callHandlers: Bool,
                       fallback: ((RoutedURL) -> Bool)?) -> Bool {
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
            ? replica.forEachMatch(string, url, visit)
            : replica.table.forEachMatchScanningLinearly(of: url.request(string), visit)
        if !didRoute && replica.shouldFallbackToGlobalRoutes, let fallback {
            RouteLog.verbose("Nothing in host namespace \(host?.text ?? scheme) routes; routing as if it did not exist")
            return fallback(url)
        }
        if !didRoute && replica.shouldFallbackToGlobalRoutes && !isGlobal && !isHostNamespace {
            RouteLog.verbose("Falling back to the global routes")
            let global = RouteRegistry.global
            didRoute = global.route(string, url.with(namespaceScheme: global.scheme), callHandlers: callHandlers)
        }
        if !didRoute && callHandlers, let unmatched = replica.unmatchedURLHandler {
            RouteLog.verbose("Calling the unmatched URL handler")
            let foundationURL = url.foundationURLBox?.url ?? URL(string: string)
            unmatched(Routes(namespace: self), foundationURL, url.additionalParameters)
        } else if !didRoute {
            RouteLog.verbose("No route for \(string)")
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
    func forEachMatch(_ string: String, _ url: borrowing RoutedURL, _ body: (Unmanaged<RouteDefinition>, RouteParameters) -> Bool) -> Bool {
        let decodePlusSymbols = url.options.contains(.decodePlusSymbols)
        // Unretained: the caller holds this replica, and a strong capture was counted twice on
        // the way into the string's bytes.
        let replica = Unmanaged.passUnretained(self)
        let (bucket, first) = url.layout.withPathBytes(in: string) { bytes in
            replica._withUnsafeGuaranteedRef { $0.firstCombinedMatch(bytes, decodePlusSymbols: decodePlusSymbols) }
        }
        // Taken apart once: reading the match out of the optional pair in the loop copied it.
        let firstSlot: Int
        let firstMatch: RouteMatch
        if let first {
            firstSlot = first.slot
            firstMatch = first.match
        } else {
            firstSlot = Int.max
            firstMatch = RouteMatch()
        }
        // Made for the first subclassed definition asked, if any.
        var request: RouteRequest?
        // The bucket lives as long as this replica; its candidates are read in place, not
        // copied (each copy would count references on the pattern text).
        let candidates = bucket._withUnsafeGuaranteedRef { $0.candidates }
        for slot in candidates.indices {
            if candidates[slot].isCombined && slot < firstSlot {
                continue
            } else if candidates[slot].isCombined && slot == firstSlot {
                // In this replica's spare storage (a replica is this thread's alone), given
                // back for the next lookup once the handler has returned. A constant handed
                // on and consumed: a variable was counted up and down around the handler's
                // call and again when its storage went back to the replica.
                let parameters = RouteDefinition.parameters(string, url, match: firstMatch,
                                                            pattern: candidates[slot].pattern,
                                                            reusing: &spareParameterStorage)
                let handled = body(candidates[slot].definition, parameters)
                if let storage = (consume parameters).recyclableStorage() { spareParameterStorage = storage }
                if handled { return true }
            } else {
                if request == nil { request = url.request(string) }
                if let parameters = candidates[slot].definition._withUnsafeGuaranteedRef({
                    $0.routeResponse(for: request.unsafelyUnwrapped).parameters
                }), body(candidates[slot].definition, parameters) { return true }
            }
        }
        return false
    }
}
