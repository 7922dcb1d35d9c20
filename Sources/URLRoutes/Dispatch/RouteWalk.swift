/// The order in which a URL meets the namespaces of a `RouteSet`, written once for routing,
/// `explain`, `RouteResolver`, the read-back of generated links and the app-link files:
///
/// 1. the host namespace that takes the URL's host (exactly, else the longest `*.DOMAIN`
///    wildcard; never a wildcard for an IP address), when the set has host namespaces;
/// 2. when there is none, or it falls back, the namespace of the URL's scheme (exactly, else
///    ignoring ASCII case, else the global one);
/// 3. when that falls back, the global namespace.
///
/// Routing a table directly (`routes.routeURL`) starts at the table instead of 1 or 2.
///
/// A visitor is called for each namespace entered and answers whether the walk goes on to the
/// namespace's fallback: routing goes on when nothing matched and the namespace falls back,
/// an explanation of every candidate whenever it falls back. A namespace is the snapshot the
/// set holds (its routes, options and fallback); routing reads it through the thread's replica
/// of that snapshot.
enum RouteWalk {
    /// Why a namespace is entered.
    enum Entry: Equatable {
        /// The host namespace that takes the URL's host, and how it was chosen.
        case host(HostLookup.Choice)
        /// The namespace the URL's scheme picks.
        case scheme
        /// The table routed directly, whatever the URL's scheme or host.
        case table
        /// The global namespace, after the namespace before it fell back.
        case globalFallback
    }

    /// Walks `set` for a URL whose scheme is `scheme` (as written); `host` is read (lowercased,
    /// as `ParsedURL.host`) only when the set has host namespaces. `visit` returns whether the
    /// walk goes on past the namespace it was given; the namespaces are valid while `set` lives.
    @inline(__always)
    static func walk(scheme: String?, host: () -> String?, in set: RouteSet,
                     _ visit: (Unmanaged<NamespaceSnapshot>, Entry) -> Bool) {
        walk(schemeNamespace: { set.namespace(forURLScheme: scheme) }, host: host, in: set, visit)
    }

    /// `walk(scheme:host:in:_:)` for a caller that finds the namespace the URL's scheme picks
    /// its own way (`schemeNamespace`, asked when the walk gets there).
    @inline(__always)
    static func walk(schemeNamespace: () -> Unmanaged<NamespaceSnapshot>, host: () -> String?, in set: RouteSet,
                     _ visit: (Unmanaged<NamespaceSnapshot>, Entry) -> Bool) {
        if set.hosts != nil, let (namespace, choice) = set.namespace(forURLHost: host()) {
            guard visit(namespace, .host(choice)) else { return }
        }
        walkScheme(schemeNamespace(), as: .scheme, global: set.globalNamespace, visit)
    }

    /// Walks from `table` (the snapshot of a table routed directly, valid while the walk runs),
    /// then on as routing would by URL in the registry: a host namespace falls back to the rest
    /// of the walk as if it did not exist, any other to the global namespace. `registry` is
    /// asked only when the walk goes on.
    @inline(__always)
    static func walk(from table: Unmanaged<NamespaceSnapshot>, scheme: () -> String?, registry: () -> RouteSet,
                     _ visit: (Unmanaged<NamespaceSnapshot>, Entry) -> Bool) {
        guard visit(table, .table), !table._withUnsafeGuaranteedRef(\.isGlobal) else { return }
        let set = registry()
        withExtendedLifetime(set) {
            if table._withUnsafeGuaranteedRef(\.isHostNamespace) {
                walkScheme(set.namespace(forURLScheme: scheme()), as: .scheme, global: set.globalNamespace, visit)
            } else {
                _ = visit(set.globalNamespace, .globalFallback)
            }
        }
    }

    /// The scheme's namespace, then the global one when it goes on.
    @inline(__always)
    private static func walkScheme(_ namespace: Unmanaged<NamespaceSnapshot>, as entry: Entry, global: Unmanaged<NamespaceSnapshot>,
                                   _ visit: (Unmanaged<NamespaceSnapshot>, Entry) -> Bool) {
        guard visit(namespace, entry) else { return }
        if !namespace._withUnsafeGuaranteedRef(\.isGlobal) { _ = visit(global, .globalFallback) }
    }

    /// What the routes of `namespace` see as `RouteParameters.scheme`: a host namespace's see
    /// the URL's own scheme in lower case (empty when it has none), any other's its own.
    static func namespaceScheme(of namespace: NamespaceSnapshot, urlScheme: String?) -> String {
        namespace.isHostNamespace ? urlScheme?.lowercased() ?? "" : namespace.scheme
    }
}

extension RouteWalk {
    /// `request` as the routes of `namespace` see it: read with `options` (the namespace's own,
    /// else the set's), and with the scheme the namespace's routes see. Nil when the namespace
    /// cannot take it: a host namespace whose options read every host as a path component.
    static func request(_ request: RouteRequest, in namespace: NamespaceSnapshot,
                        options: RouteRequestOptions) -> RouteRequest? {
        var request = request
        if options != request.options {
            var parsed = request.parsed
            let hostIsComponent = options.contains(.treatHostAsPathComponent)
            if hostIsComponent != request.options.contains(.treatHostAsPathComponent) {
                guard !(namespace.isHostNamespace && hostIsComponent),
                      let reread = try? ParsedURL(parsed.string, treatHostAsPathComponent: hostIsComponent,
                                                  foundationURL: parsed.foundationURL)
                else { return nil }
                parsed = reread
            }
            request = RouteRequest(parsed: parsed, options: options, additionalParameters: request.additionalParameters)
        }
        request.namespaceScheme = namespaceScheme(of: namespace, urlScheme: request.parsed.scheme)
        return request
    }
}
