import Foundation
import Synchronization

/// The routes of one scheme and that scheme's settings; what every `Routes` handle for the
/// scheme shares. The mutable builder of one namespace: routing never reads it, but the
/// immutable snapshot it makes after each change (`table`), which route sets hold.
final class RouteNamespace: Sendable {
    let scheme: String
    /// The registry's global namespace: it never falls back to itself.
    let isGlobal: Bool
    /// The host pattern of a host namespace (whose `scheme` is then `//` + the pattern); nil for
    /// scheme namespaces and standalone tables.
    let host: HostPattern?
    /// `host != nil`, without copying the pattern to find out (routing asks on every lookup).
    let isHostNamespace: Bool
    /// Whether the registry made it: a change then makes the registry's route sets stale.
    let isInRegistry: Bool

    private struct State {
        var definitions: [RouteDefinition] = []
        /// The snapshot route sets hold; rebuilt when a set is next made after a change (to the
        /// routes or the settings), so adding 10,000 routes in a row builds nothing in between.
        var table: NamespaceSnapshot?
        var shouldFallbackToGlobalRoutes = false
        var unmatchedURLHandler: (@Sendable (Routes, URL?, [String: any Sendable]?) -> Void)?
        var usesDispatchIndex = true
        /// The options of the table registered here (or of a resolver's table); nil: the
        /// process-wide ones.
        var requestOptions: RouteRequestOptions?
        /// Named routes: each name's definitions (an optional pattern's expansions) and their
        /// templates, in matching order. Not part of the routing snapshot.
        var names: [String: NamedRoute] = [:]
        /// The definitions that registering a table added (strong references, so that an
        /// identity is never reused): the next table registered here replaces them.
        var tableDefinitions: [RouteDefinition] = []
    }

    /// A name's definitions, and the templates links are generated from, made from the
    /// definitions' patterns the first time a link is asked for: making them means parsing
    /// the pattern again, which most apps, making few links, never need.
    final class NamedRoute: Sendable {
        /// An optional pattern's expansions, in matching order.
        let definitions: [RouteDefinition]
        private let made = LazyReference<Templates>()

        private final class Templates: Sendable {
            let list: [RouteTemplate]
            init(_ list: [RouteTemplate]) { self.list = list }
        }

        init(_ definitions: [RouteDefinition]) {
            self.definitions = definitions
        }

        /// One template per definition, in the same order.
        var templates: [RouteTemplate] {
            made.value { Templates(definitions.compactMap(\.compiledPattern).map(RouteTemplate.init)) }.list
        }
    }

    private let state = Locked(State())
    /// Bumped, under the lock, by every change: per-thread dispatch copies compare it to theirs
    /// with one atomic load instead of taking the lock.
    private let changeCount = Atomic<Int>(0)
    /// Unique for the process, unlike the object's address, which a later namespace may reuse.
    let id = RouteNamespace.ids.add(1, ordering: .relaxed).newValue
    private static let ids = Atomic<Int>(0)

    init(scheme: String, isGlobal: Bool, isInRegistry: Bool = false) {
        self.scheme = scheme
        self.isGlobal = isGlobal
        self.host = nil
        self.isHostNamespace = false
        self.isInRegistry = isInRegistry
        ThreadRouteCache.dropReplicasOfDeadNamespaces()
    }

    init(host: HostPattern, isInRegistry: Bool = false) {
        self.scheme = host.registryKey
        self.isGlobal = false
        self.host = host
        self.isHostNamespace = true
        self.isInRegistry = isInRegistry
        ThreadRouteCache.dropReplicasOfDeadNamespaces()
    }

