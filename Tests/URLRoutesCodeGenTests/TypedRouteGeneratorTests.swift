import Foundation
import Testing
import URLRoutes
@testable import URLRoutesCodeGen

@Suite struct TypedRouteGeneratorTests {
    private func generate(_ text: String, enumName: String? = nil, access: TypedRouteGenerator.Access = .internal)
        -> TypedRouteGenerator.Output {
        TypedRouteGenerator(enumName: enumName, access: access).generate(text: text, file: "Sources/App/routes.table")
    }

    /// The `case` declarations of the enum (not those of its switches).
    private func cases(_ output: TypedRouteGenerator.Output) -> [String] {
        (output.source ?? "").split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("    case ") }
    }

    @Test(arguments: [
        ("product.show", "productShow"), ("web-home", "webHome"), ("user_id", "userId"), ("a.b-c_d", "aBCD"),
        ("Home", "home"), ("_private", "private"), ("x..y", "xY"), ("v2.list", "v2List"),
    ])
    func namesBecomeLowerCamelCase(name: String, identifier: String) {
        #expect(SwiftIdentifier.lowerCamelCase(name) == identifier)
    }

    @Test func namesThatLeaveNothingAreNotIdentifiers() {
        #expect(SwiftIdentifier.lowerCamelCase("_") == nil)
        #expect(SwiftIdentifier.lowerCamelCase("._-") == nil)
        #expect(SwiftIdentifier.lowerCamelCase("a+b") == nil)
        #expect(SwiftIdentifier.lowerCamelCase("1up") == nil)
    }

    @Test func casesFollowTheTableWithTheirValuesInPatternOrder() {
        let output = generate("""
        acme /product/:id<\\d+>                   product.show
        acme /product/:id/reviews(/:page)         product.reviews
        *    /help/**/:article                    help.article
        acme /files/*                             files
        acme /a/:x/b/:x                           twice
        """)
        #expect(output.diagnostics.isEmpty)
        #expect(cases(output) == [
            "    case productShow(id: String)",
            "    case productReviews(id: String, page: String?)",
            "    case helpArticle(wildcard: [String], article: String)",
            "    case files(wildcard: [String])",
            "    case twice(x: String)",
        ])
    }

    @Test func aNameTwoNamespacesShareIsQualifiedByEach() {
        let output = generate("""
        acme                 /home   home
        https                /home   home
        //shop.acme.example  /       home
        *                    /h      home
        //*.acme.example     /x      home
        acme                 /about  about
        """)
        #expect(output.diagnostics.isEmpty)
        #expect(cases(output) == ["    case acmeHome", "    case httpsHome", "    case shopAcmeExampleHome", "    case globalHome",
                                  "    case anyAcmeExampleHome", "    case about"])
    }

    @Test func keywordsAreEscapedNotRefused() {
        let output = generate("acme /default/:self/:in default\nacme /s self\n")
        #expect(output.diagnostics.isEmpty)
        #expect(cases(output) == ["    case `default`(`self`: String, `in`: String)", "    case `self`"])
    }

    @Test func twoNamesThatBecomeOneCaseAreAnErrorAtTheSecondLine() {
        let output = generate("acme /a product.show\nacme /b product-show\n")
        #expect(output.source == nil)
        #expect(output.diagnostics.map(\.description) == [
            "Sources/App/routes.table:2:9: error: the route name \"product-show\" becomes the case productShow, which \"product.show\" on line 1 already is; rename one of them",
        ])
    }

    @Test func twoVariablesThatBecomeOneLabelAreAnError() {
        let output = generate("acme /u/:user_id/:userId u\n")
        #expect(output.source == nil)
        #expect(output.diagnostics.map(\.description) == [
            "Sources/App/routes.table:1:6: error: :userId and :user_id both become the label userId of the case u; rename one of them",
        ])
    }

    @Test func aVariableThatCannotBeALabelIsAnError() {
        let output = generate("acme /u/:a+b u\n")
        #expect(output.source == nil)
        #expect(output.diagnostics.map(\.description) == [
            "Sources/App/routes.table:1:6: error: the variable :a+b cannot become a Swift label; rename it with letters, digits and . - _",
        ])
    }

    @Test func aTableErrorIsReportedAtItsLineAndNothingIsGenerated() {
        let output = generate("acme /ok ok\nacme /bad/:id<[a-z> bad\n")
        #expect(output.source == nil)
        #expect(output.diagnostics.count == 1)
        #expect(output.diagnostics.first?.line == 2)
        #expect(output.diagnostics.first?.description.hasPrefix("Sources/App/routes.table:2:") == true)
        #expect(output.diagnostics.first?.severity == .error)
    }

    @Test func aRouteWithoutANameGetsAWarningAndNoCase() {
        let output = generate("acme /named named\nacme /anonymous/:id\n")
        #expect(output.source != nil)
        #expect(cases(output) == ["    case named"])
        #expect(output.diagnostics.map(\.description) == [
            "Sources/App/routes.table:2:6: warning: this route has no name, so AppRoute has no case for it; name it to link to it",
        ])
    }

    @Test func theEnumIsNamedByTheOptionThenTheTable() {
        let table = "@option swift-enum ShopRoute\nacme /a a\n"
        #expect(generate(table).source?.contains("enum ShopRoute: Hashable") == true)
        #expect(generate(table, enumName: "Link").source?.contains("enum Link: Hashable") == true)
        #expect(generate("acme /a a\n").source?.contains("enum AppRoute: Hashable") == true)
        #expect(generate("acme /a a\n", enumName: "default").source == nil)
    }

    @Test func aBadSwiftEnumOptionIsATableError() {
        let output = generate("@option swift-enum 9Lives\nacme /a a\n")
        #expect(output.source == nil)
        #expect(output.diagnostics.first?.description.hasPrefix("Sources/App/routes.table:1:20: error: '9Lives' is not a Swift type name") == true)
    }

    @Test func publicAccessMarksEveryMemberUsersSee() throws {
        let source = try #require(generate("acme /a/:id a\n", access: .public).source)
        for declaration in ["public enum AppRoute", "public init?(url: String)", "public func path(", "public func url(",
                            "public var description", "public static let table", "public static let resolver"] {
            #expect(source.contains(declaration), "\(declaration)")
        }
        #expect(generate("acme /a/:id a\n").source?.contains("public ") == false)
    }

    @Test func theTableIsEmbeddedVerbatimWhateverItHolds() throws {
        // Runs of hashes pick a longer raw-string delimiter.
        let text = "# \"\"\"## a comment with \\## and \"##\nacme /a/:id<[#]+> a   # ##\n"
        let source = try #require(generate(text).source)
        #expect(source.contains("private static let tableText = ###\"\"\""))
        #expect(source.contains("\n        \"\"\"###\n"))
    }

    @Test func theSameInputGivesTheSameBytes() {
        let text = "acme /a/:id a\nhttps /b b\n"
        #expect(generate(text).source == generate(text).source)
    }
}

