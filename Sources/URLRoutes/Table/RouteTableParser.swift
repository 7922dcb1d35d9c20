/// Reads the text of a route table into a `RouteTable` with every pattern compiled: the table
/// syntax's reader (`RouteTableReader`, which collects every problem so that `urlroutes lint`
/// shows everything to fix in one run), with PCRE2 checking each constraint as
/// `Routes.addRoute(validating:)` would, so a table that parses registers. `RouteTable(parsing:)`
/// throws the first problem.
package struct RouteTableParser {
    /// A place in the text: a line and the column of a field in it.
    package typealias Source = RouteTableReader.Source

    /// One route line, valid or not, with where its pattern starts.
    package struct RouteLine: Sendable {
        package var route: RouteTable.Route
        /// The 1-based column where the pattern starts, to place pattern errors.
        package var patternColumn: Int
        /// Whether the line has no problem (it is then in `table`).
        package var isValid: Bool
    }

    /// Everything read from the text.
    package struct Result: Sendable {
        /// The valid lines' routes, the fallbacks and options.
        package var table: RouteTable
        /// Every route line in text order, valid or not (when the parser `collectsRouteLines`).
        package var routeLines: [RouteLine]
        /// Where each `@fallback` namespace was first written.
        package var fallbackSources: [RouteTable.Namespace: Source]
        /// The rest of what the reader found: errors, places, the text; its table's routes
        /// are in `table`.
        private var read: RouteTableReader.Result

        /// A result of nothing read yet, holding `table`.
        package init(table: RouteTable) {
            self.table = table
            routeLines = []
            fallbackSources = [:]
            read = RouteTableReader.Result(table: ParsedRouteTable())
        }

        init(_ read: RouteTableReader.Result) {
            var read = read
            table = RouteTable(read.table)
            routeLines = read.routeLines.map {
                RouteLine(route: RouteTable.Route($0.route), patternColumn: $0.patternColumn, isValid: $0.isValid)
            }
            fallbackSources = Dictionary(read.fallbackSources.map { (RouteTable.Namespace($0.key), $0.value) },
                                         uniquingKeysWith: { first, _ in first })
            read.table.routes = []
            read.routeLines = []
            self.read = read
        }

        /// Problems of form: fields, names, directives. Sorted by place.
        package var syntaxErrors: [RouteTableError] {
            get { read.syntaxErrors }
            set { read.syntaxErrors = newValue }
        }
        /// Patterns the library refuses, at their character. Sorted by place.
        package var patternErrors: [RouteTableError] {
            get { read.patternErrors }
            set { read.patternErrors = newValue }
        }
        /// Where `@option host-as-path-component on` was written (the last time it was set).
        package var hostAsPathComponentSource: Source? {
            get { read.hostAsPathComponentSource }
            set { read.hostAsPathComponentSource = newValue }
        }
        /// The text's lines as read (without line endings), to quote under an error.
        package var lines: [String] { read.lines }
        /// Every error, in order of place.
        package var errors: [RouteTableError] { read.errors }
    }

    private var reader: RouteTableReader

    package var file: String? {
        get { reader.file }
        set { reader.file = newValue }
    }
    /// Whether `parse` lists every route line in `Result.routeLines`, as `urlroutes` needs to
    /// place its reports; a table read to be registered needs only its routes.
    package var collectsRouteLines: Bool {
        get { reader.collectsRouteLines }
        set { reader.collectsRouteLines = newValue }
    }

    package init(file: String?) {
        reader = RouteTableReader(file: file)
        reader.readPattern = Self.compilingPatternCheck
    }

    /// The reader's pattern check that compiles each pattern as routing does (PCRE2 checks
    /// every constraint) and keeps the compiled pattern for the table.
    package static let compilingPatternCheck: RouteTableReader.PatternCheck = { pattern throws(RoutePatternError) in
        let compiled = try RouteTable.Route.CompiledPattern.compiling(pattern)
        return (compiled.count, compiled.object)
    }

    package func parse(_ text: String) -> Result {
        Result(reader.parse(text))
    }

    /// A library pattern error placed at its character in the line.
    package static func patternError(_ error: RoutePatternError, file: String?, line: Int?, patternColumn: Int?) -> RouteTableError {
        RouteTableReader.patternError(error, file: file, line: line, patternColumn: patternColumn)
    }
}

extension PatternParser {
    /// Parses `pattern` with each constraint checked by PCRE2 (`ConstraintValidator`), as
    /// routing compiles it.
    static func parse(_ pattern: String) throws(RoutePatternError) -> PatternSyntax {
        try parse(pattern, checkingConstraints: ConstraintValidator.validate)
    }
}
