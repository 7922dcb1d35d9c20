/// One problem `RouteLinter` found in a route table, naming the routes involved.
public struct RouteLintFinding: Sendable, Hashable, CustomStringConvertible {
    /// How bad a finding is: `urlroutes lint` fails on errors, and on warnings with `--strict`.
    public enum Severity: String, Sendable, Hashable {
        /// The table cannot be used as written (a pattern that does not parse).
        case error
        /// The table works, but a route will not behave as its author expects.
        case warning
    }

    /// Which check found the problem; the raw value is what `urlroutes lint --json` prints.
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
        /// A `{` in a constraint that PCRE2 reads as a literal character, not a quantifier
        /// (`\d{6` matches a digit and the text `{6`), or a quantifier only newer PCRE2
        /// versions read (`{,6}`).
        case literalBrace
        /// More than one wildcard that takes any number of components (`/a/**/b/**/c`):
        /// which components each takes is a choice, and links are generated for the one
        /// choice routing makes.
        case ambiguousWildcards
    }

    /// Whether the table is unusable (`.error`) or merely surprising (`.warning`).
    public var severity: Severity
    /// Which check found the problem.
    public var kind: Kind
    /// What is wrong and with which routes, in words: `/user/:userID can never win: /user/:id (line 1) ...`.
    public var message: String
    /// The routes involved: the one with the problem first, then the routes that cause it.
    public var entries: [RouteLinter.Entry]
    /// Where in the first entry's pattern the problem is, in UTF-8 bytes from 0, when it is
    /// at one place (`urlroutes lint` turns it into a column).
    public var patternOffset: Int?

    /// Makes a finding; for tools that add checks of their own to `RouteLinter.lint(_:)`'s.
    ///
    /// ```swift
    /// RouteLintFinding(severity: .warning, kind: .shadowedRoute,
    ///                  message: "/cart can never win: /:shop (line 1) is tried first ...",
    ///                  entries: [cart, shop])
    /// ```
    public init(severity: Severity, kind: Kind, message: String, entries: [RouteLinter.Entry],
                patternOffset: Int? = nil) {
        self.severity = severity
        self.kind = kind
        self.message = message
        self.entries = entries
        self.patternOffset = patternOffset
    }

    /// `line 2: warning: <message> [shadowedRoute]`: the first entry's line when it has one.
    public var description: String {
        let location = entries.first?.line.map { "line \($0): " } ?? ""
        return "\(location)\(severity.rawValue): \(message) [\(kind.rawValue)]"
    }
}
