import Foundation
import Testing

/// Text output shows control characters escaped, so a hostile table or URL cannot drive the
/// terminal, and cuts long lines around the column, with the caret still under it.
@Suite struct TerminalTextTests {
    /// Runs `route` on a table holding `text`.
    private func route(table text: String) throws -> (path: String, result: ToolRunner.Result) {
        let directory = try TemporaryDirectory()
        let path = try directory.file("app.table", text)
        return (path, try ToolRunner.run(["route", path, "acme://a"]))
    }

    /// The quoted line and the caret line under the diagnostic that starts with `prefix`.
    private func quote(after prefix: String, in stderr: String) throws -> (line: String, caret: String) {
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.firstIndex { $0.hasPrefix(prefix) }, "\(stderr)")
        return (lines[index + 1], lines[index + 2])
    }

    @Test func aControlCharacterInATableLineIsEscapedWithTheCaretUnderItsCharacter() throws {
        // The scheme holds ESC (an error at it) and the line ends in an unexpected field.
        let (path, result) = try route(table: "ac\u{1B}[31me  /a  a  extra\n")
        #expect(result.status == 2)
        #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let escape = try quote(after: "\(path):1:3: error: ", in: result.stderr)
        #expect(escape.line == "    ac\\u{1B}[31me  /a  a  extra")
        #expect(escape.caret == "      ^", "under the escaped ESC")
        let extra = try quote(after: "\(path):1:18: error: unexpected 'extra'", in: result.stderr)
        let column = try #require(extra.line.range(of: "extra")).lowerBound
        #expect(extra.caret == String(repeating: " ", count: extra.line.distance(from: extra.line.startIndex, to: column)) + "^",
                "the caret moves right by the width of the escape")
    }

    @Test func aURLWithControlCharactersIsEscapedInRouteAndExplain() throws {
        let url = "acme://a/\u{1B}]0;title\u{7}x\u{9B}"
        let route = try ToolRunner.run(["route", ToolRunner.exampleTable, url])
        #expect(route.status == 3)
        #expect(route.stdout.hasPrefix("acme://a/\\u{1B}]0;title\\u{7}x\\u{9B}\n"), "\(route.stdout)")
        let explain = try ToolRunner.run(["explain", ToolRunner.exampleTable, url])
        #expect(explain.stdout.hasPrefix("URL: acme://a/\\u{1B}]0;title\\u{7}x\\u{9B}\n"), "\(explain.stdout)")
        for output in [route.stdout, explain.stdout] {
            #expect(!output.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
        }
    }

    @Test func aLongLineIsCutAroundTheColumnWithTheCaretUnderIt() throws {
        let pattern = "/" + String(repeating: "a", count: 100_000)
        let (path, result) = try route(table: "acme  \(pattern)  a  extra\n")
        #expect(result.status == 2)
        #expect(result.stderr.count < 1_000, "not the whole line: \(result.stderr.count) characters")
        let extra = try quote(after: "\(path):1:100013: error: unexpected 'extra'", in: result.stderr)
        #expect(extra.line.hasPrefix("    …aaa"))
        #expect(extra.line.hasSuffix("  a  extra"), "the end of the line is near the column, so it is shown")
        let column = try #require(extra.line.range(of: "extra")).lowerBound
        #expect(extra.caret.count == extra.line.distance(from: extra.line.startIndex, to: column) + 1)
        #expect(extra.caret.hasSuffix(" ^"))
    }

    @Test func aLongFieldIsCutWhereTheMessageQuotesIt() throws {
        let name = "n" + String(repeating: "!", count: 100_000)
        let (path, result) = try route(table: "acme  /a  \(name)\n")
        #expect(result.status == 2)
        #expect(result.stderr.count < 1_000, "\(result.stderr.count) characters")
        #expect(result.stderr.contains("\(path):1:12: error: 'n\(String(repeating: "!", count: 79))…' is not a valid route name"),
                "\(result.stderr)")
    }
}
