import URLRoutes

/// Turns the text of an expectations file into cases, collecting every malformed line.
struct ExpectationFileParser {
    var path: String

    func parse(_ text: String) -> (file: ExpectationFile, errors: [FileDiagnostic]) {
        var file = ExpectationFile(path: path)
        var errors: [FileDiagnostic] = []

        for (index, lineText) in TextLines.split(text).enumerated() {
            let lineNumber = index + 1
            var lineErrors: [FileDiagnostic] = []
            func fail(_ column: Int, _ reason: String) {
                lineErrors.append(FileDiagnostic(file: path, line: lineNumber, column: column, reason: reason, text: lineText))
            }
            var tokens = RouteTableSyntax.tokens(of: lineText)
            // No URL starts with '#', so a leading '#' is a comment; so is any later field
            // that starts with '#' (a URL's own fragment sits inside its field).
            if let comment = tokens.firstIndex(where: { $0.text.hasPrefix("#") }) {
                tokens.removeSubrange(comment...)
            }
            guard let url = tokens.first else { continue }
            guard tokens.count >= 2 else {
                fail(url.column + url.text.count,
                     "expected a route name, a pattern or '-' after the URL (a case is: URL EXPECTED [name=value ...])")
                errors += lineErrors
                continue
            }
            let expectedToken = tokens[1]
            let expected: ExpectationFile.Expected
            if expectedToken.text == "-" {
                expected = .noRoute
            } else if expectedToken.text.hasPrefix("/") {
                expected = .pattern(expectedToken.text)
            } else if let offset = RouteTableSyntax.nameProblemOffset(expectedToken.text) {
                fail(expectedToken.column + offset,
                     "\(TerminalText.quoted(expectedToken.text)) is neither a route name, a pattern (starting with '/') nor '-'")
                expected = .noRoute
            } else {
                expected = .name(expectedToken.text)
            }
            var parameters: [ExpectationFile.ExpectedParameter] = []
            for token in tokens.dropFirst(2) {
                guard let equals = token.text.firstIndex(of: "="), equals != token.text.startIndex else {
                    fail(token.column, "\(TerminalText.quoted(token.text)) is not name=value; parameters are written name=value, as in id=42")
                    continue
                }
                if expected == .noRoute, expectedToken.text == "-" {
                    fail(token.column, "a URL that must not route has no parameters to check")
                    continue
                }
                let name = String(token.text[..<equals])
                let encoded = token.text[token.text.index(after: equals)...]
                switch PercentEncodedValue.decode(encoded) {
                case .success(let value):
                    parameters.append(.init(name: name, value: value, column: token.column))
                case .failure(let problem):
                    fail(token.column + name.count + 1 + problem.offset, "the value of \(TerminalText.quoted(name)) \(problem.reason)")
                }
            }
            if lineErrors.isEmpty {
                file.cases.append(.init(url: url.text, expected: expected, parameters: parameters, line: lineNumber,
                                        expectedColumn: expectedToken.column, text: lineText))
            }
            errors += lineErrors
        }
        return (file, errors)
    }
}
