import URLRoutes

/// A route table file as the tool reads it: the library's `RouteTable` of its valid lines, and
/// for every route line the place and text that messages quote and lint points at.
///
/// The format is documented in `Examples/README.md` and in `urlroutes --help`.
struct RouteTableFile: Sendable {
    /// The keyword that stands for the global namespace (`Routes.globalRoutes()`) in the
    /// scheme column.
    static let globalKeyword = RouteTableSyntax.globalKeyword

    /// The path as the user wrote it, used as the file name in every message.
    var path: String
    /// The valid lines' routes, fallbacks and options: what is registered.
    var table: RouteTable
    /// The valid route lines, parallel to `table.routes`.
    var entries: [Entry] = []
    /// Route lines kept out of the table for a problem, so lint can still check them.
    var rejectedEntries: [Entry] = []
    /// Where each `@fallback` name was first written, for lint.
    var fallbackSources: [String: Source] = [:]
    /// Where `@option host-as-path-component on` was written, for lint.
    var hostAsPathComponentSource: Source?
    /// Every problem of form (fields, names, directives), with its line quoted.
    var syntaxErrors: [FileDiagnostic] = []
    /// Every pattern the library refuses, at its character.
    var patternErrors: [FileDiagnostic] = []

    /// A place in the file: a line, the column of a token in it, and the line's text.
    struct Source: Sendable {
        var line: Int
        var column: Int
        var text: String
    }

    /// One route line.
    struct Entry: Sendable {
        var route: RouteTable.Route
        /// The 1-based column where the pattern starts, to place pattern errors.
        var patternColumn: Int
        /// The line as written, to quote it under an error.
        var text: String

        /// The scheme column as the library names the namespace: `*`, `acme`, `//shop.example.com`.
        var scheme: String { route.namespace.description }
        var pattern: String { route.pattern }
        var priority: Int { route.priority }
        var name: String? { route.name }
        var line: Int { route.line ?? 0 }

        var isGlobal: Bool { route.namespace == .global }

        var isHost: Bool {
            if case .host = route.namespace { return true }
            return false
        }

        /// The namespace this route is registered in, as the registry names it.
        var namespace: String { isGlobal ? Routes.globalScheme : scheme }

        /// `name` when the route has one, else its pattern: how messages refer to the route.
        var label: String { name ?? pattern }

        var linterEntry: RouteLinter.Entry {
            // Registering a table gives handlers to named routes only (RouteTable.register(handlers:)).
            RouteLinter.Entry(scheme: scheme, pattern: pattern, priority: priority, name: name, line: line,
                              hasHandler: name != nil)
        }
    }

    /// Reads `text` with the library's parser, keeping every problem.
    init(path: String, text: String) {
        self.path = path
        let parsed = RouteTableParser(file: path).parse(text)
        let lines = parsed.lines
        func source(_ place: RouteTableParser.Source) -> Source {
            Source(line: place.line, column: place.column, text: lines[place.line - 1])
        }
        table = parsed.table
        for line in parsed.routeLines {
            let entry = Entry(route: line.route, patternColumn: line.patternColumn, text: lines[(line.route.line ?? 1) - 1])
            if line.isValid { entries.append(entry) } else { rejectedEntries.append(entry) }
        }
        for (namespace, place) in parsed.fallbackSources {
            fallbackSources[namespace.description] = source(place)
        }
        hostAsPathComponentSource = parsed.hostAsPathComponentSource.map(source)
        syntaxErrors = parsed.syntaxErrors.map { FileDiagnostic($0, file: path, lines: lines) }
        patternErrors = parsed.patternErrors.map { FileDiagnostic($0, file: path, lines: lines) }
    }

    /// The errors a command stops for, in order of place: the syntax errors, and the pattern
    /// errors of lines without one (lint lists those too, with `patternErrors`), so that a
    /// broken line is reported once.
    var errors: [FileDiagnostic] {
        let brokenLines = Set(syntaxErrors.map(\.line))
        return (syntaxErrors + patternErrors.filter { !brokenLines.contains($0.line) })
            .sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// The route lines without a syntax error (a pattern error or none), as lint counts routes.
    var wellFormedRouteCount: Int {
        let brokenLines = Set(syntaxErrors.map(\.line))
        return (entries + rejectedEntries).count { !brokenLines.contains($0.line) }
    }

    /// Schemes named by `@fallback`, in the order they were first named, as the scheme column
    /// writes them.
    var fallbackSchemes: [String] { table.fallbacks.map(\.description) }

    /// The table's namespaces in the order they first appear.
    var schemes: [String] {
        var seen = Set<String>()
        return entries.map(\.scheme).filter { seen.insert($0).inserted }
    }

    /// The scheme column spelling for a library namespace name.
    static func displayScheme(forNamespace namespace: String) -> String {
        namespace == Routes.globalScheme ? globalKeyword : namespace
    }
}
