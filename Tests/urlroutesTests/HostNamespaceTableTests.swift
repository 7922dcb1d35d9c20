import Foundation
import Testing

/// `//HOST` lines and `@fallback //HOST` in route tables, and how the commands show host namespaces.
@Suite struct HostNamespaceTableTests {
    private func table(_ text: String) throws -> (directory: TemporaryDirectory, path: String) {
        let directory = try TemporaryDirectory()
        return (directory, try directory.file("app.table", text))
    }

    @Test func aHostLineRoutesURLsOfThatHostWhateverTheScheme() throws {
        let (directory, path) = try table("//Shop.Example.com  /product/:id  product\nhttps  /product/:id  web\n")
        let result = try ToolRunner.run(["route", path, "https://shop.example.com/product/1", "myapp://shop.example.com/product/2"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.components(separatedBy: "→ product  //shop.example.com /product/:id").count == 3)
        _ = directory
    }

    @Test func explainSaysWhichHostNamespaceWasChosenAndWhy() throws {
        let (directory, path) = try table("//*.example.com  /a  wild\n//shop.example.com  /a  exact\n")
        let exact = try ToolRunner.run(["explain", path, "https://shop.example.com/a"])
        #expect(exact.stdout.contains("Host: shop.example.com (registered for the URL's host shop.example.com)"), "\(exact.output)")
        let wild = try ToolRunner.run(["explain", path, "https://x.y.example.com/a"])
        #expect(wild.stdout.contains("Host: *.example.com (the longest wildcard"), "\(wild.output)")
        #expect(wild.stdout.contains("Searched: //*.example.com"))
        _ = directory
    }

    @Test func fallbackOfAHostNamespaceGoesOnByScheme() throws {
        let (directory, path) = try table("@fallback //shop.example.com\n//shop.example.com  /a  a\nhttps  /b  b\n")
        let result = try ToolRunner.run(["explain", path, "https://shop.example.com/b"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("Searched: //shop.example.com, then https"))
        let (json, object) = try ToolRunner.runJSON(["explain", "--json", path, "https://shop.example.com/b"])
        #expect(json.status == 0)
        let trace = try #require(object["trace"] as? [String: Any], "\(json.output)")
        #expect(trace["usedHostFallback"] as? Bool == true)
        #expect((trace["hostChoice"] as? String)?.hasPrefix("shop.example.com") == true)
        _ = directory
    }

    @Test func listShowsHostNamespaces() throws {
        let (directory, path) = try table("@fallback //*.example.com\n//*.example.com  /a  a\n")
        let result = try ToolRunner.run(["list", path])
        #expect(result.stdout.contains("//*.example.com (host): 1 route, 1 definition, falls back to the URL's scheme"), "\(result.output)")
        let (_, json) = try ToolRunner.runJSON(["list", "--json", path])
        let namespaces = try #require(json["namespaces"] as? [[String: Any]])
        #expect(namespaces.first?["host"] as? String == "*.example.com")
        _ = directory
    }

    /// A table with a bad host pattern, and where and why it is reported. Named in the test
    /// report by its text escaped: a raw newline would break the test's name over two lines.
    struct BadHostTable: Sendable, CustomTestStringConvertible {
        var text: String
        var line: Int
        var column: Int
        var reason: String

        init(_ text: String, _ line: Int, _ column: Int, _ reason: String) {
            (self.text, self.line, self.column, self.reason) = (text, line, column, reason)
        }

        var testDescription: String { text.debugDescription }
    }

    @Test(arguments: [
        BadHostTable("//shop.example.com:443  /a\n", 1, 19, "no port"),
        BadHostTable("acme  /a\n//shop.*.com  /a\n", 2, 8, "'*' may only"),
        BadHostTable("@fallback  //a..b\n", 1, 16, "empty label"),
        BadHostTable("//bücher.de  /a\n", 1, 4, "punycode"),
    ])
    func aBadHostPatternIsReportedAtItsColumn(_ bad: BadHostTable) throws {
        let (directory, path) = try table(bad.text)
        let result = try ToolRunner.run(["list", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(path):\(bad.line):\(bad.column): error: "), "\(result.stderr)")
        #expect(result.stderr.contains(bad.reason), "\(result.stderr)")
        _ = directory
    }
}
