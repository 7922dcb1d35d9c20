/// A delegate's answer at a control point of content routing (FSQRoutes' `FSQUrlRoutingControl`).
///
/// ```swift
/// func router(_ router: ContentRouter<Screen>, shouldGenerateContentFor data: RouteURLData) async -> RoutingControl {
///     await session.isLoggedIn ? .allow : .deferred   // replay it after login
/// }
/// ```
public enum RoutingControl: Sendable {
    /// Go on routing.
    case allow
    /// Stop routing this URL; nothing is presented and nothing is kept.
    case cancel
    /// Stop routing this URL now and keep it: `ContentRouter.handleDeferredRoute()` routes it
    /// again from the start. Only the last deferred route is kept.
    case deferred
}
