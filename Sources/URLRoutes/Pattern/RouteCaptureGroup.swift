/// One capture group of a route's regex and what it captures.
///
/// Group names are generated (`g1`, `g2`, ...: always `g` and the group's number) because
/// PCRE2 names allow only `[_A-Za-z][_A-Za-z0-9]*` while JLRoutes allows any variable name,
/// and because equal names for equal numbers let routes share one branch-reset regex.
public struct RouteCaptureGroup: Sendable, Hashable, CustomStringConvertible {
    /// What a capture group holds.
    public enum Role: Sendable, Hashable {
        /// The value of the path variable with this name.
        case variable(String)
        /// Components taken by `**` or a trailing `*`, delivered in `wildcardComponents`.
        case wildcard
        /// Bookkeeping for a `:name<regex>` constraint (the rest of the path after the
        /// component, so the constraint can be held to exactly one component).
        case constraintGuard
    }

    /// The group's number in the regex (1-based).
    public let number: Int
    /// What the group captures: a variable, wildcard components, or constraint bookkeeping.
    public let role: Role

    /// The PCRE2 name of the group, as it appears in the regex: `g` and the number.
    public var name: String { "g\(number)" }

    /// `g1 = :userID`, `g2 = wildcard`, `g3 = (constraint guard)`.
    public var description: String {
        switch role {
        case .variable(let variable): return "\(name) = :\(variable)"
        case .wildcard: return "\(name) = wildcard"
        case .constraintGuard: return "\(name) = (constraint guard)"
        }
    }
}
