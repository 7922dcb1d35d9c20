/// A `RouteTable` made of what the table syntax's reader read (`RouteTableParser`).
extension RouteTable {
    init(_ parsed: ParsedRouteTable) {
        self.init(routes: parsed.routes.map(Route.init), fallbacks: parsed.fallbacks.map(Namespace.init))
        decodesPlusSymbols = parsed.decodesPlusSymbols
        treatsHostAsPathComponent = parsed.treatsHostAsPathComponent
        swiftEnumName = parsed.swiftEnumName
        swiftAccess = parsed.swiftAccess
        swiftStandalone = parsed.swiftStandalone
        file = parsed.file
    }
}

extension RouteTable.Route {
    /// A parsed route, with the pattern the parser compiled (`RouteTableParser` keeps it in
    /// `compiled`).
    init(_ parsed: ParsedRouteTable.Route) {
        self.init(namespace: RouteTable.Namespace(parsed.namespace), pattern: parsed.pattern, priority: parsed.priority,
                  name: parsed.name, line: parsed.line ?? 0, compiled: CompiledPattern(object: parsed.compiled))
        line = parsed.line
    }
}

extension RouteTable.Namespace {
    /// The reader's namespace; its host is normalized already.
    init(_ parsed: ParsedRouteTable.Namespace) {
        switch parsed {
        case .global: self = .global
        case .scheme(let scheme): self = .scheme(scheme)
        case .host(let host): self = .host(host)
        }
    }
}
