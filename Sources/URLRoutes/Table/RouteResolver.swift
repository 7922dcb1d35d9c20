/// A route table compiled on its own, outside the process-wide registry: it resolves URLs and
/// generates links exactly as the table would once registered (`register(handlers:)`), but
/// without touching `Routes.globalRoutes()`, `Routes(forScheme:)` or `Routes(forHost:)`.
///
/// For a process that serves several tables, or swaps its table while it runs: a server that
/// reloads its table builds a new resolver and replaces the old one, and every request sees
/// one table whole. Handlers are never called: routes are judged as `Routes.explain` judges them.
///
/// ```swift
/// let resolver = try RouteResolver(RouteTable(contentsOf: tableURL))
/// resolver.resolve("https://shop.example.com/product/42").route?.name   // "shop.product"
/// try resolver.url(forRouteNamed: "shop.product", parameters: ["id": "42"], host: nil)
/// // "https://shop.example.com/product/42"
/// ```
///
/// Safe to use from any thread.
public final class RouteResolver: Sendable {
    /// The table it was made from.
    public let table: RouteTable
    /// The table's namespaces compiled, as routing walks them (by host, then by scheme), with
    /// the table's options.
    let routeSet: RouteSet
    /// The table's options (`@option`), which the resolver reads and matches every URL with.
    var options: RouteRequestOptions { routeSet.options ?? [] }
    /// Which table route made each of the resolver's definitions (its index in `table.routes`):
    /// a candidate of `resolve` or `explain` is told apart from an equal route (same
    /// namespace, pattern and priority) by its definition itself.
    let owners: DefinitionOwners
    /// Each definition as `resolve` reports its winner, at its position in `owners`: made
    /// once, so that a resolution hands out a copy rather than assembling one per URL.
    let declaredRoutes: [RouteResolution.Route]
    /// For a candidate of another explanation (`Routes.explain` of the table registered): the
    /// first table route with its namespace, expanded pattern, priority and name (equal keys
    /// route in table order, so the first one is the one that wins). Made on first use: most
    /// resolvers never see such a candidate, and hashing every route's texts is not free.
    private let declarationsByKey = LazyReference<Declarations>()

    private final class Declarations: Sendable {
        let byKey: [DeclarationKey: Int]
        init(_ byKey: [DeclarationKey: Int]) { self.byKey = byKey }
    }
    /// The scheme namespaces of `routeSet`, found by a URL's scheme without hashing it.
    let schemeNamespaces: SchemeNamespaces
    /// The standalone `Routes` of each namespace, for generating links.
    let routesByNamespace: [RouteTable.Namespace: Routes]

    struct DeclarationKey: Hashable, Sendable {
        var namespace: String
        var pattern: String
        var priority: Int
        var name: String?
    }

    /// Compiles every route of `table`. Throws the `RouteTableError` that `register(handlers:)`
    /// would throw for it (a pattern the router refuses, a name used twice in a namespace, a
    /// host pattern that could never match), and compiles nothing then.
    ///
    /// ```swift
    /// let resolver = try RouteResolver(RouteTable(routes: [.init(.scheme("acme"), "/product/:id", name: "product")]))
    /// ```
    public init(_ table: RouteTable) throws {
        // The checks of registration, so that a table resolves here if and only if it registers;
        // then its routes are added as registering adds them, into namespaces of the resolver's own.
        let registration = try RouteTableRegistration(table, handlers: [:])
        self.table = table
        let options = table.requestOptions

        let global = RouteNamespace(scheme: Routes.globalScheme, isGlobal: true)
        var schemes: [String: RouteNamespace] = [Routes.globalScheme: global]
        var hosts: [String: RouteNamespace] = [:]
        global.requestOptions = options
        var routesByNamespace: [RouteTable.Namespace: Routes] = [.global: Routes(namespace: global)]
        func routes(for namespace: RouteTable.Namespace) throws -> Routes {
            if let routes = routesByNamespace[namespace] { return routes }
            let made: RouteNamespace
            switch namespace {
            case .global:
                made = global
            case .scheme(let scheme):
                made = RouteNamespace(scheme: scheme, isGlobal: false)
                schemes[scheme] = made
            case .host(let host):
                // Checked by the registration above; the same pattern in another spelling
                // (`Shop.Example.com`) is the same namespace.
                let pattern = try HostPattern(host)
                if let existing = hosts[pattern.registryKey] {
                    made = existing
                } else {
                    made = RouteNamespace(host: pattern)
                    hosts[pattern.registryKey] = made
                }
            }
            made.requestOptions = options
            let routes = Routes(namespace: made)
            routesByNamespace[namespace] = routes
            return routes
        }

        let (routed, fallingBack) = registration.tableNamespaces
        var owners: [(definition: ObjectIdentifier, routeIndex: Int)] = []
        owners.reserveCapacity(table.routes.count)
        var declaredRoutes: [RouteResolution.Route] = []
        declaredRoutes.reserveCapacity(table.routes.count)
        // The namespaces keep every definition for the resolver's life, so no other object
        // takes its identifier meanwhile.
        let targets = try routed.map { try routes(for: $0).namespace }
        // Routes come namespace by namespace, mostly: the spelling is looked up when the
        // previous route's namespace is not written the same (`==` would normalize both).
        var spelledIndex = -1
        var spelling = ""
        table.routes.withUnsafeBufferPointer { tableRoutes in
            registration.add(to: targets) { index, definitions in
                if spelledIndex < 0 || !tableRoutes[spelledIndex].namespace.isWrittenAs(tableRoutes[index].namespace) {
                    let registryName = routesByNamespace[tableRoutes[index].namespace]?.scheme ?? Routes.globalScheme
                    spelling = RouteResolution.tableSpelling(ofNamespace: registryName)
                    spelledIndex = index
                }
                for definition in definitions {
                    owners.append((ObjectIdentifier(definition), index))
                    declaredRoutes.append(RouteResolution.Route(
                        scheme: spelling, pattern: definition.pattern, tablePattern: tableRoutes[index].pattern,
                        priority: definition.priority, name: tableRoutes[index].name, line: tableRoutes[index].line))
                }
            }
        }
        for namespace in fallingBack {
            try routes(for: namespace).shouldFallbackToGlobalRoutes = true
        }
        self.owners = DefinitionOwners(owners)
        self.declaredRoutes = declaredRoutes
        self.routesByNamespace = routesByNamespace
        routeSet = RouteSet(version: 0, namespaces: schemes, hosts: Array(hosts.values), options: options)
        schemeNamespaces = SchemeNamespaces(routeSet)
    }

