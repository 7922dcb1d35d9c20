/// Why `path(forRouteNamed:)` or `url(forRouteNamed:)` could not make a link: which route,
/// which parameter (when one is to blame) and why; for a link that would not route back, the
/// link and the route that would take it instead (or that none would).
///
/// ```swift
/// do {
///     _ = try routes.path(forRouteNamed: "product", parameters: ["id": "abc"])
/// } catch {
///     print(error)  // cannot generate route "product" (/product/:id<\d+>): parameter "id": "abc" does not match <\d+>
/// }
/// do {
///     _ = try shop.url(forRouteNamed: "tail", parameters: ["b": "tail"])
/// } catch let error as RouteGenerationError {
///     error.link              // "shop://q/tail"
///     error.takenBy?.pattern  // "/:first/tail": added earlier with the same priority, it takes the link
/// }
/// ```
public struct RouteGenerationError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The route's name as asked for.
    public let route: String
    /// The route's pattern, when a route of that name exists.
    public let pattern: String?
    /// The parameter at fault (a path variable, `*` for wildcard components, `scheme`, `host`), if any.
    public let parameter: String?
    /// What is wrong and, where it helps, what to do instead.
    public let reason: String
    /// The link that was made but would not route back to the route with the same parameters;
    /// nil when no link could be made at all.
    public let link: String?
    /// The route that would take `link` instead; nil when no route would, or when the link
    /// was not the problem.
    public let takenBy: RouteDefinition?

    init(route: String, pattern: String? = nil, parameter: String? = nil, reason: String,
         link: String? = nil, takenBy: RouteDefinition? = nil) {
        self.route = route
        self.pattern = pattern
        self.parameter = parameter
        self.reason = reason
        self.link = link
        self.takenBy = takenBy
    }

    public var description: String {
        "cannot generate route \(route.debugDescription)" + (pattern.map { " (\($0))" } ?? "")
            + ": " + (parameter.map { "parameter \($0.debugDescription): " } ?? "") + reason
    }

    public static func == (lhs: RouteGenerationError, rhs: RouteGenerationError) -> Bool {
        lhs.route == rhs.route && lhs.pattern == rhs.pattern && lhs.parameter == rhs.parameter
            && lhs.reason == rhs.reason && lhs.link == rhs.link && lhs.takenBy === rhs.takenBy
    }
}
