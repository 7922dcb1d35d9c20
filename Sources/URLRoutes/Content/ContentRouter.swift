import Foundation

/// Routes URLs to content and hands it to a delegate to present, with control points where the
/// delegate can allow, cancel or defer a route (FSQRoutes' `FSQUrlRouter`).
///
/// Each pattern maps to a *generator* that builds the content (a screen, a command) for a
/// matched URL, or returns nil to let the next matching route try. Patterns, priorities and
/// URL handling are exactly those of `Routes`: the router keeps one standalone `Routes` table.
///
/// ```swift
/// let router = ContentRouter(delegate: AppRouting(session: session))
/// router.addRoute("/venue/:venueID") { data in
///     .venue(id: data.parameters["venueID"]!)
/// }
/// router.addRoute("/user/:userID", priority: 5) { data in
///     await userCache.user(data.parameters["userID"]!).map(Screen.profile)
/// }
///
/// // A push notification's deep link; the delegate defers it while logged out...
/// await router.routeURL("myapp://venue/42", userInfo: notification.userInfo)  // .deferred
/// // ...and after login it is routed again, every control point asked again:
/// await router.handleDeferredRoute()                                            // .presented(...)
/// ```
///
/// See `ContentRouterDelegate` for the order of calls. Every method may be called from any task
/// at any time; many `routeURL` calls may run at once, each presenting at most once.
///
/// Deferral: the router keeps the last deferred route only (a newer deferral replaces it).
/// Unlike FSQRoutes, routing another URL does not drop it: only a newer deferral,
/// `handleDeferredRoute()` or `discardDeferredRoute()` do, so that concurrent routing loses
/// nothing. `handleDeferredRoute()` takes the deferred route out atomically *before* it replays
/// it: two concurrent calls never replay the same route twice (the second gets nil), and a
/// route deferred while a replay is in flight (by the replay itself or by another `routeURL`)
/// is kept as the new deferred route, not lost and not cleared when the replay ends.
public final class ContentRouter<Content: Sendable>: Sendable {
    /// The delegate, held strongly (FSQRoutes held it weakly).
    public let delegate: any ContentRouterDelegate<Content>

    /// The patterns; each handler records its generator for the routing pass and returns false
    /// so that `Routes` goes on through every matching route (see `ContentMatchRecorder`).
    let table = Routes()

    private struct DeferredRoute: Sendable {
        var request: ContentRouteRequest
        var data: RouteURLData
        /// The generator given to `routeURL(_:userInfo:using:)`; nil for a route of the table.
        var generator: ContentGenerator<Content>?
    }

    private let deferred = Locked<DeferredRoute?>(nil)

    /// A router with no routes that asks `delegate` at every control point and hands it the
    /// content to present. The delegate is held strongly.
    public init(delegate: any ContentRouterDelegate<Content>) {
        self.delegate = delegate
    }

    // MARK: Managing routes

    /// Registers `pattern` (any `Routes` pattern: `:name`, `:name<regex>`, `*`, `**`, optional
    /// groups) with a generator. Routes are tried as in `Routes`: higher priority first, equal
    /// priority in registration order. A malformed pattern is logged and registers nothing.
    ///
    /// A generator returns the content for a matched URL, or nil to let the next matching route try.
    ///
    /// ```swift
    /// router.addRoute(#"/venue/:venueID<[0-9a-f]{24}>"#, priority: 10) { data in
    ///     .venue(id: data.parameters["venueID"]!)
    /// }
    /// ```
    public func addRoute(_ pattern: String, priority: Int = 0,
                         generator: @escaping @Sendable (RouteURLData) async -> Content?) {
        table.addRoute(pattern, priority: priority, handler: handler(for: ContentGenerator(generator)))
    }

    /// Registers `pattern` as `addRoute(_:priority:generator:)` does, but throws when it is not
    /// well formed (then nothing is registered). Returns the definitions made, in matching order.
    @discardableResult
    public func addRoute(validating pattern: String, priority: Int = 0,
                         generator: @escaping @Sendable (RouteURLData) async -> Content?) throws(RoutePatternError) -> [RouteDefinition] {
        try table.addRoute(validating: pattern, priority: priority, handler: handler(for: ContentGenerator(generator)))
    }

    /// Registers each pattern with the same generator and priority (FSQRoutes' route maps
    /// often point several URL shapes at one generator).
    public func addRoutes(_ patterns: [String], priority: Int = 0,
                          generator: @escaping @Sendable (RouteURLData) async -> Content?) {
        let handler = handler(for: ContentGenerator(generator))
        for pattern in patterns { table.addRoute(pattern, priority: priority, handler: handler) }
    }

