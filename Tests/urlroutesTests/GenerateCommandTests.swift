import Foundation
import Testing
import URLRoutesCodeGen

/// `urlroutes generate swift`: the source RouteTablePlugin builds, and source that compiles for
/// any table the generator accepts; `urlroutes generate kotlin`: the sealed class and its refusals.
@Suite struct GenerateCommand {
    /// Where this build's products are: the tool, the modules, and the plugin's outputs.
    private static var binDirectory: URL? { ToolRunner.binary?.deletingLastPathComponent() }

    @Test func printsWhatThePluginGeneratesByteForByte() throws {
        let bin = try #require(Self.binDirectory)
        // <scratch>/plugins/outputs/<package folder>/TypedRoutesTests/destination/RouteTablePlugin/routes.swift
        let outputs = bin.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("plugins/outputs")
        let packages = try FileManager.default.contentsOfDirectory(atPath: outputs.path)
        let generated = try #require(packages.lazy.map {
            outputs.appendingPathComponent("\($0)/TypedRoutesTests/destination/RouteTablePlugin/routes.swift")
        }.first { FileManager.default.fileExists(atPath: $0.path) })
        let result = try ToolRunner.run(["generate", "swift", "Tests/TypedRoutesTests/routes.table"])
        #expect(result.status == 0)
        // The plugin names the table by its absolute path; the header and messages use the file name.
        #expect(result.stdout == (try String(contentsOf: generated, encoding: .utf8)))
    }

    @Test func aBrokenTableIsReportedAtItsLineAndExitsTwo() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("routes.table", "acme /ok ok\nacme /a product.show\nacme /b product-show\n")
        let result = try ToolRunner.run(["generate", "swift", table])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("\(table):3:9: error: the route name \"product-show\" becomes the case productShow"))
    }

    /// `urlroutes` links PCRE2 and compiles every constraint as routing does; the plugin's tool
    /// checks a constraint's structure only, and leaves one that only PCRE2's compiler refuses
    /// to the table's first use (the DocC article "Typed routes" says so).
    @Test func aConstraintOnlyPCRE2RefusesIsAnErrorHereAndNotInThePluginsTool() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("routes.table", "acme /ok ok\nacme /p/:id<[z-a]> product.show\n")
        let result = try ToolRunner.run(["generate", "swift", table])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(table):2:16: error: invalid pattern: the constraint is not a valid PCRE2 expression"), "\(result.stderr)")
        let kotlin = try ToolRunner.run(["generate", "kotlin", table, "--package", "links"])
        #expect(kotlin.stderr.contains("\(table):2:16: error: invalid pattern: the constraint is not a valid PCRE2 expression"), "\(kotlin.stderr)")
        let output = directory.url.appendingPathComponent("routes.swift").path
        let tool = try ToolRunner.run([table, output], executable: ToolRunner.sibling("RouteTableCodeGenTool"))
        #expect(tool.status == 0, "\(tool.stderr)")
    }

    @Test func theOptionsNameAndOpenTheEnum() throws {
        let result = try ToolRunner.run(["generate", "swift", ToolRunner.exampleTable, "--enum", "ShopRoute", "--access", "public"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("public enum ShopRoute: Hashable, Sendable, CustomStringConvertible {"))
        #expect(try ToolRunner.run(["generate", "swift", ToolRunner.exampleTable, "--access", "open"]).status == 2)
    }

    @Test func standalonePrintsAnEnumThatImportsNothingAndRefusesAtTheColumn() throws {
        let result = try ToolRunner.run(["generate", "swift", ToolRunner.exampleTable, "--standalone"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("import ") && result.stdout.contains("enum AppRoute: Hashable, Sendable, CustomStringConvertible {"))
        let directory = try TemporaryDirectory()
        let table = try directory.file("routes.table", "acme /ok ok\nacme /a/:id<(?=x)\\w+> a\n")
        let refused = try ToolRunner.run(["generate", "swift", table, "--standalone"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("\(table):2:13: error: the constraint <(?=x)\\w+> is not generated as standalone code"))
        // Without --standalone the same table generates: PCRE2 reads look-around.
        #expect(try ToolRunner.run(["generate", "swift", table]).status == 0)
    }

    @Test func kotlinPrintsTheSealedClassAndRefusesAtTheColumn() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("routes.table", "acme / home\nacme /product/:id<\\d+> product.show\nacme /files/* files\n")
        let result = try ToolRunner.run(["generate", "kotlin", table, "--package", "com.acme.links", "--class", "ShopRoute"])
        #expect(result.status == 0, "\(result.stderr)")
        for line in ["package com.acme.links", "sealed class ShopRoute {", "    object Home : ShopRoute()",
                     "    data class ProductShow(val id: String) : ShopRoute()", "    data class Files(val wildcard: List<String>) : ShopRoute()",
                     "        fun parse(url: String): ShopRoute? {"] {
            #expect(result.stdout.contains(line + "\n"), "\(line)")
        }
        let output = directory.url.appendingPathComponent("AppRoute.kt").path
        #expect(try ToolRunner.run(["generate", "kotlin", table, "--package", "links", "-o", output]).status == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("sealed class AppRoute {"))
        let refusedTable = try directory.file("refused.table", "acme /ok ok\nacme /a/:id<(?=x)\\w+> a\n")
        let refused = try ToolRunner.run(["generate", "kotlin", refusedTable, "--package", "links"])
        #expect(refused.status == 2 && refused.stdout.isEmpty)
        #expect(refused.stderr.contains("\(refusedTable):2:13: error: the constraint <(?=x)\\w+> is not generated as Kotlin"))
        #expect(try ToolRunner.run(["generate", "kotlin", table]).status == 2)   // --package is required
    }

    /// A few hundred random tables (namespaces, shared names, keywords, optional groups,
    /// wildcards, constraints) and a 1,000-route one: each either generates, and every source
    /// compiles in one `swiftc -typecheck`, or is refused with an error at a line of the table.
    @Test func theSourceOfRandomTablesCompiles() throws {
        let bin = try #require(Self.binDirectory)
        var random = SeededRandom(seed: 20261126)
        var sources: [String] = []
        for number in 0..<300 {
            let text = RandomTable.make(&random)
            let output = TypedRouteGenerator(enumName: "Table\(number)").generate(text: text, file: "t\(number).table")
            if let source = output.source {
                sources.append(number == 0 ? source : Self.withoutImports(source))
            } else {
                for error in output.diagnostics where error.severity == .error {
                    #expect(error.line != nil && error.column != nil, "\(error) of\n\(text)")
                }
            }
        }
        #expect(sources.count > 200, "only \(sources.count) of 300 random tables generated")
        // And one large table: Swift cannot check a `switch` over some 850 cases with values,
        // so the generated code must not need one.
        let large = (0..<1_000).map { "acme /r\($0)/:id\($0 % 2 == 0 ? "(/:tab)" : "") route.\($0)" }.joined(separator: "\n")
        let largeSource = TypedRouteGenerator(enumName: "LargeTable").generate(text: large, file: "large.table").source
        sources.append(Self.withoutImports(try #require(largeSource)))
        try Self.expectTypeChecks(sources.joined(separator: "\n"), bin: bin)
    }

    /// `source` without its import lines (`@_spi(TypedRoutes) import URLRoutes`...), so that
    /// sources joined into one file import the module once.
    static func withoutImports(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("import ") && !($0.hasPrefix("@_spi(") && $0.contains(") import ")) }
            .joined(separator: "\n")
    }

    /// A file name with a line break and routes named like the enum's members: the source's
    /// comments keep the name on their line, the names the enum declares itself are refused
    /// at their line, and the rest (`path`, `url`, `description`, `init`, `hashValue`) compile.
    @Test func fileNamesAndMemberNamesCannotBreakTheSource() throws {
        let bin = try #require(Self.binDirectory)
        let file = "Sources/App/evil\nlet injected = 1\u{2028}.table"
        let refused = TypedRouteGenerator().generate(text: "acme /a table\nacme /b resolver\nacme /c table_text\n", file: file)
        #expect(refused.source == nil)
        #expect(refused.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.severity)" } == ["1:9 error", "2:9 error", "3:9 error"])
        #expect(refused.diagnostics.first?.message.contains("AppRoute already declares") == true)
        let names = ["path", "url", "description", "init", "hash_value", "hash", "route_values", "self", "path.q", "url.q"]
        let text = names.enumerated().map { "acme /r\($0.offset)\($0.element.hasSuffix(".q") ? "/:query/:scheme/:host" : "") \($0.element)" }
            .joined(separator: "\n")
        let source = try #require(TypedRouteGenerator().generate(text: text, file: file).source)
        #expect(!source.contains("\nlet injected"))
        #expect(!source.contains("\u{2028}"))
        #expect(source.contains("// Generated from evil\\u{A}let injected = 1\\u{2028}.table by urlroutes"))
        try Self.expectTypeChecks(source + "\nlet _: AppRoute = .path\nlet _: AppRoute = .urlQ(query: \"q\", scheme: \"s\", host: \"h\")\nlet _: String = try! AppRoute.pathQ(query: \"q\", scheme: \"s\", host: \"h\").path()\n", bin: bin)
    }

    /// Runs `swiftc -typecheck` on `source` against this build's URLRoutes module.
    static func expectTypeChecks(_ source: String, bin: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let directory = try TemporaryDirectory()
        let file = URL(fileURLWithPath: try directory.file("Tables.swift", source))
        let swiftc = Process()
        swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        swiftc.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", bin.appendingPathComponent("Modules").path,
                            "-I", ToolRunner.packageRoot.appendingPathComponent("Modules/CPCRE2").path, file.path]
        let errors = Pipe()
        swiftc.standardError = errors
        swiftc.standardOutput = errors
        try swiftc.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        swiftc.waitUntilExit()
        #expect(swiftc.terminationStatus == 0, "\(message.prefix(4000))", sourceLocation: sourceLocation)
    }
}

/// Random route tables in the table format, for the generator.
enum RandomTable {
    static let words = ["product", "show", "user", "default", "self", "in", "home", "list", "v2", "Type", "post", "item"]
    static let separators = [".", "-", "_"]
    static let namespaces = ["acme", "https", "*", "//shop.acme.example", "//*.acme.example", "my+app"]

    static func make(_ random: inout SeededRandom) -> String {
        var lines: [String] = []
        var used: Set<String> = []
        for _ in 0..<random.next(in: 1...8) {
            let namespace = namespaces[random.next(in: 0...namespaces.count - 1)]
            var name = words[random.next(in: 0...words.count - 1)]
            if random.next(in: 0...1) == 1 {
                name += separators[random.next(in: 0...2)] + words[random.next(in: 0...words.count - 1)]
            }
            // A name is unique in its namespace (the table says so); across namespaces it may repeat.
            guard used.insert(namespace + " " + name).inserted else { continue }
            lines.append("\(namespace) \(pattern(&random)) \(name)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func pattern(_ random: inout SeededRandom) -> String {
        var parts: [String] = []
        var variables: Set<String> = []
        for index in 0..<random.next(in: 1...4) {
            switch random.next(in: 0...5) {
            case 0, 1: parts.append("/" + words[random.next(in: 0...words.count - 1)].lowercased())
            case 2:
                let name = words[random.next(in: 0...words.count - 1)] + (random.next(in: 0...1) == 1 ? "_id" : "")
                if variables.insert(name).inserted { parts.append("/:\(name)") }
            case 3:
                let name = "n\(index)"
                variables.insert(name)
                parts.append("/:\(name)<\\d+>")
            case 4:
                let name = "o\(index)"
                variables.insert(name)
                parts.append("(/:\(name))")
            default:
                parts.append(random.next(in: 0...1) == 1 ? "/**" : "/*")
            }
        }
        return parts.joined()
    }
}

/// A small deterministic generator (SplitMix64), so that a failing table can be found again.
struct SeededRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next(in range: ClosedRange<Int>) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        value ^= value >> 31
        return range.lowerBound + Int(value % UInt64(range.count))
    }
}
