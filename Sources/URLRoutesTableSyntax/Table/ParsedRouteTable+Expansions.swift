extension ParsedRouteTable.Route {
    /// One component of an expanded pattern, as a generator of standalone matching code needs
    /// it: what routing compiles each component to, without PCRE2.
    package enum ExpandedComponent: Sendable, Equatable {
        /// A literal and every spelling routing takes for it (`café`, `caf%C3%A9`, `caf%c3%a9`).
        case literal(forms: [String])
        /// `:name` or `:name<constraint>`.
        case variable(name: String, constraint: String?)
        /// `*`: the rest of the path when last, one uncaptured component otherwise.
        case star
        /// `**`: any number of components, lazily.
        case globstar
    }

    /// The components of each expansion of the pattern's optional groups, in the order
    /// routing tries them (longest first).
    package func expandedComponents() throws(RoutePatternError) -> [[ExpandedComponent]] {
        try expandedTokens().map { expansion in
            expansion.map { token -> ExpandedComponent in
                switch token.component {
                case .literal(let text): .literal(forms: LiteralForms.forms(text))
                case .variable(let name, let constraint): .variable(name: name, constraint: constraint)
                case .star: .star
                case .globstar: .globstar
                }
            }
        }
    }

    /// The tokens of each expansion, longest first: the pattern parsed as the reader checked it.
    func expandedTokens() throws(RoutePatternError) -> [[PatternToken]] {
        let syntax = try PatternParser.parse(pattern, checkingConstraints: ConstraintSyntax.check)
        return try OptionalExpansion.expand(syntax, pattern: pattern).map(\.tokens)
    }
}