    /// Removes the first route with exactly this pattern (every expansion's first route for a
    /// pattern with optional groups), as `Routes.removeRoute(withPattern:)`.
    public func removeRoute(withPattern pattern: String) {
        table.removeRoute(withPattern: pattern)
    }

    /// Removes every route; a deferred route is kept (`discardDeferredRoute()` forgets it).
    public func removeAllRoutes() {
        table.removeAllRoutes()
    }

    /// The routes, in the order routing tries them.
    public func routes() -> [RouteDefinition] {
        table.routes()
    }

    private func handler(for generator: ContentGenerator<Content>) -> RouteHandler {
        { parameters in
            ContentMatchRecorder.current?.record(generator, parameters)
            return false
        }
    }

    // MARK: Routing

    /// Routes `url`: asks the delegate, runs the matching generators in order and presents the
    /// first content made. `userInfo` (a notification's payload) reaches the generator and the
    /// delegate in `RouteURLData.userInfo`, and is kept with a deferred route.
    ///
    /// ```swift
    /// let outcome = await router.routeURL("myapp://venue/42", userInfo: ["campaign": "spring"])
    /// ```
    @discardableResult
    public func routeURL(_ url: String, userInfo: [String: any Sendable] = [:]) async -> RoutingOutcome<Content> {
        await route(ContentRouteRequest(url, userInfo: userInfo))
    }

    /// Routes a Foundation `URL` as `routeURL(_:userInfo:)` does with a string.
    @discardableResult
    public func routeURL(_ url: URL, userInfo: [String: any Sendable] = [:]) async -> RoutingOutcome<Content> {
        await route(ContentRouteRequest(url, userInfo: userInfo))
    }

    /// Routes `url` with `generator` instead of the table's routes (FSQRoutes'
    /// `routeUrl:notificationUserInfo:usingGenerator:`), through the same control points and
    /// callbacks. The data's parameters hold the URL's query items; their `pattern` is empty.
    /// If deferred, the replay uses the same generator.
    ///
    /// ```swift
    /// await router.routeURL("myapp://onboarding?step=2") { data in .onboarding(step: data.parameters["step"]) }
    /// ```
    @discardableResult
    public func routeURL(_ url: String, userInfo: [String: any Sendable] = [:],
                         using generator: @escaping @Sendable (RouteURLData) async -> Content?) async -> RoutingOutcome<Content> {
        await route(ContentRouteRequest(url, userInfo: userInfo), using: ContentGenerator(generator))
    }

    /// Routes a Foundation `URL` with `generator`, as `routeURL(_:userInfo:using:)` does with a string.
    @discardableResult
    public func routeURL(_ url: URL, userInfo: [String: any Sendable] = [:],
                         using generator: @escaping @Sendable (RouteURLData) async -> Content?) async -> RoutingOutcome<Content> {
        await route(ContentRouteRequest(url, userInfo: userInfo), using: ContentGenerator(generator))
    }

    /// The content routing `url` would present, built with no delegate call: the first non-nil
    /// content of the matching routes' generators, in order (FSQRoutes' testing hook
    /// `generateRouteContentFromUrl:`). Nil when no route matches or no generator makes content.
    ///
    /// ```swift
    /// #expect(await router.content(for: "myapp://venue/42") == .venue(id: "42"))
    /// ```
    public func content(for url: String, userInfo: [String: any Sendable] = [:]) async -> Content? {
        await content(for: ContentRouteRequest(url, userInfo: userInfo))
    }

    /// The content routing a Foundation `URL` would present, as `content(for:userInfo:)` builds
    /// it for a string, with no delegate call.
    public func content(for url: URL, userInfo: [String: any Sendable] = [:]) async -> Content? {
        await content(for: ContentRouteRequest(url, userInfo: userInfo))
    }

    /// Whether some route matches `url` (no generator or delegate is called).
    public func canRouteURL(_ url: String) -> Bool {
        table.canRouteURL(url)
    }

    /// Why `url` matches the routes it does: every route in order, its regex, its captures or
    /// why it did not match. `winner` is the first matching route, whose generator runs first.
    ///
    /// ```swift
    /// print(router.explain("myapp://venue/42"))
    /// ```
    public func explain(_ url: String) -> RouteExplanation {
        table.explain(url)
    }

    // MARK: Deferral

    /// The last deferred route: the data of the route at whose control point the delegate
    /// answered `.deferred`. A newer deferral replaces it; nil when nothing is deferred.
    public var deferredRoute: RouteURLData? {
        deferred.withLock { $0?.data }
    }

    /// Whether a route is deferred (FSQRoutes' `hasDeferredRoute`).
    public var hasDeferredRoute: Bool {
        deferred.withLock { $0 != nil }
    }

