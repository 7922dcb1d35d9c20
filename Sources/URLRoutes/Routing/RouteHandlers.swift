/// The type of a route's handler: return true when you handled the URL, false to let the next
/// matching route try.
public typealias RouteHandler = @Sendable (RouteParameters) -> Bool

/// An object that handles routes, for `RouteHandlers` (JLRoutes' `JLRRouteHandlerTarget`).
public protocol RouteHandlerTarget: AnyObject, Sendable {
    /// Makes a target for one routed URL (used by `RouteHandlers.handler(forTargetClass:completion:)`).
    init(routeParameters: RouteParameters)
    /// Handles a routed URL; return false to let the next matching route try.
    func handleRoute(with parameters: RouteParameters) -> Bool
}

/// Handlers that hand the parameters to an object (JLRoutes' `JLRRouteHandler`).
///
/// ```swift
/// final class ProfileScreen: RouteHandlerTarget { ... }
/// routes.addRoute("/user/view/:userID",
///                 handler: RouteHandlers.handler(forTargetClass: ProfileScreen.self) { screen in
///                     navigator.push(screen)
///                     return true
///                 })
/// ```
public enum RouteHandlers {
    /// Calls `handleRoute(with:)` on `target` while it lives; once it is gone the route declines.
    public static func handler(forWeakTarget target: some RouteHandlerTarget) -> RouteHandler {
        { [weak target] parameters in target?.handleRoute(with: parameters) ?? false }
    }

    /// Makes a new `T` from the parameters for every routed URL and hands it to `completion`,
    /// whose answer is the handler's.
    public static func handler<T: RouteHandlerTarget>(forTargetClass type: T.Type,
                                                      completion: @escaping @Sendable (T) -> Bool) -> RouteHandler {
        { parameters in completion(T(routeParameters: parameters)) }
    }
}
