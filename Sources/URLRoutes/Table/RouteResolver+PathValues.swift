/// What the enum `urlroutes generate swift` generates reads in its `init?(url:)`: the route
/// and path values of `pathMatch(_:)`, with the values kept as routing found them rather than
/// hashed into a dictionary. A case reads each of its few variables once, by name, so a
/// dictionary's allocation and hashing would cost more than the search.
extension RouteResolver {
    /// The route a URL reaches and its path values, as `PathMatch` gives them.
    @_spi(TypedRoutes) public struct PathValues: Sendable {
        /// The route's index in `table.routes`.
        public let routeIndex: Int
        /// The path variables in the pattern's order; a name may come twice.
        let variables: [NamedValue]
        /// The wildcard components, each percent-decoded.
        public let wildcard: [String]

        /// The value of the path variable `name`, as `PathMatch.values[name]` gives it: the
        /// first for a name the pattern gives twice.
        public subscript(name: String) -> String? {
            for variable in variables where variable.name == name { return variable.value }
            return nil
        }
    }

    /// `pathMatch(_:)`'s route and values, for a generated enum.
    @_spi(TypedRoutes) public func pathValues(_ url: String) -> PathValues? {
        // Made while routing holds the parameters, as `pathMatch(_:)` makes its match.
        var match: PathValues?
        var unrecorded = SearchedNamespaces()
        let routing = route(url, searched: &unrecorded, recordingSearched: false) { definition, _, parameters, _ in
            guard let index = owners[ObjectIdentifier(definition)] else { return }
            match = PathValues(routeIndex: index, variables: parameters.storage.variables,
                               wildcard: decodedWildcard(parameters.wildcardComponents))
        }
        guard !routing.foundSubclass else {
            return explainedPathMatch(url).map { explained in
                PathValues(routeIndex: explained.routeIndex,
                           variables: explained.values.map { NamedValue(name: $0.key, value: $0.value) },
                           wildcard: explained.wildcard)
            }
        }
        return match
    }
}
