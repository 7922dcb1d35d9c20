/// A URL that `RouteResolver.resolve(_:)` found a route for, kept as routing left it: the
/// namespaces searched, the winning definition and the table route that made it, and the
/// path variables, wildcard components and where the query stands. The route's description,
/// the namespaces' spellings and the parameters are read off them when asked for, as
/// `RouteResolution(_:declaration:)` reads them off the winner-only explanation: most callers
/// read a field or two of each resolution.
///
/// Fields rather than an optional struct of them: copying and destroying one goes through
/// its type's value witnesses, a few hundred instructions per URL.
final class FoundResolution: RouteResolutionStorage {
    let url: String
    private let namespaces: SearchedNamespaces
    /// The registry name of the winner's namespace.
    private let namespace: String
    private let definition: RouteDefinition
    /// The index in `routes` of the table route that made `definition`; -1 for none.
    private let routeIndex: Int
    private let routes: [RouteTable.Route]
    /// The pattern and scheme the handler reads for the JLRoutes keys.
    private let handlerPattern: String
    private let handlerScheme: String
    private let variables: [NamedValue]
    let wildcardComponents: [String]?
    private let query: QuerySource.Location
    /// The parameters read off the winner, made on first use.
    private let readParameters = LazyReference<ReadParameters>()

    private final class ReadParameters: Sendable {
        let parameters: [String: String]
        let repeated: [String: [String]]?
        init(_ read: (parameters: [String: String], repeated: [String: [String]]?)) {
            (parameters, repeated) = read
        }
    }

    /// The winner `definition`, found in `namespace` (the last of `searched`), with what its
    /// handler received (`handed`, read now: routing reuses its storage for the next lookup).
    init(url: String, searched: SearchedNamespaces, namespace: String, definition: RouteDefinition, routeIndex: Int?,
         routes: [RouteTable.Route], handed: RouteParameters.Storage) {
        self.url = url
        namespaces = searched
        self.namespace = namespace
        self.definition = definition
        self.routeIndex = routeIndex ?? -1
        self.routes = routes
        handlerPattern = handed.pattern
        handlerScheme = handed.scheme
        variables = handed.variables
        wildcardComponents = handed.wildcardComponents
        query = handed.query
    }

    var status: RouteResolution.Status { .routed }
    var error: String? { nil }
    var searched: [String] { namespaces.tableSpellings }

    var route: RouteResolution.Route? {
        Self.route(of: definition, routeIndex: routeIndex, in: routes, namespace: namespace)
    }

    /// `definition` as the table declares it (`routes[routeIndex]`, none for -1), in
    /// `namespace` (its registry name).
    static func route(of definition: RouteDefinition, routeIndex: Int, in routes: [RouteTable.Route],
                      namespace: String) -> RouteResolution.Route {
        let scheme = RouteResolution.tableSpelling(ofNamespace: namespace)
        guard routeIndex >= 0 else {
            return RouteResolution.Route(scheme: scheme, pattern: definition.pattern, priority: definition.priority)
        }
        // Three fields of the table route, not a copy of it (which counts references on each).
        return routes.withUnsafeBufferPointer { routes in
            RouteResolution.Route(scheme: scheme, pattern: definition.pattern, tablePattern: routes[routeIndex].pattern,
                                  priority: definition.priority, name: routes[routeIndex].name, line: routes[routeIndex].line)
        }
    }

    var parameters: [String: String]? {
        if variables.isEmpty, case .none = query { return [:] }
        return read().parameters
    }

    var repeatedParameters: [String: [String]]? {
        if case .none = query { return nil }
        return read().repeated
    }

    /// The parameters read as the handler would read them, once.
    private func read() -> ReadParameters {
        readParameters.value(orMake: {
            let queryItems: [NamedValue] = if case .none = query { [] } else { query.decode(in: url) }
            return ReadParameters(RouteResolution.parameters(variables: variables, query: queryItems,
                                                             hasWildcard: wildcardComponents != nil) { name in
                // A JLRoutes key, as the handler reads it (rare: made only then).
                let handed = RouteParameters(urlString: url, urlBox: nil, pattern: handlerPattern, scheme: handlerScheme,
                                             wildcardComponents: wildcardComponents, variables: variables, query: query,
                                             additional: nil)
                return handed[name] ?? ""
            })
        })
    }
}
