import URLRoutes

/// A route table file read and compiled on its own (`RouteResolver`), outside the process-wide
/// registry, with the table line behind every definition routing can name: how every command
/// loads a table, `diff` two at once.
struct LoadedRouteTable: Sendable {
    var table: RouteTableFile
    /// The table compiled: routing, explaining and links, exactly as the table registered would.
    var resolver: RouteResolver
    /// The definitions each entry expanded to, parallel to `table.entries`, in matching order.
    var definitions: [[RouteDefinition]]

    /// The path as the user wrote it.
    var path: String { table.path }

    /// Reads, parses and compiles the table at `path`; `role` names it in messages ("old
    /// table"). Any malformed line or pattern is reported as file:line:column: error: reason,
    /// and the command ends with status 2: routing with half a table would give answers that
    /// look right and are not.
    static func load(_ path: String, role: String = "table") throws(ToolFailure) -> LoadedRouteTable {
        try load(RouteTableFile.read(path, role: role))
    }

    /// Compiles the table's valid routes; a failure here (which parsing should have caught)
    /// ends the command like a table error. Handlers play no part: the tool only asks which
    /// route would win, never runs one.
    static func load(_ table: RouteTableFile) throws(ToolFailure) -> LoadedRouteTable {
        let resolver: RouteResolver
        do {
            resolver = try RouteResolver(table.table)
        } catch {
            throw ToolFailure(message: "\(error)", status: .usageOrTable)
        }
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
