extension RouteTable.Route {
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
        try compiledPattern().expansions.map { expansion in
            expansion.components.map { component -> ExpandedComponent in
                switch component {
                case .literal(let text): .literal(forms: LiteralForms.forms(text))
                case .variable(let name, let constraint): .variable(name: name, constraint: constraint)
                case .star: .star
                case .globstar: .globstar
                }
            }
        }
    }
}

extension RouteTable.Namespace {
    /// How routing reads a host namespace's pattern: the host it is registered for
    /// (lowercased, without trailing dot), and for `//*.example.com` the suffix a host must
    /// end in after a dot (`example.com`). Nil for scheme and global namespaces, and for a
    /// host pattern routing refuses.
    package var hostPatternReading: (host: String, wildcardSuffix: String?)? {
        guard case .host(let host) = self, let pattern = try? HostPattern(host) else { return nil }
        return (pattern.text, pattern.wildcardSuffix)
    }
}
