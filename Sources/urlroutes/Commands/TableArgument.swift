import ArgumentParser

/// The route table argument every subcommand starts with, and how it becomes routes.
struct TableArgument: ParsableArguments {
    @Argument(help: ArgumentHelp(
        "The route table file ('-' reads standard input); `urlroutes --help` describes the format.",
        valueName: "table"))
    var path: String

    /// Reads, parses and registers the table. Any malformed line or pattern is reported as
    /// file:line:column: error: reason, and the command ends with status 2: routing with half
    /// a table would give answers that look right and are not.
    func load() throws(ToolFailure) -> LoadedRouteTable {
        let text = try InputFile.contents(of: path, role: "table")
        let parsed = RouteTableParser(path: path).parse(text)
        let (loaded, patternErrors) = LoadedRouteTable.register(parsed.table)
        let errors = (parsed.errors + patternErrors).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        guard errors.isEmpty else {
            throw ToolFailure(
                message: "\(path): \(plural(errors.count, "error")); fix the table (`urlroutes lint \(path)` lists every problem)",
                status: .usageOrTable, diagnostics: errors)
        }
        return loaded
    }
}
