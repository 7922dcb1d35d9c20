import Synchronization

/// The process-wide map from scheme to namespace behind `Routes(forScheme:)`,
/// `Routes.globalRoutes()` and the static `routeURL` methods.
enum RouteRegistry {
    private static let namespaces = Locked<[String: RouteNamespace]>([:])
    /// Bumped, under the lock, by every registration and removal.
    private static let changeCount = Atomic<Int>(0)

    /// The namespace registered for `scheme`, created on first use.
    static func namespace(forScheme scheme: String) -> RouteNamespace {
        namespaces.withLock { namespace(forScheme: scheme, in: &$0) }
    }

    private static func namespace(forScheme scheme: String, in namespaces: inout [String: RouteNamespace]) -> RouteNamespace {
        if let namespace = namespaces[scheme] { return namespace }
        let namespace = RouteNamespace(scheme: scheme, isGlobal: scheme == Routes.globalScheme)
        namespaces[scheme] = namespace
        changeCount.add(1, ordering: .releasing)
        return namespace
    }

    static var global: RouteNamespace { namespace(forScheme: Routes.globalScheme) }

    /// The namespace a URL with this scheme routes in (see `Snapshot.namespace(forURLScheme:)`).
    static func namespace(forURLScheme scheme: String?) -> RouteNamespace {
        let snapshot = makeSnapshot()
        return withExtendedLifetime(snapshot) { snapshot.namespace(forURLScheme: scheme).takeUnretainedValue() }
    }

    static func unregister(_ scheme: String) {
        namespaces.withLock { namespaces in
            if namespaces.removeValue(forKey: scheme) != nil { changeCount.add(1, ordering: .releasing) }
        }
    }

    static func unregisterAll() {
        namespaces.withLock { namespaces in
            namespaces.removeAll()
            changeCount.add(1, ordering: .releasing)
        }
    }

    static var all: [RouteNamespace] {
        namespaces.withLock { Array($0.values) }
    }

    /// The change count now; equal to a snapshot's version while that snapshot is current.
    static var version: Int { changeCount.load(ordering: .acquiring) }

    /// A copy of the registry for one thread to resolve schemes with, without the lock. Its
    /// storage is its own, so reading it counts no references other threads share.
    static func makeSnapshot() -> Snapshot {
        namespaces.withLock { namespaces in
            _ = namespace(forScheme: Routes.globalScheme, in: &namespaces)  // in every snapshot
            return Snapshot(version: changeCount.load(ordering: .relaxed), namespaces: namespaces)
        }
    }

    final class Snapshot {
        let version: Int
        /// Keeps the namespaces alive while this thread holds the snapshot.
        private let owners: [RouteNamespace]
        private let byScheme: [String: Unmanaged<RouteNamespace>]
        private let global: Unmanaged<RouteNamespace>

        init(version: Int, namespaces: [String: RouteNamespace]) {
            self.version = version
            owners = Array(namespaces.values)
            var byScheme: [String: Unmanaged<RouteNamespace>] = [:]
            byScheme.reserveCapacity(namespaces.count)
            for (scheme, namespace) in namespaces {
                byScheme[scheme.privateCopy()] = Unmanaged.passUnretained(namespace)
            }
            self.byScheme = byScheme
            global = byScheme[Routes.globalScheme]!
        }

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
    }
}
