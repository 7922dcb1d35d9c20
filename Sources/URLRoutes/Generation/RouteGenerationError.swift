/// Why `path(forRouteNamed:)` or `url(forRouteNamed:)` could not make a link: which route,
/// which parameter (when one is to blame) and why.
///
/// ```swift
/// do {
///     _ = try routes.path(forRouteNamed: "product", parameters: ["id": "abc"])
/// } catch {
///     print(error)  // cannot generate route "product" (/product/:id<\d+>): parameter "id": "abc" does not match <\d+>
/// }
/// ```
public struct RouteGenerationError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The route's name as asked for.
    public let route: String
    /// The route's pattern, when a route of that name exists.
    public let pattern: String?
    /// The parameter at fault (a path variable, `*` for wildcard components, `scheme`), if any.
    public let parameter: String?
    /// What is wrong and, where it helps, what to do instead.
    public let reason: String

    init(route: String, pattern: String? = nil, parameter: String? = nil, reason: String) {
        self.route = route
        self.pattern = pattern
        self.parameter = parameter
        self.reason = reason
    }

    public var description: String {
        "cannot generate route \(route.debugDescription)" + (pattern.map { " (\($0))" } ?? "")
            + ": " + (parameter.map { "parameter \($0.debugDescription): " } ?? "") + reason
    }
}
