/// Each thread's copy of the registry's route set, dispatch replicas of the namespace snapshots
/// it routes in, and its PCRE2 match state (`MatchDataPool`).
///
/// The copy of the set is current while the registry's change count equals its version: one
/// atomic load, no lock. A replica is the one for a snapshot when it was made from that very
/// snapshot (a pointer comparison: the replica holds the snapshot, so its address is not
/// reused). A thread keeps replicas of its few most recently used namespaces, one per
/// namespace, drops those of namespaces that no longer exist whenever it makes a new one, and
/// frees them all when it exits.
///
/// Routing reads all of it without counting a reference: the thread holds its state, and a
/// replica that stops being current while a lookup on this thread may still be walking it (a
/// handler changed the routes, then routed again) is retired, not freed, until the thread's
/// outermost lookup ends.
enum ThreadRouteCache {
    /// Namespaces remembered per thread; apps route in one to three.
    static let capacity = 8

    /// Only its own thread touches it, so Swift's dynamic exclusivity checks buy nothing.
    final class State {
        /// Each replica with its snapshot's address and namespace, read without touching the replica.
        @exclusivity(unchecked) var entries: [(snapshot: UnsafeRawPointer, namespaceID: Int, replica: DispatchReplica)] = []
        /// The namespace of each entry, weakly: a table the app has let go of must not live on
        /// in every thread that routed in it. Apart from `entries`, which the hot path reads.
        @exclusivity(unchecked) fileprivate var owners: [WeakNamespace] = []
        @exclusivity(unchecked) fileprivate var registry: RouteSet?
        /// How many copies of the registry this thread made: one per lookup after a change.
        @exclusivity(unchecked) fileprivate(set) var registryCopiesMade = 0
        /// Replicas dropped during a lookup, freed when the outermost one ends.
        @exclusivity(unchecked) fileprivate var retired: [DispatchReplica] = []
        /// This thread's PCRE2 match data, match context and lookup budget.
        let matchState = MatchState(pairs: 16)

        /// Frees what lookups retired, once none is running on this thread.
        func endLookup() {
            matchState.endLookup()
            if matchState.lookupDepth == 0 && !retired.isEmpty { retired.removeAll() }
        }

        /// Drops entry `position`; while a lookup runs its replica is kept until it ends.
        fileprivate func remove(at position: Int) {
            let replica = entries.remove(at: position).replica
            owners.remove(at: position)
            if matchState.lookupDepth > 0 { retired.append(replica) }
        }
    }

    fileprivate final class WeakNamespace {
        weak var namespace: RouteNamespace?
        init(_ namespace: RouteNamespace?) { self.namespace = namespace }
    }

    private static let perThread = ThreadLocal<State>()

    /// This thread's state, made on first use; unretained, held by the thread until it exits.
    @inline(__always)
    static var current: Unmanaged<State> {
        if let state = perThread.current { return state }
        return makeState()
    }

    @inline(never)
    private static func makeState() -> Unmanaged<State> {
        let state = State()
        perThread.set(state)
        return Unmanaged.passUnretained(state)
    }

    /// This thread's current copy of the registry, made or remade when stale. Hold it while
    /// using a namespace it returned.
    static func registry() -> RouteSet {
        registry(in: current)
    }

    /// `registry()`, for a caller that holds this thread's state (`MatchDataPool.beginLookup`).
    @inline(__always)
    static func registry(in thread: Unmanaged<State>) -> RouteSet {
        thread._withUnsafeGuaranteedRef { state in
            if let registry = state.registry, registry.version == RouteRegistry.version { return registry }
            let registry = RouteRegistry.makeSet()
            state.registry = registry
            state.registryCopiesMade += 1
            return registry
        }
    }

    /// How many copies of the registry this thread has made (`registry()`).
    static var registryCopiesMade: Int { current._withUnsafeGuaranteedRef(\.registryCopiesMade) }

