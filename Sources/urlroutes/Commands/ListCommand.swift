import ArgumentParser
import URLRoutes

/// `urlroutes list TABLE`: every route, the definitions its optional groups expand to, and
/// the regex each definition compiled to.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every route in matching order with its expanded patterns and their regexes.",
        discussion: """
        Namespaces appear in table order; within one, routes appear in the order the router \
        tries them (higher priority first, equal priorities in table order). An optional group \
        such as /settings(/:section) expands to one definition per combination, longest first. \
        A table without routes lists nothing and says so on standard error. --short lists one \
        line per route, without the expansions and their regexes.

        Exit status: 0 listed; 2 bad usage, unreadable file or table errors.
        """)

    @OptionGroup var table: TableArgument

    @Option(help: ArgumentHelp("List only this scheme ('*' for the global namespace, //HOST for a host namespace); repeatable.", valueName: "scheme"))
    var scheme: [String] = []

    @Flag(help: "One line per route (priority, pattern, name, line), without its expansions and their regexes.")
    var short = false

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() throws {
        let loaded = try table.load()
        let unknown = scheme.filter { !loaded.table.schemes.contains($0) }
        guard unknown.isEmpty else {
            throw ToolFailure(
                message: "the table has no routes for \(unknown.map { "'\($0)'" }.joined(separator: ", ")); "
                    + (loaded.table.schemes.isEmpty ? "it declares no routes" : "its schemes are \(loaded.table.schemes.joined(separator: ", "))"),
                status: .usageOrTable)
        }
        let schemes = loaded.table.schemes.filter { scheme.isEmpty || scheme.contains($0) }
        let namespaces = schemes.map { scheme in
            JSONOutput.Listing.Namespace(
                scheme: scheme,
                host: scheme.hasPrefix(RouteTableSyntax.hostPrefix)
                    ? String(scheme.dropFirst(RouteTableSyntax.hostPrefix.count)) : nil,
                fallbackToGlobal: loaded.table.fallbackSchemes.contains(scheme),
                routes: loaded.entriesInMatchingOrder(scheme: scheme).map { entry, definitions in
                    JSONOutput.Listing.ListedRoute(
                        line: entry.line, name: entry.name, pattern: entry.pattern, priority: entry.priority,
                        definitions: definitions.map { .init(pattern: $0.pattern, regex: $0.regex) })
                })
        }
        if json {
            JSONOutput.print(JSONOutput.Listing(table: table.path, namespaces: namespaces))
        } else if namespaces.isEmpty {
            // Nothing to list is said once, on standard error, as lint says it; standard
            // output stays empty rather than holding a blank line.
            Console.error("warning: \(table.path): the table declares no routes, so there is nothing to list")
        } else {
            Console.out(namespaces.map(render).joined(separator: "\n\n"))
        }
    }

    private func render(_ namespace: JSONOutput.Listing.Namespace) -> String {
        let definitionCount = namespace.routes.reduce(0) { $0 + $1.definitions.count }
        let kind = namespace.scheme == RouteTableFile.globalKeyword ? " (global)" : namespace.host != nil ? " (host)" : ""
        var header = "\(namespace.scheme)\(kind): \(plural(namespace.routes.count, "route")), \(plural(definitionCount, "definition"))"
        if namespace.fallbackToGlobal {
            header += namespace.host != nil ? ", falls back to the URL's scheme" : ", falls back to *"
        }
        var lines = [header]
        let priorityWidth = namespace.routes.map { "\($0.priority)".count }.max() ?? 1
        let patternWidth = namespace.routes.map(\.pattern.count).max() ?? 0
        for route in namespace.routes {
            let priority = "p\(route.priority)".padded(to: priorityWidth + 1)
            let label = (route.name.map { "\($0)  " } ?? "") + "line \(route.line)"
            lines.append("  \(priority)  \(route.pattern.padded(to: patternWidth))  \(label)")
            if short { continue }
            let definitionWidth = route.definitions.map(\.pattern.count).max() ?? 0
            for definition in route.definitions {
                lines.append("  \(String(repeating: " ", count: priorityWidth + 1))    \(definition.pattern.padded(to: definitionWidth))  \(definition.regex)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
