/// One path component of a route pattern: the nodes of the pattern's syntax tree.
package enum PatternComponent: Equatable, Sendable {
    /// Text that must equal the URL's component byte for byte (`user`, `view`, `user#`).
    case literal(String)
    /// `:name` or `:name<regex>`: captures one component.
    case variable(name: String, constraint: String?)
    /// `*`: the rest of the path when last, exactly one uncaptured component otherwise.
    case star
    /// `**`: any number of components, anywhere.
    case globstar

    /// Whether this component can only ever match one fixed text.
    package var literalText: String? {
        if case .literal(let text) = self { return text }
        return nil
    }
}

/// A component with where it stood in the pattern, for error messages and for rebuilding
/// the pattern text of an expanded optional.
package struct PatternToken: Equatable, Sendable {
    package let component: PatternComponent
    /// The component's text as written (`:id<\d+>`).
    package let text: String
    /// UTF-8 offset of `text` in the pattern.
    package let byteOffset: Int
}

/// The syntax tree of a whole pattern: required components and optional groups, in order.
package struct PatternSyntax: Equatable, Sendable {
    package enum Item: Equatable, Sendable {
        case required(PatternToken)
        /// `(...)`: components that are all present or all absent.
        case optional([PatternToken])
    }

    package let items: [Item]

    /// The text a route keeps for `pattern`: the pattern itself, but `/` for the empty pattern.
    /// JLRoutes took `""` as the root and apps register it beside `/`; keeping `/` means that
    /// route lists, `RouteTable.registered()` and removal all show and take one spelling of
    /// the root (a table cannot write an empty pattern).
    package static func text(of pattern: String) -> String {
        pattern.isEmpty ? "/" : pattern
    }

    package var optionalGroupCount: Int {
        items.reduce(0) { count, item in
            if case .optional = item { return count + 1 }
            return count
        }
    }
}
