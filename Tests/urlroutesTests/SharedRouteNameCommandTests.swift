import Testing

/// `urlroutes url` and `urlroutes test` with a route name that several namespaces use.
@Suite struct SharedRouteNameCommandTests {
    static let table = "acme  /a  home\n*  /b  home\n\n@fallback acme\n"

    @Test func urlTakesTheNameWithItsNamespace() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file("routes.table", Self.table)
        let plain = try ToolRunner.run(["url", path, "home"])
        #expect(plain.status == 2)
        #expect(plain.stderr.contains("several namespaces (acme (line 1), * (line 2))"), "\(plain.output)")
        #expect(plain.stderr.contains("'acme:home' or '*:home'"), "\(plain.output)")
        let qualified = try ToolRunner.run(["url", path, "acme:home"])
        #expect(qualified.status == 0, "\(qualified.output)")
        #expect(qualified.stdout == "acme://a\n")
        let global = try ToolRunner.run(["url", path, "*:home", "--scheme", "acme"])
        #expect(global.status == 0, "\(global.output)")
        #expect(global.stdout == "acme://b\n")
        let missing = try ToolRunner.run(["url", path, "https:home"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no route is named 'home' in https; it is a name in *, acme"), "\(missing.output)")
    }

    @Test func testRefusesASharedNameAndTakesTheQualifiedOne() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("routes.table", Self.table)
        let ambiguous = try directory.file("a.expectations", "acme://b  home\n")
        let result = try ToolRunner.run(["test", table, ambiguous])
        #expect(result.status == 2, "\(result.output)")
        #expect(result.output.contains("a.expectations:1:11"), "\(result.output)")
        #expect(result.output.contains("several namespaces"), "\(result.output)")
        let qualified = try directory.file("q.expectations", "acme://b  *:home\nacme://a  acme:home\n")
        let passed = try ToolRunner.run(["test", table, qualified])
        #expect(passed.status == 0, "\(passed.output)")
        let wrong = try directory.file("w.expectations", "acme://b  acme:home\n")
        let failed = try ToolRunner.run(["test", table, wrong])
        #expect(failed.status == 1, "\(failed.output)")
        #expect(failed.output.contains("expected acme:home, but it routed to home (* /b"), "\(failed.output)")
    }
}
