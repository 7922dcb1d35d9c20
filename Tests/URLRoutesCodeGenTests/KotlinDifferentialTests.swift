import Foundation
import Testing
import URLRoutes
@testable import URLRoutesCodeGen

/// The generated Kotlin class against the router, at scale: the random tables and URLs of
/// `StandaloneDifferentialTests` (same generator, same seed). All tables' classes go into one
/// Kotlin file (one copy of `Links`) with one `main`, compiled once with kotlinc into a jar
/// and run once with `java -jar` over a file of URLs; each answer (class and values, or miss,
/// and the link `url()` prints back) must equal what `RouteResolver` answers on the same table.
/// Every disagreement is written to `FailCases/` (table and URL) and replayed by every run.
/// A table of 1,000 routes goes in too. 40 seconds to 2 minutes on 2 cores, nearly all of it
/// kotlinc (30 s alone, 107 s beside the rest of the suite); java answers the 108,000 URLs in
/// 2 s. Without kotlinc it is skipped, or fails when `CI` is set.
@Suite(.outsideCompiler) struct KotlinDifferentialTests {
    static let tableCount = StandaloneDifferentialTests.tableCount
    static let urlsPerTable = StandaloneDifferentialTests.urlsPerTable

    static var kotlinc: String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        return paths.map { $0 + "/kotlinc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test func theKotlinClassAnswersEveryURLAsTheRouterDoes() throws {
        guard Self.kotlinc != nil else {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                Issue.record("kotlinc is not installed, and CI must run the Kotlin differential test (.ci/run installs kotlin)")
            } else {
                print("KotlinDifferentialTests: skipped, kotlinc is not installed (apt-get install kotlin)")
            }
            return
        }
        var random = StandaloneDifferentialTests.Random(seed: 20261128)
        var cases: [StandaloneDifferentialTests.Case] = []
        for number in 0..<Self.tableCount {
            let text = RandomStandaloneTable.make(&random)
            cases.append(.init(name: "T\(number)", text: text, urls: RandomStandaloneTable.urls(for: text, count: Self.urlsPerTable, &random)))
        }
        // Every kept fail case, the Swift enum's and the Kotlin class's: its table and its URL.
        let kept = (try? FileManager.default.contentsOfDirectory(atPath: StandaloneDifferentialTests.failCases.path))?.sorted() ?? []
        for (index, file) in kept.enumerated() where file.hasSuffix(".txt") {
            let text = try String(contentsOf: StandaloneDifferentialTests.failCases.appendingPathComponent(file), encoding: .utf8)
            let parts = text.components(separatedBy: "\n--- url\n")
            guard parts.count == 2 else { continue }
            cases.append(.init(name: "F\(index)", text: parts[0], urls: [String(parts[1].dropLast(parts[1].hasSuffix("\n") ? 1 : 0))]))
        }
        // And a table of 1,000 routes, whose class must split its code into methods the JVM takes.
        let large = (0..<1_000).map { "acme /r\($0)/:id\($0)\($0 % 2 == 0 ? "(/:tab)" : "") route.\($0)" }.joined(separator: "\n") + "\n"
        cases.append(.init(name: "Large", text: large, urls: (0..<1_000).flatMap { ["acme://r\($0)/x", "acme://r\($0)/x/t", "acme://r\($0)"] }))
        // And values named like the class's members and Kotlin's keywords.
        let names = "acme /a/:links/:url x\nacme /b/:path/:in/:values y\nacme /c/:route(/:is) z\n"
        cases.append(.init(name: "Names", text: names, urls: ["acme://a/1/2", "acme://b/p/i/v", "acme://c/r", "acme://c/r/i", "acme://a/1"]))
        var source: [String] = []
        var driver: [String] = [
            "// The driver: TABLE<TAB>HEX-URL lines in, one answer a line out.",
            "fun hex(text: String): String {",
            "    val out = StringBuilder()",
            "    for (byte in text.toByteArray(Charsets.UTF_8)) {",
            "        val value = byte.toInt() and 0xFF",
            "        out.append(\"0123456789abcdef\"[value shr 4]).append(\"0123456789abcdef\"[value and 15])",
            "    }",
            "    return out.toString()",
            "}",
        ]
        var expected: [String] = []
        var input: [String] = []
        var generated: [StandaloneDifferentialTests.Case] = []
        for test in cases {
            let output = KotlinRouteGenerator(packageName: "differential", className: test.name).generate(text: test.text, file: test.name + ".table")
            guard let text = output.source else {
                for error in output.diagnostics where error.severity == .error {
                    #expect(error.line != nil && error.column != nil, "\(error) of\n\(test.text)")
                }
                continue
            }
            let parsed = RouteTableParser(file: test.name).parse(test.text)
            let resolver = try RouteResolver(parsed.table)
            var diagnostics: [TypedRouteDiagnostic] = []
            let typed = TypedRouteCases.make(RouteTableReader(file: test.name).parse(test.text).table, lines: parsed.lines, file: test.name, enumName: test.name,
                                             members: [], diagnostics: &diagnostics)
            let kotlin = KotlinRouteCase.make(typed, className: test.name, file: test.name, diagnostics: &diagnostics)
            // One copy of `Links` for all classes: kotlinc compiles it once.
            #expect(text.contains(KotlinRuntime.code))
            source.append(text.replacingOccurrences(of: KotlinRuntime.code, with: "").replacingOccurrences(of: "package differential\n", with: ""))
            driver += Self.answerFunction(test.name, kotlin)
            generated.append(test)
            for url in test.urls {
                input.append(test.name + "\t" + StandaloneDifferentialTests.hex(url))
                expected.append(StandaloneDifferentialTests.expectedAnswer(url, resolver: resolver, typed: typed))
            }
        }
        #expect(generated.count >= Self.tableCount * 9 / 10, "only \(generated.count) tables generated")
        #expect(input.count >= 100_000)
        driver += [
            "fun main() {",
            "    val answers = HashMap<String, (String) -> String>()",
        ]
        for test in generated { driver.append("    answers[\"\(test.name)\"] = ::answer\(test.name)") }
        driver += [
            "    val reader = System.`in`.bufferedReader(Charsets.UTF_8)",
            "    val out = java.io.BufferedWriter(java.io.OutputStreamWriter(System.out, Charsets.UTF_8), 1 shl 16)",
            "    while (true) {",
            "        val line = reader.readLine() ?: break",
            "        val tab = line.indexOf('\\t')",
            "        val hexURL = line.substring(tab + 1)",
            "        val bytes = ByteArray(hexURL.length / 2) { Integer.parseInt(hexURL.substring(2 * it, 2 * it + 2), 16).toByte() }",
            "        out.write(answers.getValue(line.substring(0, tab))(String(bytes, Charsets.UTF_8)))",
            "        out.write(\"\\n\")",
            "    }",
            "    out.flush()",
            "}",
        ]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kotlin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // `Links` at the top of the file, where every class finds it.
        let runtime = KotlinRuntime.code.replacingOccurrences(of: "    private class Links(", with: "    class Links(")
        let file = directory.appendingPathComponent("Differential.kt")
        try (["package differential", ""] + source + [runtime] + driver).joined(separator: "\n")
            .write(to: file, atomically: true, encoding: .utf8)
        try (input.joined(separator: "\n") + "\n").write(to: directory.appendingPathComponent("urls.txt"), atomically: true, encoding: .utf8)
        let jar = directory.appendingPathComponent("differential.jar")
        let compileStart = Date()
        // kotlinc's default heap (256 MB) makes it collect most of the time on a file this size.
        let compile = try StandaloneDifferentialTests.run(["JAVA_OPTS=-Xmx1g -Xms256m", "kotlinc", file.path, "-include-runtime", "-nowarn", "-d", jar.path])
        if compile.status != 0 {
            let kept = FileManager.default.temporaryDirectory.appendingPathComponent("KotlinDifferential-failed.kt")
            try? FileManager.default.removeItem(at: kept)
            try? FileManager.default.copyItem(at: file, to: kept)
            Issue.record("kotlinc failed on \(kept.path) (kept):\n\(compile.output.prefix(4000))")
            return
        }
        let runStart = Date()
        let run = try StandaloneDifferentialTests.run(["java", "-Xss64m", "-cp", jar.path, "differential.DifferentialKt"],
                                                      input: directory.appendingPathComponent("urls.txt"))
        print("KotlinDifferentialTests: kotlinc \(Int(runStart.timeIntervalSince(compileStart)))s, java \(Int(Date().timeIntervalSince(runStart)))s for \(input.count) URLs of \(generated.count) tables")
        try #require(run.status == 0, "the driver failed:\n\(run.output.suffix(2000))")
        let answers = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        try #require(answers.count == expected.count, "\(answers.count) answers for \(expected.count) URLs")
        var disagreements = 0
        var offset = 0
        for test in generated {
            for url in test.urls {
                defer { offset += 1 }
                guard answers[offset] != expected[offset] else { continue }
                disagreements += 1
                if disagreements <= 20 {
                    Issue.record("\(test.name) \(url.debugDescription): router \(expected[offset]), Kotlin \(answers[offset])\n\(test.text)")
                    if test.name.hasPrefix("T") { StandaloneDifferentialTests.keep(table: test.text, url: url) }
                }
            }
        }
        #expect(disagreements == 0, "\(disagreements) of \(expected.count) URLs answered differently")
    }

    /// The driver's functions for one class: `when`s (of at most `KotlinSource.chunk` classes
    /// each, as the JVM limits a method's size) that print what
    /// `StandaloneDifferentialTests.expectedAnswer` prints.
    static func answerFunction(_ name: String, _ cases: [KotlinRouteCase]) -> [String] {
        let chunks = stride(from: 0, to: cases.count, by: KotlinSource.chunk).map { Array(cases[$0..<min($0 + KotlinSource.chunk, cases.count)]) }
        var out = [
            "fun answer\(name)(url: String): String {",
            "    val route = \(name).parse(url) ?: return \"-\"",
            "    val link = try { hex(route.url()) } catch (error: IllegalArgumentException) { \"!\" }",
            "    return " + (chunks.indices.map { "answer\(name)_\($0)(route, link) ?: " }.joined()) + "\"?\"",
            "}",
        ]
        for (number, chunk) in chunks.enumerated() {
            out += ["fun answer\(name)_\(number)(route: \(name), link: String): String? = when (route) {"]
            for typed in chunk {
                let fields = typed.values.map { value -> String in
                    if value.variable == nil { return "route.\(value.property).joinToString(\",\") { hex(it) }" }
                    return value.isOptional ? "(route.\(value.property)?.let { hex(it) } ?: \"~\")" : "hex(route.\(value.property))"
                }
                let list = fields.isEmpty ? "\"\"" : "listOf(\(fields.joined(separator: ", "))).joinToString(\";\")"
                out.append("    is \(name).\(typed.name) -> \"\(typed.routeIndex)|\" + \(list) + \"|\" + link")
            }
            out += ["    else -> null", "}"]
        }
        return out
    }
}
