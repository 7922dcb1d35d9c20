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
        /// `*.example.com` for every subdomain. Tables hold it as the registry names it,
        /// ASCII-lowercased and without a trailing dot, whether parsed or made in code
        /// (`RouteTable.Route` and `RouteTable` normalize it), and two spellings of one host
        /// are equal: `.host("Shop.Example.com.") == .host("shop.example.com")`.
        case host(String)

        /// The namespace as the table's first column writes it: `acme`, `//shop.example.com`, `*`.
        /// A host is written normalized, as a parsed table holds it.
        public var description: String {
            switch normalized {
            case .global: RouteTableSyntax.globalKeyword
            case .scheme(let scheme): scheme
            case .host(let host): RouteTableSyntax.hostPrefix + host
            }
        }

        /// Equal when they name the same namespace: schemes exactly, hosts as the registry
        /// compares them (ignoring ASCII case and a trailing dot).
        ///
        /// ```swift
        /// RouteTable.Namespace.host("Shop.Example.com.") == .host("shop.example.com")   // true
        /// RouteTable.Namespace.scheme("ACME") == .scheme("acme")                         // false
        /// ```
        public static func == (lhs: Namespace, rhs: Namespace) -> Bool {
            switch (lhs.normalized, rhs.normalized) {
            case (.global, .global): true
            case (.scheme(let left), .scheme(let right)): left == right
            case (.host(let left), .host(let right)): left == right
            default: false
            }
        }

        /// Hashes the namespace as `==` compares it.
        ///
        /// ```swift
        /// Set<RouteTable.Namespace>([.host("A.example"), .host("a.example.")]).count   // 1
        /// ```
        public func hash(into hasher: inout Hasher) {
            switch normalized {
            case .global: hasher.combine(0)
            case .scheme(let scheme): hasher.combine(1); hasher.combine(scheme)
            case .host(let host): hasher.combine(2); hasher.combine(host)
            }
        }

        /// A host as the parser reads it (`Routes.validate(host:)`: ASCII-lowercased, without a
        /// trailing dot); a host that is no valid pattern is kept as written, for registration
        /// to refuse at its route.
        var normalized: Namespace {
            guard case .host(let host) = self, !Self.isNormalized(host) else { return self }
            return .host((try? Routes.validate(host: host)) ?? host)
        }

        /// Whether the namespace is normalized already: not a host, or a host without upper-case
        /// letters and a trailing dot.
        var isNormalForm: Bool {
            guard case .host(let host) = self else { return true }
            return Self.isNormalized(host)
        }

        /// Whether `host` has no upper-case ASCII letter and no trailing dot: the common case,
        /// checked on the bytes without normalizing.
        private static func isNormalized(_ host: String) -> Bool {
            var host = host
            return host.withUTF8 { bytes in
                bytes.last != UInt8(ascii: ".") && !bytes.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
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
