/// The routes of a table that can take a URL `SCHEME://HOST/...`, chosen as routing chooses
/// them once the table is registered: the host namespace for the host (exact, else the longest
/// `*.DOMAIN` that matches it; a wildcard never takes an IP address), then, when it falls back
/// or there is none, the namespace of the scheme and, when that falls back or there is none,
/// the global one.
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

        var namespaces: [RouteTable.Namespace] = []
        let hostNamespace = Self.hostNamespace(for: normalized, in: table)
        if let hostNamespace { namespaces.append(hostNamespace) }
        if hostNamespace == nil || table.fallbacks.contains(where: { Self.sameNamespace($0, hostNamespace!) }) {
            let schemeNamespace = Self.schemeNamespace(for: scheme, in: table)
            if let schemeNamespace { namespaces.append(schemeNamespace) }
            if schemeNamespace == nil || table.fallbacks.contains(schemeNamespace!) {
                namespaces.append(.global)
            }
        }
        self.namespaces = namespaces

        var definitions: [Definition] = []
        for namespace in namespaces {
            let routes = table.routes.enumerated()
                .filter { Self.sameNamespace($0.element.namespace, namespace) }
                // Routing tries higher priorities first, equal ones in the order they were added.
                .sorted { $0.element.priority != $1.element.priority ? $0.element.priority > $1.element.priority : $0.offset < $1.offset }
            for (routeIndex, route) in routes {
                // Parsed and expanded, not compiled: the files need the components, not the regex.
                let expansions: [ExpandedPattern]
                do {
                    expansions = try OptionalExpansion.expand(try PatternParser.parse(route.pattern), pattern: route.pattern)
                } catch {
                    throw AppLinkError(.invalidPattern, "the route \(route.name.map { "'\($0)' " } ?? "")\(route.pattern)\(route.line.map { " (line \($0))" } ?? ""): \(error.message)")
                }
                definitions += expansions.map {
                    Definition(route: route, routeIndex: routeIndex, pattern: RoutePattern.text(of: $0.pattern),
                               components: $0.tokens.map(\.component))
                }
            }
        }
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

    /// Whether the host is an IPv4 or IPv6 address, which a wildcard namespace never takes.
    private static func isIPAddress(_ host: String) -> Bool {
        host.hasPrefix("[") || host.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
            !label.isEmpty && label.allSatisfy { $0.isASCII && $0.isNumber }
        }
    }

    /// The table's host namespace that routing picks for the host: exact, else the longest
    /// wildcard suffix (never the apex of `*.DOMAIN`, never an IP address).
    private static func hostNamespace(for host: String, in table: RouteTable) -> RouteTable.Namespace? {
        var patterns: [HostPattern] = []
        for case .host(let text) in table.routes.map(\.namespace) + table.fallbacks {
            if let pattern = try? HostPattern(text) { patterns.append(pattern) }
        }
        if let exact = patterns.first(where: { $0.wildcardSuffix == nil && $0.text == host }) {
            return .host(exact.text)
        }
        guard !isIPAddress(host) else { return nil }
        let matching = patterns.compactMap(\.wildcardSuffix).filter { host.hasSuffix("." + $0) }
        return matching.max { $0.utf8.count < $1.utf8.count }.map { .host("*." + $0) }
    }

    /// The table's namespace for the scheme: the one named exactly so, else one whose name
    /// differs only in ASCII case (the alphabetically first), as the registry picks it.
    private static func schemeNamespace(for scheme: String, in table: RouteTable) -> RouteTable.Namespace? {
        var schemes: Set<String> = []
        for case .scheme(let name) in table.routes.map(\.namespace) + table.fallbacks { schemes.insert(name) }
        if schemes.contains(scheme) { return .scheme(scheme) }
        return schemes.filter { $0.lowercased() == scheme.lowercased() }.min().map { .scheme($0) }
    }

    /// Whether two namespaces are one in the registry (host patterns compared normalized).
    private static func sameNamespace(_ lhs: RouteTable.Namespace, _ rhs: RouteTable.Namespace) -> Bool {
        switch (lhs, rhs) {
        case (.host(let left), .host(let right)):
            (try? HostPattern(left).text) == (try? HostPattern(right).text)
        default:
            lhs == rhs
        }
    }
}
