import Dispatch
import Foundation

/// A handler isolated to the main actor: it may update `@MainActor` state and UI directly.
///
/// `RouteHandler` is `@Sendable`, because URLs may be routed from any thread, so Swift 6
/// rejects a handler that touches main-actor state. Apps route deep links on the main thread
/// (`onOpenURL`, `application(_:open:options:)`, `scene(_:openURLContexts:)`); register such
/// handlers as main-actor handlers:
///
/// ```swift
/// @MainActor final class AppModel {
///     var selectedUserID: String?
/// }
///
/// let model = AppModel()
/// Routes.globalRoutes().addRoute("/user/view/:userID", mainActorHandler: { parameters in
///     model.selectedUserID = parameters["userID"]   // main-actor state: no await, no Task
///     return true
/// })
///
/// // In SwiftUI: .onOpenURL { url in Routes.routeURL(url) }   (runs on the main actor)
/// ```
///
/// The handler runs synchronously, so its answer still decides whether the next route is tried.
/// Routing a URL that reaches it from another thread does not call it: the route declines (as
/// if the handler returned false, so routing goes on to the next route and then the unmatched
/// URL handler) and an error naming the route is logged. A router must never take the process
/// down over a URL; route those URLs from the main actor, or give the route a `RouteHandler`
/// that hops there itself (`Task { @MainActor in ... }`). `canRouteURL` never calls handlers,
/// so it is fine from any thread.
public typealias MainActorRouteHandler = @MainActor (RouteParameters) -> Bool

extension RouteHandlers {
    /// A `RouteHandler` that runs `handler` on the main actor; for the places that take a
    /// `RouteHandler`: the subscript, `addRoute(validating:)`, `RouteDefinition(pattern:)`.
    ///
    /// ```swift
    /// routes["/settings"] = RouteHandlers.mainActor { _ in
    ///     model.isShowingSettings = true
    ///     return true
    /// }
    /// ```
    ///
    /// Routing must happen on the main actor; off it the route declines (see `MainActorRouteHandler`).
    public static func mainActor(_ handler: @escaping MainActorRouteHandler) -> RouteHandler {
        { parameters in
            // Checked first because `MainActor.preconditionIsolated` stops the program inside
            // libdispatch on Linux before printing its message. The main actor runs on the main
            // thread or, once `dispatch_main` has taken it over (Linux, command-line tools), on
            // the main queue: a handler on neither is certainly off the main actor.
            guard Thread.isMainThread || MainQueueMarker.isOnMainQueue else {
                RouteLog.error("the main-actor handler of \(parameters.pattern) was not called: routing of "
                    + "\(parameters.urlString) happened off the main actor, so the route declines; route URLs "
                    + "from the main actor, or register a @Sendable RouteHandler for this route")
                return false
            }
            return MainActor.assumeIsolated { handler(parameters) }
        }
    }
}

extension Routes {
    /// Registers `pattern` with a handler that runs on the main actor, as
    /// `addRoute(_:priority:handler:)` registers a `@Sendable` one. Route URLs from the main
    /// actor (see `MainActorRouteHandler`).
    ///
    /// ```swift
    /// routes.addRoute("/cart", priority: 1, mainActorHandler: { _ in
    ///     navigation.path.append(.cart)   // @MainActor navigation state
    ///     return true
    /// })
    /// ```
    public func addRoute(_ pattern: String, priority: Int = 0, mainActorHandler: @escaping MainActorRouteHandler) {
        addRoute(pattern, priority: priority, handler: RouteHandlers.mainActor(mainActorHandler))
    }

    /// Registers and names `pattern` with a handler that runs on the main actor, as
    /// `addRoute(_:name:priority:handler:)` registers a `@Sendable` one: links can be generated
    /// for it by name. Route URLs from the main actor (see `MainActorRouteHandler`).
    ///
    /// ```swift
    /// let shop = Routes(forScheme: "shop")
    /// shop.addRoute("/wishlist", name: "wishlist", mainActorHandler: { _ in
    ///     navigation.path.append(.wishlist)   // @MainActor navigation state
    ///     return true
    /// })
    /// try shop.url(forRouteNamed: "wishlist")   // "shop://wishlist"
    /// ```
    public func addRoute(_ pattern: String, name: String, priority: Int = 0,
                         mainActorHandler: @escaping MainActorRouteHandler) {
        addRoute(pattern, name: name, priority: priority, handler: RouteHandlers.mainActor(mainActorHandler))
    }
}

/// Tells whether code runs on the main dispatch queue, without stopping the program when it
/// does not (`dispatchPrecondition` would): the main queue carries a value under a key of ours.
private enum MainQueueMarker {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: key) == true }
}
