/// The routes of a table that can take a URL `SCHEME://HOST/...`, in the order routing tries
/// them: the table compiled (`RouteResolver`) and walked for the host and scheme as routing
/// walks it (`RouteWalk`), through every fallback.
struct AppLinkRouteSet {
    /// One expansion of a route (`/p/:id<\d+>` of `/p/:id<\d+>(/:slug)`). A class: every
    /// shape and entry made from it refers to it, and copying its strings for each would cost
    /// more than making the entries.
    final class Definition {
        let route: RouteTable.Route
        /// The route's index in the table's `routes`.
        let routeIndex: Int
        /// The expanded pattern.
        let pattern: String
        let components: [PatternComponent]
        /// `web.product: /p/:id<\d+>/:slug (line 45)`, for comments.
        let label: String

        init(route: RouteTable.Route, routeIndex: Int, pattern: String, components: [PatternComponent]) {
            self.route = route
            self.routeIndex = routeIndex
            self.pattern = pattern
            self.components = components
            label = (route.name.map { "\($0): " } ?? "") + pattern + (route.line.map { " (line \($0))" } ?? "")
        }
    }

    /// The host, normalized (lowercased, no trailing dot).
    var host: String
    /// The namespaces searched, in order.
    var namespaces: [RouteTable.Namespace]
    /// Every definition that can route a URL of the host, in the order routing tries them.
    var definitions: [Definition]

    init(table: RouteTable, host: String, scheme: String) throws(AppLinkError) {
        let normalized: String
        let pattern: HostPattern
        do {
            pattern = try HostPattern(host)
            normalized = pattern.text
        } catch {
            throw AppLinkError(.invalidHost, "the host '\(host)' is not a host name: \(error.message)")
        }
        guard pattern.wildcardSuffix == nil else {
            throw AppLinkError(.invalidHost, "the host '\(host)' names many hosts; give the one host the file is served from, such as www.\(normalized.dropFirst(2))")
        }
        guard !table.treatsHostAsPathComponent else {
            throw AppLinkError(.invalidHost, "routing reads the host '\(normalized)' as the first path component (the table sets @option host-as-path-component on), so no route belongs to that host")
        }
        guard Self.isHostName(normalized) else {
            throw AppLinkError(.invalidHost, "routing reads the host '\(normalized)' as the first path component (a host without a dot, other than localhost), so no route belongs to that host")
        }
        self.host = normalized

        // The table compiled as routing holds it once registered, and walked for this host.
        let resolver: RouteResolver
        do {
            resolver = try RouteResolver(table)
        } catch {
            throw AppLinkError(.invalidPattern, "the table's routes cannot be compiled: \(error)")
        }
        var namespaces: [RouteTable.Namespace] = []
        var definitions: [Definition] = []
        let set = resolver.routeSet
        withExtendedLifetime(set) {
            RouteWalk.walk(scheme: scheme, host: { normalized }, in: set) { namespace, _ in
                namespace._withUnsafeGuaranteedRef { namespace in
                    namespaces.append(namespace.tableNamespace)
                    for definition in namespace.definitions {
                        guard let routeIndex = resolver.owners[ObjectIdentifier(definition)],
                              let compiled = definition.compiledPattern else { continue }
                        definitions.append(Definition(route: table.routes[routeIndex], routeIndex: routeIndex,
                                                      pattern: definition.pattern, components: compiled.components))
                    }
                    // Every route a URL of the host can reach: on through every fallback.
                    return namespace.shouldFallbackToGlobalRoutes
                }
            }
        }
        self.namespaces = namespaces
        guard !definitions.isEmpty else {
            let searched = namespaces.map(\.description).joined(separator: ", ")
            throw AppLinkError(.noRoutes, "no route \(table.file.map { "in \($0)" } ?? "of the table") takes \(scheme)://\(normalized)/... (searched: \(searched.isEmpty ? "nothing" : searched))")
        }
        self.definitions = definitions
    }

    /// JLRoutes' rule: a host without a dot, other than `localhost`, is the first path
    /// component, so no route belongs to it.
    private static func isHostName(_ host: String) -> Bool {
        host == "localhost" || host.contains(".") || host.hasPrefix("[")
    }
}

extension NamespaceSnapshot {
    /// The namespace as a table names it.
    var tableNamespace: RouteTable.Namespace {
        if let host { return .host(host.text) }
        return isGlobal ? .global : .scheme(scheme)
    }
}
