extension RouteTable {
    /// The most routes a table may hold: 100,000, where a pattern with optional groups counts
    /// once for each pattern it expands to (`/p/:id(/:slug)` is two routes).
    ///
    /// Each route costs memory and time to parse, compile and route (3.5 KB, 6 KB with a
    /// constraint, in a release build: Benchmarks/README.md has the figures), so a table at the
    /// limit costs 0.35 to 0.6 GB; a real app's table holds hundreds. Past the limit, parsing stops at the
    /// line that crosses it, and `register(handlers:)`, `RouteResolver`, and the app-link files
    /// throw a `RouteTableError` before compiling anything.
    ///
    /// ```swift
    /// table.routes.count <= RouteTable.routeLimit   // true for every table that parses
    /// ```
    public static let routeLimit = RouteTableReader.routeLimit

    /// The error for a table whose routes go past `routeLimit`, at the route (or line) that does.
    static func routeLimitError(file: String?, line: Int?, column: Int? = nil) -> RouteTableError {
        RouteTableReader.routeLimitError(file: file, line: line, column: column)
    }

    /// How many routes `route` counts for: the patterns its optional groups expand to (2^groups;
    /// 1 for a pattern that does not parse, whose own error is reported where it is compiled).
    static func routeCount(of route: Route) -> Int {
        if let compiled = route.compiled, compiled.pattern == route.pattern { return compiled.count }
        // An optional group opens with '(': most patterns have none, and need no parsing to say so.
        var pattern = route.pattern
        if !pattern.withUTF8({ $0.contains(UInt8(ascii: "(")) }) { return 1 }
        guard let syntax = try? PatternParser.parse(route.pattern) else { return 1 }
        let groups = syntax.optionalGroupCount
        return groups <= OptionalExpansion.maximumOptionalGroups ? 1 << groups : 1
    }

    /// Throws `routeLimitError` when the routes go past `routeLimit`, naming the route that
    /// does; stops counting there.
    func checkRouteLimit() throws(RouteTableError) {
        var count = 0
        for route in routes {
            count += Self.routeCount(of: route)
            if count > Self.routeLimit { throw Self.routeLimitError(file: file, line: route.line) }
        }
    }
}
