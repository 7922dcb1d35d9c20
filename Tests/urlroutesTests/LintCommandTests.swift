import Foundation
import Testing

/// `urlroutes lint TABLE`: every problem at once, and a non-zero status for errors.
@Suite struct LintCommandTests {
    @Test func theExampleTableIsClean() throws {
        let result = try ToolRunner.run(["lint", ToolRunner.exampleTable])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.hasPrefix("Examples/routes.table: "))
        #expect(result.stdout.contains("no problems found"))
    }

    @Test func everyMalformedLineIsReportedWithItsColumnAndTheStatusIsOne() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("broken.table", """
            # two bad lines and a bad pattern; lint reports all three
            acme   /home                home
            my_app /user/:id
            acme   /user/:id    1O      user
            acme   /search(/:query      search
            """)
        let result = try ToolRunner.run(["lint", table])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stdout.contains("\(table):3:3: error: 'my_app' is not a valid scheme"))
        #expect(result.stdout.contains("\(table):4:21: error: priority '1O' is not an integer [syntax]"))
        #expect(result.stdout.contains("\(table):5:15: error: invalid pattern: "), "the unclosed '(' at offset 7 of a pattern in column 8")
        #expect(result.stdout.contains("[invalidPattern]"))
        #expect(result.stdout.contains("3 errors"))
    }

    @Test func aDuplicateRouteIsAWarningAtTheLaterLine() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("duplicate.table", """
            acme  /user/:id   user.show
            acme  /user/:id   user.again
            """)
        let result = try ToolRunner.run(["lint", table])
        #expect(result.status == 0, "warnings alone do not fail: \(result.output)")
        #expect(result.stdout.contains("\(table):2: warning: "))
        #expect(result.stdout.contains("[duplicateRoute]"))
        #expect(result.stdout.contains("0 errors, 1 warning"))
    }

    @Test func strictTurnsWarningsIntoAFailingStatus() throws {
        let directory = try TemporaryDirectory()
        // The wildcard route is tried first and takes every /docs URL, so the second
        // can never win.
        let table = try directory.file("shadowed.table", """
            acme  /docs/*        10  docs.any
            acme  /docs/:page        docs.page
            """)
        let relaxed = try ToolRunner.run(["lint", table])
        let strict = try ToolRunner.run(["lint", "--strict", table])
        #expect(relaxed.status == 0, "\(relaxed.output)")
        #expect(relaxed.stdout.contains("\(table):2: warning: "))
        #expect(relaxed.stdout.contains("[unreachableAfterWildcard]"))
        #expect(strict.status == 1)
    }

    @Test func jsonOutputListsFindingsWithLocations() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("json.table", """
            acme  /ok           ok
            acme  /bad/(:id     bad
            """)
        let (result, json) = try ToolRunner.runJSON(["lint", "--json", table])
        #expect(result.status == 1)
        #expect(json["errors"] as? Int == 1)
        #expect(json["routes"] as? Int == 2)
        let finding = try #require((json["findings"] as? [[String: Any]])?.first)
        #expect(finding["kind"] as? String == "invalidPattern")
        #expect(finding["severity"] as? String == "error")
        #expect(finding["line"] as? Int == 2)
        #expect(finding["column"] as? Int == 12, "the unclosed '(' at offset 5 of a pattern in column 7")
    }

    @Test func anUnreadableTableIsAUsageErrorNotAFinding() throws {
        let result = try ToolRunner.run(["lint", "Examples/no-such.table"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read table 'Examples/no-such.table': no such file"))
    }

    @Test func everyProblemOfOneLineIsReported() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("many.table", "my_app  /user/(:id  1O  9bad  extra\n")
        let result = try ToolRunner.run(["lint", table])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(table):1:3: error: 'my_app' is not a valid scheme"))
        #expect(result.stdout.contains("\(table):1:15: error: invalid pattern: "), "the pattern of a line with syntax errors is checked too")
        #expect(result.stdout.contains("\(table):1:21: error: priority '1O' is not an integer"))
        #expect(result.stdout.contains("\(table):1:25: error: '9bad' is not a valid route name"))
        #expect(result.stdout.contains("\(table):1:31: error: unexpected 'extra' after the route"))
        #expect(result.stdout.contains("5 errors"))
    }

    @Test func aTableWithoutRoutesIsAWarning() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("empty.table", "# routes go here\n@fallback acme\n")
        let relaxed = try ToolRunner.run(["lint", table])
        #expect(relaxed.status == 0, "\(relaxed.output)")
        #expect(relaxed.stdout.contains("\(table): warning: the table declares no routes, so no URL routes [emptyTable]"))
        let strict = try ToolRunner.run(["lint", "--strict", table])
        #expect(strict.status == 1)
    }

    @Test func githubFormatPrintsWorkflowCommands() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("gh.table", """
            acme  /user/:id   user.show
            acme  /user/:id   user.again
            acme  /bad/(:id   bad
            """)
        let result = try ToolRunner.run(["lint", "--format", "github", table])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("::warning file=\(table),line=2::") && $0.hasSuffix("[duplicateRoute]") })
        #expect(lines.contains { $0.hasPrefix("::error file=\(table),line=3,col=12::invalid pattern: ") })
        #expect(lines.last?.hasSuffix("1 error, 1 warning") == true)
    }

    @Test func formatJSONIsTheSameAsTheJSONFlag() throws {
        let flag = try ToolRunner.run(["lint", "--json", ToolRunner.exampleTable])
        let option = try ToolRunner.run(["lint", "--format", "json", ToolRunner.exampleTable])
        #expect(flag.stdout == option.stdout)
        #expect(flag.stdout.hasPrefix("{"))
    }
}

