import Foundation
import URLRoutes

/// One registered route: a pattern without optional groups, a priority, a handler and, once
/// added to a `Routes`, the scheme of that namespace (min/Routes' `Definition`).
///
/// ```swift
/// let definition = Definition(pattern: "/user/view/:user_id", priority: 10) { parameters in
///     showProfile(parameters["user_id"] as! String)
///     return true
/// }
/// router.default.add(definition: definition)
/// ```
///
/// Matching is URLRoutes': the pattern compiles to a PCRE2 regex through
/// `URLRoutes.RouteDefinition`, so URLRoutes' pattern syntax applies where it differs from
/// min/Routes': `**` matches any number of components, `:name<regex>` constrains a variable,
/// a `*` that is not last matches exactly one component (min/Routes let any `*` take the rest
/// of the path), and trailing slashes in patterns are ignored. Two definitions are equal when
/// pattern, priority and scheme are (the handler is not compared).
public final class Definition {
    /// The keys, in the parameters a handler receives, of what routing adds to the URL's own
    /// values. min/Routes' strings, not JLRoutes' (`JLRoutePattern`, ...).
    public enum Keys {
        /// The matched definition's pattern, a `String`: `"/user/view/:user_id"`.
        public static let pattern = "__pattern__"
        /// The scheme of the namespace the definition lives in, a `String`
        /// (`Router.defaultScheme` for the default namespace).
        public static let scheme = "__scheme__"
        /// The routed URL's `absoluteString`, a `String` (JLRoutes hands over the URL itself).
        public static let url = "__url__"
        /// The path components a `*` matched, raw (still percent-encoded), a `[String]`;
        /// present, possibly empty, whenever the pattern ends in a wildcard.
        public static let wildcard = "__wildcard__"
    }

    /// The pattern as given (`/user/view/:user_id`); URLRoutes' syntax applies. The empty
    /// pattern, which matches the root as `/` does, is kept as `/`.
    public let pattern: String
    /// Where the definition is inserted: higher priorities first, but priority 0 always goes
    /// last, even after negative priorities (min/Routes' and JLRoutes' insertion rule).
    public let priority: Int
    /// Called with the parameters when the pattern matches; nil counts as handled.
    public let handler: Routes.Handler?
    /// The scheme of the namespace the definition was added to; nil before that.
    public private(set) var scheme: String?

    /// URLRoutes' compiled form of `pattern`. It carries no handler: `handler` is not
    /// `@Sendable`, so it stays here and is called by this module, never by URLRoutes.
    let matcher: RouteDefinition

    /// A definition for `pattern`. A pattern with optional groups (`/a(/b)`) stands for
    /// several definitions: `Routes.add(pattern:)` and `Routes.add(definition:)` expand it.
    public required init(pattern: String, priority: Int = 0, handler: Routes.Handler? = nil) {
        self.matcher = RouteDefinition(pattern: pattern, priority: priority, handler: nil)
        self.pattern = matcher.pattern
        self.priority = priority
        self.handler = handler
    }

    init(matcher: RouteDefinition, handler: Routes.Handler?) {
        self.pattern = matcher.pattern
        self.priority = matcher.priority
        self.handler = handler
        self.matcher = matcher
    }

    /// The pattern a definition of `pattern` keeps: `/` for the empty pattern, as
    /// `URLRoutes.RouteDefinition` keeps it, so that `remove(pattern: "")` finds the route
    /// `add(pattern: "")` made.
    static func storedPattern(_ pattern: String) -> String {
        pattern.isEmpty ? "/" : pattern
    }

    /// Why the pattern cannot match anything (it is malformed, or has optional groups that
    /// were not expanded), or nil.
    public var patternError: RoutePatternError? { matcher.patternError }

    /// Calls the handler; true when it handled the parameters, or when there is no handler.
    public func handle(parameters: [String: Any]) -> Bool {
        handler?(parameters) ?? true
    }

    /// Records the namespace's scheme; `Routes` calls this when the definition is added.
    public func configure(scheme: String) {
        self.scheme = scheme
    }

    /// Whether the pattern matches `request`, without building parameters (for `canRoute`).
    func matches(_ request: RouteRequest) -> Bool {
        matcher.routeResponse(for: request).isMatch
    }

    /// The parameters the handler would receive for `request`, or nil when the pattern does
    /// not match.
    ///
    /// Built as min/Routes builds them: query items (a `[String]` for a repeated key), then
    /// path variables, then the wildcard components, then the caller's `additional` values,
    /// each overriding the one before; then `Keys.pattern`, `Keys.url` and `Keys.scheme`.
    /// The request is read without plus-decoding so that `+` can be turned into a space after
    /// percent-decoding, as min/Routes does.
    func parameters(for request: RouteRequest, url: URL, additional: [String: Any],
                    decodePlusSymbols: Bool) -> [String: Any]? {
        guard let match = matcher.routeResponse(for: request).parameters else { return nil }
        let decode: (String) -> String = decodePlusSymbols
            ? { $0.replacingOccurrences(of: "+", with: " ") }
            : { $0 }
        var parameters: [String: Any] = [:]
        for (name, values) in match.queryParameters {
            parameters[name] = values.count == 1 ? decode(values[0]) as Any : values.map(decode) as Any
        }
        for (name, value) in match.pathVariables {
            parameters[name] = decode(value)
        }
        if let wildcard = match.wildcardComponents {
            parameters[Keys.wildcard] = wildcard
        }
        parameters.merge(additional) { _, given in given }
        parameters[Keys.pattern] = pattern
        parameters[Keys.url] = url.absoluteString
        if let scheme {
            parameters[Keys.scheme] = scheme
        }
        return parameters
    }
}

extension Definition: Hashable {
    public static func == (lhs: Definition, rhs: Definition) -> Bool {
        lhs.pattern == rhs.pattern && lhs.priority == rhs.priority && lhs.scheme == rhs.scheme
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pattern)
        hasher.combine(priority)
        hasher.combine(scheme)
    }
}

extension Definition: CustomStringConvertible {
    public var description: String {
        "Definition(pattern: \(pattern), priority: \(priority)\(scheme.map { ", scheme: \($0)" } ?? ""))"
    }
}