@Suite struct RouteTableSwiftEnumOptionTests {
    @Test func theOptionRoundTripsThroughTheText() throws {
        let table = try RouteTable(parsing: "@option swift-enum ShopRoute\nacme /a a\n")
        #expect(table.swiftEnumName == "ShopRoute")
        #expect(try RouteTable(parsing: table.description) == table)
        #expect(table.description.hasPrefix("@option swift-enum ShopRoute\n"))
    }
}

/// The standalone enum: what it refuses (at the table's line and column) and the directives
/// that ask for it.
@Suite struct StandaloneGeneratorTests {
    private func generate(_ text: String) -> TypedRouteGenerator.Output {
        TypedRouteGenerator(standalone: true).generate(text: text, file: "routes.table")
    }

    @Test(arguments: [
        ("acme /a/:id<(?=\\d)\\w+> a", "routes.table:1:13: error: the constraint <(?=\\d)\\w+> is not generated as standalone code: only plain groups"),
        ("acme /a/:id<^\\d+$> a", "routes.table:1:13: error: the constraint <^\\d+$> is not generated as standalone code: an anchor"),
        ("acme /a/:id<\\d++> a", "routes.table:1:16: error: the constraint <\\d++> is not generated as standalone code: a possessive quantifier"),
        ("acme /a/:id<(?i)abc> a", "routes.table:1:13: error: the constraint <(?i)abc> is not generated as standalone code: only plain groups"),
        ("acme /a/:id<\\p{L}+> a", "routes.table:1:13: error: the constraint <\\p{L}+> is not generated as standalone code: the escape \\p"),
        ("acme /a/:id<[é]+> a", "routes.table:1:14: error: the constraint <[é]+> is not generated as standalone code: a non-ASCII character in a class"),
        ("acme /help#/faq/:id a", "routes.table:1:11: error: a pattern with a fragment part ('#')"),
    ])
    func whatStandaloneCodeCannotReproduceIsAnErrorAtItsColumn(table: String, message: String) {
        let output = generate(table + "\n")
        #expect(output.source == nil)
        #expect(output.diagnostics.first.map { $0.description.hasPrefix(message) } == true, "\(output.diagnostics)")
    }

