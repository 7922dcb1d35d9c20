import ArgumentParser
import URLRoutes

/// The route table argument every subcommand starts with, and how it becomes routes.
struct TableArgument: ParsableArguments {
    @Argument(help: ArgumentHelp(
        "The route table file ('-' reads standard input); `urlroutes --help` describes the format.",
        valueName: "table"))
    var path: String

    /// Reads, parses and compiles the table. Any malformed line or pattern is reported as
    /// file:line:column: error: reason, and the command ends with status 2: routing with half
    /// a table would give answers that look right and are not.
    func load() throws(ToolFailure) -> LoadedRouteTable {
        try LoadedRouteTable.load(path)
    }
}

extension RouteTableFile {
    /// Reads and parses the table at `path`; `role` names it in messages ("old table"). A
    /// malformed line ends the command with status 2, as for every command.
    static func read(_ path: String, role: String = "table") throws(ToolFailure) -> RouteTableFile {
        let file = RouteTableFile(path: path, text: try InputFile.contents(of: path, role: role))
        let errors = file.errors
        guard errors.isEmpty else {
            throw ToolFailure(
                message: "\(path): \(plural(errors.count, "error")); fix the \(role) (`urlroutes lint \(path)` lists every problem)",
                status: .usageOrTable, diagnostics: errors)
        }
        return file
    }
}
