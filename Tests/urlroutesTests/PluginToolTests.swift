import Foundation
import Testing

/// The build plugin's tool, run as the plugin runs it: `RouteTableCodeGenTool TABLE OUTPUT`.
@Suite struct PluginToolTests {
    /// Runs the tool built next to `urlroutes` on a table written to a temporary directory.
    private func generate(_ table: String) throws -> (result: ToolRunner.Result, output: String) {
        let directory = try TemporaryDirectory()
        let tablePath = try directory.file("routes.table", table)
        let outputPath = directory.url.appendingPathComponent("routes.swift").path
        var result = try ToolRunner.run([tablePath, outputPath], executable: ToolRunner.sibling("RouteTableCodeGenTool"))
        result.stderr = result.stderr.replacingOccurrences(of: tablePath, with: "routes.table")
        return (result, (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "")
    }

    @Test func aBrokenTableShowsTheLineAndACaretAsLintDoes() throws {
        let (result, output) = try generate("""
            acme  /product/:id   product.show
            acme  /the(/foo/:a   broken

            """)
        #expect(result.status == 1)
        #expect(output.isEmpty)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first?.hasPrefix("routes.table:2:") == true, "\(result.stderr)")
        #expect(lines.first?.contains(": error: ") == true)
        #expect(lines.count >= 3)
        #expect(lines[1] == "    acme  /the(/foo/:a   broken")
        // The caret stands under the column the first line names.
        let column = try #require(Int(lines[0].split(separator: ":")[2]))
        #expect(lines[2] == "    " + String(repeating: " ", count: column - 1) + "^", "\(result.stderr)")
    }

    @Test func controlCharactersInAMessageAndItsLineArePrintedEscaped() throws {
        let (result, _) = try generate("acme  /a/:id\u{1B}[2J<  broken\n")
        #expect(result.status == 1)
        #expect(!result.stderr.contains("\u{1B}"))
        #expect(result.stderr.contains("\\u{1B}"))
    }

    @Test func aGoodTableWritesTheEnumAndPrintsNothing() throws {
        let (result, output) = try generate("acme  /product/:id   product.show\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(output.contains("case productShow(id: String)"))
    }

    /// The tool reads tables with URLRoutesTableSyntax alone: its binary names no PCRE2 library
    /// or function (a linked library is named in the binary, `libpcre2-8.so.0` on Linux) and
    /// holds no code of URLRoutes (whose Swift symbols start `$s9URLRoutes`), so a package that
    /// uses the plugin builds and runs it on a machine without libpcre2.
    @Test func theToolLinksNeitherPCRE2NorURLRoutes() throws {
        let tool = try ToolRunner.sibling("RouteTableCodeGenTool")
        let binary = try #require(FileManager.default.contents(atPath: tool.path), "no tool at \(tool.path)")
        for name in ["libpcre2", "pcre2_compile", "$s9URLRoutes"] {
            #expect(binary.firstRange(of: Data(name.utf8)) == nil, "the tool's binary holds \(name)")
        }
        // The same binary reads the table and writes the enum.
        let (result, output) = try generate("acme  /product/:id<\\d+>   product.show\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(output.contains("case productShow(id: String)"))
    }
}
