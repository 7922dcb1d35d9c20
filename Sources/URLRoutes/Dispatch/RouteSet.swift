/// An immutable set of namespaces a URL is routed in: the scheme namespaces, the host lookup
/// and the global namespace, and the options URLs are read with before a namespace is chosen.
/// The registry publishes one on each change (`RouteRegistry.makeSet`); a `RouteResolver`
/// compiles one from its table. Routing, explaining, resolving and reading a link back all walk
/// one (`RouteWalk`).
///
/// Each namespace keeps its routes, frozen into a `NamespaceSnapshot` with its dispatch index
/// and its own options, which a walk reads through the thread's dispatch replica.
final class RouteSet: Sendable {
    /// The registry's change count when the set was made (0 for a resolver's set).
    let version: Int
    /// Keeps the namespaces alive while the set lives.
    private let owners: [RouteNamespace]
    private let byScheme: [String: Unmanaged<RouteNamespace>]
    private let global: Unmanaged<RouteNamespace>
    /// Nil when the set has no host namespace: a walk then never reads the host.
    let hosts: HostLookup?
    /// The options a URL is read with before a namespace is chosen; nil for the registry's,
    /// whose options are the process-wide `Routes` statics at routing time.
    let options: RouteRequestOptions?

    /// `namespaces` by scheme, the global one (keyed `Routes.globalScheme`) among them.
    init(version: Int, namespaces: [String: RouteNamespace], hosts: some Collection<RouteNamespace>,
         options: RouteRequestOptions?) {
        self.version = version
        self.options = options
        owners = Array(namespaces.values) + Array(hosts)
        var byScheme: [String: Unmanaged<RouteNamespace>] = [:]
        byScheme.reserveCapacity(namespaces.count)
        for (scheme, namespace) in namespaces {
            byScheme[scheme.privateCopy()] = Unmanaged.passUnretained(namespace)
        }
        self.byScheme = byScheme
        global = byScheme[Routes.globalScheme]!
        self.hosts = hosts.isEmpty ? nil : HostLookup(hosts)
    }

    /// The options a URL is read with now.
    var requestOptions: RouteRequestOptions { options ?? RouterOptions.requestOptions }

    /// The global namespace (`*`), where schemes without routes and fallbacks go. Valid while
    /// this set lives.
    var globalNamespace: Unmanaged<RouteNamespace> { global }

    /// The namespace a URL with this scheme routes in: the one registered for exactly that
    /// scheme, else one whose scheme differs only in ASCII case (the alphabetically first,
    /// should there be several), else the global one. Valid while this set lives.
    func namespace(forURLScheme scheme: String?) -> Unmanaged<RouteNamespace> {
        guard let scheme else { return global }
        if let exact = byScheme[scheme] { return exact }
        let lowered = scheme.lowercased()
        let match = byScheme.keys.filter { $0 != Routes.globalScheme && $0.lowercased() == lowered }.min()
        return match.flatMap { byScheme[$0] } ?? global
    }

    /// The host namespace for a URL host (as `ParsedURL.host` gives it), and how it was
    /// chosen. Valid while this set lives.
    func namespace(forURLHost host: String?) -> (namespace: Unmanaged<RouteNamespace>, choice: HostLookup.Choice)? {
        guard let hosts, let host else { return nil }
        return hosts.namespace(forHost: host)
    }

    /// Whether `namespace` is the one this set holds for its scheme or host pattern.
    func contains(_ namespace: RouteNamespace) -> Bool {
        if namespace.host != nil { return hosts?.contains(namespace) == true }
        guard !namespace.scheme.isEmpty else { return false }
        return byScheme[namespace.scheme]?.takeUnretainedValue() === namespace
    }
}
