import Synchronization

/// The process-wide maps from scheme and from host pattern to namespace behind
/// `Routes(forScheme:)`, `Routes(forHost:)`, `Routes.globalRoutes()` and the static `routeURL`
/// methods.
enum RouteRegistry {
    private struct Entries {
        var schemes: [String: RouteNamespace] = [:]
        /// Host namespaces by normalized pattern (`shop.example.com`, `*.example.com`).
        var hosts: [String: RouteNamespace] = [:]
    }

    private static let entries = Locked(Entries())
    /// Bumped, under the lock, by every registration and removal.
    private static let changeCount = Atomic<Int>(0)

    /// The namespace registered for `scheme`, created on first use.
    static func namespace(forScheme scheme: String) -> RouteNamespace {
        entries.withLock { namespace(forScheme: scheme, in: &$0) }
    }

    private static func namespace(forScheme scheme: String, in entries: inout Entries) -> RouteNamespace {
        if let namespace = entries.schemes[scheme] { return namespace }
        let namespace = RouteNamespace(scheme: scheme, isGlobal: scheme == Routes.globalScheme)
        entries.schemes[scheme] = namespace
        changeCount.add(1, ordering: .releasing)
        return namespace
    }

    /// The namespace registered for a host pattern, created on first use.
    static func namespace(forHost host: HostPattern) -> RouteNamespace {
        entries.withLock { entries in
            if let namespace = entries.hosts[host.text] { return namespace }
            let namespace = RouteNamespace(host: host)
            entries.hosts[host.text] = namespace
            changeCount.add(1, ordering: .releasing)
            return namespace
        }
    }

    static var global: RouteNamespace { namespace(forScheme: Routes.globalScheme) }

    /// The namespace a URL with this scheme routes in (see `Snapshot.namespace(forURLScheme:)`).
    static func namespace(forURLScheme scheme: String?) -> RouteNamespace {
        let snapshot = makeSnapshot()
        return withExtendedLifetime(snapshot) { snapshot.namespace(forURLScheme: scheme).takeUnretainedValue() }
    }

    /// The host namespace a URL with this host routes in, and how it was chosen.
    static func namespace(forURLHost host: String) -> (namespace: RouteNamespace, choice: HostLookup.Choice)? {
        let snapshot = makeSnapshot()
        return withExtendedLifetime(snapshot) {
            snapshot.hosts?.namespace(forHost: host).map { ($0.namespace.takeUnretainedValue(), $0.choice) }
        }
    }

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
            changeCount.add(1, ordering: .releasing)
        }
        ThreadRouteCache.dropRegistry()
    }

    /// Every registered scheme namespace.
    static var all: [RouteNamespace] {
        entries.withLock { Array($0.schemes.values) }
    }

    /// Every registered host namespace.
    static var allHosts: [RouteNamespace] {
        entries.withLock { Array($0.hosts.values) }
    }

    /// The change count now; equal to a snapshot's version while that snapshot is current.
    static var version: Int { changeCount.load(ordering: .acquiring) }

    /// A copy of the registry for one thread to resolve schemes and hosts with, without the
    /// lock. Its storage is its own, so reading it counts no references other threads share.
    static func makeSnapshot() -> Snapshot {
        entries.withLock { entries in
            _ = namespace(forScheme: Routes.globalScheme, in: &entries)  // in every snapshot
            return Snapshot(version: changeCount.load(ordering: .relaxed), namespaces: entries.schemes,
                            hosts: entries.hosts)
        }
    }

    final class Snapshot {
        let version: Int
        /// Keeps the namespaces alive while this thread holds the snapshot.
        private let owners: [RouteNamespace]
        private let byScheme: [String: Unmanaged<RouteNamespace>]
        private let global: Unmanaged<RouteNamespace>
        /// Nil when no host namespace is registered: routing then never looks at the host.
        let hosts: HostLookup?

        init(version: Int, namespaces: [String: RouteNamespace], hosts: [String: RouteNamespace]) {
            self.version = version
            owners = Array(namespaces.values) + Array(hosts.values)
            var byScheme: [String: Unmanaged<RouteNamespace>] = [:]
            byScheme.reserveCapacity(namespaces.count)
            for (scheme, namespace) in namespaces {
                byScheme[scheme.privateCopy()] = Unmanaged.passUnretained(namespace)
            }
            self.byScheme = byScheme
            global = byScheme[Routes.globalScheme]!
            self.hosts = hosts.isEmpty ? nil : HostLookup(hosts.values)
        }

        /// The global namespace (`*`), where schemes without routes and fallbacks go. Valid while
        /// this snapshot lives.
        var globalNamespace: RouteNamespace { global.takeUnretainedValue() }

        /// The namespace a URL with this scheme routes in: the one registered for exactly that
        /// scheme, else one whose scheme differs only in ASCII case (the alphabetically first,
        /// should there be several), else the global one. Valid while this snapshot lives.
        func namespace(forURLScheme scheme: String?) -> Unmanaged<RouteNamespace> {
            guard let scheme else { return global }
            if let exact = byScheme[scheme] { return exact }
            let lowered = scheme.lowercased()
            let match = byScheme.keys.filter { $0 != Routes.globalScheme && $0.lowercased() == lowered }.min()
            return match.flatMap { byScheme[$0] } ?? global
        }

        /// The host namespace for a URL host (as `ParsedURL.host` gives it), if any. Valid while
        /// this snapshot lives.
        func namespace(forURLHost host: String?) -> Unmanaged<RouteNamespace>? {
            guard let hosts, let host else { return nil }
            return hosts.namespace(forHost: host)?.namespace
        }
    }
}
