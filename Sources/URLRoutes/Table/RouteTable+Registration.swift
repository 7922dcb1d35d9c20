extension RouteTable {
    /// Adds every route to the process-wide registry (scheme, host and global namespaces) and
    /// turns on the fallbacks. The namespaces the table has routes in read and match URLs with
    /// the table's options (`decodesPlusSymbols`, `treatsHostAsPathComponent`); the
    /// process-wide `Routes.shouldDecodePlusSymbols` and `Routes.alwaysTreatsHostAsPathComponent`
    /// are not changed, and stay the options of every other namespace.
    ///
    /// A named route gets `handlers[name]` (every route of that name, one per namespace); a
    /// route without one is added without a handler, which counts as handled when it matches.
    ///
    /// ```swift
    /// let table = try RouteTable(contentsOf: Bundle.main.url(forResource: "routes", withExtension: "table")!)
    /// try table.register(handlers: [
    ///     "product.show": { parameters in showProduct(parameters["id"]!); return true },
    ///     "search": { parameters in search(parameters["query"]!); return true },
    /// ])
    /// Routes.routeURL("acme://product/42")   // showProduct("42")
    /// ```
    ///
    /// Safe to call again, with the same table or another: in each namespace the table has
    /// routes in, registering first removes every route that an earlier registration of a table
    /// added there (and the names those routes held), then adds this table's routes. So
    /// registering in every test, or again after editing the table, leaves one copy of each
    /// route, with the handlers of the latest call. Routes added one by one with `addRoute` stay,
    /// and so do a table's routes in namespaces this table has no route in; `Routes.unregisterAllRouteSchemes()`
    /// removes everything.
    ///
    /// All or nothing: every namespace, pattern, name and handler key is checked first, and on
    /// any problem nothing is added and a `RouteTableError` is thrown: a key of `handlers` that
    /// names no route (with the closest name as a hint), a pattern `addRoute(validating:)`
    /// refuses, a name used twice in a namespace, or anything the table's text could not hold
    /// (a scheme such as `my_app`, a name with a space). Errors of a parsed table's routes name
    /// their line.
    ///
    /// Safe to call from any thread. Registrations of tables never interleave: a table's routes
    /// of equal priority stay together in their namespace. Routing on another thread meanwhile
    /// may see some of the table's routes before the rest.
    public func register(handlers: [String: RouteHandler] = [:]) throws {
        let plan = try RouteTableRegistration(self, handlers: handlers)
        plan.register()
    }
}

extension RouteTable {
    /// The table's options, as routing reads them.
    var requestOptions: RouteRequestOptions {
        var options: RouteRequestOptions = []
        if decodesPlusSymbols { options.insert(.decodePlusSymbols) }
        if treatsHostAsPathComponent { options.insert(.treatHostAsPathComponent) }
        return options
    }
}
