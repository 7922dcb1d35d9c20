extension RouteTable {
    /// One line of a route table: a pattern registered in a namespace, with a priority and
    /// optionally a name.
    ///
    /// ```swift
    /// let route = RouteTable.Route(.scheme("acme"), "/product/:id<\\d+>(/:tab)", priority: 10, name: "product.show")
    /// ```
    ///
    /// Two routes are equal when namespace, pattern, priority and name are: `line` says where a
    /// route was read, not what it is.
    public struct Route: Sendable, Equatable {
        /// The namespace it is registered in.
        public var namespace: Namespace
        /// The pattern as written, optional groups and all (`/product/:id(/:tab)`); with or
        /// without a leading `/`.
        public var pattern: String
        /// Higher priorities are tried first; equal priorities in table order. Default 0.
        public var priority: Int
        /// The name links are generated from (`Routes.path(forRouteNamed:)`) and handlers are
        /// bound by (`register(handlers:)`); unique in its namespace.
        public var name: String?
        /// Its line in the text it was parsed from; nil when made in code.
        public var line: Int?

        /// A route made in code.
        ///
        /// ```swift
        /// RouteTable.Route(.host("shop.example.com"), "/p/:id", name: "shop.product")
        /// ```
        public init(_ namespace: Namespace, _ pattern: String, priority: Int = 0, name: String? = nil) {
            self.namespace = namespace
            self.pattern = pattern
            self.priority = priority
            self.name = name
        }

        /// Equal when namespace, pattern, priority and name are; `line` is left out.
        ///
        /// ```swift
        /// let parsed = try RouteTable(parsing: "acme /home 0 home\n").routes[0]
        /// parsed == RouteTable.Route(.scheme("acme"), "/home", name: "home")   // true
        /// ```
        public static func == (lhs: Route, rhs: Route) -> Bool {
            lhs.namespace == rhs.namespace && lhs.pattern == rhs.pattern
                && lhs.priority == rhs.priority && lhs.name == rhs.name
        }
    }
}
