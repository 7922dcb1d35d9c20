@_spi(TypedRoutes) import URLRoutes

/// The path variable names of each route of a table, read from its pattern once, so that
/// `urlroutes diff` can compare two links' path values (`RouteResolver.PathValues`, which a
/// name looks up) without making a dictionary of them for every link.
struct RoutePathVariables: Sendable {
    /// Each route's variable names in pattern order, each once; nil for a pattern that does
    /// not read, which no table that made a resolver holds.
    private let namesByRoute: [[String]?]

    init(_ table: RouteTable) {
        namesByRoute = table.routes.map { Self.names(ofPattern: $0.pattern) }
    }

    subscript(routeIndex: Int) -> [String]? { namesByRoute[routeIndex] }

    /// Every `:name` of the pattern, optional groups' too. The resolver checked the
    /// constraints already; here they are only skipped.
    static func names(ofPattern pattern: String) -> [String]? {
        guard let syntax = try? PatternParser.parse(pattern, checkingConstraints: { _, _, _ in }) else { return nil }
        var names: [String] = []
        for item in syntax.items {
            let tokens: [PatternToken] = switch item {
            case .required(let token): [token]
            case .optional(let tokens): tokens
            }
            for case .variable(let name, _) in tokens.map(\.component) where !names.contains(name) {
                names.append(name)
            }
        }
        return names
    }

    /// Whether two links' path values are the same: by every name either route's pattern
    /// has, the same value or none in both. Nil names (an unread pattern) count as different.
    static func sameValues(_ old: RouteResolver.PathValues, names oldNames: [String]?,
                           _ new: RouteResolver.PathValues, names newNames: [String]?) -> Bool {
        guard let oldNames, let newNames else { return false }
        return oldNames.allSatisfy { old[$0] == new[$0] }
            && (oldNames == newNames || newNames.allSatisfy { old[$0] == new[$0] })
    }
}