    @Test func commonConstraintsAreReproduced() {
        let output = generate("acme /a/:id<\\d+>/:slug<[a-z0-9-]+>/:sort<new|top>/:x<(?:ab){2,3}c?> a\n")
        #expect(output.diagnostics.isEmpty)
        // `\d+` in the table's text: repeated (a set, not negated, of one range 48...57), at least 1, no maximum.
        #expect(output.source?.contains("\n        r,c,0,1,48,57,1,-,\n") == true)
    }

    /// The table is one raw string literal of fields that end in `,`: a byte that could end the
    /// literal (`"`, `\`, `#`), split a field (`,`) or start an escape (`%`), and every
    /// non-ASCII byte, is written `%XX`.
    @Test func theTableTextEscapesWhatWouldEndTheLiteralOrSplitAField() {
        var routes = StandaloneRoutes(decodesPlusSymbols: false, treatsHostAsPathComponent: true)
        routes.rules = [.init(route: 0, parts: [.literal(forms: ["a,b%\"\\#\u{E9}"]), .variable(name: "id", constraint: nil), .star])]
        routes.routeRules = [[0]]
        routes.routeNamespaces = ["acme"]
        routes.schemes = [("acme", .init(rules: [0], fallsBack: true))]
        let lines = StandaloneTableText(routes: routes, names: ["x\"\"\"#"]).lines
        #expect(lines == ["0,1,1,", "0,3,l,1,a%2Cb%25%22%5C%23%C3%A9,v,id,-,s,", "0,", "1,", "acme,1,0,1,", "0,", "0,", "0,0,",
                          "1,", "1,0,", "1,acme,", "1,", "x%22%22%22%23,"])
        #expect(lines.joined().utf8.allSatisfy { $0 < 0x80 && !"\"\\#\n".utf8.contains($0) })
    }

    @Test func theSourceHoldsTheTableAsOneStringLiteral() throws {
        let source = try #require(generate("acme /product/:id product.show\nacme /a/:id<\\d+> a\n").source)
        #expect(source.contains("private static let links = Links(data: #\"\"\""))
        #expect(!source.contains("Links.Rule("))
    }

    @Test func theSourceImportsNothing() throws {
        let source = try #require(generate("acme /product/:id product.show\n").source)
        #expect(!source.contains("import "))
        #expect(!source.contains("RouteResolver"))
        #expect(source.contains("enum AppRoute: Hashable, Sendable, CustomStringConvertible {"))
    }

    @Test func theTableAsksForItWithDirectives() throws {
        let text = "@option swift-standalone\n@option swift-access public\nacme /product/:id product.show\n"
        let source = try #require(TypedRouteGenerator().generate(text: text, file: "routes.table").source)
        #expect(source.contains("public enum AppRoute"))
        #expect(!source.contains("import URLRoutes"))
        let table = try RouteTable(parsing: text)
        #expect(table.swiftStandalone && table.swiftAccess == "public")
        #expect(try RouteTable(parsing: table.description) == table)
        #expect(try RouteTable(parsing: "@option swift-standalone off\n").swiftStandalone == false)
        #expect(throws: RouteTableError.self) { try RouteTable(parsing: "@option swift-access open\n") }
        // The command line wins over the table.
        let embedded = try #require(TypedRouteGenerator(access: .internal, standalone: false).generate(text: text, file: "t").source)
        #expect(embedded.contains("import URLRoutes") && embedded.contains("\nenum AppRoute"))
    }
}

