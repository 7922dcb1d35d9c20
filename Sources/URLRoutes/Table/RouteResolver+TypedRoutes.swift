/// What the enum that `urlroutes generate swift` (and the `RouteTablePlugin` build plugin)
/// generates from a table asks of its resolver: which route a URL reaches with its path values,
/// and the link of a route given its path values. Path values only: a query item named like an
/// optional variable is not that variable, so that a case round-trips.
extension RouteResolver {
    /// The route a URL reaches and the values its path gives it, percent-decoded (wildcard
    /// components too, unlike `RouteParameters.wildcardComponents`, which keeps JLRoutes'
    /// undecoded form).
    ///
    /// ```swift
    /// let resolver = try RouteResolver(RouteTable(parsing: "acme /product/:id(/:tab) product.show\n"))
    /// let match = resolver.pathMatch("acme://product/42?tab=reviews")!
    /// match.routeIndex   // 0: resolver.table.routes[0]
    /// match.values       // ["id": "42"]: the query's `tab` is not the path's
    /// ```
    public struct PathMatch: Sendable, Hashable {
        /// The route's index in `table.routes`.
        public var routeIndex: Int
        /// The path variables the URL gave, decoded as handlers receive them.
        public var values: [String: String]
        /// The wildcard components (a trailing `*`, `**`), each percent-decoded.
        public var wildcard: [String]

        /// A match as a typed route holds it.
        ///
        /// ```swift
        /// RouteResolver.PathMatch(routeIndex: 0, values: ["id": "42"], wildcard: [])
        /// ```
        public init(routeIndex: Int, values: [String: String], wildcard: [String]) {
            self.routeIndex = routeIndex
            self.values = values
            self.wildcard = wildcard
        }
    }

    /// The route `url` reaches, as `resolve(_:)` finds it, with its path values; nil when no
    /// route takes it or the URL is not one routing reads.
    ///
    /// ```swift
    /// resolver.pathMatch("acme://product/42")?.values["id"]   // "42"
    /// ```
    public func pathMatch(_ url: String) -> PathMatch? {
        // Made while routing holds the parameters, so that their storage serves the next lookup.
        var match: PathMatch?
        var unrecorded = SearchedNamespaces()
        let routing = route(url, searched: &unrecorded, recordingSearched: false) { definition, _, parameters, _ in
            guard let index = owners[ObjectIdentifier(definition)] else { return }
            match = PathMatch(routeIndex: index, values: Self.pathValues(parameters.storage.variables),
                              wildcard: decodedWildcard(parameters.wildcardComponents))
        }
        guard !routing.foundSubclass else { return explainedPathMatch(url) }
        return match
    }

    /// Each path variable's value by name, the first for a name the pattern gives twice. Each
    /// name is hashed once; whether it came before is looked up in the variables before it.
    private static func pathValues(_ variables: [NamedValue]) -> [String: String] {
        switch variables.count {
        case 0:
            return [:]
        case 1:
            return [variables[0].name: variables[0].value]
        default:
            var values = [String: String](minimumCapacity: variables.count)
            for (position, variable) in variables.enumerated()
            where !variables[..<position].contains(where: { $0.name == variable.name }) {
                values[variable.name] = variable.value
            }
            return values
        }
    }

    /// `pathMatch(_:)` read off the winner-only explanation: what it gives for a subclassed
    /// definition, and what its fast path is held to.
    func explainedPathMatch(_ url: String) -> PathMatch? {
        let explanation = Routes.explain(url, parameters: nil, in: routeSet, candidates: .winner)
        guard let winner = explanation.winner, case .matched(let captures) = winner.outcome,
              let index = routeIndex(of: winner) else { return nil }
        var values: [String: String] = [:]
        for capture in captures where capture.name != "*" && !capture.name.isEmpty {
            let name = capture.name.hasPrefix(":") ? String(capture.name.dropFirst()) : capture.name
            if values[name] == nil { values[name] = capture.decoded }
        }
        return PathMatch(routeIndex: index, values: values, wildcard: decodedWildcard(winner.parameters?.wildcardComponents))
    }

    /// Wildcard components as handlers receive them (undecoded), percent-decoded as a typed
    /// route holds them.
    func decodedWildcard(_ components: [String]?) -> [String] {
        guard let components, !components.isEmpty else { return [] }
        return TypedWildcard.decoded(components, decodesPlus: options.contains(.decodePlusSymbols))
    }

    /// The link of the named route at `routeIndex` with exactly these path values: its path
    /// (`form: .path`, `/product/42`) or its URL (`acme://product/42`, with `scheme` and `host`
    /// as `url(forRouteNamed:...)` takes them), then `query` as query items, sorted by name.
    /// It reads back to the same route with the same values, or this throws
    /// `RouteGenerationError`.
    ///
    /// ```swift
    /// try resolver.link(toRouteAt: 0, values: ["id": "42"], query: ["ref": "mail"])   // "acme://product/42?ref=mail"
    /// ```
    public func link(toRouteAt routeIndex: Int, values: [String: String], wildcard: [String] = [],
                     query: [String: String] = [:], form: LinkForm = .url, scheme: String? = nil,
                     host: String? = nil) throws -> String {
        let route = table.routes[routeIndex]
        guard let name = route.name, let routes = routesByNamespace[route.namespace] else {
            throw RouteGenerationError(route: route.pattern, pattern: route.pattern,
                                       reason: "only a named route generates links; name it in the table")
        }
        if let clash = query.keys.filter({ values[$0] != nil }).min() {
            throw RouteGenerationError(route: name, pattern: route.pattern, parameter: clash,
                                       reason: "the query item \(clash.debugDescription) has the name of a path value; a link holds it once")
        }
        // Generation takes wildcard components as handlers receive them, undecoded; a typed
        // route holds them decoded.
        let written = wildcard.map(PercentEncoding.encode)
        let link = switch form {
        case .path: try routes.path(forRouteNamed: name, parameters: values, wildcard: written)
        case .url: try routes.url(forRouteNamed: name, parameters: values, wildcard: written, scheme: scheme, host: host,
                                  readBackIn: .set(routeSet))
        }
        // Generation accepts a link whose handler would see these values, query included; a
        // typed route holds path values only, so it checks that the path alone gives them.
        if form == .url {
            let expected = PathMatch(routeIndex: routeIndex, values: values, wildcard: wildcard)
            let read = pathMatch(link)
            if read != expected {
                let how = read.map { "route \(table.routes[$0.routeIndex].name ?? table.routes[$0.routeIndex].pattern) with \($0.values) \($0.wildcard)" } ?? "no route"
                throw RouteGenerationError(route: name, pattern: route.pattern,
                                           reason: "the link reads back as \(how), not as these path values", link: link)
            }
        }
        return query.isEmpty ? link : link + (link.contains("?") ? "&" : "?") + Self.queryText(query)
    }

    /// Which link `link(toRouteAt:...)` writes.
    public enum LinkForm: Sendable {
        /// The path and query: `/product/42?ref=mail`.
        case path
        /// The whole URL: `acme://product/42?ref=mail`.
        case url
    }

    private static func queryText(_ query: [String: String]) -> String {
        query.sorted { $0.key < $1.key }
            .map { PercentEncoding.encode($0.key) + "=" + PercentEncoding.encode($0.value) }
            .joined(separator: "&")
    }
}