    /// The current snapshot: routes in matching order, settings and options, made on the
    /// first call after a change.
    var table: NamespaceSnapshot {
        state.withLock { state in
            if let table = state.table { return table }
            let table = NamespaceSnapshot(of: self, version: changeCount.load(ordering: .relaxed),
                                          definitions: state.definitions, usesDispatchIndex: state.usesDispatchIndex,
                                          shouldFallbackToGlobalRoutes: state.shouldFallbackToGlobalRoutes,
                                          unmatchedURLHandler: state.unmatchedURLHandler,
                                          requestOptions: state.requestOptions)
            state.table = table
            return table
        }
    }

    /// The change count now; equal to a snapshot's version while that snapshot is current.
    var version: Int { changeCount.load(ordering: .acquiring) }

    /// The routes in matching order, without building the routing snapshot.
    var definitions: [RouteDefinition] { state.withLock { $0.definitions } }

    var shouldFallbackToGlobalRoutes: Bool {
        get { state.withLock { $0.shouldFallbackToGlobalRoutes } }
        set { update { $0.shouldFallbackToGlobalRoutes = newValue } }
    }

    var unmatchedURLHandler: (@Sendable (Routes, URL?, [String: any Sendable]?) -> Void)? {
        get { state.withLock { $0.unmatchedURLHandler } }
        set { update { $0.unmatchedURLHandler = newValue } }
    }

    var usesDispatchIndex: Bool {
        get { state.withLock { $0.usesDispatchIndex } }
        set { update { $0.usesDispatchIndex = newValue } }
    }

    /// The options URLs are read and matched with here; nil for the process-wide ones.
    var requestOptions: RouteRequestOptions? {
        get { state.withLock { $0.requestOptions } }
        set { update { $0.requestOptions = newValue } }
    }

    /// Inserts `definition` after every route of equal or higher priority, then tells it
    /// (outside the lock: subclass code may call back into the router).
    func add(_ definition: RouteDefinition) {
        mutate { definitions in
            // Definitions are sorted by descending priority: find the first of lower priority.
            var low = 0
            var high = definitions.count
            while low < high {
                let middle = (low + high) / 2
                if definitions[middle].priority >= definition.priority { low = middle + 1 } else { high = middle }
            }
            definitions.insert(definition, at: low)
        }
        definition.didBecomeRegistered(forScheme: scheme)
    }

    /// The definitions of a table's routes, and the names some of them take.
    struct TableAddition {
        /// Every route's definitions, in table order.
        var definitions: [RouteDefinition] = []
        /// Each named route's definitions and its name.
        var names: [(name: String, definitions: [RouteDefinition])] = []
        /// The table's options, which the namespace then routes with.
        var options: RouteRequestOptions = []
    }

    /// Adds a table's routes in one change, each where `add` would put it one by one in table
    /// order (after every route of equal or higher priority), gives the named ones their names
    /// (taking them from routes that held them), records them as the table's and takes the
    /// table's options; then tells each definition, outside the lock. One lock and one change
    /// for the whole table, arrays sized once.
    func addTable(_ addition: TableAddition) {
        let added = addition.definitions
        var previousHolders: [RouteDefinition] = []
        update { state in
            Self.insert(added, into: &state.definitions)
            state.names.reserveCapacity(state.names.count + addition.names.count)
            for (name, definitions) in addition.names {
                if let previous = state.names.updateValue(NamedRoute(definitions), forKey: name) {
                    previousHolders += previous.definitions
                }
            }
            state.tableDefinitions.append(contentsOf: added)
            state.requestOptions = addition.options
        }
        for definition in added { definition.didBecomeRegistered(forScheme: scheme) }
        for definition in previousHolders { definition.setName(nil) }
        for (name, definitions) in addition.names {
            for definition in definitions { definition.setName(name) }
        }
    }

