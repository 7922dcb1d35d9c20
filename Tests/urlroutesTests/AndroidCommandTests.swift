import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `urlroutes android TABLE --host HOST`: the App Links intent filter, its patterns checked
/// with a matcher of pathAdvancedPattern against what the router itself does.
@Suite struct AndroidCommandTests {
    private func android(_ table: String, host: String, scheme: String? = nil) throws -> (ToolRunner.Result, [(pattern: AndroidPathMatcher, line: Int)]) {
        let result = try ToolRunner.run(["android", table, "--host", host] + (scheme.map { ["--scheme", $0] } ?? []))
        var patterns: [(AndroidPathMatcher, Int)] = []
        var line = 0
        for text in result.stdout.split(separator: "\n") {
            if let range = text.range(of: "(line "), let end = text[range.upperBound...].firstIndex(of: ")") {
                line = Int(text[range.upperBound..<end]) ?? 0
            }
            guard let start = text.range(of: "android:pathAdvancedPattern=\""), let close = text[start.upperBound...].firstIndex(of: "\"") else { continue }
            let value = String(text[start.upperBound..<close]).replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&amp;", with: "&")
            patterns.append((try AndroidPathMatcher(value), line))
        }
        return (result, patterns)
    }

    private func table(_ text: String) throws -> (directory: TemporaryDirectory, path: String) {
        let directory = try TemporaryDirectory()
        return (directory, try directory.file("app.table", text))
    }

    /// Lines the command reported as widened, from its warnings.
    private func widenedLines(_ stderr: String) -> Set<Int> {
        Set(stderr.split(separator: "\n").compactMap { line in
            line.split(separator: ":").dropFirst(2).first.flatMap { Int($0) }
        })
    }

    @Test(arguments: ["www.acme.example", "shop.acme.example", "eu.acme.example"])
    func patternsMatchWhatTheTableRoutesForTheHost(host: String) throws {
        let (result, patterns) = try android(ToolRunner.exampleTable, host: host)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!patterns.isEmpty)
        let widened = widenedLines(result.stderr)
        for probe in try GoldenProbes.probes(host: host) {
            let matching = patterns.filter { $0.pattern.matches(probe.path) }
            if probe.routes {
                #expect(!matching.isEmpty, "\(probe.url) routes but no pattern matches it")
            } else {
                #expect(matching.allSatisfy { widened.contains($0.line) },
                        "\(probe.url) does not route but \(matching.map(\.pattern.source)) match it")
            }
        }
    }

    @Test func theFilterVerifiesAndNamesSchemeAndHost() throws {
        let (result, _) = try android(ToolRunner.exampleTable, host: "Shop.Acme.Example")
        #expect(result.stdout.contains("<intent-filter android:autoVerify=\"true\">"))
        #expect(result.stdout.contains("<action android:name=\"android.intent.action.VIEW\" />"))
        #expect(result.stdout.contains("<category android:name=\"android.intent.category.DEFAULT\" />"))
        #expect(result.stdout.contains("<category android:name=\"android.intent.category.BROWSABLE\" />"))
        #expect(result.stdout.contains("<data android:scheme=\"https\" />"))
        #expect(result.stdout.contains("<data android:host=\"shop.acme.example\" />"))
        #expect(result.stdout.hasSuffix("</intent-filter>\n"))
    }

    @Test func aSimpleConstraintBecomesACharacterClass() throws {
        let (directory, path) = try table("https  /p/:id<\\d+>/:slug<[a-z0-9-]{3,40}>  product\n")
        let (result, patterns) = try android(path, host: "www.example.com")
        #expect(patterns.map(\.pattern.source) == ["/p/[0-9]+/[a-z0-9-]{3,40}", "/p/[0-9]+/[a-z0-9-]{3,40}/"])
        #expect(!result.stderr.contains("warning"))
        _ = directory
    }

    @Test func aWildcardGivesOnePatternWithoutItAndOneWithAnyRest() throws {
        let (directory, path) = try table("https  /promo/*  promo\nhttps  /share/**/:token  share\n")
        let (_, patterns) = try android(path, host: "www.example.com")
        #expect(patterns.map(\.pattern.source) == ["/promo", "/promo/", "/promo/.*", "/share/[^/]+", "/share/[^/]+/", "/share/.*/[^/]+", "/share/.*/[^/]+/"])
        _ = directory
    }

    @Test func aConstraintWithGroupsIsWidenedAndReported() throws {
        let (directory, path) = try table("https  /gift/:code<[A-Z]{4}(?:-[A-Z]{4}){3}>  gift\n")
        let (result, patterns) = try android(path, host: "www.example.com")
        #expect(patterns.map(\.pattern.source) == ["/gift/[^/]+", "/gift/[^/]+/"])
        #expect(result.stderr.contains("warning: \(path):1:"), "\(result.stderr)")
        _ = directory
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
        #expect(comments.first?.contains("urlroutes android \(directory.url.path)/acme- -routes-.table, host www.acme.example") == true,
                "\(comments.first ?? "no comment")")
    }
}
