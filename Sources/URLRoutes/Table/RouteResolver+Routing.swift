/// Finding a URL's route as routing does, without an explanation: what `resolve(_:)` and
/// `pathMatch(_:)` need for each of the hundreds of thousands of links `urlroutes diff` and
/// `urlroutes check` route. The explanation (`Routes.explain`) matched the winner a second time
/// to record its captures, decoded the query, and built its candidate, about ten times the cost
/// of finding the route; the outcome is the same, and `RouteResolverFastPathTests` holds the
/// two to it.
extension RouteResolver {
    /// How routing came out for one URL, as the winner-only explanation records it.
    struct Routing<Winner> {
        /// Why the string is not a URL routing reads; nil when it is one.
        var urlError: String?
        /// The namespaces searched, in order, by their registry names (the global one is
        /// `Routes.globalScheme`).
        var searched: [String] = []
        /// What `read` made of the route that takes the URL; nil when none does.
        var winner: Winner?
    }

    /// Routes `url` as `Routes.explain(_:parameters:in:options:candidates:)` with `.winner`
    /// does: the host namespace that takes the URL's host (and the scheme's namespace when it
    /// falls back), else the scheme's, then the global one when that falls back; in each, the
    /// first route that matches, through the dispatch index. `read` is given the winning
    /// definition, the registry name of its namespace and its handler's parameters while the
    /// lookup runs: their storage is reused for the next lookup when `read` keeps no copy.
    /// With `recordingSearched` false, `searched` stays empty (one array less per URL).
    ///
    /// Nil when the winner is a subclassed definition (`Routes.defaultRouteDefinitionClass`):
    /// the explanation asks one its own way, and callers take the explanation then.
    func route<Winner>(_ url: String, recordingSearched: Bool = true,
                       _ read: (RouteDefinition, String, RouteParameters) -> Winner) -> Routing<Winner>? {
        // The URL's parts as routing reads them (`Routes.routeURL`): ranges in the string,
        // no `ParsedURL` or `RouteRequest` made unless a subclassed definition is asked.
        let layout: ParsedURL.Layout
        do {
            layout = try ParsedURL.Layout.read(url, treatHostAsPathComponent: options.contains(.treatHostAsPathComponent))
        } catch {
            return Routing(urlError: error.description)
        }
        var search = Search<Winner>(string: url, layout: layout, options: options, recordsSearched: recordingSearched)
        let registry = namespaces.snapshot
        withExtendedLifetime(registry) {
            // The host is read (and lowercased) only when the table has host namespaces.
            if let hosts = registry.hosts, let host = layout.host(in: url),
               let (namespace, _) = hosts.namespace(forHost: host) {
                search.inHostNamespace(namespace.takeUnretainedValue(), registry: registry, read)
            } else {
                search.byScheme(registry: registry, read)
            }
        }
        guard !search.foundSubclass else { return nil }
        return Routing(searched: search.searched, winner: search.winner)
    }

    /// One URL's walk through the namespaces, in the order `Routes.explain` takes them.
    private struct Search<Winner> {
        typealias Read = (RouteDefinition, String, RouteParameters) -> Winner
        let string: String
        let layout: ParsedURL.Layout
        let options: RouteRequestOptions
        let recordsSearched: Bool
        var searched: [String] = []
        var winner: Winner?
        /// Whether the winner is a subclassed definition (not read).
        var foundSubclass = false
        var found: Bool { winner != nil || foundSubclass }

        init(string: String, layout: ParsedURL.Layout, options: RouteRequestOptions, recordsSearched: Bool) {
            self.string = string
            self.layout = layout
            self.options = options
            self.recordsSearched = recordsSearched
        }

        /// The URL's scheme as written.
        var scheme: String? { Routes.scheme(of: string, layout) }

        /// A host namespace's routes see the URL's own scheme, lowercased; when none takes the
        /// URL and the namespace falls back, routing goes on as if it did not exist.
        mutating func inHostNamespace(_ namespace: RouteNamespace, registry: RouteRegistry.Snapshot, _ read: Read) {
            firstMatch(in: namespace, namespaceScheme: scheme?.lowercased() ?? "", read)
            if !found && namespace.shouldFallbackToGlobalRoutes { byScheme(registry: registry, read) }
        }

        /// The namespace of the URL's scheme, then the global one when it falls back; each
        /// namespace's routes see its own scheme.
        mutating func byScheme(registry: RouteRegistry.Snapshot, _ read: Read) {
            let namespace = registry.namespace(forURLScheme: scheme).takeUnretainedValue()
            firstMatch(in: namespace, namespaceScheme: namespace.scheme, read)
            if !found && namespace.shouldFallbackToGlobalRoutes && !namespace.isGlobal {
                let global = registry.globalNamespace
                firstMatch(in: global, namespaceScheme: global.scheme, read)
            }
        }

        /// The first route of `namespace` that takes the URL, found as routing finds it.
        private mutating func firstMatch(in namespace: RouteNamespace, namespaceScheme: String, _ read: Read) {
            if recordsSearched { searched.append(namespace.scheme) }
            var winner: Winner?
            var foundSubclass = false
            // Held: outside a lookup, a replica the routes replace meanwhile is not kept for us.
            let replica = ThreadRouteCache.replica(of: namespace).takeUnretainedValue()
            let url = RoutedURL(layout: layout, foundationURLBox: nil, options: options, additionalParameters: nil,
                                namespaceScheme: namespaceScheme)
            func visit(_ definition: Unmanaged<RouteDefinition>, _ parameters: RouteParameters) -> Bool {
                let definition = definition.takeUnretainedValue()
                if type(of: definition) == RouteDefinition.self {
                    winner = read(definition, namespace.scheme, parameters)
                } else {
                    foundSubclass = true
                }
                return true
            }
            withExtendedLifetime(replica) { () -> Void in
                if replica.usesDispatchIndex {
                    replica.forEachMatch(string, url, visit)
                } else {
                    replica.table.forEachMatchScanningLinearly(of: url.request(string), visit)
                }
            }
            self.winner = winner
            self.foundSubclass = foundSubclass
        }
    }
}
