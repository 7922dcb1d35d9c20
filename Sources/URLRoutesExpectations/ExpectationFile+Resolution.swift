import URLRoutes

extension ExpectationFile {
    /// An error at EXPECTED for each case that names no route of `index`, or a pattern several
    /// routes share: a misspelt name is a broken test, not a failing one, and a shared pattern
    /// would let the case pass whichever of the routes took the URL.
    package func resolutionErrors(in index: RouteIndex) -> [RouteTableError] {
        cases.compactMap { expectation in
            guard case .route(let written) = expectation.expected,
                  case .failure(let problem) = index.resolve(written) else { return nil }
            return RouteTableError(file: file, line: expectation.line, column: expectation.expectedColumn, message: problem.message)
        }
    }
}
