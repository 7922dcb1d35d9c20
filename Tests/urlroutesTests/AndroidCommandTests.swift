import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import URLRoutes

/// `urlroutes android TABLE --host HOST`: prints the library's App Links intent filter and its
/// widenings (the filter's own rules are tested with the library, in URLRoutesTests/AppLinks).
@Suite struct AndroidCommandTests {
    /// The example table, named as the tool names it.
    private func exampleTable() throws -> RouteTable {
        let url = ToolRunner.packageRoot.appendingPathComponent(ToolRunner.exampleTable)
        return try RouteTable(parsing: try String(contentsOf: url, encoding: .utf8), file: ToolRunner.exampleTable)
    }

    @Test(arguments: ["www.acme.example", "shop.acme.example", "eu.acme.example"])
    func printsTheLibrarysFilterForTheHost(host: String) throws {
        let result = try ToolRunner.run(["android", ToolRunner.exampleTable, "--host", host])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == (try exampleTable().androidIntentFilter(host: host).contents))
    }

    @Test func eachWideningIsAWarningAtItsLine() throws {
        let result = try ToolRunner.run(["android", ToolRunner.exampleTable, "--host", "www.acme.example"])
        let file = try exampleTable().androidIntentFilter(host: "www.acme.example")
        #expect(!file.widenings.isEmpty)
        #expect(result.stderr.split(separator: "\n").map(String.init) == file.widenings.map {
            "warning: \(ToolRunner.exampleTable):\($0.route.line ?? 0): \($0.route.pattern): widened: \($0.reason)"
        })
    }

    @Test func theFilterVerifiesAndNamesSchemeAndHost() throws {
        let result = try ToolRunner.run(["android", ToolRunner.exampleTable, "--host", "Shop.Acme.Example"])
        #expect(result.stdout.contains("<intent-filter android:autoVerify=\"true\">"))
        #expect(result.stdout.contains("<action android:name=\"android.intent.action.VIEW\" />"))
        #expect(result.stdout.contains("<category android:name=\"android.intent.category.DEFAULT\" />"))
        #expect(result.stdout.contains("<category android:name=\"android.intent.category.BROWSABLE\" />"))
        #expect(result.stdout.contains("<data android:scheme=\"https\" />"))
        #expect(result.stdout.contains("<data android:host=\"shop.acme.example\" />"))
        #expect(result.stdout.hasSuffix("</intent-filter>\n"))
    }

    @Test func onlyHTTPAndHTTPSCanBeVerified() throws {
        let result = try ToolRunner.run(["android", ToolRunner.exampleTable, "--host", "www.acme.example", "--scheme", "acme"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("http and https only"))
    }

    @Test func theWholeOutputIsWellFormedXMLEvenForATablePathWithDoubleHyphens() throws {
        let directory = try TemporaryDirectory()
        let table = try String(contentsOf: ToolRunner.packageRoot.appendingPathComponent(ToolRunner.exampleTable), encoding: .utf8)
        // "--" may not appear in an XML comment, and the header comment names the table.
        let path = try directory.file("acme--routes-.table", table)
        let result = try ToolRunner.run(["android", path, "--host", "www.acme.example"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = #"<manifest xmlns:android="http://schemas.android.com/apk/res/android">"# + result.stdout + "</manifest>"
        let parsed = try XMLDocument(data: Data(document.utf8))
        #expect(try parsed.nodes(forXPath: "//intent-filter/data").count > 4)
        let comments = try parsed.nodes(forXPath: "//comment()").compactMap(\.stringValue)
        #expect(comments.first?.contains("routes of \(directory.url.path)/acme- -routes-.table") == true,
                "\(comments.first ?? "no comment")")
    }
}
