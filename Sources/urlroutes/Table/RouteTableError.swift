/// A problem with one line of a route table: what is wrong and exactly where.
///
/// Printed the way compilers print diagnostics, so editors can jump to it:
///
///     Examples/routes.table:12:23: error: unclosed '(' in pattern
///         myapp  /user(/:id  10  user.show
///                          ^
struct RouteTableError: Error, Sendable, CustomStringConvertible {
    var file: String
    var line: Int
    /// 1-based, counted in characters.
    var column: Int
    var reason: String
    /// The offending line as written, quoted under the message when present.
    var text: String?

    var location: String { "\(file):\(line):\(column)" }

    /// Control characters in the reason and the line are shown escaped (`TerminalText`), and
    /// a long line is cut to the part around the column.
    var description: String {
        var result = "\(location): error: \(TerminalText.escaped(reason))"
        if let text {
            result += "\n" + TerminalText.quote(text, column: column)
        }
        return result
    }
}

/// A failure that ends the command with a message and an exit status.
struct ToolFailure: Error, Sendable {
    var message: String
    var status: ExitStatus
    /// The file problems behind the failure (each malformed table line), printed before
    /// the message, or listed in the JSON error object.
    var diagnostics: [RouteTableError] = []
}

/// The exit statuses `urlroutes` documents in `--help`.
enum ExitStatus: Int32, Sendable {
    /// Every URL routed; the table has no errors.
    case success = 0
    /// A URL matched no route, or `lint` found errors.
    case noRoute = 1
    /// Bad usage, an unreadable file, or a table with errors.
    case usageOrTable = 2
    /// A URL is not one the router can route (the message says why).
    case invalidURL = 3
}
