import Foundation
import Testing
import URLRoutes
@testable import URLRoutesCodeGen

/// The standalone enum against the router, at scale: random tables (every pattern feature,
/// several namespaces, fallbacks, options) and random URLs (routed, near misses, encoded,
/// hostile). All tables' enums go into one Swift file with one driver, compiled once; the
/// driver reads the URLs from a file and prints each answer (case and values, or miss, and the
/// link `url()` prints back), which must equal what `RouteResolver` answers on the same table.
/// Every disagreement is written to `FailCases/` (table and URL) and replayed by every run.
/// About a minute on 2 cores, most of it swiftc compiling the enums and the router answering.
@Suite(.outsideCompiler) struct StandaloneDifferentialTests {
    static let tableCount = 200
    static let urlsPerTable = 560

    static var failCases: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FailCases")
    }

    struct Case {
        var name: String
        var text: String
        var urls: [String]
    }

    @Test func theStandaloneEnumAnswersEveryURLAsTheRouterDoes() throws {
        var random = Random(seed: 20261128)
        var cases: [Case] = []
        for number in 0..<Self.tableCount {
            let text = RandomStandaloneTable.make(&random)
            cases.append(Case(name: "T\(number)", text: text, urls: RandomStandaloneTable.urls(for: text, count: Self.urlsPerTable, &random)))
        }
        // Every kept fail case: its table and its URL.
        let kept = (try? FileManager.default.contentsOfDirectory(atPath: Self.failCases.path))?.sorted() ?? []
        for (index, file) in kept.enumerated() where file.hasSuffix(".txt") {
            let text = try String(contentsOf: Self.failCases.appendingPathComponent(file), encoding: .utf8)
            let parts = text.components(separatedBy: "\n--- url\n")
            guard parts.count == 2 else { continue }
            cases.append(Case(name: "F\(index)", text: parts[0], urls: [String(parts[1].dropLast(parts[1].hasSuffix("\n") ? 1 : 0))]))
        }
        var sources: [String] = []
        var driver: [String] = [
            "// The driver: TABLE<TAB>HEX-URL lines in, one answer a line out.",
            "func hex(_ text: String) -> String {",
            "    let digits = Array(\"0123456789abcdef\".utf8)",
            "    return String(decoding: text.utf8.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }, as: UTF8.self)",
            "}",
        ]
        var expected: [String] = []
        var input: [String] = []
        var generated: [Case] = []
        for test in cases {
            let output = TypedRouteGenerator(enumName: test.name, standalone: true).generate(text: test.text, file: test.name + ".table")
            guard let source = output.source else {
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
            // One copy of the reading code for all enums: swiftc compiles it once.
            #expect(source.contains(StandaloneRuntime.code))
            sources.append(source.replacingOccurrences(of: StandaloneRuntime.code, with: ""))
            driver += Self.answerFunction(test.name, typed)
            generated.append(test)
            for url in test.urls {
                input.append(test.name + "\t" + Self.hex(url))
                expected.append(Self.expectedAnswer(url, resolver: resolver, typed: typed))
            }
        }
        #expect(generated.count >= Self.tableCount * 9 / 10, "only \(generated.count) tables generated")
        #expect(input.count >= 100_000)
        driver.append("let answers: [String: (String) -> String] = [")
        for test in generated { driver.append("    \"\(test.name)\": answer\(test.name),") }
        driver.append("]")
        driver += [
            "while let line = readLine() {",
            "    let fields = line.split(separator: \"\\t\", omittingEmptySubsequences: false)",
            "    var bytes: [UInt8] = []",
            "    var index = fields[1].utf8.startIndex",
            "    while index < fields[1].utf8.endIndex {",
            "        let next = fields[1].utf8.index(index, offsetBy: 2)",
            "        bytes.append(UInt8(String(fields[1][index..<next]), radix: 16)!)",
            "        index = next",
            "    }",
            "    print(answers[String(fields[0])]!(String(decoding: bytes, as: UTF8.self)))",
            "}",
        ]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("standalone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        sources.append(StandaloneRuntime.code.replacingOccurrences(of: "private struct Links", with: "struct Links"))
        try sources.joined(separator: "\n").write(to: directory.appendingPathComponent("Tables.swift"), atomically: true, encoding: .utf8)
        try driver.joined(separator: "\n").write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        try (input.joined(separator: "\n") + "\n").write(to: directory.appendingPathComponent("urls.txt"), atomically: true, encoding: .utf8)
        let binary = directory.appendingPathComponent("driver")
        let compile = try Self.run(["swiftc", "-swift-version", "6", "-o", binary.path,
                                    directory.appendingPathComponent("Tables.swift").path,
                                    directory.appendingPathComponent("main.swift").path])
        try #require(compile.status == 0, "swiftc failed:\n\(compile.output.prefix(4000))")
        let run = try Self.run([binary.path], input: directory.appendingPathComponent("urls.txt"))
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
                    Issue.record("\(test.name) \(url.debugDescription): router \(expected[offset]), standalone \(answers[offset])\n\(test.text)")
                    if test.name.hasPrefix("T") { Self.keep(table: test.text, url: url) }
                }
            }
        }
        #expect(disagreements == 0, "\(disagreements) of \(expected.count) URLs answered differently")
    }

    /// `TABLE<TAB>route|values|link` as the driver prints it, from the router.
    static func expectedAnswer(_ url: String, resolver: RouteResolver, typed: [TypedRouteCase]) -> String {
        guard let match = resolver.pathMatch(url), let typedCase = typed.first(where: { $0.routeIndex == match.routeIndex }) else {
            return "-"
        }
        var fields: [String] = []
        var linkValues: [String: String] = [:]
        for value in typedCase.values {
            guard let variable = value.variable else {
                fields.append(match.wildcard.map(hex).joined(separator: ","))
                continue
            }
            if value.isOptional {
                fields.append(match.values[variable].map(hex) ?? "~")
                if let given = match.values[variable] { linkValues[variable] = given }
            } else {
                fields.append(hex(match.values[variable] ?? ""))
                linkValues[variable] = match.values[variable] ?? ""
            }
        }
        let wildcard = typedCase.values.contains { $0.variable == nil } ? match.wildcard : []
        let link = (try? resolver.link(toRouteAt: match.routeIndex, values: linkValues, wildcard: wildcard, form: .url)).map(hex) ?? "!"
        return "\(match.routeIndex)|\(fields.joined(separator: ";"))|\(link)"
    }

    /// The driver's function for one enum: an exhaustive switch that prints what
    /// `expectedAnswer` prints.
    static func answerFunction(_ name: String, _ typed: [TypedRouteCase]) -> [String] {
        var out = ["func answer\(name)(_ url: String) -> String {", "    guard let route = \(name)(url: url) else { return \"-\" }",
                   "    let link = (try? route.url()).map(hex) ?? \"!\"", "    switch route {"]
        for typedCase in typed {
            let bindings = typedCase.values.indices.map { "let v\($0)" }.joined(separator: ", ")
            let fields = typedCase.values.indices.map { index -> String in
                let value = typedCase.values[index]
                if value.variable == nil { return "v\(index).map(hex).joined(separator: \",\")" }
                return value.isOptional ? "(v\(index).map(hex) ?? \"~\")" : "hex(v\(index))"
            }
            out.append("    case .\(typedCase.name)\(bindings.isEmpty ? "" : "(\(bindings))"):")
            out.append("        return \"\(typedCase.routeIndex)|\" + [\(fields.joined(separator: ", "))].joined(separator: \";\") + \"|\" + link")
        }
        if typed.isEmpty { out.append("    default: return \"?\"") }
        out += ["    }", "}"]
        return out
    }

    static func hex(_ text: String) -> String {
        text.utf8.map { String(format: "%02x", $0) }.joined()
    }

    static func keep(table: String, url: String) {
        try? FileManager.default.createDirectory(at: failCases, withIntermediateDirectories: true)
        // A name from the contents, the same on every run (String's hash is seeded per process).
        let digest = (table + url).utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
        let file = failCases.appendingPathComponent("standalone-\(String(digest, radix: 16)).txt")
        try? (table + "\n--- url\n" + url + "\n").write(to: file, atomically: true, encoding: .utf8)
    }

    static func run(_ arguments: [String], input: URL? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        if let input { process.standardInput = try FileHandle(forReadingFrom: input) }
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// SplitMix64: a failing run can be found again from its seed.
    struct Random {
        private var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next(_ range: ClosedRange<Int>) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            value ^= value >> 31
            return range.lowerBound + Int(value % UInt64(range.count))
        }
        mutating func pick<T>(_ items: [T]) -> T { items[next(0...items.count - 1)] }
        mutating func chance(_ percent: Int) -> Bool { next(0...99) < percent }
    }
}
