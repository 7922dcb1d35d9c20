import Foundation
import Testing

/// With `--json`, a command that fails before it has results still answers on standard output
/// with a JSON object, so a script that parses stdout never reads an empty string.
@Suite struct JSONErrorTests {
    @Test func aTableWithErrorsIsAJSONErrorWithItsDiagnostics() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("bad.table", "acme  /a  a\nacme:// /b\n")
        let (result, json) = try ToolRunner.runJSON(["route", table, "--json", "acme://a"])
        #expect(result.status == 2)
        #expect(json["status"] as? String == "error")
        #expect(json["exitCode"] as? Int == 2)
        #expect((json["error"] as? String)?.hasPrefix("\(table): 1 error") == true)
        let diagnostic = try #require((json["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["file"] as? String == table)
        #expect(diagnostic["line"] as? Int == 2)
        #expect(diagnostic["column"] as? Int == 5)
        #expect((diagnostic["message"] as? String)?.hasPrefix("'acme://' is not a scheme") == true)
        #expect(result.stderr.contains("\(table):2:5: error: "), "the text stays on stderr")
    }

    @Test func aMissingTableIsAJSONError() throws {
        let (result, json) = try ToolRunner.runJSON(["explain", "--json", "nope.table", "acme://a"])
        #expect(result.status == 2)
        #expect(json["error"] as? String == "cannot read table 'nope.table': no such file")
        #expect(json["diagnostics"] == nil)
    }

    @Test func aBadArgumentIsAJSONErrorWithoutTheUsageText() throws {
        let (result, json) = try ToolRunner.runJSON(["route", ToolRunner.exampleTable, "--json", "--parameter", "id", "acme://"])
        #expect(result.status == 2)
        #expect(json["error"] as? String == "--parameter 'id' must be name=value, as in --parameter source=push")
        #expect(result.stderr.contains("Usage: "))
    }

    @Test func withoutJSONAFailureLeavesStandardOutputEmpty() throws {
        let result = try ToolRunner.run(["route", "nope.table", "acme://a"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
    }

    @Test func aJSONFlagAfterTheSeparatorIsAURLNotTheFlag() throws {
        let result = try ToolRunner.run(["route", "nope.table", "--", "--json"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
    }


    @Test(arguments: ["nope.table", "Examples"])
    func lintFormatJSONReportsAnUnreadableTableAsJSONToo(table: String) throws {
        let flag = try ToolRunner.run(["lint", "--json", table])
        let format = try ToolRunner.run(["lint", "--format", "json", table])
        let equals = try ToolRunner.run(["lint", "--format=json", table])
        #expect(format.status == 2)
        #expect(format.stdout.contains(#""status" : "error""#), "\(format.stdout)")
        #expect(format.stdout == flag.stdout)
        #expect(equals.stdout == flag.stdout)
    }
}
