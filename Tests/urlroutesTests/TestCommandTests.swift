import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `urlroutes test TABLE EXPECTATIONS`: golden routing cases, their failures and exit statuses.
@Suite struct TestCommandTests {
    static let exampleExpectations = "Examples/routes.expectations"

    /// A table with a shadowed route, a fallback and a constraint, small enough to reason about.
    static let table = """
        @fallback acme
        acme  /docs/*           10  docs.any
        acme  /docs/:page           docs.page
        acme  /user/:id<\\d+>        user.show
        acme  /search(/:query)      search
        *     /login                login
        web   /home                 web.home
        """

    private func run(_ expectations: String, table: String = Self.table, _ extra: [String] = []) throws -> (expectations: String, result: ToolRunner.Result) {
        let directory = try TemporaryDirectory()
        let tablePath = try directory.file("app.table", table)
        let path = try directory.file("app.expectations", expectations)
        return (path, try ToolRunner.run(["test", tablePath, path] + extra))
    }

    // MARK: passing

    @Test func swappedArgumentsAreSaidToLookSwapped() throws {
        let result = try ToolRunner.run(["test", Self.exampleExpectations, ToolRunner.exampleTable])
        #expect(result.status == 2)
        #expect(result.stderr.contains("the files look swapped; the table comes first (urlroutes test \(ToolRunner.exampleTable) \(Self.exampleExpectations))"), "\(result.stderr)")
    }

