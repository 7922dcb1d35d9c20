/// How a request is read, as JLRoutes' `JLRRouteRequestOptions`. `Routes` builds these from
/// its static options at routing time.
public struct RouteRequestOptions: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: Int
    /// Options from their bits; use the named options (`[.decodePlusSymbols]`) instead.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `+` in variable and query values becomes a space (`Routes.shouldDecodePlusSymbols`).
    public static let decodePlusSymbols = RouteRequestOptions(rawValue: 1 << 0)
    /// Every host is the first path component (`Routes.alwaysTreatsHostAsPathComponent`).
    public static let treatHostAsPathComponent = RouteRequestOptions(rawValue: 1 << 1)
}
