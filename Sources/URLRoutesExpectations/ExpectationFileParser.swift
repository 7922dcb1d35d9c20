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
            // A raw control character (a bare CR an editor left, a NUL) is no value anyone meant
            // to write: the file is wrong there, rather than the case failing. A value that must
            // hold one says it percent-encoded (%0D).
            for token in tokens.dropFirst() {
                guard let (offset, scalar) = Self.firstControlCharacter(token.text) else { continue }
                let hex = String(scalar.value, radix: 16, uppercase: true)
                let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                let encoded = String(scalar).utf8.map { "%" + String($0, radix: 16, uppercase: true).leftPadded(to: 2) }.joined()
                fail(token.column + offset,
                     "a control character (\(code)) is not allowed in an expectations file; a value that holds one writes it percent-encoded (\(encoded))")
            }
            guard lineErrors.isEmpty else {
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

    /// The first C0 or C1 control character or DEL in `text`, with its offset in characters.
    static func firstControlCharacter(_ text: String) -> (offset: Int, scalar: Unicode.Scalar)? {
        var bytes = text
        guard bytes.withUTF8({ $0.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 } }) else { return nil }
        for (offset, character) in text.enumerated() {
            if let scalar = character.unicodeScalars.first(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
                return (offset, scalar)
            }
        }
        return nil
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
