/// How a `Routes` namespace reads the URLs it routes (min/Routes' request options).
///
/// ```swift
/// router["myapp"].options = [.decodePlusSymbols, .treatHostAsPathComponent]
/// ```
///
/// Unlike JLRoutes (and URLRoutes), where these are process-wide switches, min/Routes keeps them
/// per namespace; so does this module. `Routes.shouldDecodePlusSymbols` and
/// `Routes.alwaysTreatsHostAsPathComponent` read and write the same bits.
public struct Options: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `+` in path variables and query values becomes a space. As in min/Routes this happens
    /// after percent-decoding, so `%2B` becomes a space too (JLRoutes keeps `%2B` as `+`).
    public static let decodePlusSymbols = Options(rawValue: 1 << 0)

    /// Every host, even `example.com` or `localhost`, is the first path component. Without it
    /// only a host without a dot, other than `localhost`, is (`myapp://user/1` routes `/user/1`).
    public static let treatHostAsPathComponent = Options(rawValue: 1 << 1)

    /// What a new or reset namespace uses: `[.decodePlusSymbols]`.
    public static let `default`: Options = [.decodePlusSymbols]
}
