import Foundation

/// Decides and performs what a `ContentRouter` does with a routed URL (FSQRoutes'
/// `FSQUrlRouterDelegate`). Only `router(_:present:with:)` is required; every other method has
/// a default (allow, or do nothing).
///
/// For each route that matches a URL, in matching order, the router calls:
/// 1. `router(_:shouldGenerateContentFor:)`: `.cancel` ends with `.cancelled`, `.deferred`
///    keeps the route and ends with `.deferred`;
/// 2. the route's generator: nil passes the URL to the next matching route;
/// 3. `router(_:shouldPresent:with:)`, answered the same way;
/// 4. `router(_:willPresent:with:)`, then `router(_:present:with:)`: the outcome is `.presented`.
///
/// When no route matches, it calls `router(_:didFailToMatch:userInfo:)`; when routes matched but
/// every generator returned nil, `router(_:didFailToGenerateContentFor:userInfo:)`; in both cases
/// then `router(_:didFailToRoute:userInfo:)`, and the outcome is `.unmatched`.
///
/// ```swift
/// struct AppRouting: ContentRouterDelegate {
///     let session: Session
///     func router(_ router: ContentRouter<Screen>, shouldGenerateContentFor data: RouteURLData) async -> RoutingControl {
///         await session.isLoggedIn ? .allow : .deferred
///     }
///     func router(_ router: ContentRouter<Screen>, present content: Screen, with data: RouteURLData) async {
///         await Navigator.shared.push(content)
///     }
/// }
/// ```
///
/// The methods may be called concurrently when several URLs are routed at once.
///
/// Every method's full signature, ready to copy (with your content type for `Screen`). Write
/// them exactly: Swift cannot tell a near miss from a method of your own, so one with another
/// type or label (`userInfo: [String: Any]`, `didFailToRoute url: String`,
/// `willPresent content: Screen, data: RouteURLData`) compiles, is never called, and the router
/// uses the default instead.
///
/// ```swift
/// func router(_ router: ContentRouter<Screen>, shouldGenerateContentFor data: RouteURLData) async -> RoutingControl
/// func router(_ router: ContentRouter<Screen>, shouldPresent content: Screen, with data: RouteURLData) async -> RoutingControl
/// func router(_ router: ContentRouter<Screen>, willPresent content: Screen, with data: RouteURLData) async
/// func router(_ router: ContentRouter<Screen>, present content: Screen, with data: RouteURLData) async
/// func router(_ router: ContentRouter<Screen>, didFailToRoute url: URL, userInfo: [String: any Sendable]) async
/// func router(_ router: ContentRouter<Screen>, didFailToMatch url: URL, userInfo: [String: any Sendable]) async
/// func router(_ router: ContentRouter<Screen>, didFailToGenerateContentFor url: URL, userInfo: [String: any Sendable]) async
/// ```
public protocol ContentRouterDelegate<Content>: Sendable {
    /// What the router's generators make and the delegate presents: a screen, a command.
    associatedtype Content: Sendable

    /// Before a matched route's generator runs. Default `.allow`.
    func router(_ router: ContentRouter<Content>, shouldGenerateContentFor data: RouteURLData) async -> RoutingControl

    /// After a generator made `content`, before it is presented. Default `.allow`.
    func router(_ router: ContentRouter<Content>, shouldPresent content: Content, with data: RouteURLData) async -> RoutingControl

    /// Just before `router(_:present:with:)`, e.g. to dismiss a modal. Default: nothing.
    func router(_ router: ContentRouter<Content>, willPresent content: Content, with data: RouteURLData) async

    /// Shows `content`. Required.
    func router(_ router: ContentRouter<Content>, present content: Content, with data: RouteURLData) async

    /// The URL routed to nothing: no route matched, or no matching generator made content.
    /// Called after the more specific `didFailToMatch` or `didFailToGenerateContentFor`.
    /// Default: nothing.
    func router(_ router: ContentRouter<Content>, didFailToRoute url: URL, userInfo: [String: any Sendable]) async

    /// No route matched the URL (FSQRoutes' `urlRouter:failedToRouteUrl:notificationUserInfo:`).
    /// Default: nothing.
    func router(_ router: ContentRouter<Content>, didFailToMatch url: URL, userInfo: [String: any Sendable]) async

    /// Routes matched the URL, but every generator returned nil (FSQRoutes'
    /// `urlRouter:failedToGenerateContent:urlData:`). Default: nothing.
    func router(_ router: ContentRouter<Content>, didFailToGenerateContentFor url: URL, userInfo: [String: any Sendable]) async
}

extension ContentRouterDelegate {
    public func router(_ router: ContentRouter<Content>, shouldGenerateContentFor data: RouteURLData) async -> RoutingControl {
        .allow
    }

    public func router(_ router: ContentRouter<Content>, shouldPresent content: Content, with data: RouteURLData) async -> RoutingControl {
        .allow
    }

    public func router(_ router: ContentRouter<Content>, willPresent content: Content, with data: RouteURLData) async {}

    public func router(_ router: ContentRouter<Content>, didFailToRoute url: URL, userInfo: [String: any Sendable]) async {}

    public func router(_ router: ContentRouter<Content>, didFailToMatch url: URL, userInfo: [String: any Sendable]) async {}

    public func router(_ router: ContentRouter<Content>, didFailToGenerateContentFor url: URL, userInfo: [String: any Sendable]) async {}
}
