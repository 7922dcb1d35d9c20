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
        /// The namespace it is registered in; a host is kept normalized (lowercased, without a
        /// trailing dot), as a parsed table holds it.
        public var namespace: Namespace {
            didSet { namespace = namespace.normalized }
        }
        /// The pattern as written, optional groups and all (`/product/:id(/:tab)`); with or
        /// without a leading `/`. The empty pattern, the root, is kept as `/`, which a table
        /// can write.
        public var pattern: String
        /// Higher priorities are tried first; equal priorities in table order. Default 0.
        public var priority: Int
        /// The name links are generated from (`Routes.path(forRouteNamed:)`) and handlers are
        /// bound by (`register(handlers:)`); unique in its namespace.
        public var name: String?
        /// Its line in the text it was parsed from; nil when made in code.
        public var line: Int?
        /// The pattern as the parser compiled it, so that registering a parsed table does not
        /// compile every pattern a second time; used only while `pattern` is still its text.
        var compiled: CompiledPattern?

        /// A pattern's expansions, compiled. Most patterns are one expansion, their own text,
        /// kept as it is: an object and an array around each cost a parsed table of 10,000
        /// routes a megabyte.
        ///
        /// Two optional references rather than an enum of two: an enum with two class payloads
        /// keeps its case in the reference's spare high bits, which LeakSanitizer does not read
        /// as a pointer, so a table held for good (a `static let`) would be reported as leaked.
        struct CompiledPattern: Sendable {
            /// A pattern without optional groups, whose `RoutePattern` holds its text.
            let single: RoutePattern?
            /// A pattern with optional groups: its text and its expansions, longest first.
            private let expanded: Expansions?

            final class Expansions: Sendable {
                let pattern: String
                let list: [RoutePattern]
                init(pattern: String, list: [RoutePattern]) {
                    self.pattern = pattern
                    self.list = list
                }
            }

            /// Parses `pattern` and expands its optional groups, as `RoutePattern.compile` does.
            static func compiling(_ pattern: String) throws(RoutePatternError) -> CompiledPattern {
                if let plain = RoutePattern(plain: pattern) { return CompiledPattern(single: plain) }
                return CompiledPattern(pattern: pattern, expansions: try RoutePattern.compile(pattern))
            }

            private init(single: RoutePattern) {
                self.single = single
                expanded = nil
            }

            /// The one object that holds it, as the table syntax's reader keeps it for the
            /// parser (`ParsedRouteTable.Route.compiled`).
            var object: any AnyObject & Sendable { single ?? expanded! }

            /// What `object` holds; nil for none.
            init?(object: (any AnyObject & Sendable)?) {
                switch object {
                case let single as RoutePattern: self.init(single: single)
                case let expanded as Expansions: self.init(expanded: expanded)
                default: return nil
                }
            }

            private init(expanded: Expansions) {
                single = nil
                self.expanded = expanded
            }

            init(pattern: String, expansions: [RoutePattern]) {
                if expansions.count == 1 && expansions[0].pattern == pattern {
                    single = expansions[0]
                    expanded = nil
                } else {
                    single = nil
                    expanded = Expansions(pattern: pattern, list: expansions)
                }
            }

            /// The pattern text these are the expansions of.
            var pattern: String { single?.pattern ?? expanded!.pattern }

            var expansions: [RoutePattern] {
                if let single { return [single] }
                return expanded!.list
            }

            var count: Int { single == nil ? expanded!.list.count : 1 }
        }

        /// Whether the parser's compiled pattern is still that of `pattern`.
        var hasCompiledPattern: Bool {
            guard let compiled else { return false }
            return compiled.pattern == pattern
        }

        /// The compiled expansions of `pattern`, from the parser when it is unchanged.
        func compiledPattern() throws(RoutePatternError) -> CompiledPattern {
            if let compiled, compiled.pattern == pattern { return compiled }
            return try .compiling(pattern)
        }

        /// A route made in code.
        ///
        /// ```swift
        /// RouteTable.Route(.host("shop.example.com"), "/p/:id", name: "shop.product")
        /// ```
        public init(_ namespace: Namespace, _ pattern: String, priority: Int = 0, name: String? = nil) {
            self.namespace = namespace.normalized
            self.pattern = RoutePattern.text(of: pattern)
            self.priority = priority
            self.name = name
        }

        /// A parsed route: `namespace` normalized and `pattern` not empty already.
        init(namespace: Namespace, pattern: String, priority: Int, name: String?, line: Int, compiled: CompiledPattern?) {
            self.namespace = namespace
            self.pattern = pattern
            self.priority = priority
            self.name = name
            self.line = line
            self.compiled = compiled
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
