import URLRoutes

/// A route table file, parsed: the routes it declares and the routing options it sets.
///
/// The file format is documented in `Examples/README.md` and in `urlroutes --help`.
struct RouteTableFile: Sendable {
    /// The keyword that stands for the global namespace (`Routes.globalRoutes()`) in the
    /// scheme column. No URL scheme can be spelled `*`, so it never collides with a real one.
    static let globalKeyword = "*"

    /// The path as the user wrote it, used as the file name in every message.
    var path: String
    var entries: [Entry] = []
    /// Schemes named by `@fallback`, in the order they were first named.
    var fallbackSchemes: [String] = []
    /// Where each `@fallback` name was first written, for lint.
    var fallbackSources: [String: Source] = [:]
    var options = Options()
    /// Where `@option host-as-path-component on` was written, for lint.
    var hostAsPathComponentSource: Source?

    /// A place in the file: a line, the column of a token in it, and the line's text.
    struct Source: Sendable {
        var line: Int
        var column: Int
        var text: String
    }

    /// One route line.
    struct Entry: Sendable {
        /// The scheme column as written (`*` for the global namespace); for a host namespace,
        /// `//` and the host pattern, normalized as the library names it (`//shop.example.com`).
        var scheme: String
        var pattern: String
        var priority: Int
        var name: String?
        var line: Int
        /// The 1-based column where the pattern starts, to place pattern errors.
        var patternColumn: Int
        /// The line as written, to quote it under an error.
        var text: String

        var isGlobal: Bool { scheme == RouteTableFile.globalKeyword }

        var isHost: Bool { scheme.hasPrefix(RouteTableParser.hostPrefix) }

        /// The namespace this route is registered in.
        var namespace: String { isGlobal ? Routes.globalScheme : scheme }

        /// `name` when the route has one, else its pattern: how messages refer to the route.
        var label: String { name ?? pattern }

        var linterEntry: RouteLinter.Entry {
            // Registering a table gives handlers to named routes only (RouteTable.register(handlers:)).
            RouteLinter.Entry(scheme: scheme, pattern: pattern, priority: priority, name: name, line: line,
                              hasHandler: name != nil)
        }
    }

    /// The process-wide routing switches a table may set with `@option`.
    struct Options: Sendable {
        var decodePlusSymbols: Bool?
        var hostAsPathComponent: Bool?
    }

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
