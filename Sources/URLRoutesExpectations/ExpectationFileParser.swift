import URLRoutes

/// Turns the text of an expectations file into cases, collecting every malformed line, each
/// as a `RouteTableError` with its line and column (the shape every file error of the package
/// has: `FILE:LINE:COLUMN: error: MESSAGE`).
package struct ExpectationFileParser {
    package var file: String?

    package init(file: String?) {
        self.file = file
    }

    /// The cases of the well-formed lines and the errors of the others, in line order.
    package func parse(_ text: String) -> (file: ExpectationFile, errors: [RouteTableError]) {
        var parsed = ExpectationFile(file: file)
        var errors: [RouteTableError] = []
        if text.utf8.count > TextFileLimits.sizeLimit {
            errors.append(RouteTableError(file: file, message: "the expectations are \(text.utf8.count) bytes, more than the limit of 64 MiB"))
            return (parsed, errors)
        }

        for (index, lineText) in TextLines.split(text).enumerated() {
            let lineNumber = index + 1
            var lineErrors: [RouteTableError] = []
            func fail(_ column: Int, _ message: String) {
                lineErrors.append(RouteTableError(file: file, line: lineNumber, column: column, message: message))
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
            let expected: ExpectationFile.Expected = expectedToken.text == "-" ? .noRoute : .route(expectedToken.text)
            var parameters: [ExpectationFile.ExpectedParameter] = []
            for token in tokens.dropFirst(2) {
                guard let equals = token.text.firstIndex(of: "="), equals != token.text.startIndex else {
                    fail(token.column, "\(RouteTableSyntax.quoted(token.text)) is not name=value; parameters are written name=value, as in id=42")
                    continue
                }
                if expected == .noRoute {
                    fail(token.column, "a URL that must not route has no parameters to check")
                    continue
                }
                let name = String(token.text[..<equals])
                let encoded = token.text[token.text.index(after: equals)...]
                switch PercentEncodedValue.decode(encoded) {
                case .success(let value):
                    parameters.append(.init(name: name, value: value, column: token.column))
                case .failure(let problem):
                    fail(token.column + name.count + 1 + problem.offset, "the value of \(RouteTableSyntax.quoted(name)) \(problem.reason)")
                }
            }
            if lineErrors.isEmpty {
                parsed.cases.append(.init(url: url.text, expected: expected, parameters: parameters, line: lineNumber,
                                          expectedColumn: expectedToken.column, text: lineText))
            }
            errors += lineErrors
        }
        return (parsed, errors)
    }
}
