import Testing
@testable import URLRoutes

/// The parser reads a table on its bytes, making a `String` only of the fields it keeps. These
/// tests hold it to what reading the table line by line as `String`s gives (`Oracle`, the
/// straightforward reading: `TextLines.split`, `RouteTableSyntax.tokens`, a field's text
/// compared as Swift compares strings): the same routes, route lines and errors, at the same
/// lines and columns, on texts built to find where bytes and characters part ways (CRLF and
/// lone CRs, tabs, a byte-order mark, non-ASCII fields and columns after them, combining marks
/// after `#`, `@`, `//` and digits, repeated namespaces with a bad one between).
@Suite struct RouteTableParserOracleTests {
    /// What a parse gives, in a form two parses can be compared in.
    struct Outcome: Equatable, CustomStringConvertible {
        var routes: [String]
        var routeLines: [String]
        var errors: [String]

        init(_ result: RouteTableParser.Result) {
            routes = result.table.routes.map { route in
                "\(route.namespace)|\(route.pattern)|\(route.priority)|\(route.name ?? "-")|\(route.line ?? 0)|\(route.compiled?.count ?? 0)"
            }
            routeLines = result.routeLines.map { line in
                "\(line.route.line ?? 0)|\(line.route.pattern)|\(line.patternColumn)|\(line.isValid)"
            }
            errors = result.errors.map { "\($0.line ?? 0):\($0.column ?? 0): \($0.message)" }
        }

        var description: String { (routes + routeLines + errors).joined(separator: "\n") }
    }

    /// Reading the text as `String` lines and fields. Route lines only: directives are read by
    /// the parser's own code either way.
    struct Oracle {
        var result = RouteTableParser.Result(table: RouteTable())
        private var names: [RouteTable.Namespace: [String: Int]] = [:]
        private var routeCount = 0

        init(_ text: String) {
            for (index, lineText) in TextLines.split(text).enumerated() {
                if !read(lineText, line: index + 1) { break }
            }
        }

        private mutating func read(_ lineText: String, line lineNumber: Int) -> Bool {
            var lineErrors: [RouteTableError] = []
            func fail(_ column: Int, _ message: String) {
                lineErrors.append(RouteTableError(file: nil, line: lineNumber, column: column, message: message))
            }
            defer { result.syntaxErrors += lineErrors }
            var tokens = RouteTableSyntax.tokens(of: lineText)
            let isDirective = tokens.first?.text.hasPrefix("@") ?? false
            precondition(!isDirective, "the oracle reads route lines only")
            if let comment = tokens.indices.first(where: { tokens[$0].text.hasPrefix("#") && $0 != 1 }) {
                tokens.removeSubrange(comment...)
            }
            guard let first = tokens.first else { return true }
            var namespace = RouteTable.Namespace.scheme(first.text)
            if first.text == RouteTableSyntax.globalKeyword {
                namespace = .global
            } else if first.text.hasPrefix(RouteTableSyntax.hostPrefix) {
                switch RouteTableSyntax.normalizedHost(String(first.text.dropFirst(RouteTableSyntax.hostPrefix.count))) {
                case .success(let host): namespace = .host(host)
                case .failure(let problem): fail(first.column + RouteTableSyntax.hostPrefix.count + problem.offset, problem.reason)
                }
            } else if let problem = RouteTableSyntax.schemeProblem(first.text) {
                fail(first.column + problem.offset, problem.reason)
            }
            guard tokens.count >= 2 else {
                fail(first.column + first.text.count,
                     "expected a pattern after the scheme \(RouteTableSyntax.quoted(first.text)) (a route line is: \(RouteTableSyntax.routeLineShape))")
                return true
            }
            let patternToken = tokens[1]
            if let problem = RouteTableSyntax.invisibleCharacterProblem(patternToken.text) {
                fail(patternToken.column + problem.offset, problem.reason)
            }
            var route = RouteTable.Route(namespace, patternToken.text)
            route.line = lineNumber
            readTail(tokens.dropFirst(2), into: &route, line: lineNumber, fail: fail)
            var isValid = lineErrors.isEmpty
            do {
                route.compiled = .init(pattern: route.pattern, expansions: try RoutePattern.compile(route.pattern))
            } catch {
                isValid = false
                result.patternErrors.append(RouteTableParser.patternError(error, file: nil, line: lineNumber,
                                                                          patternColumn: patternToken.column))
            }
            if let compiled = route.compiled {
                routeCount += compiled.count
                if routeCount > RouteTable.routeLimit {
                    result.syntaxErrors += lineErrors
                    lineErrors = []
                    result.syntaxErrors.append(RouteTable.routeLimitError(file: nil, line: lineNumber, column: patternToken.column))
                    return false
                }
            }
            result.routeLines.append(RouteTableParser.RouteLine(route: route, patternColumn: patternToken.column, isValid: isValid))
            if isValid { result.table.routes.append(route) }
            return true
        }

