/// A table checked and ready to register: every pattern compiled, every namespace resolved.
/// Built before anything is added, so that registering is all or nothing.
struct RouteTableRegistration {
    private struct Item {
        /// Index into `namespaces`.
        var namespace: Int
        var compiled: RouteTable.Route.CompiledPattern
        var pattern: String
        var priority: Int
        var name: String?
        var handler: RouteHandler?
    }

    private var items: [Item] = []
    /// The table's namespaces as the registry names them (hosts lowercased), each once.
    private var namespaces: [RouteTable.Namespace] = []
    private var fallbacks: [RouteTable.Namespace] = []
    private var hosts: [String: HostPattern] = [:]
    /// The table's options, which its namespaces route with.
    private let options: RouteRequestOptions

    /// Registrations of tables run one at a time, so two tables registered at once do not
    /// interleave their routes of equal priority.
    private static let lock = Locked(())

    /// Checks the whole table; throws the first problem (in table order).
    init(_ table: RouteTable, handlers: [String: RouteHandler]) throws(RouteTableError) {
        options = table.requestOptions
        let file = table.file
        // Before compiling anything: a table past the limit costs nothing but the count.
        try table.checkRouteLimit()
        func error(_ route: RouteTable.Route?, _ message: String) -> RouteTableError {
            RouteTableError(file: file, line: route?.line, message: message)
        }

        // Names in use, per index of `namespaces`.
        var names: [Set<String>] = []
        // Tables name few namespaces for many routes, mostly in runs: each is checked once,
        // and a route of the previous route's namespace is not even looked up.
        var indices: [RouteTable.Namespace: Int] = [:]
        var previous: (written: RouteTable.Namespace, index: Int)?
        // Routes that found their handler: while names are all in one namespace, each is
        // unique, so every key of `handlers` found a route exactly when this is its count.
        var boundCount = 0
        items.reserveCapacity(table.routes.count)
        for route in table.routes {
            let index: Int
            if let previous, previous.written == route.namespace {
                index = previous.index
            } else if let known = indices[route.namespace] {
                index = known
            } else {
                let namespace = try resolve(route.namespace) { error(route, $0) }
                if let existing = namespaces.firstIndex(of: namespace) {
                    index = existing
                } else {
                    index = namespaces.count
                    namespaces.append(namespace)
                    names.append(Set(minimumCapacity: index == 0 ? table.routes.count : 0))
                }
                indices[route.namespace] = index
            }
            previous = (route.namespace, index)
            // A pattern the parser compiled was one field of its line already.
            if !route.hasCompiledPattern, let problem = RouteTableSyntax.patternFieldProblem(route.pattern) {
                throw error(route, "invalid pattern \(RouteTableSyntax.quoted(route.pattern)): \(problem.reason)")
            }
            let compiled: RouteTable.Route.CompiledPattern
            do {
                compiled = try route.compiledPattern()
            } catch let patternError {
                var failure = RouteTableParser.patternError(patternError, file: file, line: route.line, patternColumn: nil)
                if route.line == nil {
                    failure.message = "invalid pattern \(RouteTableSyntax.quoted(route.pattern)) at offset \(patternError.offset): \(patternError.message)"
                }
                throw failure
            }
            var handler: RouteHandler?
            if let name = route.name {
                if let problem = RouteTableSyntax.nameProblem(name) {
                    throw error(route, problem.reason)
                }
                guard names[index].insert(name).inserted else {
                    throw error(route, "the name \(RouteTableSyntax.quoted(name)) is used twice in \(namespaces[index]); a name is unique in its namespace")
                }
                if !handlers.isEmpty {
                    handler = handlers[name]
                    if handler != nil { boundCount += 1 }
                }
            }
            items.append(Item(namespace: index, compiled: compiled, pattern: route.pattern,
                              priority: route.priority, name: route.name, handler: handler))
        }
        for namespace in table.fallbacks {
            if namespace == .global {
                throw error(nil, "the global namespace '*' is where other namespaces fall back to; it cannot fall back itself")
            }
            fallbacks.append(try resolve(namespace) { error(nil, "@fallback: " + $0) })
        }
        let namedNamespaces = names.count { !$0.isEmpty }
        if namedNamespaces <= 1 && boundCount == handlers.count { return }
        // The first unknown key by name, so that the error does not depend on hashing order.
        let unknown = handlers.keys.filter { key in !names.contains { $0.contains(key) } }.min()
        if let key = unknown {
            let hint = NameSuggestion.closest(to: key, among: names.joined()).map { "; did you mean '\($0)'?" } ?? ""
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

    /// Adds everything to the registry; cannot fail.
    func register() {
        Self.lock.withLock { _ in
            RouteRegistry.tableOptions = options
            let targets = namespaces.map { routes(for: $0).namespace }
            // Registering a table again replaces what a table registered before in these
            // namespaces, instead of adding a second copy of every route behind the first.
            for target in targets { target.removeTableDefinitions() }
            add(to: targets) { _, _ in }
            for namespace in fallbacks {
                routes(for: namespace).shouldFallbackToGlobalRoutes = true
            }
        }
    }

    /// The table's namespaces as the registry names them (a host lowercased), each once, and
    /// those whose fallback the table turns on.
    var tableNamespaces: (routed: [RouteTable.Namespace], fallingBack: [RouteTable.Namespace]) { (namespaces, fallbacks) }

    /// Adds every route to `targets` (one namespace for each of `tableNamespaces.routed`, in
    /// that order), each namespace's in one change, with the table's options and names; tells
    /// `made` the index of each route in the table and the definitions it made.
    func add(to targets: [RouteNamespace], _ made: (Int, [RouteDefinition]) -> Void) {
        var additions = Array(repeating: RouteNamespace.TableAddition(options: options), count: targets.count)
        if targets.count == 1 { additions[0].definitions.reserveCapacity(items.count) }
        let isPlainClass = Routes.defaultRouteDefinitionClass == RouteDefinition.self
        for (index, item) in items.enumerated() {
            let definitions: [RouteDefinition]
            if isPlainClass, let route = item.compiled.single {
                definitions = [RouteDefinition(compiled: route, priority: item.priority, handler: item.handler)]
            } else {
                definitions = Routes.definitions(item.compiled.expansions, pattern: item.pattern,
                                                 priority: item.priority, handler: item.handler)
            }
            additions[item.namespace].definitions += definitions
            if let name = item.name { additions[item.namespace].names.append((name, definitions)) }
            made(index, definitions)
        }
        for (target, addition) in zip(targets, additions) { target.addTable(addition) }
    }

    /// The registry's namespace (made when new).
    private func routes(for namespace: RouteTable.Namespace) -> Routes {
        switch namespace {
        case .global: Routes.globalRoutes()
        case .scheme(let scheme): Routes(forScheme: scheme)
        case .host(let host): Routes(namespace: RouteRegistry.namespace(forHost: hosts[host]!))
        }
    }
}
