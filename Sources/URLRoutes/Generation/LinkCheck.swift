/// Reads a generated link back as routing would, without calling a handler (as `explain`
/// judges): which route takes it first, in the namespace routing picks for it, fallbacks
/// included, and with which parameters. Generation keeps a link only when that is the route it
/// was made for, with the values it was made from.
struct LinkCheck {
    /// The route that would take a link, and what its handler would receive.
    struct Winner {
        let definition: RouteDefinition
        let parameters: RouteParameters
        /// The namespace it lives in (`ExplanationRenderer.displayNamespace` form).
        let namespace: String
    }

    /// What reading a link back found.
    struct Reading {
        var winner: Winner?
        /// The namespaces searched, in order (display form: `shop`, `//shop.example.com`, `*`).
        var searched: [String] = []
        /// Whether the last namespace searched falls back (to the global routes, or for a host
        /// namespace to routing as if it did not exist).
        var lastFallsBack = false
    }

    /// Where a link is read: the registry, a table outside it, or namespaces of one's own.
    enum Reader {
        case registry
        case table(RouteNamespace)
        case namespaces(RouteRegistry.Snapshot, RouteRequestOptions)

        /// The request options the link is read with.
        var options: RouteRequestOptions {
            if case .namespaces(_, let options) = self { return options }
            return RouterOptions.requestOptions
        }

        func read(_ request: RouteRequest) -> Reading {
            switch self {
            case .registry: LinkCheck.readInRegistry(request)
            case .table(let namespace): LinkCheck.read(request, inTable: namespace)
            case .namespaces(let namespaces, _): MatchDataPool.withLookupBudget { LinkCheck.read(request, in: namespaces) }
            }
        }
    }

    /// Reads `link` as `Routes.routeURL` reads it in the registry: the host namespace for its
    /// host (then, when it falls back, as if it did not exist), else the namespace for its
    /// scheme (then the global routes, when that falls back).
    static func readInRegistry(_ request: RouteRequest) -> Reading {
        MatchDataPool.withLookupBudget { read(request, in: ThreadRouteCache.registry()) }
    }

    /// Reads `link` as routing reads it with the namespaces of `registry`.
    private static func read(_ request: RouteRequest, in registry: RouteRegistry.Snapshot) -> Reading {
        withExtendedLifetime(registry) {
            var reading = Reading()
            let global = registry.globalNamespace
            if registry.hosts != nil, let host = registry.namespace(forURLHost: request.parsed.host) {
                let fallsBack = host._withUnsafeGuaranteedRef { read(request, in: $0, into: &reading) }
                if reading.winner != nil || !fallsBack { return reading }
            }
            registry.namespace(forURLScheme: request.parsed.scheme)._withUnsafeGuaranteedRef { namespace in
                readWithGlobalFallback(request, in: namespace, global: global, into: &reading)
            }
            return reading
        }
    }

    /// Reads `link` as `routes.routeURL` reads it for the table `namespace`: its routes, then
    /// its fallback (for a host namespace, the registry as if the namespace did not exist).
    static func read(_ request: RouteRequest, inTable namespace: RouteNamespace) -> Reading {
        MatchDataPool.withLookupBudget {
            var reading = Reading()
            guard namespace.host != nil else {
                readWithGlobalFallback(request, in: namespace, global: RouteRegistry.global, into: &reading)
                return reading
            }
            let fallsBack = read(request, in: namespace, into: &reading)
            guard reading.winner == nil && fallsBack else { return reading }
            let registry = ThreadRouteCache.registry()
            withExtendedLifetime(registry) {
                registry.namespace(forURLScheme: request.parsed.scheme)._withUnsafeGuaranteedRef { namespace in
                    readWithGlobalFallback(request, in: namespace, global: registry.globalNamespace, into: &reading)
                }
            }
            return reading
        }
    }

    private static func readWithGlobalFallback(_ request: RouteRequest, in namespace: RouteNamespace,
                                               global: RouteNamespace, into reading: inout Reading) {
        let fallsBack = read(request, in: namespace, into: &reading)
        if reading.winner == nil && fallsBack && !namespace.isGlobal && namespace.host == nil {
            _ = read(request, in: global, into: &reading)
        }
    }

    /// The first route of `namespace` alone that matches; returns whether the namespace falls
    /// back (as of the snapshot read).
    private static func read(_ request: RouteRequest, in namespace: RouteNamespace, into reading: inout Reading) -> Bool {
        let url = RoutedURL(request, namespaceScheme: namespace.host != nil
                                ? request.parsed.scheme?.lowercased() ?? "" : namespace.scheme)
        let name = ExplanationRenderer.displayNamespace(namespace.scheme)
        reading.searched.append(name)
        var found: Winner?
        func visit(_ definition: Unmanaged<RouteDefinition>, _ parameters: RouteParameters) -> Bool {
            found = Winner(definition: definition.takeUnretainedValue(), parameters: parameters, namespace: name)
            return true
        }
        // Callers are in a lookup (`withLookupBudget`): the replica stays valid throughout.
        let fallsBack = ThreadRouteCache.replica(of: namespace)._withUnsafeGuaranteedRef { replica in
            if replica.usesDispatchIndex {
                replica.forEachMatch(request.parsed.string, url, visit)
            } else {
                replica.table.forEachMatchScanningLinearly(of: url.request(request.parsed.string), visit)
            }
            return replica.shouldFallbackToGlobalRoutes
        }
        reading.winner = found
        reading.lastFallsBack = fallsBack
        return fallsBack
    }

    /// Whether `namespace` is the one the registry holds for its scheme or host pattern, so that
    /// `Routes.routeURL` can reach it.
    static func isRegistered(_ namespace: RouteNamespace) -> Bool {
        let registry = ThreadRouteCache.registry()
        return withExtendedLifetime(registry) {
            if namespace.host != nil { return registry.hosts?.contains(namespace) == true }
            guard !namespace.scheme.isEmpty else { return false }
            return registry.namespace(forURLScheme: namespace.scheme).takeUnretainedValue() === namespace
        }
    }
}