        private mutating func readTail(_ tail: ArraySlice<RouteTableSyntax.Token>, into route: inout RouteTable.Route,
                                       line: Int, fail: (Int, String) -> Void) {
            var rest = tail
            if let token = rest.first, token.text.contains("/") {
                fail(token.column, "unexpected \(RouteTableSyntax.quoted(token.text)) after the pattern; a pattern cannot contain spaces (a route line is \(RouteTableSyntax.routeLineShape))")
                return
            }
            if let token = rest.first, RouteTableSyntax.looksLikePriority(token.text) {
                rest = rest.dropFirst()
                if !RouteTableSyntax.isInteger(token.text) {
                    fail(token.column, "priority \(RouteTableSyntax.quoted(token.text)) is not an integer")
                } else if let priority = Int(token.text) {
                    route.priority = priority
                } else {
                    fail(token.column, "priority \(RouteTableSyntax.quoted(token.text)) is out of range")
                }
            }
            let nameToken = rest.first
            if let token = nameToken {
                rest = rest.dropFirst()
                if let problem = RouteTableSyntax.nameProblem(token.text) {
                    fail(token.column + problem.offset, problem.reason)
                } else if let earlier = names[route.namespace]?[token.text] {
                    fail(token.column, "the name \(RouteTableSyntax.quoted(token.text)) is already used on line \(earlier) (a name is unique in its namespace, \(route.namespace))")
                } else {
                    names[route.namespace, default: [:]][token.text] = line
                    route.name = token.text
                }
            }
            guard let extra = rest.first else { return }
            var message = "unexpected \(RouteTableSyntax.quoted(extra.text)) after the route; a route line is \(RouteTableSyntax.routeLineShape)"
            if let nameToken, tail.count == 2 {
                message += ", so \(RouteTableSyntax.quoted(nameToken.text)) is read as the name: a priority is a whole number (10, -5)"
            } else if tail.contains(where: { $0.text.contains("/") }) {
                message += ", and a pattern cannot contain spaces"
            }
            fail(extra.column, message)
        }
    }

    /// SplitMix64: the same choices for the same seed.
    struct Choices {
        var generator: SplitMix64
        init(state: UInt64) { generator = SplitMix64(seed: state) }
        mutating func next() -> UInt64 { generator.next() }
        mutating func pick<T>(_ values: [T]) -> T { values[Int(next() % UInt64(values.count))] }
        mutating func chance(_ percent: UInt64) -> Bool { next() % 100 < percent }
    }

    static let namespaces = ["acme", "acme", "acme", "ACME", "x-app+v1.2", "*", "//Shop.Example.com.", "//*.example.com",
                             "//", "//bad host?", "1bad", "my_app", "acme://", "é", "//exämple.com", "@\u{301}x",
                             "#", "#c", "#\u{301}x", "acme\u{301}"]
    static let patterns = ["/a", "/p/:id", "/p/:id<\\d+>", "/x(/:y)(/:z)", "/café/:id", "/c\u{200B}art", "/(", "#frag",
                           "/help#/:topic", "/s/**", "/:a/*/b", "cart", "/p/:id<[a-z]+", "/\u{7}", "#\u{301}/a", "/a/b/c/d"]
    static let priorities = ["10", "-5", "+7", "0", "1x", "1\u{301}", "-\u{301}1", "99999999999999999999", "٣"]
    static let names = ["home", "a.b-c", "_x", "dup", "dup", "1bad", "é", "na\u{301}me", "x/y", "#c"]
    static let separators = [" ", "  ", "\t", " \t "]

