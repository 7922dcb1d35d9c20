import Foundation
import URLRoutes

/// A table the server cannot start with, told as `urlroutes lint` tells it: every problem of
/// the file at its `FILE:LINE:COLUMN`, with the line quoted and a caret under the column.
enum TableDiagnostics {
    /// The message for `error`, thrown while loading the table at `path`: every problem the
    /// file's text holds when it is a table error, else what `TableStore` logs for it.
    static func startMessage(for error: any Error, path: String) -> String {
        guard error is RouteTableError, let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8) else {
            return TableStore.message(for: error, path: path)
        }
        var problems = RouteTable.problems(parsing: text, file: path)
        if problems.isEmpty, let error = error as? RouteTableError { problems = [error] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        var message = problems.map { render($0, lines: lines) }
        let count = problems.count == 1 ? "1 error" : "\(problems.count) errors"
        message.append("\(path): \(count); fix the table (`urlroutes lint \(path)` checks it)")
        return message.joined(separator: "\n")
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`, then the line and a caret under the column.
    static func render(_ problem: RouteTableError, lines: [String]) -> String {
        var result = problem.description
        guard let line = problem.line, line >= 1, line <= lines.count else { return result }
        let quoted = escaped(lines[line - 1])
        result += "\n    " + quoted
        if let column = problem.column, column >= 1 {
            // Tabs stay tabs, so the caret lines up under a tab-separated field.
            let before = lines[line - 1].prefix(column - 1).map { $0 == "\t" ? "\t" : String(repeating: " ", count: escaped(String($0)).count) }
            result += "\n    " + before.joined() + "^"
        }
        return result
    }

    /// Control characters shown escaped, so a table cannot drive the terminal.
    private static func escaped(_ text: String) -> String {
        text.unicodeScalars.map { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F ? $0.escaped(asASCII: true) : String($0) }.joined()
    }
}
