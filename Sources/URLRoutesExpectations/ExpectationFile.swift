/// An expectations file, parsed: golden routing cases for a route table, the way Rails'
/// `assert_routing` and Django's `resolve()` tables pin URLs to the views they must reach.
///
/// Grammar, one case per line (fields separated by spaces or tabs):
///
///     URL  EXPECTED  [name=value ...]   [# comment]
///
/// EXPECTED is a route name, a pattern as the table writes it (with or without its leading
/// `/`, or one expansion of its optional groups), or `-` for "must not route". Which routes a
/// name or pattern stands for depends on the table, so the parser keeps it as written and
/// `RouteIndex.resolve` reads it. Values are percent-decoded before comparing (`q=a%20b` is
/// "a b"); `+` stays a plus sign, so a value that must contain a space says `%20`.
package struct ExpectationFile: Sendable {
    /// The file's name in messages, when it has one.
    package var file: String?
    package var cases: [Case] = []

    package init(file: String?, cases: [Case] = []) {
        self.file = file
        self.cases = cases
    }

    /// One line: a URL and where it must go.
    package struct Case: Sendable {
        package var url: String
        package var expected: Expected
        package var parameters: [ExpectedParameter]
        /// 1-based; nil for a case made in code (`expectRoute`).
        package var line: Int?
        /// The 1-based column of EXPECTED, to place an unknown route name.
        package var expectedColumn: Int
        /// The line as written, to quote it under an error.
        package var text: String

        package init(url: String, expected: Expected, parameters: [ExpectedParameter] = [], line: Int? = nil,
                     expectedColumn: Int = 1, text: String = "") {
            self.url = url
            self.expected = expected
            self.parameters = parameters
            self.line = line
            self.expectedColumn = expectedColumn
            self.text = text
        }
    }

    /// What a case expects.
    package enum Expected: Sendable, Equatable, CustomStringConvertible {
        /// A route, by name or by pattern, as written: `product.show`, `/product/:id`, `cart`.
        case route(String)
        /// The URL must not route at all.
        case noRoute

        package var description: String {
            switch self {
            case .route(let route): route
            case .noRoute: "no route"
            }
        }
    }

    /// `name=value`: a parameter the handler must receive.
    package struct ExpectedParameter: Sendable {
        package var name: String
        /// Decoded: what the handler must receive.
        package var value: String
        package var column: Int

        package init(name: String, value: String, column: Int = 1) {
            self.name = name
            self.value = value
            self.column = column
        }
    }
}
