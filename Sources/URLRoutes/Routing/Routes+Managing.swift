/// Adding, removing and listing routes.
extension Routes {
    /// Registers `definition` after every route of equal or higher priority. A definition whose
    /// pattern is not well formed is logged and not registered.
    public func addRoute(_ definition: RouteDefinition) {
        if let error = definition.patternError {
            RouteLog.error("not registering \(definition): \(error)")
            return
        }
        namespace.add(definition)
    }

    /// Registers `pattern`; optional groups expand into one route each, longest first.
    /// A malformed pattern is logged and registers nothing: use `addRoute(validating:...)` to
    /// get the error instead. The empty pattern registers the root, as `/` does (JLRoutes took
    /// it so); the route's pattern is then `/`.
    ///
    /// ```swift
    /// routes.addRoute("/user/view/:userID", priority: 5) { parameters in
    ///     showProfile(parameters["userID"]!)
    ///     return true
    /// }
    /// ```
    public func addRoute(_ pattern: String, priority: Int = 0, handler: RouteHandler? = nil) {
        // Most patterns are plain words and variables: one definition, no arrays made.
        if let definition = Self.plainDefinition(pattern, priority: priority, handler: handler) {
            namespace.add(definition)
            return
        }
        do {
            // Not `addRoute(validating:)`: it would read the pattern for plainness again.
            _ = register(try RoutePattern.compile(pattern), pattern: pattern, priority: priority, handler: handler)
        } catch {
            RouteLog.error("not registering route: \(error)")
        }
    }

    /// Registers `pattern` as `addRoute(_:priority:handler:)` does, but throws when it is not
    /// well formed (then nothing is registered). Returns the definitions made, in matching order.
    @discardableResult
    public func addRoute(validating pattern: String, priority: Int = 0,
                         handler: RouteHandler? = nil) throws(RoutePatternError) -> [RouteDefinition] {
        if let definition = Self.plainDefinition(pattern, priority: priority, handler: handler) {
            namespace.add(definition)
            return [definition]
        }
        return register(try RoutePattern.compile(pattern), pattern: pattern, priority: priority, handler: handler)
    }

    /// The one definition of a plain pattern (`RoutePattern.plainFlags(of:)`), made from its
    /// text and flags without a `RoutePattern`, when definitions are `RouteDefinition`s; nil
    /// for any other pattern or class. Most patterns are plain: no arrays made.
    static func plainDefinition(_ pattern: String, priority: Int, handler: RouteHandler?) -> RouteDefinition? {
        guard Routes.defaultRouteDefinitionClass == RouteDefinition.self, let flags = RoutePattern.plainFlags(of: pattern) else {
            return nil
        }
        return RouteDefinition(outline: RoutePattern.Outline(pattern: RoutePattern.text(of: pattern), flags: flags),
                               priority: priority, handler: handler)
    }

    /// Makes and registers one definition per expansion, in matching order.
    func register(_ expansions: [RoutePattern], pattern: String, priority: Int, handler: RouteHandler?) -> [RouteDefinition] {
        let definitions = Self.definitions(expansions, pattern: pattern, priority: priority, handler: handler)
        for definition in definitions { namespace.add(definition) }
        return definitions
    }

    /// One definition per expansion, in matching order, of `defaultRouteDefinitionClass`;
    /// not registered yet.
    static func definitions(_ expansions: [RoutePattern], pattern: String, priority: Int,
                            handler: RouteHandler?) -> [RouteDefinition] {
        let definitionClass = Routes.defaultRouteDefinitionClass
        let definitions = expansions.map { expansion -> RouteDefinition in
            definitionClass == RouteDefinition.self
                ? RouteDefinition(compiled: expansion, priority: priority, handler: handler)
                : definitionClass.init(pattern: expansion.pattern, priority: priority, handler: handler)
        }
        if expansions.count > 1 {
            RouteLog.verbose("\(pattern) expands to \(expansions.map(\.pattern))")
            let declared = RouteDefinition.DeclaredPattern(pattern: pattern, expansionCount: definitions.count)
            for definition in definitions { definition.setDeclaredPattern(declared) }
        }
        return definitions
    }

    /// Registers each pattern with the same handler.
    public func addRoutes(_ patterns: [String], handler: RouteHandler? = nil) {
        for pattern in patterns { addRoute(pattern, handler: handler) }
    }

    /// Checks a pattern without registering it.
    ///
    /// ```swift
    /// try Routes.validate(pattern: "/user/:id<\\d+>")   // fine
    /// try Routes.validate(pattern: "/user/(:id")       // throws: '(' is never closed
    /// ```
    public static func validate(pattern: String) throws(RoutePatternError) {
        _ = try RoutePattern.compile(pattern)
    }

    /// Removes every registered definition equal to `definition` (same pattern, scheme, priority).
    public func removeRoute(_ definition: RouteDefinition) {
        namespace.remove(definition)
    }

    /// Removes the first route with exactly this pattern. For a pattern with optional groups,
    /// which registered its expansions, removes the first route of each expansion instead.
    public func removeRoute(withPattern pattern: String) {
        let pattern = RoutePattern.text(of: pattern)
        if namespace.removeFirst(withPattern: pattern) { return }
        guard let expansions = try? RoutePattern.compile(pattern), expansions.count > 1 else { return }
        for expansion in expansions { namespace.removeFirst(withPattern: expansion.pattern) }
    }

    /// Removes every route of this table; its settings (fallback, unmatched URL handler) stay.
    public func removeAllRoutes() {
        namespace.removeAll()
    }

    /// The handler of the first route of this pattern; setting a handler adds a route
    /// (`addRoute(pattern, handler:)`), setting nil removes every route of the pattern, as a
    /// Dictionary forgets a key.
    ///
    /// For a pattern with optional groups, "its routes" are the routes of every pattern it
    /// expands to: `routes["/the(/foo/:a)"] = nil` removes `/the/foo/:a` and `/the`.
    ///
    /// ```swift
    /// routes["/settings"] = { _ in openSettings(); return true }
    /// routes["/settings"]?(parameters)   // calls the first /settings route's handler
    /// routes["/settings"] = nil          // no /settings route is left
    /// ```
    public subscript(pattern: String) -> RouteHandler? {
        get {
            let patterns = patternsRegistered(for: pattern)
            return routes().first { patterns.contains($0.pattern) }?.handler
        }
        set {
            if let newValue {
                addRoute(pattern, handler: newValue)
            } else {
                namespace.removeAll(withPatternIn: patternsRegistered(for: pattern))
            }
        }
    }

    /// The patterns `addRoute(pattern)` registers: the pattern itself, or its expansions when
    /// it has optional groups. A malformed pattern stands for itself.
    private func patternsRegistered(for pattern: String) -> Set<String> {
        var patterns: Set<String> = [pattern]
        if let expansions = try? RoutePattern.compile(pattern) { patterns.formUnion(expansions.map(\.pattern)) }
        return patterns
    }

    /// The routes, in the order routing tries them.
    public func routes() -> [RouteDefinition] {
        namespace.table.definitions
    }
}
