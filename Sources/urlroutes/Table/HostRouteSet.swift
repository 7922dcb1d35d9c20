import URLRoutes

/// The routes that can take a URL of one host: the host namespace that routing picks for it
/// (exact, else the longest `*.` wildcard), then wherever its fallback sends routing (the
/// scheme's namespace, then `*`). The library decides, through `Routes.explain`: this is the
/// list of namespaces and candidates it reports for the host's root URL.
struct HostRouteSet {
    struct Route {
        /// The expanded definition pattern (`/p/:id<\d+>/:slug`).
        var pattern: String
        var entry: RouteTableFile.Entry

        /// `web.product: /p/:id<\d+>/:slug (line 45)`, for comments and warnings.
        var label: String {
            (entry.name.map { "\($0): " } ?? "") + pattern + " (line \(entry.line))"
        }
    }

    /// The host as given, normalized (lowercased, no trailing dot).
    var host: String
    /// The namespaces searched, in order, as the table writes them (`//shop.example.com`, `https`, `*`).
    var namespaces: [String]
    /// Every definition that can route a URL of the host, in the order routing tries them.
    var routes: [Route]

    /// The routes of `host`; a usage error when the host is not one host, or no route takes it
    /// (an app-link file with no paths would only hide the mistake).
    static func resolve(host: String, scheme: String, table loaded: LoadedRouteTable) throws(ToolFailure) -> HostRouteSet {
        let normalized: String
        do {
            normalized = try Routes.validate(host: host)
        } catch {
            throw ToolFailure(message: "--host '\(host)': \(error.message)", status: .usageOrTable)
        }
        guard !normalized.hasPrefix("*.") else {
            throw ToolFailure(message: "--host '\(host)' names many hosts; give the one host the file is served from, such as www.\(normalized.dropFirst(2))",
                              status: .usageOrTable)
        }
        let explanation = Routes.explain("\(scheme)://\(normalized)/")
        if let error = explanation.urlError {
            throw ToolFailure(message: "--host '\(host)' with scheme '\(scheme)' does not make a URL: \(error)", status: .usageOrTable)
        }
        guard explanation.routingPath?.isEmpty ?? true else {
            throw ToolFailure(message: "routing reads the host '\(normalized)' as the first path component (the table sets @option host-as-path-component on), so no route belongs to that host",
                              status: .usageOrTable)
        }
        var routes: [Route] = []
        for candidate in explanation.candidates {
            guard let entry = loaded.entry(namespace: candidate.namespace, pattern: candidate.pattern, priority: candidate.priority) else { continue }
            routes.append(Route(pattern: candidate.pattern, entry: entry))
        }
        let namespaces = explanation.namespaces.map(RouteTableFile.displayScheme(forNamespace:))
        guard !routes.isEmpty else {
            throw ToolFailure(message: "no route in \(loaded.table.path) takes \(scheme)://\(normalized)/... (searched: \(namespaces.joined(separator: ", ")))",
                              status: .usageOrTable)
        }
        return HostRouteSet(host: normalized, namespaces: namespaces, routes: routes)
    }
}
