import Foundation
import Testing
@testable import URLRoutes

/// The table syntax's reader without PCRE2 (`RouteTableReader`, what the typed-routes
/// generators and the build plugin's tool read tables with) against `RouteTableParser`, which
/// is the same reader with every pattern compiled: the same routes, fallbacks, options and
/// errors at the same places, except the constraints that only PCRE2's compiler refuses.
@Suite struct RouteTableReaderTests {
    /// A route as both readers give it.
    private static func describe(_ namespace: String, _ pattern: String, _ priority: Int, _ name: String?, _ line: Int?) -> String {
        "\(namespace)|\(pattern)|\(priority)|\(name ?? "-")|\(line ?? 0)"
    }

    private static let directives = """
        @option decode-plus-symbols off
        @option host-as-path-component on
        @option swift-enum ShopRoute
        @option swift-access public
        @option swift-standalone
        @fallback acme //Shop.Example.com. nope: *
        @option colour blue
        //Shop.Example.com. /p/:slug(/:tab) 5 shop.product
        //*.example.com /t/:id tenant
        acme /p/:id<a)|(?:b> broken
        acme /p/:id<\\d+> 10 product

        """

    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func texts() throws -> [String] {
        let example = try String(contentsOf: Self.packageRoot.appendingPathComponent("Examples/routes.table"), encoding: .utf8)
        return [example, directives] + (UInt64(0) ..< 400).map(RouteTableParserOracleTests.text(seed:))
    }

    @Test func theReaderReadsWhatTheParserReadsSaveWhatOnlyPCRE2Refuses() throws {
        for text in try Self.texts() {
            let parsed = RouteTableParser(file: "routes.table").parse(text)
            let read = RouteTableReader(file: "routes.table").parse(text)
            // The parser's errors that compiling a constraint with PCRE2 adds.
            let pcre2Only = parsed.patternErrors.filter { error in
                !read.patternErrors.contains { $0.line == error.line && $0.column == error.column && $0.message == error.message }
            }
            #expect(pcre2Only.allSatisfy { $0.message.contains("PCRE2") || $0.message.contains("capture group") || $0.message.contains("swallows") },
                    "\(pcre2Only) in \(text.debugDescription)")
            let pcre2Lines = Set(pcre2Only.compactMap(\.line))
            #expect(read.errors.map(\.description) == parsed.errors.filter { error in !pcre2Only.contains { $0.description == error.description } }.map(\.description),
                    "\(text.debugDescription)")
            let readRoutes = read.table.routes.filter { !pcre2Lines.contains($0.line ?? 0) }
                .map { Self.describe($0.namespace.description, $0.pattern, $0.priority, $0.name, $0.line) }
            let parsedRoutes = parsed.table.routes.map { Self.describe($0.namespace.description, $0.pattern, $0.priority, $0.name, $0.line) }
            #expect(readRoutes == parsedRoutes, "\(text.debugDescription)")
            #expect(read.table.fallbacks.map(\.description) == parsed.table.fallbacks.map(\.description))
            #expect(read.table.decodesPlusSymbols == parsed.table.decodesPlusSymbols)
            #expect(read.table.treatsHostAsPathComponent == parsed.table.treatsHostAsPathComponent)
            #expect(read.table.swiftEnumName == parsed.table.swiftEnumName)
            #expect(read.table.swiftAccess == parsed.table.swiftAccess)
            #expect(read.table.swiftStandalone == parsed.table.swiftStandalone)
        }
    }

    @Test func aConstraintOnlyPCRE2RefusesIsReadAndItsStructuralProblemsAreNot() {
        // `[z-a]` is one balanced expression; PCRE2's compiler refuses the range.
        let text = "acme /p/:id<[z-a]> bad\nacme /q/:id<a)|(?:b> broken\n"
        let parsed = RouteTableParser(file: "routes.table").parse(text)
        let read = RouteTableReader(file: "routes.table").parse(text)
        #expect(parsed.errors.map(\.line) == [1, 2])
        #expect(parsed.errors.first?.message.contains("not a valid PCRE2 expression") == true)
        #expect(read.table.routes.map(\.pattern) == ["/p/:id<[z-a]>"])
        #expect(read.errors.map(\.description) == [parsed.errors[1].description])
    }

    @Test func theErrorTypesTheReaderThrowsAreURLRoutesOwn() throws {
        let tableError: URLRoutes.RouteTableError = try #require(RouteTable.problems(parsing: "acme /(\n").first)
        #expect(tableError.line == 1)
        let patternError = #expect(throws: URLRoutes.RoutePatternError.self) { try Routes.validate(pattern: "/(") }
        #expect(patternError?.offset == 1)
        #expect(throws: URLRoutes.HostPatternError.self) { try Routes.validate(host: "shop") }
    }
}
