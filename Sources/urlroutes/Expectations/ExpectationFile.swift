/// An expectations file, parsed: golden routing cases for a route table, the way Rails'
/// `assert_routing` and Django's `resolve()` tables pin URLs to the views they must reach.
///
/// Grammar, one case per line (fields separated by spaces or tabs):
///
///     URL  EXPECTED  [name=value ...]   [# comment]
///
/// EXPECTED is a route name from the table, a pattern (starts with `/`), or `-` for "must not
/// route". Values are percent-decoded before comparing (`q=a%20b` is "a b"); `+` stays a plus
/// sign, so a value that must contain a space says `%20`.
struct ExpectationFile: Sendable {
    var path: String
    var cases: [Expectation] = []

    struct Expectation: Sendable {
        var url: String
        var expected: Expected
        var parameters: [ExpectedParameter]
        var line: Int
        /// The 1-based column of EXPECTED, to place an unknown route name.
        var expectedColumn: Int
        /// The line as written, to quote it under an error.
        var text: String
    }

    enum Expected: Sendable, Equatable, CustomStringConvertible {
        /// The route with this NAME in the table.
        case name(String)
        /// A route with this pattern, as the table writes it or as one expansion of its
        /// optional groups.
        case pattern(String)
        /// The URL must not route at all.
        case noRoute

        var description: String {
            switch self {
            case .name(let name): name
            case .pattern(let pattern): pattern
            case .noRoute: "no route"
            }
        }
    }

    struct ExpectedParameter: Sendable {
        var name: String
        /// Decoded: what the handler must receive.
        var value: String
        var column: Int
    }
}
