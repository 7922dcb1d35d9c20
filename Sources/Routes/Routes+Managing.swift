import URLRoutes

/// Adding and removing definitions.
extension Routes {
    /// Adds `pattern`; optional groups expand into one definition each, longest first
    /// (`/the(/foo/:a)` adds `/the/foo/:a` and `/the`). A malformed pattern is logged (label
    /// `Routes`) and adds nothing.
    ///
    /// ```swift
    /// router.default.add(pattern: "/post/:id", priority: 10) { parameters in
    ///     openPost(parameters["id"] as! String)
    ///     return true
    /// }
    /// ```
    public func add(pattern: String, priority: Int = 0, handler: Handler? = nil) {
        let matchers: [RouteDefinition]
        do {
            matchers = try RouteDefinition.definitions(expanding: pattern, priority: priority, handler: nil)
        } catch {
            routesLog.error("not adding route: \(error)")
            return
        }
        for matcher in matchers {
            insert(Definition(matcher: matcher, handler: handler))
        }
    }

    /// Adds each pattern with the same handler, at priority 0.
    public func add(patterns: [String], handler: Handler? = nil) {
        for pattern in patterns {
            add(pattern: pattern, handler: handler)
        }
    }

    /// Adds `definition` and sets its scheme to this namespace's. A definition whose pattern
    /// has optional groups is replaced by one definition per expansion, with its priority and
    /// handler; a malformed one is logged and not added.
    public func add(definition: Definition) {
        guard let error = definition.patternError else {
            insert(definition)
            return
        }
        guard let matchers = try? RouteDefinition.definitions(expanding: definition.pattern,
                                                               priority: definition.priority, handler: nil) else {
            routesLog.error("not adding \(definition): \(error)")
            return
        }
        for matcher in matchers {
            insert(Definition(matcher: matcher, handler: definition.handler))
        }
    }

    /// Removes the last definition whose pattern is exactly `pattern` (min/Routes' choice;
    /// JLRoutes removes the first).
    public func remove(pattern: String) {
        let pattern = Definition.storedPattern(pattern)
        if let index = definitions.lastIndex(where: { $0.pattern == pattern }) {
            definitions.remove(at: index)
        }
    }

    /// The handler of the first definition with exactly this pattern. Setting a handler adds
    /// the pattern (`add(pattern:handler:)`); setting nil removes it (`remove(pattern:)`).
    ///
    /// ```swift
    /// router["myapp"]["/settings"] = { _ in openSettings(); return true }
    /// router["myapp"]["/settings"] = nil
    /// ```
    ///
    /// min/Routes' getter always answers nil; this one answers the handler.
    public subscript(pattern: String) -> Handler? {
        get {
            let pattern = Definition.storedPattern(pattern)
            return definitions.first { $0.pattern == pattern }?.handler
        }
        set {
            if let newValue {
                add(pattern: pattern, handler: newValue)
            } else {
                remove(pattern: pattern)
            }
        }
    }

    /// Inserts as min/Routes and JLRoutes do: priority 0 goes last, whatever the priorities
    /// already there (so after negative ones); any other priority goes before the first
    /// definition of lower priority, else last.
    private func insert(_ definition: Definition) {
        if definition.priority == 0 {
            definitions.append(definition)
        } else if let index = definitions.firstIndex(where: { $0.priority < definition.priority }) {
            definitions.insert(definition, at: index)
        } else {
            definitions.append(definition)
        }
        definition.configure(scheme: scheme)
    }
}
