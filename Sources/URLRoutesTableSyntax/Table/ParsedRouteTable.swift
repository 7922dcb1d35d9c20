/// A route table as its text says it, read without PCRE2 (`RouteTableReader`): what the
/// typed-routes generators and the build plugin's tool read, and what `RouteTable(parsing:)`
/// makes its table of, with every pattern compiled.
package struct ParsedRouteTable: Sendable {
    /// A namespace as a route line's first column names it; a host is normalized as routing
    /// reads it (lowercased, without a trailing dot).
    package enum Namespace: Sendable, Hashable, CustomStringConvertible {
        case global
        case scheme(String)
        case host(String)

        /// As the table's first column writes it: `acme`, `//shop.example.com`, `*`.
        package var description: String {
            switch self {
            case .global: RouteTableSyntax.globalKeyword
            case .scheme(let scheme): scheme
            case .host(let host): RouteTableSyntax.hostPrefix + host
            }
        }

        /// How routing reads a host namespace's pattern: the host it is registered for, and
        /// for `//*.example.com` the suffix a host must end in after a dot (`example.com`). Nil
        /// for scheme and global namespaces, and for a host pattern routing refuses.
        package var hostPatternReading: (host: String, wildcardSuffix: String?)? {
            guard case .host(let host) = self, let pattern = try? HostPattern(host) else { return nil }
            return (pattern.text, pattern.wildcardSuffix)
        }
    }

    /// One valid route line. Equal when namespace, pattern, priority and name are.
    package struct Route: Sendable, Equatable {
        package var namespace: Namespace
        /// As written; `/` for the root.
        package var pattern: String
        package var priority: Int
        package var name: String?
        /// Its 1-based line in the text.
        package var line: Int?
        /// What the reader's pattern check made of the pattern (`RouteTableReader.PatternCheck`),
        /// for the reader's caller: URLRoutes keeps the compiled pattern here.
        package var compiled: (any AnyObject & Sendable)?

        package static func == (lhs: Route, rhs: Route) -> Bool {
            lhs.namespace == rhs.namespace && lhs.pattern == rhs.pattern
                && lhs.priority == rhs.priority && lhs.name == rhs.name
        }
    }

    /// The valid routes in table order.
    package var routes: [Route] = []
    /// `@fallback`, each namespace once, in the order written.
    package var fallbacks: [Namespace] = []
    /// `@option decode-plus-symbols`.
    package var decodesPlusSymbols = true
    /// `@option host-as-path-component`.
    package var treatsHostAsPathComponent = false
    /// `@option swift-enum`.
    package var swiftEnumName: String?
    /// `@option swift-access`.
    package var swiftAccess: String?
    /// `@option swift-standalone`.
    package var swiftStandalone = false
    /// The file the text was read from, for messages.
    package var file: String?

    package init() {}
}
