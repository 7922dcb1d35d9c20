import Foundation
import Testing
import URLRoutes

/// Reading the table format: what each line becomes, and every kind of bad input as an error
/// with its place.
@Suite struct RouteTableParsingTests {
    private func error(_ text: String, file: String? = "routes.table") throws -> RouteTableError {
        do {
            _ = try RouteTable(parsing: text, file: file)
        } catch let error as RouteTableError {
            return error
        }
        throw TableTestFailure("parsed without an error: \(text.debugDescription)")
    }

    @Test func aRouteLineGivesNamespacePatternPriorityNameAndLine() throws {
        let table = try RouteTable(parsing: "# shop\nacme  /product/:id<\\d+>  10  product.show\n")
        let route = try #require(table.routes.first)
        #expect(route.namespace == .scheme("acme"))
        #expect(route.pattern == "/product/:id<\\d+>")
        #expect(route.priority == 10)
        #expect(route.name == "product.show")
        #expect(route.line == 2)
    }

    @Test func theThirdFieldIsTheNameUnlessItStartsLikeANumber() throws {
        let table = try RouteTable(parsing: "acme /a home\nacme /b -5\nacme /c +7 c\n")
        #expect(table.routes.map(\.name) == ["home", nil, "c"])
        #expect(table.routes.map(\.priority) == [0, -5, 7])
    }

    @Test func hostNamespacesAreLowercasedAndGlobalIsAStar() throws {
        let table = try RouteTable(parsing: "//Shop.Example.COM. /p/:id\n//*.example.com /x\n* /support/*\n")
        #expect(table.routes.map(\.namespace) == [.host("shop.example.com"), .host("*.example.com"), .global])
    }

    @Test func aPatternWithoutALeadingSlashIsValid() throws {
        let table = try RouteTable(parsing: "acme cart\nacme social/share/:a 0 share\n")
        #expect(table.routes.map(\.pattern) == ["cart", "social/share/:a"])
    }

    @Test func fallbacksAndOptionsAreRead() throws {
        let table = try RouteTable(parsing: """
            @option decode-plus-symbols off
            @option host-as-path-component on
            @fallback acme //Shop.example.com acme
            """)
        #expect(table.fallbacks == [.scheme("acme"), .host("shop.example.com")])
        #expect(!table.decodesPlusSymbols)
        #expect(table.treatsHostAsPathComponent)
    }

    @Test func theOptionsDefaultToTheRoutersDefaults() throws {
        let table = try RouteTable(parsing: "acme /a\n")
        #expect(table.decodesPlusSymbols)
        #expect(!table.treatsHostAsPathComponent)
    }

    @Test func commentsAndBlankLinesAreSkippedAndAPatternMayStartWithHash() throws {
        let table = try RouteTable(parsing: "\n   # note\nacme  #/tab/:tab  # a fragment route\n")
        #expect(table.routes.map(\.pattern) == ["#/tab/:tab"])
    }

    @Test func aBrokenLineIsAnErrorAtItsLineAndColumn() throws {
        let error = try error("acme /a\nacme:// /user\n")
        #expect(error.file == "routes.table")
        #expect(error.line == 2)
        #expect(error.column == 5)
        #expect(error.message.contains("'acme://' is not a scheme"))
    }

    @Test func theErrorPrintsAsCompilersPrintDiagnostics() throws {
        let error = try error("acme  /user/(:id  user.show\n")
                #expect(error.description.hasPrefix("routes.table:1:13: error: invalid pattern: "))
    }

    @Test func anErrorWithoutAFileOrLineLeavesThosePartsOut() {
        #expect(RouteTableError(line: 3, column: 7, message: "m").description == "3:7: error: m")
        #expect(RouteTableError(file: "t.table", message: "m").description == "t.table: error: m")
        #expect(RouteTableError(message: "m").description == "error: m")
    }

    @Test func controlCharactersInAnErrorAreShownEscaped() throws {
        let error = try error("ac\u{1B}me /a\n")
        #expect(error.description.contains("\\u{1B}"))
        #expect(!error.description.unicodeScalars.contains("\u{1B}"))
    }

