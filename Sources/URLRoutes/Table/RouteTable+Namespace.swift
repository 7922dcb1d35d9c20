extension RouteTable {
    /// Where a route is registered: the first column of a table line.
    ///
    /// ```swift
    /// RouteTable.Namespace.scheme("acme").description             // "acme"
    /// RouteTable.Namespace.host("shop.example.com").description   // "//shop.example.com"
    /// RouteTable.Namespace.global.description                     // "*"
    /// ```
    public enum Namespace: Sendable, Hashable, CustomStringConvertible {
        /// `Routes.globalRoutes()`, written `*`: where URLs of schemes without routes go, and
        /// where fallbacks retry.
        case global
        /// `Routes(forScheme:)`: `acme` for `acme://...` links. Schemes are compared exactly, as
        /// the registry keys them (`acme` and `ACME` are two namespaces).
        case scheme(String)
        /// `Routes(forHost:)`, written `//` and the host pattern: `shop.example.com`, or
        /// `*.example.com` for every subdomain. Parsed tables hold it lowercased, without a
        /// trailing dot, as the registry names it.
        case host(String)

        /// The namespace as the table's first column writes it: `acme`, `//shop.example.com`, `*`.
        public var description: String {
            switch self {
            case .global: RouteTableSyntax.globalKeyword
            case .scheme(let scheme): scheme
            case .host(let host): RouteTableSyntax.hostPrefix + host
            }
        }

        /// The registry's name for it: `Routes.globalScheme`, the scheme, or `//` and the host.
        var registryKey: String {
            switch self {
            case .global: Routes.globalScheme
            case .scheme(let scheme): scheme
            case .host(let host): RouteTableSyntax.hostPrefix + host
            }
        }
    }
}