    /// Routes the deferred URL again from the start, with the same `userInfo` (every control
    /// point is asked again, so the delegate may defer it once more), and forgets it first.
    /// Nil when nothing is deferred. `discardDeferredRoute()` during the replay does not stop
    /// it: the route was already taken out.
    ///
    /// ```swift
    /// func didLogIn() async {
    ///     await router.handleDeferredRoute()
    /// }
    /// ```
    @discardableResult
    public func handleDeferredRoute() async -> RoutingOutcome<Content>? {
        // Taken out before the replay starts: a concurrent call finds nothing to replay, and a
        // deferral made during the replay is stored as the new deferred route.
        guard let route = deferred.withLock({ stored -> DeferredRoute? in
            defer { stored = nil }
            return stored
        }) else { return nil }
        RouteLog.verbose("Replaying the deferred route \(route.request.urlString)")
        return await self.route(route.request, using: route.generator)
    }

    /// Forgets the deferred route, if any (FSQRoutes' `clearDeferredRoute`).
    public func discardDeferredRoute() {
        deferred.withLock { $0 = nil }
    }

    // MARK: -

    private func route(_ request: ContentRouteRequest,
                       using generator: ContentGenerator<Content>? = nil) async -> RoutingOutcome<Content> {
        let matches = generator.map { directMatch(for: request, generator: $0) } ?? self.matches(for: request)
        guard !matches.isEmpty else {
            await delegate.router(self, didFailToMatch: request.url, userInfo: request.userInfo)
            await delegate.router(self, didFailToRoute: request.url, userInfo: request.userInfo)
            return .unmatched
        }
        for (match, data) in matches {
            switch await delegate.router(self, shouldGenerateContentFor: data) {
            case .allow: break
            case .cancel: return .cancelled
            case .deferred: return keepDeferred(request, data, generator)
            }
            guard let content = await match.generate(data) else {
                RouteLog.verbose("The generator of \(data.parameters.pattern) made no content; trying the next route")
                continue
            }
            switch await delegate.router(self, shouldPresent: content, with: data) {
            case .allow: break
            case .cancel: return .cancelled
            case .deferred: return keepDeferred(request, data, generator)
            }
            await delegate.router(self, willPresent: content, with: data)
            await delegate.router(self, present: content, with: data)
            return .presented(content)
        }
        await delegate.router(self, didFailToGenerateContentFor: request.url, userInfo: request.userInfo)
        await delegate.router(self, didFailToRoute: request.url, userInfo: request.userInfo)
        return .unmatched
    }

    /// The one "match" of a URL routed with a given generator: its query items, no pattern.
    private func directMatch(for request: ContentRouteRequest,
                             generator: ContentGenerator<Content>) -> [(ContentGenerator<Content>, RouteURLData)] {
        guard let routeRequest = Routes.makeRequest(request.urlString, url: request.foundationURL, parameters: nil) else {
            return []
        }
        let parameters = RouteDefinition.parameters(for: routeRequest, match: RouteMatch(), pattern: "", scheme: table.scheme)
        return [(generator, RouteURLData(url: parameters.url, parameters: parameters, userInfo: request.userInfo))]
    }

    private func content(for request: ContentRouteRequest) async -> Content? {
        for (generator, data) in matches(for: request) {
            if let content = await generator.generate(data) { return content }
        }
        return nil
    }

    private func keepDeferred(_ request: ContentRouteRequest, _ data: RouteURLData,
                              _ generator: ContentGenerator<Content>?) -> RoutingOutcome<Content> {
        RouteLog.verbose("Deferring \(request.urlString) (route \(data.parameters.pattern))")
        deferred.withLock { $0 = DeferredRoute(request: request, data: data, generator: generator) }
        return .deferred
    }

    /// Every route matching the request, in matching order, with its generator and data. One
    /// synchronous pass over the table; routes added or removed later do not change it.
    private func matches(for request: ContentRouteRequest) -> [(ContentGenerator<Content>, RouteURLData)] {
        let recorder = ContentMatchRecorder()
        ContentMatchRecorder.$current.withValue(recorder) {
            if let url = request.foundationURL {
                _ = table.routeURL(url)
            } else {
                _ = table.routeURL(request.urlString)
            }
        }
        // The table's own log ends with "No route" (every handler declined): say what it found.
        RouteLog.verbose("Content routing: \(recorder.recorded.count) matching route(s) for \(request.urlString)")
        return recorder.recorded.compactMap { match in
            // Only this router's handlers run during the pass, so every generator is ours.
            guard let generator = match.generator as? ContentGenerator<Content> else { return nil }
            return (generator, RouteURLData(url: match.parameters.url, parameters: match.parameters,
                                            userInfo: request.userInfo))
        }
    }
}
