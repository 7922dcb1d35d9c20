import Foundation
import Testing

/// Tables, expectations files and URL lists read the same with LF and CRLF line endings; a
/// `\r` that does not end a line stays in it, where validation reports it.
@Suite struct LineEndingTests {
    /// A table with a bad line 3, so the line numbers and the quoted text show in the output.
    static let table = "# routes\nacme  /user/:id  user.show\nacme  /home  home  extra\nacme  /home  home2\n"

    private func crlf(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: "\r\n")
    }

    @Test func aCRLFTableIsReportedExactlyLikeItsLFTwin() throws {
        let directory = try TemporaryDirectory()
        let lf = try ToolRunner.run(["lint", try directory.file("app.table", Self.table)])
        let crlfResult = try ToolRunner.run(["lint", try directory.file("app.table", crlf(Self.table))])
        #expect(lf.stdout.contains("app.table:3:20: error: unexpected 'extra'"), "\(lf.stdout)")
        #expect(crlfResult.status == lf.status)
        #expect(crlfResult.stdout == lf.stdout)
        #expect(!crlfResult.output.contains("\r"))
    }

    @Test func aCRLFTableRoutesWithItsNamesIntact() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("app.table", crlf("acme  /user/:id  user.show\n"))
        let (result, json) = try ToolRunner.runJSON(["route", table, "--json", "acme://user/42"])
        #expect(result.status == 0, "\(result.output)")
        let outcome = try #require((json["results"] as? [[String: Any]])?.first)
        #expect((outcome["route"] as? [String: Any])?["name"] as? String == "user.show")
    }

    @Test func aCRLFExpectationsFileChecksTheLastFieldOfEachLine() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("app.table", "acme  /user/:id  user.show\n")
        // Read as one line, or with "42\r" as the value, neither case would pass.
        let expectations = try directory.file("app.expectations", crlf("acme://user/42  user.show  id=42\nacme://user/7  user.show  id=7\n"))
        let result = try ToolRunner.run(["test", table, expectations])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("2 cases, 2 passed"))
    }

    @Test func aCRLFURLListGivesURLsWithoutCarriageReturns() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("app.table", "acme  /user/:id  user.show\n")
        let urls = try directory.file("urls.txt", crlf("# links\nacme://user/1\nacme://user/2\n"))
        let (result, json) = try ToolRunner.runJSON(["route", table, "--json", "--urls", urls])
        #expect(result.status == 0, "\(result.output)")
        let routed = (json["results"] as? [[String: Any]])?.compactMap { $0["url"] as? String }
        #expect(routed == ["acme://user/1", "acme://user/2"])
    }

    @Test func aByteOrderMarkOpensAURLListWithoutBecomingPartOfTheURL() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("app.table", "acme  /user/:id  user.show\n")
        let urls = try directory.file("urls.txt", "\u{FEFF}acme://user/1\n")
        let (result, json) = try ToolRunner.runJSON(["route", table, "--json", "--urls", urls])
        #expect(result.status == 0, "\(result.output)")
        #expect((json["results"] as? [[String: Any]])?.first?["url"] as? String == "acme://user/1")
    }

    @Test func aLoneCarriageReturnStaysInTheLineAndIsReportedThere() throws {
        let directory = try TemporaryDirectory()
        // "\r\r\n": the second '\r' ends the line with the '\n'; the first is the name's.
        let path = try directory.file("app.table", "acme  /home  home\r\r\nacme  /a  a\r\n")
        let result = try ToolRunner.run(["route", path, "acme://home"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(path):1:18: error: 'home\\u{D}' is not a valid route name"), "\(result.stderr)")
        #expect(!result.stderr.contains("\(path):2:"), "line 2 is fine")
        #expect(!result.stderr.contains("\r"))
    }
}
