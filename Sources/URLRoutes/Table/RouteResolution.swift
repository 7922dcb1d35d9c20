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
public struct RouteResolution: Sendable, Equatable, Codable, CustomReflectable {
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
    public struct Route: Sendable, Equatable, Codable, CustomReflectable {
        /// Its namespace as the table's first column writes it: `acme`, `//shop.example.com`, `*`.
        public var scheme: String {
            get { fields.scheme }
            set { change { $0.scheme = newValue } }
        }
        /// The pattern that matched: one expansion of an optional group.
        public var pattern: String {
            get { fields.pattern }
            set { change { $0.pattern = newValue } }
        }
        /// The pattern as written in the table; nil for a route the table does not declare.
        public var tablePattern: String? {
            get { fields.tablePattern }
            set { change { $0.tablePattern = newValue } }
        }
        /// Its priority.
        public var priority: Int {
            get { fields.priority }
            set { change { $0.priority = newValue } }
        }
        /// Its name in the table, if it has one.
        public var name: String? {
            get { fields.name }
            set { change { $0.name = newValue } }
        }
        /// Its line in the table text, when the table was parsed.
        public var line: Int? {
            get { fields.line }
            set { change { $0.line = newValue } }
        }

        /// The six fields in one immutable object: copying or dropping a route counts one
        /// reference, not one per string, and the resolver hands out the object it made for
        /// each definition.
        private var storage: RouteFields
        private var fields: RouteFields.Values { storage.values }

        private mutating func change(_ edit: (inout RouteFields.Values) -> Void) {
            var values = storage.values
            edit(&values)
            storage = RouteFields(values)
        }

        /// A route as the resolution reports it.
        ///
        /// ```swift
        /// RouteResolution.Route(scheme: "acme", pattern: "/product/:id", priority: 10, name: "product.show", line: 12)
        /// ```
        public init(scheme: String, pattern: String, tablePattern: String? = nil, priority: Int = 0,
                    name: String? = nil, line: Int? = nil) {
            storage = RouteFields(RouteFields.Values(scheme: scheme, pattern: pattern, tablePattern: tablePattern,
                                                     priority: priority, name: name, line: line))
        }

        /// Equal when every field is.
        public static func == (lhs: Route, rhs: Route) -> Bool {
            lhs.storage === rhs.storage || lhs.fields == rhs.fields
        }

        private enum CodingKeys: String, CodingKey {
            case scheme, pattern, tablePattern, priority, name, line
        }

        /// The fields in order, absent ones left out.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(scheme, forKey: .scheme)
            try container.encode(pattern, forKey: .pattern)
            try container.encodeIfPresent(tablePattern, forKey: .tablePattern)
            try container.encode(priority, forKey: .priority)
            try container.encodeIfPresent(name, forKey: .name)
            try container.encodeIfPresent(line, forKey: .line)
        }

