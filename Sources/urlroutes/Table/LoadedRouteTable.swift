import URLRoutes

/// A route table registered in the process-wide `Routes` registry, one namespace per scheme,
/// remembering which table line every registered definition came from.
struct LoadedRouteTable: Sendable {
    var table: RouteTableFile
    /// The definitions each entry expanded to, parallel to `table.entries`; empty for an entry
    /// whose pattern the library rejected.
    var definitions: [[RouteDefinition]]
    private var owners: [Key: Int] = [:]

    private struct Key: Hashable, Sendable {
        var namespace: String
        var pattern: String
        var priority: Int
    }

    /// Registers every entry with the throwing `addRoute(validating:)`, so a malformed pattern
    /// comes back as an error at its line and column instead of being skipped silently.
    /// Handlers are nil: the tool only asks which route would win, never runs one.
    static func register(_ table: RouteTableFile) -> (loaded: LoadedRouteTable, errors: [RouteTableError]) {
        Routes.unregisterAllRouteSchemes()
        Routes.globalRoutes().removeAllRoutes()
        if let decode = table.options.decodePlusSymbols { Routes.shouldDecodePlusSymbols = decode }
        if let hostAsPath = table.options.hostAsPathComponent { Routes.alwaysTreatsHostAsPathComponent = hostAsPath }

        var loaded = LoadedRouteTable(table: table, definitions: [])
        var errors: [RouteTableError] = []
        for (index, entry) in table.entries.enumerated() {
            let routes = namespace(for: entry.scheme)
            do throws(RoutePatternError) {
                let definitions = if let name = entry.name {
                    try routes.addRoute(validating: entry.pattern, name: name, priority: entry.priority, handler: nil)
                } else {
                    try routes.addRoute(validating: entry.pattern, priority: entry.priority, handler: nil)
                }
                loaded.definitions.append(definitions)
                for definition in definitions {
                    // Equal keys route in registration order, so the first owner is the one that wins.
                    let key = Key(namespace: entry.namespace, pattern: definition.pattern, priority: definition.priority)
                    if loaded.owners[key] == nil { loaded.owners[key] = index }
                }
            } catch {
                loaded.definitions.append([])
                errors.append(patternError(error, in: entry, file: table.path))
            }
        }
        for scheme in table.fallbackSchemes {
            namespace(for: scheme).shouldFallbackToGlobalRoutes = true
        }
        return (loaded, errors)
    }

    /// The namespace for a scheme column: `*` the global one, `//host` a host namespace.
    static func namespace(for scheme: String) -> Routes {
        if scheme == RouteTableFile.globalKeyword { return Routes.globalRoutes() }
        if scheme.hasPrefix(RouteTableParser.hostPrefix) {
            return Routes(forHost: String(scheme.dropFirst(RouteTableParser.hostPrefix.count)))
        }
        return Routes(forScheme: scheme)
    }

    /// Places a library pattern error at its character in the table line.
    static func patternError(_ error: RoutePatternError, in entry: RouteTableFile.Entry, file: String) -> RouteTableError {
        let offset = min(max(0, error.offset), entry.pattern.count)
        return RouteTableError(
            file: file, line: entry.line, column: entry.patternColumn + offset,
            reason: "invalid pattern: \(error.message)", text: entry.text)
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