    /// One line of tokens: a route line, a comment, a blank line, or one with stray fields.
    static func line(_ choices: inout Choices) -> String {
        let separator = choices.pick(separators)
        switch choices.next() % 10 {
        case 0: return choices.chance(50) ? "" : choices.pick(["   ", "\t", "# a comment", "  # indented"])
        case 1: return choices.pick(namespaces)
        default:
            var fields = [choices.pick(namespaces), choices.pick(patterns)]
            if choices.chance(40) { fields.append(choices.pick(priorities)) }
            if choices.chance(60) { fields.append(choices.pick(names)) }
            if choices.chance(15) { fields.append(choices.pick(["extra", "/more", "# trailing comment", "#x"])) }
            let lead = choices.chance(15) ? choices.pick(separators) : ""
            let trail = choices.chance(15) ? choices.pick(separators) : ""
            return lead + fields.joined(separator: separator) + trail
        }
    }

    static func text(seed: UInt64) -> String {
        var choices = Choices(state: seed)
        var text = choices.chance(10) ? "\u{FEFF}" : ""
        for _ in 0 ..< 1 + Int(choices.next() % 12) {
            text += line(&choices)
            text += choices.pick(["\n", "\n", "\r\n", "\r", "\r\r\n"])
        }
        if choices.chance(50) { text += line(&choices) }
        return text
    }

    @Test func aParseIsWhatReadingTheLinesAsStringsGives() {
        for seed in UInt64(0) ..< 3_000 {
            let text = Self.text(seed: seed)
            let parsed = Outcome(RouteTableParser(file: nil).parse(text))
            let expected = Outcome(Oracle(text).result)
            #expect(parsed == expected, "seed \(seed): \(text.debugDescription)")
            if parsed != expected { return }
        }
    }

    @Test func linesAreCutAsTextLinesCutsThem() {
        let text = "\u{FEFF}acme /a a\r\nacme /b\rb\r\n\r\nacme /c c\r"
        #expect(Outcome(RouteTableParser(file: nil).parse(text)) == Outcome(Oracle(text).result))
        #expect(RouteTableParser(file: nil).parse(text).lines == TextLines.split(text))
    }

    @Test func aPatternsColumnCountsCharactersAfterNonASCII() throws {
        let result = RouteTableParser(file: nil).parse("é\t/p/:id<\\d+>  10 ok\n")
        let line = try #require(result.routeLines.first)
        #expect(line.patternColumn == 3)
        #expect(result.errors.map(\.column) == [1])           // 'é' is not a scheme, at its character
    }

    @Test func aTableReadToRegisterKeepsNoRouteLinesAndTheSameRoutes() throws {
        let text = "acme /a a\nacme /b(/:c) 5 b\n//Shop.example.com /p/:id shop\n"
        var parser = RouteTableParser(file: nil)
        parser.collectsRouteLines = false
        let lean = parser.parse(text)
        let full = RouteTableParser(file: nil).parse(text)
        #expect(lean.routeLines.isEmpty)
        #expect(full.routeLines.count == 3)
        #expect(lean.table == full.table)
        #expect(try RouteTable(parsing: text) == full.table)
    }

    @Test func aPlainPatternIsKeptAsItsOneExpansionAndOptionalGroupsAsTheList() throws {
        let table = try RouteTable(parsing: "acme /p/:id a\nacme /q(/:id) b\nacme /r/:id<\\d+> c\n")
        let kinds = table.routes.map { route -> String in
            guard let compiled = route.compiled else { return "none" }
            if let single = compiled.single { return "single \(single.pattern)" }
            return "expanded \(compiled.expansions.map(\.pattern))"
        }
        #expect(kinds == ["single /p/:id", "expanded [\"/q/:id\", \"/q\"]", "single /r/:id<\\d+>"])
    }
}
