/// One problem `RouteLinter` found in a route table, naming the routes involved.
public struct RouteLintFinding: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        /// The table cannot be used as written (a pattern that does not parse).
        case error
        /// The table works, but a route will not behave as its author expects.
        case warning
    }

    public enum Kind: String, Sendable, Hashable {
        /// The pattern is not well formed; `message` says where and why.
        case invalidPattern
        /// The same route is registered twice in a namespace.
        case duplicateRoute
        /// An earlier route of equal or higher priority matches every URL this one matches.
        case shadowedRoute
        /// Optional groups expand into more routes than anyone means to register.
        case tooManyExpansions
        /// An earlier wildcard route matches everything this one matches.
        case unreachableAfterWildcard
    }

    public var severity: Severity
    public var kind: Kind
    public var message: String
    /// The routes involved: the one with the problem first, then the routes that cause it.
    public var entries: [RouteLinter.Entry]

    public init(severity: Severity, kind: Kind, message: String, entries: [RouteLinter.Entry]) {
        self.severity = severity
        self.kind = kind
        self.message = message
        self.entries = entries
    }

    public var description: String {
        let location = entries.first?.line.map { "line \($0): " } ?? ""
        return "\(location)\(severity.rawValue): \(message) [\(kind.rawValue)]"
    }
}