/// Table-level warnings: what no single route shows.
@Suite struct TableLintTests {
    private func lint(_ text: String) throws -> (ToolRunner.Result, String, TemporaryDirectory) {
        let directory = try TemporaryDirectory()
        let table = try directory.file("t.table", text)
        return (try ToolRunner.run(["lint", table]), table, directory)
    }

    @Test func anAtFallbackThatNamesNoNamespaceOfTheTableIsAWarning() throws {
        let (result, table, _) = try lint("acme  /a  a\n@fallback acmee //nohost.example.com acme\n")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("\(table):2:11: warning: @fallback names acmee, where this table declares no route"))
        #expect(result.stdout.contains("\(table):2:17: warning: @fallback names //nohost.example.com"))
        #expect(!result.stdout.contains("@fallback names acme,"))
        #expect(result.stdout.contains("[unusedFallback]"))
    }

    @Test func aMistypedAtFallbackSuggestsTheClosestNamespace() throws {
        let (result, table, _) = try lint("acme  /a  a\n@fallback acmee\n")
        #expect(result.stdout.contains("\(table):2:11: warning: @fallback names acmee, where this table declares no route (did you mean acme?"), "\(result.output)")
    }

    @Test func schemesThatDifferOnlyInCaseAreAWarningAtTheLaterSpelling() throws {
        let (result, table, _) = try lint("acme  /a  a\nACME  /b  b\nAcme  /c  c\nACME  /d  d\nother  /e  e\n")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("\(table):2:1: warning: scheme ACME differs from acme (line 1) only in case"))
        #expect(result.stdout.contains("\(table):3:1: warning: scheme Acme differs from acme (line 1) only in case"))
        #expect(!result.stdout.contains("\(table):4:"), "one finding per spelling")
        #expect(result.stdout.contains("[schemeCase]"))
    }

    @Test func hostNamespacesWhileHostsArePathComponentsAreAWarning() throws {
        let (on, table, _) = try lint("@option host-as-path-component on\n//shop.x.com  /a  a\nhttps  /b  b\n")
        #expect(on.stdout.contains("\(table):1:9: warning: host-as-path-component is on, so no URL's host is looked up and //shop.x.com (line 2)"))
        #expect(on.stdout.contains("[unreachableHostNamespace]"))
        let (off, _, _) = try lint("@option host-as-path-component off\n//shop.x.com  /a  a\n")
        #expect(!off.stdout.contains("unreachableHostNamespace"), "\(off.output)")
    }
}