    /// Lets go of this thread's copy of the registry and of the replicas of namespaces that
    /// thereby stop existing: called by whatever removes namespaces, so that the thread that
    /// unregistered a table does not keep it alive until it next routes. (Another thread's copy
    /// cannot be taken from it without a lock on every lookup; it goes when that thread next
    /// routes or generates a link, or exits.) A lookup running on this thread holds its own
    /// reference to the copy it walks.
    static func dropRegistry() {
        guard let state = perThread.current else { return }
        state._withUnsafeGuaranteedRef { state in
            state.registry = nil
            dropReplicasOfDeadNamespaces(in: state)
        }
    }

    /// Frees this thread's replicas of namespaces that no longer exist. Also called when a
    /// namespace is made, so that a thread that makes tables, routes once and drops them (a
    /// test, a benchmark) holds at most one dropped table at a time.
    static func dropReplicasOfDeadNamespaces() {
        guard let state = perThread.current else { return }
        state._withUnsafeGuaranteedRef(dropReplicasOfDeadNamespaces(in:))
    }

    private static func dropReplicasOfDeadNamespaces(in state: State) {
        for position in state.owners.indices.reversed() where state.owners[position].namespace == nil {
            state.remove(at: position)
        }
    }

    /// This thread's replica of `snapshot`, made when it has none (replacing the one of an
    /// older snapshot of the same namespace). Unretained: valid until this thread's outermost
    /// lookup ends (`MatchDataPool.beginLookup`), even if the routes change meanwhile; a caller
    /// outside a lookup holds it strongly.
    @inline(__always)
    static func replica(of snapshot: NamespaceSnapshot) -> Unmanaged<DispatchReplica> {
        replica(of: snapshot, in: current)
    }

    /// `replica(of:)`, for a caller that holds this thread's state (`MatchDataPool.beginLookup`):
    /// one thread-local read a lookup, not one a namespace.
    @inline(__always)
    static func replica(of snapshot: NamespaceSnapshot, in thread: Unmanaged<State>) -> Unmanaged<DispatchReplica> {
        thread._withUnsafeGuaranteedRef { state in
            let address = UnsafeRawPointer(Unmanaged.passUnretained(snapshot).toOpaque())
            // The namespace routed last is first: most threads route in one.
            // Subscripted, not `first`: a debug build calls the generic `first`, which allocates.
            if !state.entries.isEmpty, state.entries[0].snapshot == address {
                return Unmanaged.passUnretained(state.entries[0].replica)
            }
            if let position = state.entries.firstIndex(where: { $0.snapshot == address }) {
                return Unmanaged.passUnretained(state.entries[position].replica)
            }
            return makeReplica(of: snapshot, in: state)
        }
    }

    /// This thread's replica of the current snapshot of `namespace`, a table routed directly
    /// (outside any set): current while the namespace's change count equals its version. As
    /// `replica(of:)` for a snapshot, valid until the outermost lookup ends; `thread` is this
    /// thread's state.
    @inline(__always)
    static func replica(of namespace: RouteNamespace, in thread: Unmanaged<State>) -> Unmanaged<DispatchReplica> {
        thread._withUnsafeGuaranteedRef { state in
            let version = namespace.version
            if !state.entries.isEmpty, state.entries[0].namespaceID == namespace.id,
               state.entries[0].replica.version == version {
                return Unmanaged.passUnretained(state.entries[0].replica)
            }
            if let position = state.entries.firstIndex(where: { $0.namespaceID == namespace.id }),
               state.entries[position].replica.version == version {
                return Unmanaged.passUnretained(state.entries[position].replica)
            }
            return makeReplica(of: namespace.table, in: state)
        }
    }

    private static func makeReplica(of snapshot: NamespaceSnapshot, in state: State) -> Unmanaged<DispatchReplica> {
        if let position = state.entries.firstIndex(where: { $0.namespaceID == snapshot.namespaceID }) {
            state.remove(at: position)
        }
        let replica = DispatchReplica(snapshot)
        dropReplicasOfDeadNamespaces(in: state)
        state.entries.insert((UnsafeRawPointer(Unmanaged.passUnretained(snapshot).toOpaque()), snapshot.namespaceID, replica), at: 0)
        state.owners.insert(WeakNamespace(snapshot.namespace), at: 0)
        if state.entries.count > capacity {
            state.remove(at: state.entries.count - 1)
        }
        return Unmanaged.passUnretained(replica)
    }
}
