import Foundation
import Testing
import URLRoutesTesting

/// `RouteExpectations` against a given table: the format of `urlroutes test`, each case judged
/// as `Routes.explain` judges it.
@Suite struct RouteExpectationsTests {
    /// A shadowed route, a fallback, a constraint and an optional group.
    static let table = try! RouteTable(parsing: """
        @fallback acme
        acme  /docs/*           10  docs.any
        acme  /docs/:page           docs.page
        acme  /user/:id<\\d+>        user.show
        acme  /search(/:query)      search
        *     /login                login
        web   /home                 web.home
        """, file: "app.table")

    private func failures(_ text: String, table: RouteTable = Self.table) throws -> [RouteExpectationFailure] {
        try RouteExpectations(parsing: text, file: "app.expectations", table: table).check()
    }

    // MARK: cases that hold

    @Test func casesByNameByPatternAndNoRouteHold() throws {
        let found = try failures("""
            # comments and blank lines are skipped

            acme://user/42?ref=push     user.show   id=42 ref=push   # a trailing comment
            acme://search/rain%20coat   /search(/:query)   query=rain%20coat
            acme://search               /search
            acme://login                login
            acme://nowhere/at/all       -
            """)
        #expect(found.isEmpty, "\(found)")
    }

    @Test func countIsTheNumberOfCases() throws {
        let expectations = try RouteExpectations(parsing: "acme://user/42 user.show\n\n# note\nacme://x -\n", table: Self.table)
        #expect(expectations.count == 2)
    }

    @Test func valuesArePercentDecodedAndAPlusIsAPlusSign() throws {
        let found = try failures("""
            acme://search/a%2Fb           search   query=a%2Fb
            acme://search/%C3%A9t%C3%A9   search   query=été
            acme://search/rain+coat       search   query=rain%20coat
            acme://search/rain+coat       search   query=rain+coat
            """)
        #expect(found.map(\.line) == [4])
        #expect(found.first?.message.contains(#"parameter query: expected "rain+coat", got "rain coat""#) == true)
    }

    @Test func aRepeatedQueryKeyMustListEveryValueInURLOrder() throws {
        let found = try failures("""
            acme://search?size=42&size=43   search   size=42 size=43
            acme://search?size=42&size=43   search   size=42
            """)
        #expect(found.map(\.line) == [2])
        #expect(found.first?.message.contains(#"parameter size: expected "42", got ["42", "43"] (the query repeats 'size'"#) == true)
    }

    @Test func aStarIsTheWildcardComponentsAsTheHandlerGetsThem() throws {
        let found = try failures("acme://docs/a/b%20c   docs.any   *=a/b%2520c\nacme://docs/a/b   docs.any   *=a\n")
        #expect(found.map(\.line) == [2])
        #expect(found.first?.message.contains(#"parameter *: expected "a", got "a/b""#) == true)
    }

    // MARK: failures

    @Test func aFailureHasTheLineTheURLAndWhatWentWrong() throws {
        let failure = try #require(try failures("acme://user/42  user.show\nacme://user/abc   user.show\n").first)
        #expect(failure.file == "app.expectations")
        #expect(failure.line == 2)
        #expect(failure.url == "acme://user/abc")
        let lines = failure.message.split(separator: "\n").map(String.init)
        #expect(lines.first == "expected user.show, but no route matched (searched acme, then * (global fallback))")
        #expect(lines.dropFirst().first == #"    user.show (acme /user/:id<\d+>, app.table:4) did not match: component 2 "abc" does not satisfy :id<\d+>"#)
    }

    @Test func aFailurePrintsAsFileLineErrorURLMessage() throws {
        let failure = try #require(try failures("acme://user/42   -\n").first)
        #expect(failure.description == "app.expectations:1: error: acme://user/42: expected no route, but it routed to user.show (acme /user/:id<\\d+>, app.table:4)")
    }

