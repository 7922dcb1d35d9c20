/// Each thread's copy of the registry and dispatch replicas of the namespaces it routes in.
///
/// A copy is current while the change count of what it copies equals its version: one atomic
/// load, no lock. A thread keeps replicas of its few most recently used namespaces, drops those
/// of namespaces that no longer exist whenever it makes a new one, and frees them all when it
/// exits.
enum ThreadRouteCache {
    /// Namespaces remembered per thread; apps route in one to three.
    static let capacity = 8

    /// Only its own thread touches it, so Swift's dynamic exclusivity checks buy nothing.
    private final class Replicas {
        @exclusivity(unchecked) var entries: [(namespaceID: Int, replica: DispatchReplica)] = []
        /// The namespace of each entry, weakly: a table the app has let go of must not live on
        /// in every thread that routed in it. Apart from `entries`, which the hot path reads.
        @exclusivity(unchecked) var owners: [WeakNamespace] = []
        @exclusivity(unchecked) var registry: RouteRegistry.Snapshot?
    }

    private final class WeakNamespace {
        weak var namespace: RouteNamespace?
        init(_ namespace: RouteNamespace) { self.namespace = namespace }
    }

    private static let perThread = ThreadLocal<Replicas>()

    private static var replicas: Replicas {
        if let replicas = perThread.current { return replicas.takeUnretainedValue() }
        let replicas = Replicas()
        perThread.set(replicas)
        return replicas
    }

    /// This thread's current copy of the registry, made or remade when stale. Hold it while
    /// using a namespace it returned.
    static func registry() -> RouteRegistry.Snapshot {
        let replicas = self.replicas
        if let registry = replicas.registry, registry.version == RouteRegistry.version { return registry }
        let registry = RouteRegistry.makeSnapshot()
        replicas.registry = registry
        return registry
    }

    /// Frees this thread's replicas of namespaces that no longer exist. Also called when a
    /// namespace is made, so that a thread that makes tables, routes once and drops them (a
    /// test, a benchmark) holds at most one dropped table at a time.
    static func dropReplicasOfDeadNamespaces() {
        guard let replicas = perThread.current else { return }
        dropReplicasOfDeadNamespaces(in: replicas.takeUnretainedValue())
    }

    private static func dropReplicasOfDeadNamespaces(in replicas: Replicas) {
        for position in replicas.owners.indices.reversed() where replicas.owners[position].namespace == nil {
            replicas.entries.remove(at: position)
            replicas.owners.remove(at: position)
        }
    }

    /// This thread's current replica of `namespace`'s snapshot, made or remade when stale.
    static func replica(of namespace: RouteNamespace) -> DispatchReplica {
        let replicas = self.replicas
        let version = namespace.version
        if let position = replicas.entries.firstIndex(where: { $0.namespaceID == namespace.id }) {
            let replica = replicas.entries[position].replica
            if replica.version == version { return replica }
            replicas.entries.remove(at: position)
            replicas.owners.remove(at: position)
        }
        let (table, tableVersion) = namespace.versionedTable
        let replica = DispatchReplica(table: table, version: tableVersion, scheme: namespace.scheme)
        dropReplicasOfDeadNamespaces(in: replicas)
        replicas.entries.insert((namespace.id, replica), at: 0)
        replicas.owners.insert(WeakNamespace(namespace), at: 0)
        if replicas.entries.count > capacity {
            replicas.entries.removeLast()
            replicas.owners.removeLast()
        }
        return replica
    }
}
