import Foundation
import Testing

/// A table with a bad line stops `route`, `explain` and `list` with status 2 and a message
/// that names the file, the line, the column and the reason.
@Suite struct TableErrorTests {
    private func run(_ table: String, command: String = "route") throws -> (path: String, result: ToolRunner.Result) {
        let directory = try TemporaryDirectory()
        let path = try directory.file("app.table", table)
        var arguments = [command, path]
        if command != "list" { arguments.append("acme://home") }
        return (path, try ToolRunner.run(arguments))
    }

    @Test(arguments: ["route", "explain", "list"])
    func aBadLineStopsEveryCommandWithStatusTwo(command: String) throws {
        let (path, result) = try run("acme  /home  home\nacme:// /user\n", command: command)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("\(path):2:5: error: 'acme://' is not a scheme"))
    }

    @Test func theErrorQuotesTheLineWithACaretUnderTheColumn() throws {
        let (path, result) = try run("acme  /home  5  home  extra\n")
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.firstIndex { $0.hasPrefix("\(path):1:23: error: unexpected 'extra'") })
        #expect(lines[index + 1] == "    acme  /home  5  home  extra")
        #expect(lines[index + 2] == "    " + String(repeating: " ", count: 22) + "^")
    }

    @Test func aBadPatternIsReportedAtItsColumnInTheLine() throws {
        // The pattern starts in column 10; the library places the unclosed '<' at offset 9.
        let (path, result) = try run("acme  /home  home\nacme     /user/:id<\\d+  user\n")
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(path):2:19: error: invalid pattern: "), "\(result.stderr)")
    }

    @Test func theLibrarysReasonForABadConstraintIsPassedOn() throws {
        let (path, result) = try run("https  /gift/:code<[A-Z]{4}(-[A-Z]{4})>  gift\n")
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(path):1:20: error: invalid pattern: "), "\(result.stderr)")
        #expect(result.stderr.contains("capture group"))
    }

    @Test func everyBadLineIsReportedNotJustTheFirst() throws {
        let (path, result) = try run("""
            acme  /a  a
            acme  /b  b  b2
            acme  /c  -x
            @fallback *
            @option colour on
            @wat
            acme  /d  d
            acme  /e  d
            """)
        #expect(result.status == 2)
        for line in [2, 3, 4, 5, 6, 8] {
            #expect(result.stderr.contains("\(path):\(line):"), "line \(line) is reported")
        }
        #expect(result.stderr.contains("the name 'd' is already used on line 7"))
        #expect(result.stderr.contains("6 errors"))
    }

    @Test func aMissingPatternIsReportedAfterTheScheme() throws {
        let (path, result) = try run("acme\n")
        #expect(result.stderr.contains("\(path):1:5: error: expected a pattern after the scheme 'acme'"))
    }

    @Test func commentsBlankLinesAndFragmentPatternsAreAccepted() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file("ok.table", """
            \u{FEFF}# a comment

            \tacme   /home   home     # a trailing comment
            acme   #/tabs/:tab        fragment.tab
            @option decode-plus-symbols off   # '+' stays '+'
            """)
        let result = try ToolRunner.run(["route", path, "acme://home"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("→ home"))
    }

    @Test func aMissingTableIsReportedByName() throws {
        let result = try ToolRunner.run(["route", "nope.table", "acme://home"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: cannot read table 'nope.table': no such file\n")
    }

    @Test func aDirectoryIsNotATable() throws {
        let result = try ToolRunner.run(["list", "Examples"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read table 'Examples': it is a directory, not a regular file"))
    }

    @Test func theTableCanComeFromStandardInput() throws {
        let result = try ToolRunner.run(["route", "-", "acme://home"], input: "acme /home home\n")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("→ home"))
    }
}
