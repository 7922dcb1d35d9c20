/// A problem of a table as the generator reports it, at the table's line, in the form Xcode
/// and `swift build` place in the editor: `FILE:LINE:COLUMN: error: MESSAGE`.
package struct TypedRouteDiagnostic: Sendable, Equatable, CustomStringConvertible {
    package enum Severity: String, Sendable {
        case error, warning
    }

    package var file: String
    package var line: Int?
    package var column: Int?
    package var severity: Severity
    package var message: String

    package init(file: String, line: Int?, column: Int?, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `routes.table:3:14: error: ...`; without a line, `routes.table: error: ...`.
    package var description: String {
        var place = file
        if let line {
            place += ":\(line)"
            if let column { place += ":\(column)" }
        }
        return "\(place): \(severity.rawValue): \(message)"
    }
}