    @Test func thePatternErrorIsAtItsCharacter() throws {
        let error = try error("acme  /a/:id<[>\n")
        #expect(error.line == 1)
        #expect(error.message.hasPrefix("invalid pattern: "))
        #expect((error.column ?? 0) > 6)
    }

    @Test func aPriorityWrittenAsAWordIsReportedAsSuch() throws {
        let error = try error("acme  /p  high  product\n")
        #expect(error.column == 17)
        #expect(error.message.contains("'high' is read as the name: a priority is a whole number"))
        #expect(!error.message.contains("cannot contain spaces"))
    }

    @Test func aPriorityThatIsNotANumberIsReported() throws {
        #expect(try error("acme /p 1O\n").message == "priority '1O' is not an integer")
        #expect(try error("acme /p 99999999999999999999\n").message.contains("out of range"))
    }

    @Test func aPatternSplitBySpacesIsReportedAsSuch() throws {
        let error = try error("acme /search/a b/c 5 search\n")
        #expect(error.message.contains("a pattern cannot contain spaces"))
    }

    @Test func aNameUsedTwiceInANamespaceIsAnError() throws {
        let error = try error("acme /a home\nacme /b home\n")
        #expect(error.line == 2)
        #expect(error.message.contains("'home' is already used on line 1"))
    }

    @Test func theSameNameInTwoNamespacesIsFine() throws {
        let table = try RouteTable(parsing: "acme /a home\nhttps /b home\n")
        #expect(table.routes.compactMap(\.name) == ["home", "home"])
    }

    @Test func anInvalidNameIsAnErrorAtItsCharacter() throws {
        let error = try error("acme /a 0 home!\n")
        #expect(error.column == 15)
    }

    @Test func theGlobalNamespaceCannotFallBack() throws {
        #expect(try error("@fallback *\n").message.contains("cannot fall back itself"))
    }

    @Test func unknownDirectivesAndOptionsAreErrors() throws {
        #expect(try error("@wat\n").message.contains("unknown directive '@wat'"))
        #expect(try error("@option colour on\n").message.contains("unknown option 'colour'"))
        #expect(try error("@option decode-plus-symbols maybe\n").message.contains("must be 'on' or 'off'"))
    }

    @Test func theFirstErrorIsTheOneThrown() throws {
        let error = try error("acme /ok\nacme /b b extra\n@wat\n")
        #expect(error.line == 2)
    }

    @Test func textOverTheSizeLimitIsRefused() throws {
        let text = String(repeating: "#", count: (64 << 20) + 1)
        let error = try error(text)
        #expect(error.line == nil)
        #expect(error.message.contains("64 MiB"))
    }

    @Test func aFileThatIsNotUTF8IsAnErrorWithTheByteOffset() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID()).table")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("acme /a\nacme /é".utf8 + [0xFF, 0x0A]).write(to: url)
        do {
            _ = try RouteTable(contentsOf: url)
            Issue.record("a file that is not UTF-8 was read")
        } catch let error as RouteTableError {
            #expect(error.file == url.path)
            #expect(error.line == 2)
            #expect(error.column == 8)
            #expect(error.message.contains("offset 16"), "\(error.message)")
            #expect(error.message.contains("0xFF"))
        }
    }

    @Test func aFileIsReadAndNamedInItsErrors() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ok-\(UUID()).table")
        defer { try? FileManager.default.removeItem(at: url) }
        try "acme /a a\r\nacme /b(\r\n".write(to: url, atomically: true, encoding: .utf8)
        do {
            _ = try RouteTable(contentsOf: url)
            Issue.record("a bad pattern was accepted")
        } catch let error as RouteTableError {
            #expect(error.description.hasPrefix("\(url.path):2:8: error: "))
        }
    }

    @Test func aFileOverTheSizeLimitIsRefused() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("big-\(UUID()).table")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(count: (64 << 20) + 1).write(to: url)
        #expect(throws: RouteTableError.self) { try RouteTable(contentsOf: url) }
    }
}

struct TableTestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
