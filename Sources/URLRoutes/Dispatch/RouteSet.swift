/// An immutable set of namespaces a URL is routed in: the scheme namespaces, the host lookup
/// and the global namespace, each as the snapshot it had when the set was made (routes in
/// matching order, settings, options, dispatch index), and the options URLs are read with
/// before a namespace is chosen. Each thread makes the registry's set when the registry
/// changed since its last (`RouteRegistry.makeSet`); a `RouteResolver` compiles one from its
/// table. Routing, explaining, resolving and reading a link back all walk one (`RouteWalk`),
/// and read nothing else: a set taken before a change routes as the routes were.
final class RouteSet: Sendable {
    /// The registry's change count when the set was made (0 for a resolver's set).
    let version: Int
    /// Keeps the snapshots alive while the set lives, and their namespaces, which an
    /// unmatched-URL handler is handed as its `Routes`.
    private let owners: [NamespaceSnapshot]
    private let namespaces: [RouteNamespace]
    private let byScheme: [String: Unmanaged<NamespaceSnapshot>]
    private let global: Unmanaged<NamespaceSnapshot>
    /// Nil when the set has no host namespace: a walk then never reads the host.
    let hosts: HostLookup?
    /// The options a URL is read with before a namespace is chosen; nil for the registry's,
    /// whose options are the process-wide `Routes` statics at routing time.
    let options: RouteRequestOptions?

    /// The current snapshots of `namespaces` by scheme, the global one (keyed
    /// `Routes.globalScheme`) among them, and of `hosts`.
    init(version: Int, namespaces: [String: RouteNamespace], hosts: some Collection<RouteNamespace>,
         options: RouteRequestOptions?) {
        self.version = version
        self.options = options
        self.namespaces = Array(namespaces.values) + Array(hosts)
        var owners: [NamespaceSnapshot] = []
        owners.reserveCapacity(self.namespaces.count)
        var byScheme: [String: Unmanaged<NamespaceSnapshot>] = [:]
        byScheme.reserveCapacity(namespaces.count)
        for (scheme, namespace) in namespaces {
            let snapshot = namespace.table
            owners.append(snapshot)
            byScheme[scheme.privateCopy()] = Unmanaged.passUnretained(snapshot)
        }
        let hostSnapshots = hosts.map(\.table)
        owners += hostSnapshots
        self.owners = owners
        self.byScheme = byScheme
        global = byScheme[Routes.globalScheme]!
        self.hosts = hostSnapshots.isEmpty ? nil : HostLookup(hostSnapshots)
    }

    /// The options a URL is read with now.
    var requestOptions: RouteRequestOptions { options ?? RouterOptions.requestOptions }

    /// The global namespace (`*`), where schemes without routes and fallbacks go. Valid while
    /// this set lives.
    var globalNamespace: Unmanaged<NamespaceSnapshot> { global }

    /// The namespace a URL with this scheme routes in: the one registered for exactly that
    /// scheme, else one whose scheme differs only in ASCII case (the alphabetically first,
    /// should there be several), else the global one. Valid while this set lives.
    func namespace(forURLScheme scheme: String?) -> Unmanaged<NamespaceSnapshot> {
        guard let scheme else { return global }
        if let exact = byScheme[scheme] { return exact }
        let lowered = scheme.lowercased()
        let match = byScheme.keys.filter { $0 != Routes.globalScheme && $0.lowercased() == lowered }.min()
        return match.flatMap { byScheme[$0] } ?? global
    }

    /// Every scheme namespace by its scheme, the global one (keyed `Routes.globalScheme`)
    /// among them: for a caller that looks a URL's scheme up its own way. Valid while this set lives.
    var namespacesByScheme: [String: Unmanaged<NamespaceSnapshot>] { byScheme }

    /// The host namespace for a URL host (as `ParsedURL.host` gives it), and how it was
    /// chosen. Valid while this set lives.
    func namespace(forURLHost host: String?) -> (namespace: Unmanaged<NamespaceSnapshot>, choice: HostLookup.Choice)? {
        guard let hosts, let host else { return nil }
        return hosts.namespace(forHost: host)
    }

    /// Whether `namespace` is the one this set holds for its scheme or host pattern.
    func contains(_ namespace: RouteNamespace) -> Bool {
        if namespace.host != nil { return hosts?.contains(namespace) == true }
        guard !namespace.scheme.isEmpty else { return false }
        return byScheme[namespace.scheme]?._withUnsafeGuaranteedRef(\.namespaceID) == namespace.id
    }
}
