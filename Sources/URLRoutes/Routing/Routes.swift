import Foundation

/// A table of routes for one URL scheme, and the process-wide registry of such tables
/// (JLRoutes' `JLRoutes`).
///
/// ```swift
/// // At launch
/// Routes.globalRoutes().addRoute("/user/view/:userID") { parameters in
///     showProfile(parameters["userID"]!)
///     return true
/// }
/// Routes(forScheme: "myapp").addRoute("/post/:postID", priority: 10) { parameters in
///     openPost(parameters["postID"]!)
///     return true
/// }
///
/// // When the system hands you a deep link
/// Routes.routeURL(URL(string: "myapp://post/42")!)      // opens post 42
/// Routes.routeURL("https://example.com/user/view/joeldev")  // a String works too
/// ```
///
/// Every method is safe to call from any thread, including from inside a handler.
public final class Routes: Sendable, CustomStringConvertible {
    /// The scheme of the global namespace, as in JLRoutes.
    public static let globalScheme = "JLRoutesGlobalRoutesScheme"

    let namespace: RouteNamespace

    init(namespace: RouteNamespace) {
        self.namespace = namespace
    }

    /// The registered namespace for `scheme`, created on first use. Every `Routes` made for the
    /// same scheme works on the same routes and settings.
    public convenience init(forScheme scheme: String) {
        self.init(namespace: RouteRegistry.namespace(forScheme: scheme))
    }

    /// A standalone table outside the registry: the static `routeURL` never consults it.
    /// Its `scheme` is empty.
    public init() {
        namespace = RouteNamespace(scheme: "", isGlobal: false)
    }

    /// The namespace for `globalScheme`: where URLs of unregistered schemes route.
    public static func globalRoutes() -> Routes {
        Routes(namespace: RouteRegistry.global)
    }

    /// Removes the namespace for `scheme` from the registry; handles to it keep their routes,
    /// but `Routes(forScheme:)` and routing by URL no longer find it.
    public static func unregisterRouteScheme(_ scheme: String) {
        RouteRegistry.unregister(scheme)
    }

    /// Removes every namespace, the global one and host namespaces included (a fresh, empty
    /// global one replaces it).
    public static func unregisterAllRouteSchemes() {
        RouteRegistry.unregisterAll()
    }

    /// Every registered namespace's routes, keyed by scheme; host namespaces are keyed by `//`
    /// and their pattern (`//shop.example.com`, `//*.example.com`), which no scheme can be.
    public static func allRoutes() -> [String: [RouteDefinition]] {
        Dictionary((RouteRegistry.all + RouteRegistry.allHosts).map { ($0.scheme, $0.table.definitions) },
                   uniquingKeysWith: { first, _ in first })
    }

    /// The scheme this table routes (`globalScheme` for the global one, empty for a standalone
    /// table). A host namespace's is `//` and its host pattern (`//shop.example.com`), the key
    /// `allRoutes()` lists it under; its routes see the URL's own scheme in `RouteParameters.scheme`.
    public var scheme: String { namespace.scheme }

    /// When true, URLs that no route here handles are tried in the global namespace. Default false.
    public var shouldFallbackToGlobalRoutes: Bool {
        get { namespace.shouldFallbackToGlobalRoutes }
        set { namespace.shouldFallbackToGlobalRoutes = newValue }
    }

    /// Called with this table, the URL and the additional parameters when `routeURL` routes
    /// nothing (never by `canRouteURL`).
    public var unmatchedURLHandler: (@Sendable (Routes, URL?, [String: any Sendable]?) -> Void)? {
        get { namespace.unmatchedURLHandler }
        set { namespace.unmatchedURLHandler = newValue }
    }

    /// Whether routing finds candidates through the dispatch index (one combined regex per
    /// first path component) rather than trying every route's own regex in turn. Both give the
    /// same results; turning it off is for measuring and debugging. Default true.
    public var usesDispatchIndex: Bool {
        get { namespace.usesDispatchIndex }
        set { namespace.usesDispatchIndex = newValue }
    }

    /// `Routes(myapp): 2 routes` and one line per route, in matching order.
    public var description: String {
        let definitions = routes()
        let name = host.map { "host \($0)" } ?? (scheme.isEmpty ? "standalone" : scheme)
        return (["Routes(\(name)): \(definitions.count) route\(definitions.count == 1 ? "" : "s")"]
            + definitions.map { "  \($0)" }).joined(separator: "\n")
    }

    // MARK: Global options

    /// Logs what routing tries and why, through swift-log (label `URLRoutes`). Default false.
    public static var verboseLoggingEnabled: Bool {
        get { RouterOptions.verboseLogging.load(ordering: .relaxed) }
        set { RouterOptions.verboseLogging.store(newValue, ordering: .relaxed) }
    }

    /// Whether `+` in variable and query values becomes a space. Default true.
    ///
    /// The default of the JLRoutes-compatible API: every namespace reads URLs with it, except
    /// those a registered `RouteTable` has routes in, which read them with the table's
    /// `decodesPlusSymbols` (registering a table does not change this). A `RouteResolver`
    /// always uses its table's.
    public static var shouldDecodePlusSymbols: Bool {
        get { RouterOptions.decodePlusSymbols.load(ordering: .relaxed) }
        set { RouterOptions.decodePlusSymbols.store(newValue, ordering: .relaxed) }
    }

    /// Whether every host, even `example.com` or `localhost`, is the first path component.
    /// Default false: only hosts without a dot, other than `localhost`, are.
    ///
    /// The default of the JLRoutes-compatible API, as `shouldDecodePlusSymbols` is: the
    /// namespaces of a registered `RouteTable` use the table's `treatsHostAsPathComponent`
    /// (a host is still read to pick a host namespace with this value).
    public static var alwaysTreatsHostAsPathComponent: Bool {
        get { RouterOptions.treatHostAsPathComponent.load(ordering: .relaxed) }
        set { RouterOptions.treatHostAsPathComponent.store(newValue, ordering: .relaxed) }
    }

    /// The class `addRoute(_:priority:handler:)` makes definitions of. Default `RouteDefinition`.
    public static var defaultRouteDefinitionClass: RouteDefinition.Type {
        get { RouterOptions.definitionClass.withLock { $0 } }
        set { RouterOptions.definitionClass.withLock { $0 = newValue } }
    }
}