/// What users compile: the standalone enum of the shipped table with Examples/StandaloneRoutes,
/// and route names like the standalone enum's own members.
@Suite struct StandaloneSourceCompiles {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Compiles `files` (name, text) with swiftc and runs the program; its output.
    static func compileAndRun(_ files: [(String, String)]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("standalone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, text) in files { try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let binary = directory.appendingPathComponent("program").path
        let compile = try StandaloneDifferentialTests.run(["swiftc", "-swift-version", "6", "-o", binary]
            + files.map { directory.appendingPathComponent($0.0).path })
        try #require(compile.status == 0, "\(compile.output.prefix(4000))")
        let run = try StandaloneDifferentialTests.run([binary])
        try #require(run.status == 0, "\(run.output.prefix(2000))")
        return run.output
    }

    @Test func theExampleCompilesWithTheShippedTablesEnumAndOpensItsScreens() throws {
        let table = try String(contentsOf: Self.packageRoot.appendingPathComponent("Examples/routes.table"), encoding: .utf8)
        let source = try #require(TypedRouteGenerator(standalone: true).generate(text: table, file: "routes.table").source)
        let example = try String(contentsOf: Self.packageRoot.appendingPathComponent("Examples/StandaloneRoutes/DeepLinkRouter.swift"), encoding: .utf8)
        let main = """
        for link in ["acme://product/42", "https://www.acme.example/p/42/boots", "acme://product/42/reviews/3",
                     "acme://orders/AB-123456/track", "acme://help/a/b/returns", "acme://nowhere/x"] {
            print(screen(forLink: link))
        }
        print(shareLink(forProduct: 7, web: false) ?? "nil")
        print(shareLink(forProduct: 7, web: true) ?? "nil")
        """
        let output = try Self.compileAndRun([("AppRoute.swift", source), ("DeepLinkRouter.swift", example), ("main.swift", main)])
        #expect(output.split(separator: "\n") == [
            "product(id: 42)", "product(id: 42)", "reviews(productID: 42, page: 3)", "order(id: \"AB-123456\", tracking: true)",
            "helpArticle(\"returns\")", "notFound", "acme://product/7", "https://www.acme.example/p/7",
        ])
    }

    /// Case names like the enum's members compile (instance members may share a case's name);
    /// `links`, its one static member, is refused at its line.
    @Test func routesNamedLikeTheEnumsMembersCompileOrAreRefused() throws {
        let refused = TypedRouteGenerator(standalone: true).generate(text: "acme /a links\n", file: "routes.table")
        #expect(refused.diagnostics.map(\.description).first?.hasPrefix("routes.table:1:9: error: the route name \"links\" becomes the case links") == true)
        let names = ["parse", "path", "url", "description", "init", "hash_value", "route_values", "table", "resolver", "link_error", "self"]
        let text = names.enumerated().map { "acme /r\($0.offset)/:query/:scheme/:host \($0.element)" }.joined(separator: "\n")
        let source = try #require(TypedRouteGenerator(standalone: true).generate(text: text, file: "evil\nlet x = 1.table").source)
        let main = """
        let route = AppRoute.path(query: "q", scheme: "s", host: "h")
        print(try! route.url(), AppRoute(url: "acme://r4/a/b/c") == .`init`(query: "a", scheme: "b", host: "c"))
        """
        let output = try Self.compileAndRun([("AppRoute.swift", source), ("main.swift", main)])
        #expect(output == "acme://r1/q/s/h true\n")
    }
}