    @Test func swappedFilesGiveOnlyTheHintWhateverTheirNames() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("a.txt", String(contentsOf: ToolRunner.packageRoot.appendingPathComponent(ToolRunner.exampleTable), encoding: .utf8))
        let expectations = try directory.file("b.txt", String(contentsOf: ToolRunner.packageRoot.appendingPathComponent(Self.exampleExpectations), encoding: .utf8))
        let result = try ToolRunner.run(["test", expectations, table])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "only the hint, not the expectations read as table errors: \(result.stderr)")
        #expect(result.stderr.contains("the files look swapped; the table comes first (urlroutes test \(table) \(expectations))"))
    }

    @Test func theShippedExpectationsHoldForTheShippedTable() throws {
        let result = try ToolRunner.run(["test", ToolRunner.exampleTable, Self.exampleExpectations])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.hasPrefix("\(Self.exampleExpectations): "))
        #expect(result.stdout.contains(" passed"))
        #expect(!result.stdout.contains("failed"))
    }

    @Test func theShippedExpectationsCoverNegativeRowsAndEncodings() throws {
        let text = try String(contentsOf: ToolRunner.packageRoot.appendingPathComponent(Self.exampleExpectations), encoding: .utf8)
        let cases = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(cases.contains { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first == "-" })
        for encoding in ["%20", "+", "%2F", "%2B", "%C3%A9", "été"] {
            #expect(cases.contains { $0.contains(encoding) }, "a case uses \(encoding)")
        }
    }

    @Test func casesByNameByPatternAndNoRouteAllHold() throws {
        let (_, result) = try run("""
            # comments and blank lines are skipped

            acme://user/42?ref=push     user.show   id=42 ref=push   # a trailing comment
            acme://search/rain%20coat   /search(/:query)   query=rain%20coat
            acme://search               /search
            acme://login                login
            acme://nowhere/at/all       -
            """)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("5 cases, 5 passed"))
    }

    @Test func valuesArePercentDecodedAndAPlusIsAPlusSign() throws {
        let (path, result) = try run("""
            acme://search/a%2Fb     search   query=a%2Fb
            acme://search/%C3%A9t%C3%A9   search   query=été
            acme://search/rain+coat search   query=rain%20coat
            acme://search/rain+coat search   query=rain+coat
            """)
        #expect(result.status == 1)
        #expect(result.stdout.contains("3 passed, 1 failed"))
        #expect(result.stdout.contains("\(path):4: error: acme://search/rain+coat: routed to search as expected, but 1 parameter differs"))
        #expect(result.stdout.contains(#"parameter query: expected "rain+coat", got "rain coat""#))
    }

    @Test func aRepeatedNameListsEveryValueOfARepeatedQueryKeyInURLOrder() throws {
        let (path, result) = try run("""
            acme://search?size=42&size=43   search   size=42 size=43
            acme://search?size=42&size=43   search   size=43 size=42
            """)
        #expect(result.status == 1)
        #expect(result.stdout.contains("1 passed, 1 failed"))
        #expect(result.stdout.contains("\(path):2: error: "))
        #expect(result.stdout.contains(#"parameter size: expected ["43", "42"], got ["42", "43"]"#))
    }

    @Test func oneValueForAQueryKeyTheURLRepeatsFailsAndShowsEveryValue() throws {
        // The handler receives both values; the case would hide the second one.
        let (path, result) = try run("acme://search?size=42&size=43   search   size=42\n")
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(path):1: error: acme://search?size=42&size=43: routed to search as expected, but 1 parameter differs"))
        #expect(result.stdout.contains(#"parameter size: expected "42", got ["42", "43"] (the query repeats 'size': write one size=VALUE per value, in URL order)"#),
                "\(result.stdout)")
    }

    @Test func aStarComparesTheWildcardComponentsAsTheHandlerGetsThem() throws {
        // Wildcard components reach the handler undecoded, so %20 stays "%20" (written %2520).
        let (_, result) = try run("acme://docs/a/b%20c   docs.any   *=a/b%2520c\nacme://docs/a/b   docs.any   *=a\n")
        #expect(result.status == 1)
        #expect(result.stdout.contains("1 passed, 1 failed"))
        #expect(result.stdout.contains(#"parameter *: expected "a", got "a/b""#))
    }

    @Test func aURLThatIsNotAURLDoesNotRoute() throws {
        let (_, result) = try run("acme://user/\u{1}   -\nacme://user/\u{1}   user.show\n")
        #expect(result.status == 1)
        #expect(result.stdout.contains("1 passed, 1 failed"))
        #expect(result.stdout.contains("expected user.show, but it is not a routable URL: "))
    }

    // MARK: failures

    @Test func aWrongRouteNamesTheWinnerAndWhyTheExpectedRouteLost() throws {
        let (path, result) = try run("acme://user/abc   user.show\n")
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "\(path):1: error: acme://user/abc: expected user.show, but no route matched (searched acme, then * (global fallback))")
        #expect(lines.contains { $0.hasPrefix("    user.show (acme /user/:id<\\d+>, ") && $0.hasSuffix(#":4) did not match: component 2 "abc" does not satisfy :id<\d+>"#) })
        #expect(lines.last == "\(path): 1 case, 0 passed, 1 failed")
    }

    @Test func aShadowedExpectedRouteSaysWhichRouteIsTriedFirst() throws {
        let (_, result) = try run("acme://docs/intro   docs.page   page=intro\n")
        #expect(result.status == 1)
        #expect(result.stdout.contains("expected docs.page, but it routed to docs.any (acme /docs/*, "))
        #expect(result.stdout.contains("docs.page (acme /docs/:page, "))
        #expect(result.stdout.contains("matches too, but docs.any (acme /docs/*, "))
        #expect(result.stdout.contains("is tried first (priority 10 against 0, then table order)"))
    }

    @Test func aNegativeRowThatRoutesSaysWhere() throws {
        let (path, result) = try run("acme://user/42   -\n")
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(path):1: error: acme://user/42: expected no route, but it routed to user.show (acme /user/:id<\\d+>, "))
    }

    @Test func everyDifferingParameterIsListed() throws {
        let (_, result) = try run("acme://user/42   user.show   id=43 ref=push\n")
        #expect(result.status == 1)
        #expect(result.stdout.contains("routed to user.show as expected, but 2 parameters differ"))
        #expect(result.stdout.contains(#"    parameter id: expected "43", got "42""#))
        #expect(result.stdout.contains(#"    parameter ref: expected "push", but the route gives no parameter 'ref'"#))
    }

    @Test func anExpectedRouteInANamespaceRoutingDidNotSearchSaysSo() throws {
        let (_, result) = try run("acme://home   web.home\n")
        #expect(result.status == 1)
        #expect(result.stdout.contains("web.home is in web, which routing did not search for this URL"))
    }

    // MARK: unreadable input (status 2)

    @Test func aMalformedExpectationIsReportedWithFileLineAndColumn() throws {
        let (path, result) = try run("""
            acme://user/42
            acme://user/42   user.show   id
            acme://user/42   user.show   id=4%2
            acme://user/42   9user
            acme://x         -   id=1
            """)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("\(path):1:15: error: expected a route name, a pattern or '-' after the URL"))
        #expect(result.stderr.contains("\(path):2:30: error: 'id' is not name=value"))
        #expect(result.stderr.contains("\(path):3:34: error: the value of 'id' has a '%' not followed by two hex digits"))
        #expect(result.stderr.contains("\(path):4:18: error: the table has no route with the pattern '9user'"))
        #expect(result.stderr.contains("\(path):5:22: error: a URL that must not route has no parameters to check"))
        #expect(result.stderr.contains("error: \(path): 5 errors; fix the expectations"))
    }

    @Test func anUnknownRouteNameIsABrokenTestWithASuggestion() throws {
        let (path, result) = try run("acme://user/42   user.shwo\nacme://user/42   /user/:userID\n")
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(path):1:18: error: the table has no route named 'user.shwo'; did you mean 'user.show'?"))
        #expect(result.stderr.contains("\(path):2:18: error: the table has no route with the pattern '/user/:userID'"))
        let quoted = result.stderr.split(separator: "\n").map(String.init)
        #expect(quoted.contains("    acme://user/42   user.shwo"), "the line is quoted under the error")
    }

    @Test func aPatternMayBeWrittenWithoutItsLeadingSlash() throws {
        let (_, result) = try run("""
            shop://cart                  cart
            shop://social/share/a/b      social/share/:a/:b   a=a b=b
            shop://social/share/a/b      /social/share/:a/:b
            acme://search/boots          search/:query        query=boots
            """, table: Self.table + "\nshop  cart\nshop  social/share/:a/:b\n")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("4 cases, 4 passed"))
    }

    @Test func aPatternSeveralRoutesShareIsAnErrorThatAsksForTheName() throws {
        let (path, result) = try run("app://a/1   /a/:x\n", table: "app  /a(/:x)  first\napp  /a/:x  second\n")
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(path):1:13: error: the pattern '/a/:x' belongs to 2 routes (first (app /a(/:x), "), "\(result.stderr)")
        #expect(result.stderr.contains("write the name of the route you mean ('first' or 'second')"))
    }

    @Test func aRouteShadowedByAnEqualRouteWrittenFirstSaysSo() throws {
        let (path, result) = try run("shop://cart   cart2\n", table: "shop  /cart  cart\nshop  /cart  cart2\n")
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(path):1: error: shop://cart: expected cart2, but it routed to cart (shop /cart, "), "\(result.stdout)")
        #expect(result.stdout.contains("cart2 (shop /cart, "))
        #expect(result.stdout.contains(":2) matches too, but cart (shop /cart, "))
        #expect(result.stdout.contains(":1) is tried first (both priority 0: the one written first wins)"))
        #expect(!result.stdout.contains("did not search"))
    }

    @Test func anExpansionOfAnOptionalGroupIsAKnownPattern() throws {
        let (_, result) = try run("acme://search/boots   /search/:query   query=boots\n")
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func expectationsWithoutCasesAreAnError() throws {
        let (path, result) = try run("# nothing yet\n")
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(path) holds no cases"))
    }

    @Test func aMissingExpectationsFileIsReportedByName() throws {
        let result = try ToolRunner.run(["test", ToolRunner.exampleTable, "Examples/no-such.expectations"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read expectations 'Examples/no-such.expectations': no such file"))
    }

    @Test func aTableWithErrorsStopsTheRunWithStatusTwo() throws {
        let (_, result) = try run("acme://a   a\n", table: "acme  /a  a\nacme:// /b\n")
        #expect(result.status == 2)
        #expect(result.stderr.contains("app.table:2:5: error: 'acme://' is not a scheme"))
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let (_, result) = try run("acme://user/42   user.show\n", ["--format", "tap"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--format"))
    }

    // MARK: --format github

    @Test func githubFormatPrintsOneErrorCommandPerFailureWithEscapes() throws {
        let (path, result) = try run("acme://user/abc%41   user.show\nacme://user/42   user.show\n", ["--format", "github"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let commands = lines.filter { $0.hasPrefix("::") }
        #expect(commands.count == 1)
        let command = try #require(commands.first)
        #expect(command.hasPrefix("::error file=\(path),line=1,title=urlroutes test::acme://user/abc%2541: expected user.show, but no route matched"),
                "'%' in the message is written %25")
        #expect(command.contains("%0A    user.show (acme") || command.contains("%0Auser.show (acme"), "the reason follows on a new line (%0A)")
        #expect(!command.contains("\n"))
        #expect(lines.last == "\(path): 2 cases, 1 passed, 1 failed")
    }

    @Test func githubFormatReportsUnreadableExpectationsAsAnnotationsToo() throws {
        let (path, result) = try run("acme://user/42   nope\n", ["--format", "github"])
        #expect(result.status == 2)
        #expect(result.stdout.contains("::error file=\(path),line=1,col=18::the table has no route named 'nope'"))
    }

    // MARK: --format junit

    @Test func junitFormatIsXMLWithOneTestcasePerExpectation() throws {
        let (path, result) = try run("""
            acme://user/42        user.show   id=42
            acme://user/x&y       user.show
            acme://nowhere        -
            """, ["--format", "junit"])
        #expect(result.status == 1)
        let document = try XMLDocument(data: Data(result.stdout.utf8))
        let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "tests")?.stringValue == "3")
        #expect(suite.attribute(forName: "failures")?.stringValue == "1")
        #expect(suite.attribute(forName: "name")?.stringValue == path)
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(cases.count == 3)
        #expect(cases.map { $0.attribute(forName: "line")?.stringValue } == ["1", "2", "3"])
        #expect(cases[1].attribute(forName: "name")?.stringValue == "line 2: acme://user/x&y → user.show", "names are escaped and read back")
        let failures = try document.nodes(forXPath: "//testcase/failure").compactMap { $0 as? XMLElement }
        #expect(failures.count == 1)
        let message = try #require(failures.first?.attribute(forName: "message")?.stringValue)
        #expect(message.hasPrefix("expected user.show, but no route matched"))
        #expect(failures.first?.stringValue?.contains("does not satisfy :id<\\d+>") == true)
    }

    @Test func junitFormatOfAPassingRunHasNoFailures() throws {
        let result = try ToolRunner.run(["test", ToolRunner.exampleTable, Self.exampleExpectations, "--format", "junit"])
        #expect(result.status == 0, "\(result.output)")
        let document = try XMLDocument(data: Data(result.stdout.utf8))
        #expect(try document.nodes(forXPath: "//failure").isEmpty)
        #expect(try document.nodes(forXPath: "//testcase").count > 30)
    }
}
