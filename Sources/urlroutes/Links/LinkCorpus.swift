import URLRoutes

/// The links a table's routes make, for `diff` and `check` to route: each route's probe paths
/// (`LinkProbes`: golden paths that fill its variables, and their mutations) written as URLs
/// that reach the route's namespace.
///
/// - A scheme namespace: `acme://product/42` (the host form, as links are generated); `http`
///   and `https` on a web host no host namespace of the tables takes (`www.example.com`).
/// - A host namespace: `https://HOST/...`; for `*.DOMAIN`, a subdomain (`www.DOMAIN`).
/// - The global namespace `*`: under every scheme that falls back to it, or, when none does,
///   under a scheme with no routes of its own (`app://`).
struct LinkCorpus {
    /// Every probe link of every route of the tables (`diff` routes them through both). A
    /// route both tables hold is probed once; the routes are shared among the cores.
    static func links(of tables: [RouteTable]) -> Set<String> {
        let bases = Bases(tables)
        var jobs: [Job] = []
        var seen: Set<Job> = []
        for table in tables {
            for route in table.routes {
                for base in bases.bases(for: route.namespace) {
                    let job = Job(base: base, pattern: route.pattern)
                    if seen.insert(job).inserted { jobs.append(job) }
                }
            }
        }
        for base in Set(jobs.map(\.base)) {
            jobs.append(Job(base: base, pattern: nil))
        }
        let parts = ParallelScan.compactMap(chunks(of: jobs, size: 200), chunkSize: 1) { chunk -> Set<String>? in
            var probes = LinkProbes()
            var links: Set<String> = []
            for job in chunk {
                let paths = job.pattern.map { probes.paths(ofRoutePattern: $0) } ?? LinkProbes.rootPaths
                for path in paths { links.insert(link(base: job.base, path: path)) }
            }
            return links
        }
        return merge(parts)
    }

    /// The routes of one namespace's base to probe; no pattern for the root paths alone.
    private struct Job: Hashable, Sendable {
        var base: String
        var pattern: String?
    }

    private static func chunks<Element>(of elements: [Element], size: Int) -> [[Element]] {
        stride(from: 0, to: elements.count, by: size).map { Array(elements[$0 ..< min($0 + size, elements.count)]) }
    }

    /// One set of the parts, the largest taking in the others.
    private static func merge(_ parts: [Set<String>]) -> Set<String> {
        var parts = parts.sorted { $0.count > $1.count }
        guard !parts.isEmpty else { return [] }
        var merged = parts.removeFirst()
        merged.reserveCapacity(merged.count + parts.reduce(0) { $0 + $1.count })
        for part in parts { merged.formUnion(part) }
        return merged
    }

    /// Every probe link `https://HOST/...` of the routes a URL of `host` can reach: those of
    /// the host namespaces that take it, of the `http` and `https` namespaces, and global ones.
    static func links(of table: RouteTable, host: String) -> Set<String> {
        var probes = LinkProbes()
        let host = host.lowercased()
        let patterns = table.routes.filter { route in
            switch route.namespace {
            case .global: true
            case .scheme(let scheme): ["http", "https"].contains(scheme.lowercased())
            case .host(let pattern): hostPattern(pattern, takes: host)
            }
        }.map(\.pattern)
        return Set(probes.paths(ofRoutePatterns: patterns).map { "https://\(host)\($0)" })
    }

    /// Whether a host namespace's pattern (`shop.example.com`, `*.example.com`) takes `host`.
    static func hostPattern(_ pattern: String, takes host: String) -> Bool {
        let pattern = pattern.lowercased()
        if pattern.hasPrefix("*.") {
            let suffix = pattern.dropFirst()
            return host.hasSuffix(suffix) && host.count > suffix.count
        }
        return pattern == host
    }

    /// `base` and a probe path: `https://www.example.com` + `/p/42`; for a custom scheme
    /// (`acme://`), the host form where the first component reads back as a path component.
    static func link(base: String, path: String) -> String {
        guard base.hasSuffix("://") else { return base + path }
        if path == "/" { return base }
        let first = path.dropFirst().prefix { $0 != "/" }
        let readsAsComponent = !first.isEmpty && !first.contains(".") && first.lowercased() != "localhost"
        return readsAsComponent ? base + path.dropFirst() : base + path
    }

    /// Where each namespace's links start: `acme://`, `https://www.example.com`.
    struct Bases {
        private var byNamespace: [RouteTable.Namespace: [String]] = [:]

        init(_ tables: [RouteTable]) {
            let hostPatterns = tables.flatMap(\.routes).compactMap { route -> String? in
                if case .host(let pattern) = route.namespace { return pattern }
                return nil
            }
            let untaken = { (host: String) in !hostPatterns.contains { LinkCorpus.hostPattern($0, takes: host) } }
            let webHost = ["www.example.com", "www.example.net", "example.invalid"].first(where: untaken) ?? "example.invalid"
            var schemes: [String] = []
            for table in tables {
                for route in table.routes {
                    switch route.namespace {
                    case .scheme(let scheme):
                        if !schemes.contains(scheme) { schemes.append(scheme) }
                        byNamespace[route.namespace] = [Self.base(scheme: scheme, webHost: webHost)]
                    case .host(let pattern):
                        guard pattern.hasPrefix("*.") else {
                            byNamespace[route.namespace] = ["https://\(pattern)"]
                            continue
                        }
                        let domain = pattern.dropFirst(2)
                        // A subdomain no exact host namespace takes first.
                        let label = ["www", "m", "app", "sub"].first { !hostPatterns.contains("\($0).\(domain)") } ?? "www"
                        byNamespace[route.namespace] = ["https://\(label).\(domain)"]
                    case .global:
                        break
                    }
                }
            }
            var fallbackSchemes: [String] = []
            for table in tables {
                for case .scheme(let scheme) in table.fallbacks where !fallbackSchemes.contains(scheme) {
                    fallbackSchemes.append(scheme)
                }
            }
            let undeclared = ["app", "myapp", "links"].first { !schemes.contains($0) } ?? "app"
            byNamespace[.global] = fallbackSchemes.isEmpty
                ? [Self.base(scheme: undeclared, webHost: webHost)]
                : fallbackSchemes.map { Self.base(scheme: $0, webHost: webHost) }
        }

        private static func base(scheme: String, webHost: String) -> String {
            ["http", "https"].contains(scheme.lowercased()) ? "\(scheme)://\(webHost)" : "\(scheme)://"
        }

        func bases(for namespace: RouteTable.Namespace) -> [String] {
            byNamespace[namespace] ?? []
        }
    }
}
