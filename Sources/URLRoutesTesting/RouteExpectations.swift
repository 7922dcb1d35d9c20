import Foundation
import URLRoutesExpectations

/// Golden routing cases for `swift test`: the expectations format of `urlroutes test`, checked
/// against a route table or against the routes the process registered.
///
/// One case a line: a URL, the route it must reach (a name, or a pattern as the table writes
/// it), and parameters its handler must receive; `-` for a URL that must not route:
///
/// ```text
/// # URL                                EXPECTED         name=value ...
/// acme://product/48213?ref=push        product.show     id=48213 ref=push
/// acme://category/footwear             /category/:category(/:subcategory)   category=footwear
/// https://www.acme.example/p/1/boots   web.product      id=1 slug=boots
/// acme://wishlist/42                   -
/// ```
///
/// ```swift
/// import Testing
/// import URLRoutesTesting
///
/// @Test func everyGoldenLinkReachesItsScreen() throws {
///     let table = try RouteTable(contentsOf: Bundle.module.url(forResource: "routes", withExtension: "table")!)
///     let expectations = try RouteExpectations(
///         contentsOf: Bundle.module.url(forResource: "routes", withExtension: "expectations")!, table: table)
///     for failure in expectations.check() {
///         Issue.record("\(failure)")
///     }
/// }
/// ```
///
/// Routes are judged as `Routes.explain` judges them: handlers are never called. EXPECTED is a
/// route name; or a pattern, with or without its leading `/`, as the table writes it or as
/// one expansion of its optional groups (`/category/:category`); a name wins over a pattern
/// spelt the same, and a field starting with `/` is always a pattern. Values are
/// percent-decoded before they are compared (`q=rain%20jacket`, `q=a%2Fb`); a `+` is a plus
/// sign. A query key the URL repeats must be given every value, in URL order; `*` is the
/// wildcard components joined by `/`, as the handler receives them (not decoded). Blank lines
/// and `#` comments are skipped. The format is the one `urlroutes test` reads.
///
/// XCTest: record each failure of `check()` with `XCTFail`, or use ``XCTAssertRoute(_:to:parameters:file:line:)``
/// and its siblings for single URLs:
///
/// ```swift
/// func testGoldenLinks() throws {
///     let expectations = try RouteExpectations(contentsOf: expectationsURL, table: table)
///     for failure in expectations.check() {
///         XCTFail(failure.description)
///     }
/// }
/// ```
public struct RouteExpectations: Sendable {
    private let expectations: ExpectationFile
    /// Nil: the registry as it is when `check()` runs.
    private let judge: RouteJudge?

    /// Reads expectations from their text. `table` resolves route names and patterns and is
    /// what the cases are checked against, on its own, without the process-wide registry
    /// (so tests that run in parallel do not see each other's routes); without one, the
    /// registry's routes do (`RouteTable.registered()`), and `check()` routes through the
    /// registry. `file` names the text in errors and failures.
    ///
    /// ```swift
    /// let table = try RouteTable(parsing: "acme /product/:id<\\d+> 10 product.show\n")
    /// let expectations = try RouteExpectations(parsing: """
    ///     acme://product/42     product.show   id=42
    ///     acme://product/boots  -
    ///     """, file: "product.expectations", table: table)
    /// expectations.check().isEmpty   // true
    /// ```
    ///
    /// Throws a `RouteTableError` with the file, line and column of the first problem: a line
    /// that is not `URL EXPECTED [name=value ...]`, a broken `%` escape, a name or pattern no
    /// route has (with the closest name as a hint), a pattern several routes share (name the
    /// route instead), text without a case, or text over 64 MiB. A table the registry would
    /// refuse throws the error `register(handlers:)` would.
    public init(parsing text: String, file: String? = nil, table: RouteTable? = nil) throws {
        let judge = try table.map(Self.judge(for:))
        let (parsed, errors) = ExpectationFileParser(file: file).parse(text)
        if let first = errors.first { throw first }
        guard !parsed.cases.isEmpty else {
            throw RouteTableError(file: file, message: "the expectations hold no cases; a case is URL EXPECTED [name=value ...]")
        }
        let index = judge?.index ?? RouteJudge.registry().index
        if let first = parsed.resolutionErrors(in: index).first { throw first }
        expectations = parsed
        self.judge = judge
    }

    /// Reads expectations from a file: UTF-8 text of at most 64 MiB. The file's path names it
    /// in errors and failures.
    ///
    /// ```swift
    /// let expectations = try RouteExpectations(contentsOf: URL(fileURLWithPath: "Tests/routes.expectations"),
    ///                                          table: try RouteTable(contentsOf: tableURL))
    /// ```
    ///
    /// Throws what `init(parsing:file:table:)` throws, a `RouteTableError` naming the file for
    /// bytes that are not UTF-8 or a file over 64 MiB, and the error of reading the file itself
    /// (no such file) as Foundation reports it.
    public init(contentsOf url: URL, table: RouteTable? = nil) throws {
        let file = url.isFileURL ? url.path : url.absoluteString
        try self.init(parsing: try ExpectationsText.read(url, file: file), file: file, table: table)
    }

    /// How many cases the expectations hold.
    ///
    /// ```swift
    /// try RouteExpectations(parsing: "acme://product/42 product.show\n", table: table).count   // 1
    /// ```
    public var count: Int { expectations.cases.count }

    /// Every case checked: against the table given, or against the registry as it is now.
    /// Empty when all hold; otherwise one failure per case that does not, in file order.
    ///
    /// ```swift
    /// for failure in expectations.check() {
    ///     print(failure)
    ///     // routes.expectations:7: error: acme://product/trail-runner-2: expected product.show, but it routed to ...
    /// }
    /// ```
    public func check() -> [RouteExpectationFailure] {
        let judge = judge ?? RouteJudge.registry()
        return expectations.cases.compactMap { expectation in
            let check = ExpectationCheck(expectation, judge: judge)
            guard let message = check.message(indent: "    ") else { return nil }
            return RouteExpectationFailure(file: expectations.file, line: expectation.line, url: expectation.url, message: message)
        }
    }

    /// Cases judged against `table` alone: its routes compiled outside the registry.
    static func judge(for table: RouteTable) throws -> RouteJudge {
        let resolver = try RouteResolver(table)
        return RouteJudge(index: RouteIndex(table, file: table.file)) {
            resolver.explain($0)
        }
    }
}