    /// Inserts `added` (in order) into `definitions` (sorted by descending priority) as
    /// inserting each in turn after every definition of equal or higher priority would: a
    /// stable merge of the two, equal priorities keeping the definitions already there first.
    private static func insert(_ added: [RouteDefinition], into definitions: inout [RouteDefinition]) {
        guard let first = added.first else { return }
        // A table's routes mostly share one priority, no higher than what is there: appended.
        if definitions.last.map({ $0.priority >= first.priority }) ?? true,
           zip(added, added.dropFirst()).allSatisfy({ $0.priority >= $1.priority }) {
            definitions.append(contentsOf: added)
            return
        }
        let sorted = added.inMatchingOrder(priority: \.priority)
        var merged: [RouteDefinition] = []
        merged.reserveCapacity(definitions.count + sorted.count)
        var (old, new) = (0, 0)
        while old < definitions.count || new < sorted.count {
            if new == sorted.count || (old < definitions.count && definitions[old].priority >= sorted[new].priority) {
                merged.append(definitions[old])
                old += 1
            } else {
                merged.append(sorted[new])
                new += 1
            }
        }
        definitions = merged
    }

    /// Removes every definition equal to `definition` (JLRoutes' `removeObject:`).
    func remove(_ definition: RouteDefinition) {
        mutate { $0.removeAll { $0 == definition } }
    }

    /// Removes the first definition with exactly this pattern; returns whether there was one.
    @discardableResult
    func removeFirst(withPattern pattern: String) -> Bool {
        var removed = false
        mutate { definitions in
            if let index = definitions.firstIndex(where: { $0.pattern == pattern }) {
                definitions.remove(at: index)
                removed = true
            }
        }
        return removed
    }

    /// Removes, in one change, every definition whose pattern is in `patterns`.
    func removeAll(withPatternIn patterns: Set<String>) {
        mutate { $0.removeAll { patterns.contains($0.pattern) } }
    }

    func removeAll() {
        mutate { $0.removeAll() }
    }

    /// Removes, in one change, what earlier registrations of tables added here (their routes,
    /// and with them their names); routes added one by one stay.
    func removeTableDefinitions() {
        update { state in
            guard !state.tableDefinitions.isEmpty else { return }
            let added = Set(state.tableDefinitions.map(ObjectIdentifier.init))
            state.tableDefinitions = []
            let count = state.definitions.count
            state.definitions.removeAll { added.contains(ObjectIdentifier($0)) }
            if state.definitions.count < count && !state.names.isEmpty { Self.forgetRemovedNames(in: &state) }
        }
    }

    /// Gives `name` to `definitions`, taking it from the routes that held it.
    func name(_ definitions: [RouteDefinition], as name: String) {
        let named = NamedRoute(definitions)
        let previous = state.withLock { state in
            state.names.updateValue(named, forKey: name)
        }
        for definition in previous?.definitions ?? [] { definition.setName(nil) }
        for definition in definitions { definition.setName(name) }
    }

    /// The routes holding `name`, still registered.
    func namedRoute(_ name: String) -> NamedRoute? {
        state.withLock { $0.names[name] }
    }

    private func mutate(_ change: (inout [RouteDefinition]) -> Void) {
        update { state in
            let count = state.definitions.count
            change(&state.definitions)
            if state.definitions.count < count && !state.names.isEmpty { Self.forgetRemovedNames(in: &state) }
        }
    }

    /// Drops removed definitions from the names (and names left without a route).
    private static func forgetRemovedNames(in state: inout State) {
        let registered = Set(state.definitions.map(ObjectIdentifier.init))
        for (name, route) in state.names {
            let kept = route.definitions.indices.filter { registered.contains(ObjectIdentifier(route.definitions[$0])) }
            if kept.isEmpty {
                state.names[name] = nil
            } else if kept.count < route.definitions.count {
                state.names[name] = NamedRoute(kept.map { route.definitions[$0] })
            }
        }
    }

    /// Applies a change under the lock and records it: the snapshot is dropped, and the
    /// registry's route sets (for a namespace it holds) and per-thread copies become stale.
    private func update(_ change: (inout State) -> Void) {
        state.withLock { state in
            change(&state)
            state.table = nil
            changeCount.add(1, ordering: .releasing)
        }
        if isInRegistry { RouteRegistry.noteChange() }
    }
}
