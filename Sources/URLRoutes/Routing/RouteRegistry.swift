/// The process-wide map from scheme to namespace behind `Routes(forScheme:)`,
/// `Routes.globalRoutes()` and the static `routeURL` methods.
enum RouteRegistry {
    private static let namespaces = Locked<[String: RouteNamespace]>([:])

    /// The namespace registered for `scheme`, created on first use.
    static func namespace(forScheme scheme: String) -> RouteNamespace {
        namespaces.withLock { namespaces in
            if let namespace = namespaces[scheme] { return namespace }
            let namespace = RouteNamespace(scheme: scheme, isGlobal: scheme == Routes.globalScheme)
            namespaces[scheme] = namespace
            return namespace
        }
    }

    static var global: RouteNamespace { namespace(forScheme: Routes.globalScheme) }

    /// The namespace a URL with this scheme routes in: the one registered for exactly that
    /// scheme, else one whose scheme differs only in ASCII case, else the global one.
    static func namespace(forURLScheme scheme: String?) -> RouteNamespace {
        if let scheme {
            let found = namespaces.withLock { namespaces -> RouteNamespace? in
                if let exact = namespaces[scheme] { return exact }
                let lowered = scheme.lowercased()
                return namespaces.first { $0.key != Routes.globalScheme && $0.key.lowercased() == lowered }?.value
            }
            if let found { return found }
        }
        return global
    }

    static func unregister(_ scheme: String) {
        _ = namespaces.withLock { $0.removeValue(forKey: scheme) }
    }

    static func unregisterAll() {
        namespaces.withLock { $0.removeAll() }
    }

    static var all: [RouteNamespace] {
        namespaces.withLock { Array($0.values) }
    }
}
