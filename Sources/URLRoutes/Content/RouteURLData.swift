import Foundation

/// What a content generator and the delegate see of a routed URL (FSQRoutes' `FSQRouteUrlData`):
/// the URL, the parameters of the route that matched it, and the `userInfo` of the notification
/// that carried the link.
///
/// ```swift
/// router.addRoute("/venue/:venueID") { data in
///     VenueScreen(id: data.parameters["venueID"]!,
///                 campaign: data.userInfo["campaign"] as? String)
/// }
/// ```
public struct RouteURLData: Sendable {
    /// The routed URL (`parameters.url`).
    public var url: URL
    /// The matched route's parameters, as a `Routes` handler would receive them. `userInfo` is
    /// not merged into them: it stays in `userInfo`.
    public var parameters: RouteParameters
    /// The `userInfo` given to `routeURL(_:userInfo:)`, e.g. a push notification's payload;
    /// `[:]` when none.
    public var userInfo: [String: any Sendable]

    /// The data for `url` matched with `parameters`; the router makes these, a test may too.
    public init(url: URL, parameters: RouteParameters, userInfo: [String: any Sendable] = [:]) {
        self.url = url
        self.parameters = parameters
        self.userInfo = userInfo
    }
}
