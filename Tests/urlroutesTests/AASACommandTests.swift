import Foundation
import Testing
import URLRoutes

/// `urlroutes aasa TABLE --app-id ID --host HOST`: prints the library's
/// apple-app-site-association file and its widenings (the file's own rules are tested with the
/// library, in URLRoutesTests/AppLinks).
@Suite struct AASACommandTests {
    static let appID = "ABCDE12345.com.acme.app"

    private func table(_ text: String) throws -> (directory: TemporaryDirectory, path: String) {
        let directory = try TemporaryDirectory()
        return (directory, try directory.file("app.table", text))
    }

    /// The example table, named as the tool names it.
    private func exampleTable() throws -> RouteTable {
        let url = ToolRunner.packageRoot.appendingPathComponent(ToolRunner.exampleTable)
        return try RouteTable(parsing: try String(contentsOf: url, encoding: .utf8), file: ToolRunner.exampleTable)
    }

    @Test(arguments: ["www.acme.example", "shop.acme.example", "eu.acme.example"])
    func printsTheLibrarysFileForTheHost(host: String) throws {
        let result = try ToolRunner.run(["aasa", ToolRunner.exampleTable, "--host", host, "--app-id", Self.appID])
        #expect(result.status == 0, "\(result.stderr)")
        let file = try exampleTable().appleAppSiteAssociation(host: host, appIDs: [Self.appID])
        #expect(result.stdout == file.contents)
    }

    @Test func eachWideningIsAWarningAtItsLine() throws {
        let result = try ToolRunner.run(["aasa", ToolRunner.exampleTable, "--host", "www.acme.example", "--app-id", Self.appID])
        let file = try exampleTable().appleAppSiteAssociation(host: "www.acme.example", appIDs: [Self.appID])
        #expect(!file.widenings.isEmpty)
        let warnings = result.stderr.split(separator: "\n").map(String.init)
        #expect(warnings == file.widenings.map {
            "warning: \(ToolRunner.exampleTable):\($0.route.line ?? 0): \($0.route.pattern): widened: \($0.reason)"
        })
    }

    @Test func theFileHasTheAppIDsAndTheApplinksShape() throws {
        let (result, json) = try ToolRunner.runJSON(["aasa", ToolRunner.exampleTable, "--host", "shop.acme.example",
                                                     "--app-id", Self.appID, "--app-id", "FGHIJ67890.com.acme.beta"])
        #expect(result.status == 0)
        let details = try #require((json["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
        #expect(details.count == 1)
        #expect(details[0]["appIDs"] as? [String] == [Self.appID, "FGHIJ67890.com.acme.beta"])
        #expect((details[0]["components"] as? [[String: Any]])?.isEmpty == false)
    }

    @Test func aWildcardHostIsRefused() throws {
        let result = try ToolRunner.run(["aasa", ToolRunner.exampleTable, "--host", "*.acme.example", "--app-id", Self.appID])
        #expect(result.status == 2)
        #expect(result.stderr.contains("names many hosts"), "\(result.stderr)")
    }

    @Test func aHostNoRouteTakesIsAnError() throws {
        let (directory, path) = try table("acme  /home  home\n")
        let result = try ToolRunner.run(["aasa", path, "--host", "www.example.com", "--app-id", Self.appID])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no route in \(path) takes https://www.example.com/"), "\(result.stderr)")
        _ = directory
    }

    @Test func anAppIDIsRequiredAndChecked() throws {
        let missing = try ToolRunner.run(["aasa", ToolRunner.exampleTable, "--host", "www.acme.example"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--app-id"))
        let malformed = try ToolRunner.run(["aasa", ToolRunner.exampleTable, "--host", "www.acme.example", "--app-id", "com acme"])
        #expect(malformed.status == 2)
        #expect(malformed.stderr.contains("is not TEAMID.bundle.id"), "\(malformed.stderr)")
    }

    @Test func anAppIDWithoutATeamIDIsAnError() throws {
        let result = try ToolRunner.run(["aasa", ToolRunner.exampleTable, "--host", "www.acme.example", "--app-id", "com.acme.app"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("not a team ID of 10 letters and digits"), "\(result.stderr)")
    }

    @Test func aFileOver128KBIsAnErrorThatNamesItsSizeAndTheCostliestRoutes() throws {
        let lines = ["https  /" + String(repeating: "long-name-", count: 100) + "/:id  costly"]
            + (0..<1500).map { "https  /catalogue/section-\($0)/:item<[a-z]{3}>/details  section.\($0)" }
        let (directory, path) = try table(lines.joined(separator: "\n") + "\n")
        let result = try ToolRunner.run(["aasa", path, "--host", "www.example.com", "--app-id", Self.appID])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("bytes, more than the 131072 bytes (128 KB)"), "\(result.stderr)")
        #expect(result.stderr.contains("the routes that cost the most: costly: /long-name-"), "\(result.stderr)")
        _ = directory
    }
}
