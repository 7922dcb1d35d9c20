/// Which route of a table a URL reaches and what its handler would receive: the object
/// `urlroutes route TABLE URL --json` prints for each URL, as a value a server returns and a
/// script decodes.
///
/// ```swift
/// let resolver = try RouteResolver(RouteTable(contentsOf: tableURL))
/// let resolution = resolver.resolve("https://shop.example.com/product/42?ref=mail")
/// resolution.status            // .routed
/// resolution.route?.name       // "shop.product"
/// resolution.parameters?["id"] // "42"
/// ```
///
/// Encoded with `JSONEncoder`, absent values are left out, so a script can rely on `url`,
/// `status` and `searched` and test for the rest.
public struct RouteResolution: Sendable, Equatable, Codable {
    /// How routing came out.
    public enum Status: String, Sendable, Codable {
        /// A route takes the URL.
        case routed
        /// A well-formed URL that no route matched.
        case unrouted
        /// A string the router cannot treat as a URL (`error` says why).
        case invalid
    }

    /// The route that takes the URL, as the table declares it.
    ///
    /// ```swift
    /// resolution.route?.pattern        // "/product/:id<\\d+>" (the expansion that matched)
    /// resolution.route?.tablePattern   // "/product/:id<\\d+>(/:slug)" (as written)
    /// ```
    public struct Route: Sendable, Equatable, Codable {
        /// Its namespace as the table's first column writes it: `acme`, `//shop.example.com`, `*`.
        public var scheme: String
        /// The pattern that matched: one expansion of an optional group.
        public var pattern: String
        /// The pattern as written in the table; nil for a route the table does not declare.
        public var tablePattern: String?
        /// Its priority.
        public var priority: Int
        /// Its name in the table, if it has one.
        public var name: String?
        /// Its line in the table text, when the table was parsed.
        public var line: Int?

        /// A route as the resolution reports it.
        ///
        /// ```swift
        /// RouteResolution.Route(scheme: "acme", pattern: "/product/:id", priority: 10, name: "product.show", line: 12)
        /// ```
        public init(scheme: String, pattern: String, tablePattern: String? = nil, priority: Int = 0,
                    name: String? = nil, line: Int? = nil) {
            self.scheme = scheme
            self.pattern = pattern
            self.tablePattern = tablePattern
            self.priority = priority
            self.name = name
            self.line = line
        }
    }

    /// The URL as given.
    public var url: String
    /// Whether a route takes the URL, none does, or the string is not a URL.
    public var status: Status
    /// Why the string is not a routable URL (status `invalid`).
    public var error: String?
    /// The namespaces routing searched, in order, as the table writes them (`*` for the global one).
    public var searched: [String]
    /// The winning route (status `routed`).
    public var route: Route?
    /// What the handler would receive: path variables, query items and additional parameters,
    /// one value each (the first, for a query key given more than once).
    public var parameters: [String: String]?
    /// Every value of the query keys given more than once.
    public var repeatedParameters: [String: [String]]?
    /// What a `*` or `**` took, component by component.
    public var wildcardComponents: [String]?

    /// A resolution made by hand, for tests and for callers that route their own way.
    ///
    /// ```swift
    /// RouteResolution(url: "acme://nowhere", status: .unrouted, searched: ["acme", "*"])
    /// ```
    public init(url: String, status: Status, error: String? = nil, searched: [String] = [], route: Route? = nil,
                parameters: [String: String]? = nil, repeatedParameters: [String: [String]]? = nil,
                wildcardComponents: [String]? = nil) {
        self.url = url
        self.status = status
        self.error = error
        self.searched = searched
        self.route = route
        self.parameters = parameters
        self.repeatedParameters = repeatedParameters
        self.wildcardComponents = wildcardComponents
    }

    /// The outcome an explanation records, with the winner named as the table declares it:
    /// `declaration` gives the table route behind a candidate (nil when the table has none).
    ///
    /// ```swift
    /// // The table registered for the app, and a resolver of the same table to name its routes
    /// let table = try RouteTable(contentsOf: tableURL)
    /// try table.register(handlers: handlers)
    /// let resolver = try RouteResolver(table)
    /// let resolution = RouteResolution(Routes.explain("acme://product/42"), declaration: resolver.declaration(of:))
    /// resolution.route?.line   // 12
    /// ```
    public init(_ explanation: RouteExplanation, declaration: (RouteExplanation.Candidate) -> RouteTable.Route?) {
        url = explanation.url
        error = explanation.urlError
        searched = explanation.searchedNamespaces.map(RouteResolution.tableSpelling(ofNamespace:))
        guard error == nil else {
            status = .invalid
            return
        }
        guard let winner = explanation.winner else {
            status = .unrouted
            return
        }
        status = .routed
        let declared = declaration(winner)
        route = Route(scheme: RouteResolution.tableSpelling(ofNamespace: winner.namespace), pattern: winner.pattern,
                      tablePattern: declared?.pattern, priority: winner.priority, name: declared?.name,
                      line: declared?.line)
        guard let handed = winner.parameters else { return }
        // Captures are named as in the pattern (":id"); "*" stands for the wildcard components.
        var pathNames = Set<String>()
        if case .matched(let captures) = winner.outcome {
            for capture in captures {
                pathNames.insert(capture.name.hasPrefix(":") ? String(capture.name.dropFirst()) : capture.name)
            }
        }
        setParameters(handed, pathNames: pathNames)
    }

