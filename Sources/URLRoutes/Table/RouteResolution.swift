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

    /// The outcome `RouteResolver` found without an explanation: the same as
    /// `init(_:declaration:)` makes of the winner-only explanation of `url`. `searched` holds
    /// registry names (`Routes.globalScheme` for `*`); `pathNames` are the names the route's
    /// own pattern captured (its variables, and `*` for wildcard components).
    init(url: String, error: String?, searched: [String],
         winner: (route: Route, parameters: RouteParameters, pathNames: Set<String>)?) {
        self.url = url
        self.error = error
        self.searched = searched.map(RouteResolution.tableSpelling(ofNamespace:))
        guard error == nil else {
            status = .invalid
            return
        }
        guard let winner else {
            status = .unrouted
            return
        }
        status = .routed
        route = winner.route
        setParameters(winner.parameters, pathNames: winner.pathNames)
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