    @Test func aFailureShowsControlCharactersEscaped() throws {
        let failure = RouteExpectationFailure(line: 1, url: "acme://a\u{1B}[2J", message: "expected no route")
        #expect(failure.description == "1: error: acme://a\\u{1B}[2J: expected no route")
    }

    @Test func aShadowedRouteSaysWhichRouteIsTriedFirst() throws {
        let failure = try #require(try failures("acme://docs/intro   docs.page   page=intro\n").first)
        #expect(failure.message.hasPrefix("expected docs.page, but it routed to docs.any (acme /docs/*, app.table:2)"))
        #expect(failure.message.contains("docs.page (acme /docs/:page, app.table:3) matches too, but docs.any (acme /docs/*, app.table:2) is tried first (priority 10 against 0, then table order)"))
    }

    @Test func everyDifferingParameterIsListed() throws {
        let failure = try #require(try failures("acme://user/42   user.show   id=43 ref=push\n").first)
        #expect(failure.message == """
            routed to user.show as expected, but 2 parameters differ
                parameter id: expected "43", got "42"
                parameter ref: expected "push", but the route gives no parameter 'ref'
            """)
    }

    @Test func anExpectedRouteInANamespaceRoutingDidNotSearchSaysSo() throws {
        let failure = try #require(try failures("acme://home   web.home\n").first)
        #expect(failure.message.contains("web.home is in web, which routing did not search for this URL"))
    }

    @Test func aStringThatIsNotAURLDoesNotRoute() throws {
        let found = try failures("acme://user/\u{1}   -\nacme://user/\u{1}   user.show\n")
        #expect(found.map(\.line) == [2])
        #expect(found.first?.message.hasPrefix("expected user.show, but it is not a routable URL: ") == true)
    }

    @Test func everyFailingCaseIsReportedInFileOrder() throws {
        let found = try failures("acme://user/x  user.show\nacme://login  login\nacme://user/1  -\nacme://docs/a  docs.page\n")
        #expect(found.map(\.line) == [1, 3, 4])
    }

    // MARK: reading files

    @Test func contentsOfReadsAFileAndNamesIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("url-expectations-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("app.expectations")
        try Data("acme://user/42  user.show  id=42\nacme://user/x  user.show\n".utf8).write(to: file)
        let found = try RouteExpectations(contentsOf: file, table: Self.table).check()
        #expect(found.map(\.file) == [file.path])
        #expect(found.first?.description.hasPrefix("\(file.path):2: error: acme://user/x: ") == true)
    }

    @Test func aFileThatIsNotUTF8IsAnErrorWithTheByteOffset() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("url-expectations-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bad.expectations")
        try (Data("acme://user/42  user.show\nacme://".utf8) + [0xFF]).write(to: file)
        let error = try #require(throws: RouteTableError.self) { try RouteExpectations(contentsOf: file, table: Self.table) }
        #expect(error.file == file.path)
        #expect(error.line == 2)
        #expect(error.message.contains("not UTF-8"))
        #expect(error.message.contains("offset 33"))
    }

    @Test func aNamedPipeIsRefusedWithoutBlocking() throws {
        let start = ContinuousClock.now
        try NamedPipe.with { path in
            let error = try #require(throws: RouteTableError.self) {
                try RouteExpectations(contentsOf: URL(fileURLWithPath: path), table: Self.table)
            }
            #expect(error.message == "cannot read the expectations: it is a named pipe (FIFO), not a regular file")
        }
        #expect(ContinuousClock.now - start < .seconds(8))  // under NamedPipe's patience, with room for a loaded machine
    }

    @Test func aMissingFileThrowsFoundationsError() throws {
        #expect(throws: (any Error).self) {
            try RouteExpectations(contentsOf: URL(fileURLWithPath: "/no/such/app.expectations"), table: Self.table)
        }
    }

    @Test func aTableTheRegistryWouldRefuseThrowsItsError() throws {
        let table = RouteTable(routes: [.init(.scheme("acme"), "/user/(:id", name: "user")])
        #expect(throws: RouteTableError.self) { try RouteExpectations(parsing: "acme://user/1 user\n", table: table) }
    }
}
