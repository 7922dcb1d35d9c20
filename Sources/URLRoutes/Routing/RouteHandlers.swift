/// The type of a route's handler: return true when you handled the URL, false to let the next
/// matching route try.
public typealias RouteHandler = @Sendable (RouteParameters) -> Bool

/// An object that handles routes, for `RouteHandlers` (JLRoutes' `JLRRouteHandlerTarget`).
///
/// A target made per URL (`RouteHandlers.handler(forTargetClass:completion:)`) needs only
/// `init(routeParameters:)`: the completion decides whether the route was handled. A
/// long-lived target (`RouteHandlers.handler(forWeakTarget:)`) implements
/// `handleRoute(with:)`, which JLRoutes also left optional:
///
/// ```swift
/// final class ProductScreen: RouteHandlerTarget {
///     let productID: String?
///     init(routeParameters: RouteParameters) { productID = routeParameters["id"] }
/// }
/// routes.addRoute("/product/:id",
///                 handler: RouteHandlers.handler(forTargetClass: ProductScreen.self) { screen in
///                     navigator.push(screen)
///                     return true
///                 })
/// ```
public protocol RouteHandlerTarget: AnyObject, Sendable {
    /// Makes a target for one routed URL (used by `RouteHandlers.handler(forTargetClass:completion:)`).
    init(routeParameters: RouteParameters)
    /// Handles a routed URL; return false to let the next matching route try.
    ///
    /// The default returns false: a target that does not handle routes itself declines, so
    /// the next matching route tries, as when a weak target is gone. (JLRoutes declared
    /// `handleRouteWithParameters:` optional but sent it to weak targets regardless, which
    /// raises an unrecognized-selector exception on a target without it.) Write the signature
    /// exactly: a near miss (`handleRoute(_:)`) compiles, does not replace the default, and
    /// the target declines every URL.
    func handleRoute(with parameters: RouteParameters) -> Bool
}

extension RouteHandlerTarget {
    /// Declines: routing goes on with the next matching route. Implement it in a target
    /// registered with `RouteHandlers.handler(forWeakTarget:)`.
    ///
    /// ```swift
    /// final class Inbox: RouteHandlerTarget {
    ///     init(routeParameters: RouteParameters) {}
    ///     func handleRoute(with parameters: RouteParameters) -> Bool {
    ///         open(messageID: parameters["id"])
    ///         return true
    ///     }
    /// }
    /// ```
    public func handleRoute(with parameters: RouteParameters) -> Bool { false }
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