        /// A route as `encode(to:)` writes it: `scheme`, `pattern` and `priority` are required.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(scheme: try container.decode(String.self, forKey: .scheme),
                      pattern: try container.decode(String.self, forKey: .pattern),
                      tablePattern: try container.decodeIfPresent(String.self, forKey: .tablePattern),
                      priority: try container.decode(Int.self, forKey: .priority),
                      name: try container.decodeIfPresent(String.self, forKey: .name),
                      line: try container.decodeIfPresent(Int.self, forKey: .line))
        }

        /// The six fields, so that `print` and `dump` show a route as a struct of them.
        public var customMirror: Mirror {
            Mirror(self, children: [
                "scheme": scheme, "pattern": pattern, "tablePattern": tablePattern as Any, "priority": priority,
                "name": name as Any, "line": line as Any,
            ], displayStyle: .struct)
        }
    }

    /// The fields, in one object: handing a resolution on or dropping it counts one reference,
    /// not one per string and collection. What `RouteResolver.resolve(_:)` finds is read off
    /// the winner on first use (`FoundResolution`).
    private var storage: any RouteResolutionStorage

    /// The URL as given.
    public var url: String {
        get { storage.url }
        set { change { $0.url = newValue } }
    }
    /// Whether a route takes the URL, none does, or the string is not a URL.
    public var status: Status {
        get { storage.status }
        set { change { $0.status = newValue } }
    }
    /// Why the string is not a routable URL (status `invalid`).
    public var error: String? {
        get { storage.error }
        set { change { $0.error = newValue } }
    }
    /// The namespaces routing searched, in order, as the table writes them (`*` for the global one).
    public var searched: [String] {
        get { storage.searched }
        set { change { $0.searched = newValue } }
    }
    /// The winning route (status `routed`).
    public var route: Route? {
        get { storage.route }
        set { change { $0.route = newValue } }
    }
    /// What the handler would receive: path variables, query items and additional parameters,
    /// one value each (the first, for a query key given more than once).
    public var parameters: [String: String]? {
        get { storage.parameters }
        set { change { $0.parameters = newValue } }
    }
    /// Every value of the query keys given more than once.
    public var repeatedParameters: [String: [String]]? {
        get { storage.repeatedParameters }
        set { change { $0.repeatedParameters = newValue } }
    }
    /// What a `*` or `**` took, component by component.
    public var wildcardComponents: [String]? {
        get { storage.wildcardComponents }
        set { change { $0.wildcardComponents = newValue } }
    }

    /// Every field read out, changed by `edit`, in a storage of its own (another resolution may
    /// share this one).
    private mutating func change(_ edit: (inout RouteResolutionFields) -> Void) {
        var fields = RouteResolutionFields(storage)
        edit(&fields)
        storage = GivenResolution(fields)
    }

    /// A resolution made by hand, for tests and for callers that route their own way.
    ///
    /// ```swift
    /// RouteResolution(url: "acme://nowhere", status: .unrouted, searched: ["acme", "*"])
    /// ```
    public init(url: String, status: Status, error: String? = nil, searched: [String] = [], route: Route? = nil,
                parameters: [String: String]? = nil, repeatedParameters: [String: [String]]? = nil,
                wildcardComponents: [String]? = nil) {
        storage = GivenResolution(RouteResolutionFields(
            url: url, status: status, error: error, searched: searched, route: route, parameters: parameters,
            repeatedParameters: repeatedParameters, wildcardComponents: wildcardComponents))
    }

    init(storage: any RouteResolutionStorage) {
        self.storage = storage
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
        self.init(storage: GivenResolution(Self.fields(explanation, declaration: declaration)))
    }

    private static func fields(_ explanation: RouteExplanation,
                               declaration: (RouteExplanation.Candidate) -> RouteTable.Route?) -> RouteResolutionFields {
        var fields = RouteResolutionFields(url: explanation.url, status: .invalid, error: explanation.urlError,
                                           searched: explanation.searchedNamespaces.map(RouteResolution.tableSpelling(ofNamespace:)))
        guard fields.error == nil else { return fields }
        guard let winner = explanation.winner else {
            fields.status = .unrouted
            return fields
        }
        fields.status = .routed
        let declared = declaration(winner)
        fields.route = Route(scheme: RouteResolution.tableSpelling(ofNamespace: winner.namespace), pattern: winner.pattern,
                             tablePattern: declared?.pattern, priority: winner.priority, name: declared?.name,
                             line: declared?.line)
        guard let handed = winner.parameters else { return fields }
        // Captures are named as in the pattern (":id"); "*" stands for the wildcard components.
        var pathNames = Set<String>()
        if case .matched(let captures) = winner.outcome {
            for capture in captures {
                pathNames.insert(capture.name.hasPrefix(":") ? String(capture.name.dropFirst()) : capture.name)
            }
        }
        readParameters(handed, pathNames: pathNames, into: &fields)
        return fields
    }

    /// What the handler would read for each name of the path's `variables` and the `query`
    /// items (with no additional parameters), and every value of a query key given more than
    /// once. `handlerValue` gives what the handler reads for a name that a JLRoutes key or a
    /// wildcard's `*` makes it read otherwise.
    static func parameters(variables: [NamedValue], query: [NamedValue], hasWildcard: Bool,
                           handlerValue: (String) -> String) -> (parameters: [String: String], repeated: [String: [String]]?) {
        if variables.isEmpty && query.isEmpty { return ([:], nil) }
        // A query name is hashed once, on insertion: whether it came before is looked up in
        // the items before it, or in the dictionary for a long query.
        let scansForEarlierNames = query.count <= 16
        var parameters = [String: String](minimumCapacity: variables.count + query.count)
        var repeated: [String: [String]] = [:]
        // A path variable's value stands whatever the query says (the first, for a name given
        // twice); a JLRoutes key reads as the URL, pattern or scheme.
        for variable in variables where parameters[variable.name] == nil {
            parameters[variable.name] = isJLRoutesKey(variable.name) ? handlerValue(variable.name) : variable.value
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
                parameters[name] = readAsHandlerReadsIt ? handlerValue(name) : item.value
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
    private static func readParameters(_ handed: RouteParameters, pathNames: Set<String>, into fields: inout RouteResolutionFields) {
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
        fields.parameters = parameters
        fields.repeatedParameters = repeated.isEmpty ? nil : repeated
        fields.wildcardComponents = handed.wildcardComponents
    }

    private static let jlRoutesKeys: Set = [
        RouteParameters.urlKey, RouteParameters.patternKey, RouteParameters.schemeKey, RouteParameters.wildcardComponentsKey,
    ]

    /// A registry namespace name as a table's first column writes it: the global scheme is `*`.
    static func tableSpelling(ofNamespace namespace: String) -> String {
        // The length first: comparing a short namespace with the long global name calls into
        // the runtime.
        namespace.utf8.count == Routes.globalScheme.utf8.count && namespace == Routes.globalScheme ? "*" : namespace
    }
}

// MARK: Equatable, Codable, CustomReflectable: as the eight fields' own

extension RouteResolution {
    /// Equal when every field is.
    public static func == (lhs: RouteResolution, rhs: RouteResolution) -> Bool {
        lhs.storage === rhs.storage || RouteResolutionFields(lhs.storage) == RouteResolutionFields(rhs.storage)
    }

    private enum CodingKeys: String, CodingKey {
        case url, status, error, searched, route, parameters, repeatedParameters, wildcardComponents
    }

    /// The fields in order, absent ones left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(url, forKey: .url)
        try container.encode(status, forKey: .status)
        try container.encodeIfPresent(error, forKey: .error)
        try container.encode(searched, forKey: .searched)
        try container.encodeIfPresent(route, forKey: .route)
        try container.encodeIfPresent(parameters, forKey: .parameters)
        try container.encodeIfPresent(repeatedParameters, forKey: .repeatedParameters)
        try container.encodeIfPresent(wildcardComponents, forKey: .wildcardComponents)
    }

    /// A resolution as `encode(to:)` writes it: `url`, `status` and `searched` are required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            url: try container.decode(String.self, forKey: .url),
            status: try container.decode(Status.self, forKey: .status),
            error: try container.decodeIfPresent(String.self, forKey: .error),
            searched: try container.decode([String].self, forKey: .searched),
            route: try container.decodeIfPresent(Route.self, forKey: .route),
            parameters: try container.decodeIfPresent([String: String].self, forKey: .parameters),
            repeatedParameters: try container.decodeIfPresent([String: [String]].self, forKey: .repeatedParameters),
            wildcardComponents: try container.decodeIfPresent([String].self, forKey: .wildcardComponents))
    }

    /// The eight fields, so that `print` and `dump` show a resolution as a struct of them.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "url": url, "status": status, "error": error as Any, "searched": searched, "route": route as Any,
            "parameters": parameters as Any, "repeatedParameters": repeatedParameters as Any,
            "wildcardComponents": wildcardComponents as Any,
        ], displayStyle: .struct)
    }
}
