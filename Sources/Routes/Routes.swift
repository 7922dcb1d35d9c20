import Foundation
import Logging
import URLRoutes

/// The routes of one URL scheme, tried in order (min/Routes' `Routes`).
///
/// ```swift
/// let router = Router()
/// router.default.add(pattern: "/user/view/:user_id") { parameters in
///     showProfile(parameters["user_id"] as! String)
///     return true
/// }
/// router["myapp"]["/settings"] = { _ in openSettings(); return true }
/// router.route(to: "myapp://settings")
/// ```
///
/// Where min/Routes and JLRoutes disagree, this module follows min/Routes:
/// - `shouldDecodePlusSymbols` and `alwaysTreatsHostAsPathComponent` belong to the namespace
///   (`options`), not to the process, and `+` becomes a space after percent-decoding (so `%2B`
///   does too; JLRoutes keeps it as `+`).
/// - Handlers receive `[String: Any]` with the keys of `Definition.Keys`; the URL is given as
///   its `absoluteString`.
/// - `remove(pattern:)` removes the *last* definition with exactly that pattern (JLRoutes the
///   first); a pattern with optional groups removes nothing (remove its expansions).
/// - Setting `self[pattern] = nil` removes the route; JLRoutes adds a route without handler.
/// - Priority 0 goes last even after negative priorities (as JLRoutes; URLRoutes sorts).
/// - `reset()` empties the namespace and restores `options`, keeping `shouldFallback`.
///
/// Where it differs from min/Routes: patterns follow URLRoutes' syntax (`Definition`); a
/// malformed pattern is logged and adds nothing; `add(definition:)` is public and expands
/// optional groups; reading `self[pattern]` answers the handler (min/Routes: always nil);
/// nothing is printed when no route matches.
///
/// A `Routes`, like the `Router` that owns it, is not `Sendable`: handlers are plain closures
/// that may touch your UI state, so Swift 6 keeps a router inside one isolation domain (for an
/// app, the main actor). Handlers run synchronously on the routing caller's thread. Routing
/// tries each definition's URLRoutes regex in turn (no dispatch index): for large tables or
/// routing from many threads, use URLRoutes' own `Routes`.
public final class Routes {
    /// A route's handler: return true when it handled the URL, false to let the next matching
    /// definition try.
    public typealias Handler = ([String: Any]) -> Bool

    /// The scheme this namespace routes (`Router.defaultScheme` for the default one).
    public let scheme: String

    /// When true, a URL that no definition here handles is tried in the router's default
    /// namespace (JLRoutes' `shouldFallbackToGlobalRoutes`). Default false.
    public var shouldFallback = false

    /// How URLs are read; `Options.default` until changed.
    public var options: Options = .default

    /// Called with this namespace, the URL and the caller's parameters when `route` handles
    /// nothing here (before the router falls back to the default namespace; never by
    /// `canRoute`).
    public var unmatchedHandler: ((Routes, URL?, [String: Any]?) -> Void)?

    /// The definitions, in the order routing tries them.
    public internal(set) var definitions: [Definition] = []

    /// A namespace of its own, outside any router; `Router` makes one per scheme.
    public init(scheme: String) {
        self.scheme = scheme
    }

    /// Whether this is a router's default namespace.
    public var isGlobal: Bool { scheme == Router.defaultScheme }

    /// `options.contains(.decodePlusSymbols)`. Default true.
    public var shouldDecodePlusSymbols: Bool {
        get { options.contains(.decodePlusSymbols) }
        set { newValue ? options.formUnion(.decodePlusSymbols) : options.subtract(.decodePlusSymbols) }
    }

    /// `options.contains(.treatHostAsPathComponent)`. Default false.
    public var alwaysTreatsHostAsPathComponent: Bool {
        get { options.contains(.treatHostAsPathComponent) }
        set { newValue ? options.formUnion(.treatHostAsPathComponent) : options.subtract(.treatHostAsPathComponent) }
    }

    /// Removes every definition and restores `options` to `Options.default`.
    public func reset() {
        options = .default
        definitions.removeAll()
    }
}

/// Where the module reports patterns it refuses.
let routesLog = Logger(label: "Routes")
