import Synchronization

/// The process-wide maps from scheme and from host pattern to namespace behind
/// `Routes(forScheme:)`, `Routes(forHost:)`, `Routes.globalRoutes()` and the static `routeURL`
/// methods: a builder. A change only bumps its change count; a thread's first lookup after it
/// makes a `RouteSet` of the namespaces' snapshots (`makeSet`), so a run of changes builds
/// nothing in between.
enum RouteRegistry {
    private struct Entries {
        var schemes: [String: RouteNamespace] = [:]
        /// Host namespaces by normalized pattern (`shop.example.com`, `*.example.com`).
        var hosts: [String: RouteNamespace] = [:]
        /// The options of the table registered last (`RouteTable.registered()` lists them).
        var tableOptions: RouteRequestOptions?
    }

    private static let entries = Locked(Entries())
    /// Bumped by every registration and removal (under the lock) and by every change to a
    /// namespace made here (`noteChange`): a set whose version differs is stale.
    private static let changeCount = Atomic<Int>(0)

    /// The namespace registered for `scheme`, created on first use.
    static func namespace(forScheme scheme: String) -> RouteNamespace {
        entries.withLock { namespace(forScheme: scheme, in: &$0) }
    }

    private static func namespace(forScheme scheme: String, in entries: inout Entries) -> RouteNamespace {
        if let namespace = entries.schemes[scheme] { return namespace }
        let namespace = RouteNamespace(scheme: scheme, isGlobal: scheme == Routes.globalScheme, isInRegistry: true)
        entries.schemes[scheme] = namespace
        changeCount.add(1, ordering: .releasing)
        return namespace
    }

    /// The namespace registered for a host pattern, created on first use.
    static func namespace(forHost host: HostPattern) -> RouteNamespace {
        entries.withLock { entries in
            if let namespace = entries.hosts[host.text] { return namespace }
            let namespace = RouteNamespace(host: host, isInRegistry: true)
            entries.hosts[host.text] = namespace
            changeCount.add(1, ordering: .releasing)
            return namespace
        }
    }

    static var global: RouteNamespace { namespace(forScheme: Routes.globalScheme) }

    static func unregister(_ scheme: String) {
        entries.withLock { entries in
            if entries.schemes.removeValue(forKey: scheme) != nil { changeCount.add(1, ordering: .releasing) }
        }
        ThreadRouteCache.dropRegistry()
    }

    static func unregister(host: HostPattern) {
        entries.withLock { entries in
            if entries.hosts.removeValue(forKey: host.text) != nil { changeCount.add(1, ordering: .releasing) }
        }
        ThreadRouteCache.dropRegistry()
    }

    /// Removes every namespace: schemes, the global one and hosts.
    static func unregisterAll() {
        entries.withLock { entries in
            entries.schemes.removeAll()
            entries.hosts.removeAll()
            entries.tableOptions = nil
            changeCount.add(1, ordering: .releasing)
        }
        ThreadRouteCache.dropRegistry()
    }

    /// The options of the table registered last, since every namespace was last removed; nil
    /// when none was.
    static var tableOptions: RouteRequestOptions? {
        get { entries.withLock { $0.tableOptions } }
        set { entries.withLock { $0.tableOptions = newValue } }
    }

    /// Every registered scheme namespace.
    static var all: [RouteNamespace] {
        entries.withLock { Array($0.schemes.values) }
    }

    /// Every registered host namespace.
    static var allHosts: [RouteNamespace] {
        entries.withLock { Array($0.hosts.values) }
    }

    /// Records that a namespace made here changed (its routes or settings): sets made before
    /// hold its old snapshot. Nothing is built until a set is next asked for.
    static func noteChange() {
        changeCount.add(1, ordering: .releasing)
    }

    /// The change count now; equal to a set's version while that set is current.
    static var version: Int { changeCount.load(ordering: .acquiring) }

    /// The route set of the registry now, for one thread to route with without the lock: each
    /// namespace's current snapshot (made now for a namespace changed since its last one). Its
    /// storage is its own, so reading it counts no references other threads share.
    static func makeSet() -> RouteSet {
        entries.withLock { entries in
            _ = namespace(forScheme: Routes.globalScheme, in: &entries)  // in every set
            // Read before the snapshots: a change that lands meanwhile bumps it again, so the
            // set never records a version newer than a snapshot it holds.
            let version = changeCount.load(ordering: .acquiring)
            return RouteSet(version: version, namespaces: entries.schemes, hosts: entries.hosts.values, options: nil)
        }
    }
}
