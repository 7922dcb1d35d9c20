/// A table checked and ready to register: every pattern compiled, every namespace resolved.
/// Built before anything is added, so that registering is all or nothing.
struct RouteTableRegistration {
    private struct Item {
        var namespace: RouteTable.Namespace
        var expansions: [RoutePattern]
        var route: RouteTable.Route
        var handler: RouteHandler?
    }

    private var items: [Item] = []
    private var fallbacks: [RouteTable.Namespace] = []
    private var hosts: [String: HostPattern] = [:]
    private let decodesPlusSymbols: Bool
    private let treatsHostAsPathComponent: Bool

    /// Registrations of tables run one at a time, so two tables registered at once do not
    /// interleave their routes of equal priority.
    private static let lock = Locked(())

    /// Checks the whole table; throws the first problem (in table order).
    init(_ table: RouteTable, handlers: [String: RouteHandler]) throws(RouteTableError) {
        decodesPlusSymbols = table.decodesPlusSymbols
        treatsHostAsPathComponent = table.treatsHostAsPathComponent
        let file = table.file
        func error(_ route: RouteTable.Route?, _ message: String) -> RouteTableError {
            RouteTableError(file: file, line: route?.line, message: message)
        }

        var names: [RouteTable.Namespace: Set<String>] = [:]
        items.reserveCapacity(table.routes.count)
        for route in table.routes {
            let namespace = try resolve(route.namespace) { error(route, $0) }
            if let problem = RouteTableSyntax.patternFieldProblem(route.pattern) {
                throw error(route, "invalid pattern \(RouteTableSyntax.quoted(route.pattern)): \(problem.reason)")
            }
            let expansions: [RoutePattern]
            do {
                expansions = try RoutePattern.compile(route.pattern)
            } catch let patternError {
                var failure = RouteTableParser.patternError(patternError, file: file, line: route.line, patternColumn: nil)
                if route.line == nil {
                    failure.message = "invalid pattern \(RouteTableSyntax.quoted(route.pattern)) at offset \(patternError.offset): \(patternError.message)"
                }
                throw failure
            }
            if let name = route.name {
                if let problem = RouteTableSyntax.nameProblem(name) {
                    throw error(route, problem.reason)
                }
                guard names[namespace, default: []].insert(name).inserted else {
                    throw error(route, "the name \(RouteTableSyntax.quoted(name)) is used twice in \(namespace); a name is unique in its namespace")
                }
            }
            items.append(Item(namespace: namespace, expansions: expansions, route: route,
                              handler: route.name.flatMap { handlers[$0] }))
        }
        for namespace in table.fallbacks {
            if namespace == .global {
                throw error(nil, "the global namespace '*' is where other namespaces fall back to; it cannot fall back itself")
            }
            fallbacks.append(try resolve(namespace) { error(nil, "@fallback: " + $0) })
        }
        let allNames = Set(names.values.joined())
        for key in handlers.keys.sorted() where !allNames.contains(key) {
            let hint = NameSuggestion.closest(to: key, among: allNames).map { "; did you mean '\($0)'?" } ?? ""
            throw error(nil, "a handler is given for \(RouteTableSyntax.quoted(key)), but no route of the table has this name\(hint)")
        }
    }

    /// The namespace as the registry names it (a host lowercased), or why it cannot be one.
    private mutating func resolve(_ namespace: RouteTable.Namespace,
                                  _ error: (String) -> RouteTableError) throws(RouteTableError) -> RouteTable.Namespace {
        switch namespace {
        case .global:
            return .global
        case .scheme(let scheme):
            if let problem = RouteTableSyntax.schemeProblem(scheme) { throw error(problem.reason) }
            return namespace
        case .host(let host):
            do {
                let pattern = try HostPattern(host)
                hosts[pattern.text] = pattern
                return .host(pattern.text)
            } catch let problem {
                throw error("\(RouteTableSyntax.quoted(host)) is not a host namespace: \(problem.message)")
            }
        }
    }

    /// Adds everything; cannot fail. Returns the definitions each route made, in table order.
    @discardableResult
    func register() -> [[RouteDefinition]] {
        Self.lock.withLock { _ in
            Routes.shouldDecodePlusSymbols = decodesPlusSymbols
            Routes.alwaysTreatsHostAsPathComponent = treatsHostAsPathComponent
            var namespaces: [RouteTable.Namespace: Routes] = [:]
            func routes(_ namespace: RouteTable.Namespace) -> Routes {
                if let routes = namespaces[namespace] { return routes }
                let routes = switch namespace {
                case .global: Routes.globalRoutes()
                case .scheme(let scheme): Routes(forScheme: scheme)
                case .host(let host): Routes(namespace: RouteRegistry.namespace(forHost: hosts[host]!))
                }
                namespaces[namespace] = routes
                return routes
            }
            let made = items.map { item in
                let target = routes(item.namespace)
                let definitions = target.register(item.expansions, pattern: item.route.pattern,
                                                  priority: item.route.priority, handler: item.handler)
                if let name = item.route.name {
                    target.namespace.name(definitions, templates: item.expansions.map(RouteTemplate.init), as: name)
                }
                return definitions
            }
            for namespace in fallbacks {
                routes(namespace).shouldFallbackToGlobalRoutes = true
            }
            return made
        }
    }
}
