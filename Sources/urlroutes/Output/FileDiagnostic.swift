import URLRoutes

/// A problem with one line of a file the tool reads (a route table, an expectations file):
/// what is wrong and exactly where, with the line quoted under it.
///
/// Printed the way compilers print diagnostics, so editors can jump to it:
///
///     Examples/routes.table:12:23: error: invalid pattern: '(' is never closed
///         myapp  /user(/:id  10  user.show
///                          ^
struct FileDiagnostic: Error, Sendable, CustomStringConvertible {
    var file: String
    var line: Int
    /// 1-based, counted in characters.
    var column: Int
    var reason: String
    /// The offending line as written, quoted under the message when present.
    var text: String?

    /// A library table error, with its line's text from `lines` (the file's lines).
    init(_ error: RouteTableError, file: String, lines: [String]) {
        self.file = file
        self.line = error.line ?? 0
        self.column = error.column ?? 0
        self.reason = error.message
        self.text = error.line.flatMap { $0 >= 1 && $0 <= lines.count ? lines[$0 - 1] : nil }
    }

    init(file: String, line: Int, column: Int, reason: String, text: String?) {
        self.file = file
        self.line = line
        self.column = column
        self.reason = reason
        self.text = text
    }

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
