import Foundation
import Testing

/// `explain` and `explain --json` on a table with routes of the same namespace, pattern and
/// priority under other names: each candidate carries its own route's name and line.
@Suite struct EqualRouteLabelTests {
    static let table = """
        acme  /cart        first
        acme  /cart        second
        acme  /p(/:tab)    plain
        acme  /p(/:tab)    grouped

        """

    @Test func theTraceNamesEachEqualRoute() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file("routes.table", Self.table)
        // Nothing matches, so the trace lists every route of the first component `p`.
        let result = try ToolRunner.run(["explain", path, "acme://p/a/b"])
        #expect(result.status == 1, "\(result.output)")
        let lines = result.stdout.split(separator: "\n").map(String.init).filter { $0.contains("✗") }
        #expect(lines.count == 4, "\(result.stdout)")
        #expect(lines.filter { $0.contains("plain (line 3)") }.count == 2, "\(result.stdout)")
        #expect(lines.filter { $0.contains("grouped (line 4)") }.count == 2, "\(result.stdout)")
    }

    @Test func theJSONTraceNamesEachEqualRoute() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file("routes.table", Self.table)
        let (result, json) = try ToolRunner.runJSON(["explain", path, "--json", "acme://p/reviews"])
        #expect(result.status == 0, "\(result.output)")
        let trace = try #require(json["trace"] as? [String: Any])
        let candidates = try #require(trace["candidates"] as? [[String: Any]])
        let labelled = candidates.filter { ($0["pattern"] as? String)?.hasPrefix("/p") == true }
        #expect(labelled.map { $0["name"] as? String } == ["plain", "plain", "grouped", "grouped"])
        #expect(labelled.map { $0["line"] as? Int } == [3, 3, 4, 4])
        let cart = try ToolRunner.runJSON(["explain", path, "--json", "acme://cart"]).json
        let cartCandidates = try #require((cart["trace"] as? [String: Any])?["candidates"] as? [[String: Any]])
        #expect(cartCandidates.filter { $0["pattern"] as? String == "/cart" }.map { $0["name"] as? String } == ["first", "second"])
    }
}
