import URLRoutes

/// A route table registered in the process-wide `Routes` registry (by the library's
/// `RouteTable.register`), remembering which table line every registered definition came from.
struct LoadedRouteTable: Sendable {
    var table: RouteTableFile
    /// The definitions each entry expanded to, parallel to `table.entries`.
    var definitions: [[RouteDefinition]]
    private var owners: [Key: Int] = [:]

    private struct Key: Hashable, Sendable {
        var namespace: String
        var pattern: String
        var priority: Int
    }

    /// Empties the registry, then registers the table's valid routes. Handlers are nil: the
    /// tool only asks which route would win, never runs one.
    static func register(_ table: RouteTableFile) throws(RouteTableError) -> LoadedRouteTable {
        Routes.unregisterAllRouteSchemes()
        Routes.globalRoutes().removeAllRoutes()
        let definitions = try table.table.registerReturningDefinitions()
        var loaded = LoadedRouteTable(table: table, definitions: definitions)
        for (index, entry) in table.entries.enumerated() {
            for definition in definitions[index] {
                // Equal keys route in registration order, so the first owner is the one that wins.
                let key = Key(namespace: entry.namespace, pattern: definition.pattern, priority: definition.priority)
                if loaded.owners[key] == nil { loaded.owners[key] = index }
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

    /// The table entry that registered the definition routing reports as `pattern` with
    /// `priority` in `namespace`.
    func entry(namespace: String, pattern: String, priority: Int) -> RouteTableFile.Entry? {
        owners[Key(namespace: namespace, pattern: pattern, priority: priority)].map { table.entries[$0] }
    }

    /// How the explanation renderer names `candidate`: its table name, line and pattern.
    func label(for candidate: RouteExplanation.Candidate) -> ExplanationRenderer.RouteLabel? {
        entry(namespace: candidate.namespace, pattern: candidate.pattern, priority: candidate.priority).map {
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
