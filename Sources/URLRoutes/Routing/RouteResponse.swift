/// The answer of `RouteDefinition.routeResponse(for:)`: a match with the handler's
/// parameters, or no match (JLRoutes' `JLRRouteResponse`).
public struct RouteResponse: Sendable {
    public static let invalidMatch = RouteResponse(parameters: nil)

    public static func validMatch(parameters: RouteParameters) -> RouteResponse {
        RouteResponse(parameters: parameters)
    }

    public let parameters: RouteParameters?
    public var isMatch: Bool { parameters != nil }
}
