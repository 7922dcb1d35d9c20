/// A failure that ends the command with a message and an exit status.
struct ToolFailure: Error, Sendable {
    var message: String
    var status: ExitStatus
    /// The file problems behind the failure (each malformed table line), printed before
    /// the message, or listed in the JSON error object.
    var diagnostics: [FileDiagnostic] = []
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
