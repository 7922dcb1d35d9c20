/// The answer of `RouteDefinition.routeResponse(for:)`: a match with the handler's
/// parameters, or no match (JLRoutes' `JLRRouteResponse`).
public struct RouteResponse: Sendable {
    /// No match: routing goes on with the next route.
    public static let invalidMatch = RouteResponse(parameters: nil)

    /// A match whose handler receives `parameters`. A custom definition usually builds them with
    /// `matchParameters(for:routeVariables:)`:
    ///
    /// ```swift
    /// override func routeResponse(for request: RouteRequest) -> RouteResponse {
    ///     guard let variables = routeVariables(for: request), variables["id"] != "0" else { return .invalidMatch }
    ///     return .validMatch(parameters: matchParameters(for: request, routeVariables: variables))
    /// }
    /// ```
    public static func validMatch(parameters: RouteParameters) -> RouteResponse {
        RouteResponse(parameters: parameters)
    }

    /// What the handler receives; nil for `invalidMatch`.
    public let parameters: RouteParameters?
    /// Whether the definition matched.
    public var isMatch: Bool { parameters != nil }
}