    /// Which route takes `url` and what its handler would receive, as `urlroutes route TABLE URL
    /// --json` reports it. Finds the route as routing does (the dispatch index), so it costs
    /// about as much as routing the URL.
    ///
    /// ```swift
    /// let resolution = resolver.resolve("acme://product/42?ref=push")
    /// resolution.route?.name          // "product.show"
    /// resolution.parameters?["ref"]   // "push"
    /// ```
    public func resolve(_ url: String) -> RouteResolution {
        // Made while routing holds the parameters, so that their storage serves the next lookup.
        var found: FoundResolution?
        var searched = SearchedNamespaces()
        let routing = route(url, searched: &searched) { definition, namespace, parameters, searched in
            let winner = if let owner = owners.owner(of: ObjectIdentifier(definition)) {
                declaredRoutes[owner.position]
            } else {
                FoundResolution.undeclaredRoute(of: definition, namespace: namespace)
            }
            found = FoundResolution(url: url, searched: copy searched, winner: winner, handed: parameters.storage)
        }
        guard !routing.foundSubclass else { return explainedResolution(of: url) }
        if let found = found.take() { return RouteResolution(storage: found) }
        return RouteResolution(storage: MissedResolution(url: url, error: routing.isURL ? nil : invalidURLReason(url),
                                                         searched: searched))
    }

    /// `resolve(_:)` read off the winner-only explanation: what it gives for a subclassed
    /// definition, and what its fast path is held to.
    func explainedResolution(of url: String) -> RouteResolution {
        let explanation = Routes.explain(url, parameters: nil, in: routeSet, candidates: .winner)
        return RouteResolution(explanation, declaration: declaration(of:))
    }

    /// Every candidate routing would try for `url`, as `Routes.explain` reports it for the
    /// table registered.
    ///
    /// ```swift
    /// print(resolver.explain("acme://product/trail-runner"))
    /// ```
    public func explain(_ url: String, withParameters parameters: [String: any Sendable]? = nil) -> RouteExplanation {
        Routes.explain(url, parameters: parameters, in: routeSet, candidates: .all)
    }

    /// Every definition of the table, namespace by namespace, each namespace's in matching order.
    package var definitionsInMatchingOrder: [RouteDefinition] {
        routesByNamespace.values.flatMap { $0.namespace.definitions }
    }

    /// The index in `table.routes` of the route that made `definition`; nil for another's.
    package func routeIndex(of definition: RouteDefinition) -> Int? {
        owners[ObjectIdentifier(definition)]
    }

    /// The table route behind a candidate of `resolve` or `explain`: the route whose pattern (or
    /// one of its optional-group expansions) it is. Equal routes (same namespace, pattern and
    /// priority, other names) are told apart: each candidate names its own.
    ///
    /// A candidate of another explanation (`Routes.explain` with the table registered) is
    /// matched by namespace, pattern, priority and name; of unnamed equal routes, that gives
    /// the first, the one routing takes.
    ///
    /// ```swift
    /// let winner = resolver.explain("acme://product/42").winner!
    /// resolver.declaration(of: winner)?.line   // 12
    /// ```
    public func declaration(of candidate: RouteExplanation.Candidate) -> RouteTable.Route? {
        routeIndex(of: candidate).map { table.routes[$0] }
    }

