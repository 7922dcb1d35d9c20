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
    /// The winner as the table declares it (the resolver's route, made once, so that reading
    /// `route` copies one rather than assembling it). Its pattern is the one the handler reads.
    private let winner: RouteResolution.Route
    /// The scheme the handler reads for the JLRoutes keys.
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

    /// The winner (as the resolver declares its definition), found in the last of `searched`,
    /// with what its handler received (`handed`, read now: routing reuses its storage for the
    /// next lookup).
    init(url: String, searched: SearchedNamespaces, winner: RouteResolution.Route, handed: RouteParameters.Storage) {
        self.url = url
        namespaces = searched
        self.winner = winner
        handlerScheme = handed.scheme
        variables = handed.variables
        wildcardComponents = handed.wildcardComponents
        query = handed.query
    }

    var status: RouteResolution.Status { .routed }
    var error: String? { nil }
    var searched: [String] { namespaces.tableSpellings }

    var route: RouteResolution.Route? {
        winner
    }

    /// A definition no table route made, in `namespace` (its registry name).
    static func undeclaredRoute(of definition: RouteDefinition, namespace: String) -> RouteResolution.Route {
        RouteResolution.Route(scheme: RouteResolution.tableSpelling(ofNamespace: namespace), pattern: definition.pattern,
                              priority: definition.priority)
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
                let handed = RouteParameters(urlString: url, urlBox: nil, pattern: winner.pattern, scheme: handlerScheme,
                                             wildcardComponents: wildcardComponents, variables: variables, query: query,
                                             additional: nil)
                return handed[name] ?? ""
            })
        })
    }
}
