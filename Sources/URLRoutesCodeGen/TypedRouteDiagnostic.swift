/// A problem of a table as the generator reports it, at the table's line, in the form Xcode
/// and `swift build` place in the editor: `FILE:LINE:COLUMN: error: MESSAGE`.
public struct TypedRouteDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// An error fails generation; a warning (a route without a name) does not.
    public enum Severity: String, Sendable {
        case error, warning
    }

    /// The table's file, as the generator was given it.
    public var file: String
    /// The 1-based line; nil for a problem of the whole table.
    public var line: Int?
    /// The 1-based column in the line.
    public var column: Int?
    public var severity: Severity
    public var message: String

    package init(file: String, line: Int?, column: Int?, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `routes.table:3:14: error: ...`; without a line, `routes.table: error: ...`.
    public var description: String {
        var place = file
        if let line {
            place += ":\(line)"
            if let column { place += ":\(column)" }
        }
        return "\(place): \(severity.rawValue): \(message)"
    }
}