    /// The index in `table.routes` of the route behind a candidate, found as
    /// `declaration(of:)` finds it.
    ///
    /// ```swift
    /// resolver.routeIndex(of: resolver.explain("acme://product/42").winner!)   // 0
    /// ```
    public func routeIndex(of candidate: RouteExplanation.Candidate) -> Int? {
        if let index = owners[ObjectIdentifier(candidate.definition)] { return index }
        let key = DeclarationKey(namespace: candidate.namespace, pattern: candidate.pattern, priority: candidate.priority,
                                 name: candidate.name)
        return declarationsByKey.value(orMake: makeDeclarations).byKey[key]
    }

    /// Every definition's key, with the first table route that has it.
    private func makeDeclarations() -> Declarations {
        var byKey: [DeclarationKey: Int] = [:]
        for routes in routesByNamespace.values {
            for definition in routes.namespace.definitions {
                guard let index = owners[ObjectIdentifier(definition)] else { continue }
                let key = DeclarationKey(namespace: routes.scheme, pattern: definition.pattern,
                                         priority: definition.priority, name: table.routes[index].name)
                if let known = byKey[key], known < index { continue }
                byKey[key] = index
            }
        }
        return Declarations(byKey)
    }

    /// The link the route named `name` generates, as `Routes.url(forRouteNamed:...host:)` makes
    /// it in the route's namespace, read back in this table: it routes back here to that route
    /// with these values, or this throws a `RouteGenerationError` that says why not.
    ///
    /// A name is unique in its namespace, not in the table: when several namespaces have a
    /// route of that name, this throws, and the name is written with its namespace
    /// (`acme:home`, `//shop.acme.example:home`, `*:home`), or the namespace is passed to
    /// `url(forRouteNamed:namespace:parameters:wildcard:scheme:host:)`.
    ///
    /// ```swift
    /// try resolver.url(forRouteNamed: "shop.product", parameters: ["id": "42"], host: nil)
    /// // "https://shop.acme.example/product/42"
    /// try resolver.url(forRouteNamed: "web.product", parameters: ["id": "42"], host: "www.acme.example")
    /// // "https://www.acme.example/p/42"
    /// try resolver.url(forRouteNamed: "acme:home", host: nil)
    /// // "acme://home"
    /// ```
    public func url(forRouteNamed name: String, parameters: [String: String] = [:], wildcard: [String] = [],
                    scheme: String? = nil, host: String?) throws -> String {
        if let qualified = RouteTableSyntax.qualifiedName(name) {
            return try url(forRouteNamed: qualified.name, namespace: qualified.namespace, parameters: parameters,
                           wildcard: wildcard, scheme: scheme, host: host)
        }
        var namespaces: [RouteTable.Namespace] = []
        for route in table.routes where route.name == name && !namespaces.contains(route.namespace) {
            namespaces.append(route.namespace)
        }
        guard let namespace = namespaces.first else {
            let names = Set(table.routes.compactMap(\.name))
            let hint = NameSuggestion.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
            throw RouteGenerationError(route: name, reason: "no route has this name in the table\(hint)")
        }
        guard namespaces.count == 1 else {
            throw RouteGenerationError(route: name, reason: RouteTableSyntax.ambiguousNameMessage(name, in: namespaces))
        }
        return try url(forRouteNamed: name, namespace: namespace, parameters: parameters, wildcard: wildcard,
                       scheme: scheme, host: host)
    }

    /// The link the route named `name` in `namespace` generates: for a name that several
    /// namespaces of the table use. Otherwise as `url(forRouteNamed:parameters:wildcard:scheme:host:)`.
    ///
    /// ```swift
    /// // acme  /home  home
    /// // https /      home
    /// try resolver.url(forRouteNamed: "home", namespace: .scheme("acme"), host: nil)   // "acme://home"
    /// ```
    public func url(forRouteNamed name: String, namespace: RouteTable.Namespace, parameters: [String: String] = [:],
                    wildcard: [String] = [], scheme: String? = nil, host: String?) throws -> String {
        guard table.routes.contains(where: { $0.name == name && $0.namespace == namespace }),
              let routes = routesByNamespace[namespace] else {
            let elsewhere = table.routes.filter { $0.name == name }.map(\.namespace.description)
            let names = Set(table.routes.filter { $0.namespace == namespace }.compactMap(\.name))
            let hint = !elsewhere.isEmpty
                ? "; it is a name in \(Set(elsewhere).sorted().joined(separator: ", "))"
                : NameSuggestion.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
            throw RouteGenerationError(route: name, reason: "no route has this name in \(namespace)\(hint)")
        }
        return try routes.url(forRouteNamed: name, parameters: parameters, wildcard: wildcard, scheme: scheme, host: host,
                              readBackIn: .set(routeSet))
    }
}

private extension RouteTable.Namespace {
    /// Whether `other` is this namespace written the same way: no normalizing, for telling
    /// consecutive routes' namespaces apart cheaply.
    func isWrittenAs(_ other: RouteTable.Namespace) -> Bool {
        switch (self, other) {
        case (.global, .global): true
        case (.scheme(let left), .scheme(let right)): left == right
        case (.host(let left), .host(let right)): left == right
        default: false
        }
    }
}