    /// The routed outcome `RouteResolver` found without an explanation, read off the winner's
    /// handler parameters while routing still holds them: the same as `init(_:declaration:)`
    /// makes of the winner-only explanation, without the parameters' sorted names, their query
    /// dictionary or a set of the path's names. `searched` are table spellings.
    init(url: String, searched: [String], route: Route, handed: RouteParameters) {
        let storage = handed.storage
        guard storage.additional.isEmpty else {
            self.init(url: url, status: .routed, searched: searched, route: route)
            var pathNames = Set(storage.variables.map(\.name))
            if storage.wildcardComponents != nil { pathNames.insert("*") }
            setParameters(handed, pathNames: pathNames)
            return
        }
        let (parameters, repeated) = Self.parameters(readFrom: handed)
        // Every field once, from locals: assigning them one by one copies the whole value.
        self.init(url: url, status: .routed, searched: searched, route: route, parameters: parameters,
                  repeatedParameters: repeated, wildcardComponents: storage.wildcardComponents)
    }

    /// What the handler would read for each name of `handed` (which has no additional
    /// parameters), and every value of a query key given more than once.
    private static func parameters(readFrom handed: RouteParameters) -> ([String: String], [String: [String]]?) {
        let storage = handed.storage
        let variables = storage.variables
        let query: [NamedValue] = if case .none = storage.query {
            []
        } else {
            storage.decodedQuery.currentValue?.items ?? storage.query.decode(in: storage.urlString)
        }
        if variables.isEmpty && query.isEmpty { return ([:], nil) }
        let hasWildcard = storage.wildcardComponents != nil
        // A query name is hashed once, on insertion: whether it came before is looked up in
        // the items before it, or in the dictionary for a long query.
        let scansForEarlierNames = query.count <= 16
        var parameters = [String: String](minimumCapacity: variables.count + query.count)
        var repeated: [String: [String]] = [:]
        // A path variable's value stands whatever the query says (the first, for a name given
        // twice); a JLRoutes key reads as the URL, pattern or scheme.
        for variable in variables where parameters[variable.name] == nil {
            parameters[variable.name] = isJLRoutesKey(variable.name) ? handed[variable.name] ?? "" : variable.value
        }
        // The first value of a query key; every value of a repeated one, unless the path or
        // a JLRoutes key gives the name (a wildcard's `*` takes the query's first value only).
        for (index, item) in query.enumerated() {
            let name = item.name
            if variables.contains(where: { $0.name == name }) { continue }
            let readAsHandlerReadsIt = isJLRoutesKey(name) || (hasWildcard && name == "*")
            let cameBefore = scansForEarlierNames
                ? query[..<index].contains(where: { $0.name == name }) : parameters[name] != nil
            if cameBefore {
                guard !readAsHandlerReadsIt, let first = parameters[name] else { continue }
                repeated[name, default: [first]].append(item.value)
            } else {
                parameters[name] = readAsHandlerReadsIt ? handed[name] ?? "" : item.value
            }
        }
        return (parameters, repeated.isEmpty ? nil : repeated)
    }

    /// Whether `name` is one of the JLRoutes keys (`JLRouteURL`...), checked by its prefix
    /// before hashing.
    private static func isJLRoutesKey(_ name: String) -> Bool {
        name.hasPrefix("JLRoute") && jlRoutesKeys.contains(name)
    }

    /// `parameters`, `repeatedParameters` and `wildcardComponents` from what the handler would
    /// receive: a name the path captured reads as the handler reads it, a query key gives its
    /// first value (every value when repeated).
    private mutating func setParameters(_ handed: RouteParameters, pathNames: Set<String>) {
        // The query is read once: asking `values(name)` per name scans every item each time,
        // which a URL with thousands of distinct keys turns into minutes.
        let query = handed.queryParameters
        var parameters: [String: String] = [:]
        var repeated: [String: [String]] = [:]
        for name in handed.names where parameters[name] == nil {
            let fromQuery = handed.additional[name] == nil && !pathNames.contains(name)
            // The JLRoutes keys read as the URL, pattern or scheme whatever the query says.
            guard fromQuery, !Self.jlRoutesKeys.contains(name), let values = query[name], let first = values.first else {
                parameters[name] = handed[name] ?? ""
                continue
            }
            parameters[name] = first
            if values.count > 1 { repeated[name] = values }
        }
        self.parameters = parameters
        repeatedParameters = repeated.isEmpty ? nil : repeated
        wildcardComponents = handed.wildcardComponents
    }

    private static let jlRoutesKeys: Set = [
        RouteParameters.urlKey, RouteParameters.patternKey, RouteParameters.schemeKey, RouteParameters.wildcardComponentsKey,
    ]

    /// A registry namespace name as a table's first column writes it: the global scheme is `*`.
    static func tableSpelling(ofNamespace namespace: String) -> String {
        namespace == Routes.globalScheme ? "*" : namespace
    }
}
