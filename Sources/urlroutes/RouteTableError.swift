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

    var description: String {
        var result = "\(location): error: \(reason)"
        if let text {
            result += "\n" + Self.quote(text, column: column)
        }
        return result
    }

    /// The line indented by four spaces with a caret under `column`. Tabs stay tabs in the
    /// padding so the caret lines up in a terminal however wide its tab stops are.
    static func quote(_ text: String, column: Int) -> String {
        let padding = text.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
        return "    \(text)\n    \(padding)^"
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
