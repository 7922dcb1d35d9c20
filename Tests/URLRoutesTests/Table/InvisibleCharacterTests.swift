import Testing
@testable import URLRoutes

/// Characters a reader cannot see (C1 controls such as NEL, zero-width characters, a
/// byte-order mark inside a line, bidirectional controls) make a table line say something else
/// than it routes: the table refuses them in a pattern, at their line and column.
@Suite struct InvisibleCharacterTests {
    static let invisible: [UInt32] = [
        0x85, 0x80, 0x9F, 0xAD, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x2028, 0x2029, 0x2060, 0xFEFF,
        0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x061C,
    ]

    static func code(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    @Test(arguments: invisible)
    func aParsedPatternWithAnInvisibleCharacterIsAnErrorAtItsColumn(_ value: UInt32) throws {
        let character = String(Character(Unicode.Scalar(value)!))
        let text = "acme  /home  home\nacme  /c\(character)art  cart\n"
        let error = try #require(throws: RouteTableError.self) { try RouteTable(parsing: text, file: "app.table") }
        #expect(error.line == 2)
        // Columns count characters: a joiner joins the `c` before it, and is placed there.
        #expect(error.column == ([0x200C, 0x200D].contains(value) ? 8 : 9), "\(error)")
        #expect(error.message.contains("invisible character (\(Self.code(value))"), "\(error)")
        let parsed = RouteTableParser(file: nil).parse(text)
        #expect(parsed.table.routes.map(\.pattern) == ["/home"])
    }

    @Test(arguments: invisible)
    func aTableMadeInCodeWithOneIsRefusedByRegistration(_ value: UInt32) throws {
        let character = String(Character(Unicode.Scalar(value)!))
        let table = RouteTable(routes: [.init(.scheme("acme"), "/c\(character)art", name: "cart")])
        let error = try #require(throws: RouteTableError.self) { try RouteResolver(table) }
        #expect(error.message.contains("invisible character (\(Self.code(value))"), "\(error)")
    }

    @Test func visibleTextOutsideASCIIIsFine() throws {
        let table = try RouteTable(parsing: "acme  /café/ü/日本/👍  food\n")
        #expect(table.routes.count == 1)
        #expect(try RouteTable(parsing: "\u{FEFF}acme  /a\n").routes.count == 1, "a byte-order mark opening the file is no part of a line")
    }

    @Test func anErrorInAnOptionalGroupExpansionNamesThePatternAsWritten() throws {
        let variables = (0..<2_800).map { "/:v\($0)" }.joined()
        let pattern = "/x(/y)" + variables
        let error = try #require(throws: RoutePatternError.self) { try Routes.validate(pattern: pattern) }
        #expect(error.pattern == pattern)
        #expect(error.message.contains("optional-group expansion \"/x/y/:v0"), "\(error.message.prefix(300))")
        let tableError = try #require(throws: RouteTableError.self) { try RouteTable(parsing: "acme  \(pattern)\n") }
        #expect(tableError.column == 7)
    }
}
