import URLRoutes
import URLRoutesExpectations

/// An expectations file as `test` and `report` read it: parsed, and every EXPECTED checked
/// to name a route the table has (and only one, for a pattern): a misspelt name is a broken
/// test, not a failing one.
enum ExpectationsInput {
    static func load(_ path: String, index: RouteIndex) throws(ToolFailure) -> ExpectationFile {
        let text = try InputFile.contents(of: path, role: "expectations")
        let (file, parseErrors) = ExpectationFileParser(file: path).parse(text)
        let lines = TextLines.split(text)
        let errors = (parseErrors + file.resolutionErrors(in: index))
            .map { FileDiagnostic($0, file: path, lines: lines) }
            .sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        guard errors.isEmpty else {
            throw ToolFailure(message: "\(path): \(plural(errors.count, "error")); fix the expectations", status: .usageOrTable, diagnostics: errors)
        }
        guard !file.cases.isEmpty else {
            throw ToolFailure(message: "\(path) holds no cases; a case is URL EXPECTED [name=value ...]", status: .usageOrTable)
        }
        return file
    }
}
