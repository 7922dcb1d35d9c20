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

    /// Where a link is read: the registry, a table outside it, or a set of one's own.
    enum Reader {
        /// As `Routes.routeURL` reads it, for a route of this namespace.
        case registry(RouteNamespace)
        /// As the table's own `routeURL` reads it.
        case table(RouteNamespace)
        /// As routing in a `RouteResolver`'s set reads it.
        case set(RouteSet)

        /// The options the link is read with: the set's, else the namespace's own (a registered
        /// table's), else the process-wide ones.
        var options: RouteRequestOptions {
            switch self {
            case .registry(let namespace), .table(let namespace): namespace.table.requestOptions ?? RouterOptions.requestOptions
            case .set(let set): set.requestOptions
            }
        }

        func read(_ request: RouteRequest) -> Reading {
            MatchDataPool.withLookupBudget {
                var reading = LinkReading(setOptions: RouterOptions.requestOptions)
                switch self {
                case .registry:
                    let set = ThreadRouteCache.registry()
                    withExtendedLifetime(set) {
                        RouteWalk.walk(scheme: request.parsed.scheme, host: { request.parsed.host }, in: set) { namespace, _ in
                            reading.visit(namespace, request)
                        }
                    }
                case .table(let namespace):
                    let table = namespace.table
                    withExtendedLifetime(table) {
                        RouteWalk.walk(from: Unmanaged.passUnretained(table), scheme: { request.parsed.scheme },
                                       registry: ThreadRouteCache.registry) { namespace, _ in
                            reading.visit(namespace, request)
                        }
                    }
                case .set(let set):
                    reading.setOptions = set.requestOptions
                    withExtendedLifetime(set) {
                        RouteWalk.walk(scheme: request.parsed.scheme, host: { request.parsed.host }, in: set) { namespace, _ in
                            reading.visit(namespace, request)
                        }
                    }
                }
                return reading.reading
            }
        }
    }

    /// Reading one link: the visitor of the walk (`RouteWalk`), which stops at the first
    /// namespace with a route that takes the link, or that does not fall back.
    private struct LinkReading {
        /// The options of a namespace without options of its own.
        var setOptions: RouteRequestOptions
        var reading = Reading()

        /// The first route of `namespace` that takes the link; returns whether the walk goes on.
        mutating func visit(_ namespace: Unmanaged<NamespaceSnapshot>, _ request: RouteRequest) -> Bool {
            namespace._withUnsafeGuaranteedRef { namespace in
                let name = ExplanationRenderer.displayNamespace(namespace.scheme)
                reading.searched.append(name)
                // Callers are in a lookup (`withLookupBudget`): the replica stays valid throughout.
                let replica = ThreadRouteCache.replica(of: namespace)
                let (found, fallsBack) = replica._withUnsafeGuaranteedRef { replica -> (Winner?, Bool) in
                    guard let request = RouteWalk.request(request, in: namespace,
                                                          options: replica.requestOptions ?? setOptions) else {
                        return (nil, replica.shouldFallbackToGlobalRoutes)
                    }
                    var found: Winner?
                    replica.forEachMatch(request.parsed.string, RoutedURL(request, namespaceScheme: request.namespaceScheme ?? "")) {
                        found = Winner(definition: $0.takeUnretainedValue(), parameters: $1, namespace: name)
                        return true
                    }
                    return (found, replica.shouldFallbackToGlobalRoutes)
                }
                reading.winner = found
                reading.lastFallsBack = fallsBack
                return found == nil && fallsBack
            }
        }
    }

    /// Whether `namespace` is the one the registry holds for its scheme or host pattern, so that
    /// `Routes.routeURL` can reach it.
    static func isRegistered(_ namespace: RouteNamespace) -> Bool {
        let set = ThreadRouteCache.registry()
        return withExtendedLifetime(set) { set.contains(namespace) }
    }
}
