import URLRoutes

/// A route table file compiled on its own (`RouteResolver`), outside the process-wide registry:
/// for `diff`, which holds two tables at once, and `check`.
struct ResolvedTableFile: Sendable {
    /// The path as the user wrote it.
    var path: String
    var resolver: RouteResolver

    var table: RouteTable { resolver.table }

    /// Reads, parses and compiles the table at `path`; `role` names it in messages ("old
    /// table"). A malformed line ends the command with status 2, as for every command.
    static func load(_ path: String, role: String = "table") throws(ToolFailure) -> ResolvedTableFile {
        let file = try RouteTableFile.read(path, role: role)
        do {
            return ResolvedTableFile(path: path, resolver: try RouteResolver(file.table))
        } catch {
            throw ToolFailure(message: "\(error)", status: .usageOrTable)
        }
    }
}
