/// How a failure that ends the command is reported: always as text on standard error, and
/// with `--json` also as a JSON object on standard output, so a script that parses stdout
/// gets an answer whether or not the command got as far as routing.
enum ErrorOutput {
    struct Failure: Encodable {
        var status = "error"
        var exitCode: Int32
        var error: String
        /// Each problem in a file, with where it is.
        var diagnostics: [Diagnostic]?

        struct Diagnostic: Encodable {
            var file: String
            var line: Int
            var column: Int
            var message: String
        }
    }

    /// `text` goes to standard error as it is; `message`, the same without usage hints or an
    /// `error:` prefix, is what the JSON object carries.
    static func report(_ text: String, message: String, status: ExitStatus, diagnostics: [FileDiagnostic] = [],
                       arguments: [String]) {
        for diagnostic in diagnostics { Console.error(diagnostic.description) }
        Console.error(text)
        guard wantsJSON(arguments) else { return }
        JSONOutput.print(Failure(
            exitCode: status.rawValue, error: message,
            diagnostics: diagnostics.isEmpty ? nil : diagnostics.map {
                .init(file: $0.file, line: $0.line, column: $0.column, message: $0.reason)
            }))
    }

    /// Whether JSON was asked for: `--json`, or `--format json` (lint's other spelling of it).
    /// Read from the raw arguments because a failure may come before (or instead of) a parsed
    /// command; a `--json` after `--` is a value, not a flag.
    static func wantsJSON(_ arguments: [String]) -> Bool {
        let options = Array(arguments.prefix { $0 != "--" })
        return options.indices.contains { index in
            options[index] == "--json" || options[index] == "--format=json"
                || (options[index] == "--format" && index + 1 < options.count && options[index + 1] == "json")
        }
    }
}
