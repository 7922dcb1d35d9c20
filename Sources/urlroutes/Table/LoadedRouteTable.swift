import URLRoutes

/// A route table compiled on its own (`RouteResolver`), outside the process-wide registry, with
/// the table line behind every definition routing can name.
struct LoadedRouteTable: Sendable {
    var table: RouteTableFile
    /// The table compiled: routing, explaining and links, exactly as the table registered would.
    var resolver: RouteResolver
    /// The definitions each entry expanded to, parallel to `table.entries`, in matching order.
    var definitions: [[RouteDefinition]]

    /// Compiles the table's valid routes. Handlers play no part: the tool only asks which route
    /// would win, never runs one.
    static func load(_ table: RouteTableFile) throws -> LoadedRouteTable {
        let resolver = try RouteResolver(table.table)
        var definitions = Array(repeating: [RouteDefinition](), count: table.entries.count)
        for definition in resolver.definitionsInMatchingOrder {
            if let index = resolver.routeIndex(of: definition) { definitions[index].append(definition) }
        }
        return LoadedRouteTable(table: table, resolver: resolver, definitions: definitions)
    }

    /// The table entry behind `definition`; nil for one the table did not make.
    func entry(for definition: RouteDefinition) -> RouteTableFile.Entry? {
        resolver.routeIndex(of: definition).map { table.entries[$0] }
    }

    /// How the explanation renderer names `candidate`: its table name, line and pattern.
    func label(for candidate: RouteExplanation.Candidate) -> ExplanationRenderer.RouteLabel? {
        entry(for: candidate.definition).map {
            ExplanationRenderer.RouteLabel(name: $0.name, line: $0.line, file: table.path, declaredPattern: $0.pattern)
        }
    }

    /// The entries of one namespace column, in the order routing tries them.
    func entriesInMatchingOrder(scheme: String) -> [(entry: RouteTableFile.Entry, definitions: [RouteDefinition])] {
        var seen = Set<Int>()
        var ordered: [(entry: RouteTableFile.Entry, definitions: [RouteDefinition])] = []
        for definition in resolver.definitionsInMatchingOrder {
            guard let index = resolver.routeIndex(of: definition), table.entries[index].scheme == scheme,
                  seen.insert(index).inserted else { continue }
            ordered.append((table.entries[index], definitions[index]))
        }
        return ordered
    }
}
