import URLRoutes

/// A route table registered in the process-wide `Routes` registry (by the library's
/// `RouteTable.register`), remembering which table line every registered definition came from.
struct LoadedRouteTable: Sendable {
    var table: RouteTableFile
    /// The definitions each entry expanded to, parallel to `table.entries`.
    var definitions: [[RouteDefinition]]
    /// The entry behind each registered definition. Routes of equal namespace, pattern and
    /// priority (two names for one link) are told apart by the definition itself; `definitions`
    /// keeps them alive, so no other object takes an identifier meanwhile.
    private var owners: [ObjectIdentifier: Int] = [:]

    /// Empties the registry, then registers the table's valid routes. Handlers are nil: the
    /// tool only asks which route would win, never runs one.
    static func register(_ table: RouteTableFile) throws(RouteTableError) -> LoadedRouteTable {
        Routes.unregisterAllRouteSchemes()
        Routes.globalRoutes().removeAllRoutes()
        let definitions = try table.table.registerReturningDefinitions()
        var loaded = LoadedRouteTable(table: table, definitions: definitions)
        for index in table.entries.indices {
            for definition in definitions[index] {
                loaded.owners[ObjectIdentifier(definition)] = index
            }
        }
        return loaded
    }

    /// The namespace for a scheme column: `*` the global one, `//host` a host namespace.
    static func namespace(for scheme: String) -> Routes {
        if scheme == RouteTableFile.globalKeyword { return Routes.globalRoutes() }
        if scheme.hasPrefix(RouteTableSyntax.hostPrefix) {
            return Routes(forHost: String(scheme.dropFirst(RouteTableSyntax.hostPrefix.count)))
        }
        return Routes(forScheme: scheme)
    }

    /// The table entry that registered `definition`; nil for one the table did not register.
    func entry(for definition: RouteDefinition) -> RouteTableFile.Entry? {
        owners[ObjectIdentifier(definition)].map { table.entries[$0] }
    }

    /// How the explanation renderer names `candidate`: its table name, line and pattern.
    func label(for candidate: RouteExplanation.Candidate) -> ExplanationRenderer.RouteLabel? {
        entry(for: candidate.definition).map {
            ExplanationRenderer.RouteLabel(name: $0.name, line: $0.line, file: table.path, declaredPattern: $0.pattern)
        }
    }

    /// Entries in the order routing tries them within each namespace: higher priority first,
    /// equal priorities in table order.
    func entriesInMatchingOrder(scheme: String) -> [(entry: RouteTableFile.Entry, definitions: [RouteDefinition])] {
        let indices = table.entries.indices.filter { table.entries[$0].scheme == scheme }
        let ordered = indices.enumerated().sorted { lhs, rhs in
            let left = table.entries[lhs.element].priority, right = table.entries[rhs.element].priority
            return left != right ? left > right : lhs.offset < rhs.offset
        }
        return ordered.map { (table.entries[$0.element], definitions[$0.element]) }
    }
}
