#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the text of a route table, collecting every problem rather than stopping at the
/// first, so that `urlroutes lint` shows everything to fix in one run; `RouteTable(parsing:)`
/// throws the first.
///
/// Grammar, one item per line (fields are separated by spaces or tabs):
///
///     SCHEME PATTERN [PRIORITY] [NAME] [# comment]
///     //HOST PATTERN [PRIORITY] [NAME] [# comment]
///     * PATTERN [PRIORITY] [NAME] [# comment]
///     @fallback SCHEME|//HOST...
///     @option decode-plus-symbols|host-as-path-component on|off
///     @option swift-enum NAME
///     @option swift-access public|internal
///     @option swift-standalone [on|off]
///     # comment
///
/// Each pattern is read by `readPattern`: without PCRE2 by default (the typed-routes generators,
/// the build plugin's tool); `RouteTableParser` in URLRoutes compiles it as
/// `Routes.addRoute(validating:)` would, so a table that parses registers. Past `routeLimit`
/// routes, reading stops with an error at the line that crosses it.
package struct RouteTableReader {
    /// The most routes a table may hold (`RouteTable.routeLimit`), each expansion of a
    /// pattern's optional groups counted.
    package static let routeLimit = 100_000

    /// The error for a table whose routes go past `routeLimit`, at the route (or line) that does.
    package static func routeLimitError(file: String?, line: Int?, column: Int? = nil) -> RouteTableError {
        RouteTableError(file: file, line: line, column: column, message: """
            the table has more than \(routeLimit) routes (a pattern with optional groups counts once for \
            each pattern it expands to), the most a table may hold: each route costs memory and time to \
            compile and route; split the table, or let one route with a variable or a wildcard take many links
            """)
    }

    /// A place in the text: a line and the column of a field in it.
    package struct Source: Sendable, Hashable {
        package var line: Int
        package var column: Int
    }

    /// One route line, valid or not, with where its pattern starts.
    package struct RouteLine: Sendable {
        package var route: ParsedRouteTable.Route
        /// The 1-based column where the pattern starts, to place pattern errors.
        package var patternColumn: Int
        /// Whether the line has no problem (it is then in `table`).
        package var isValid: Bool
    }

    /// Everything read from the text.
    package struct Result: Sendable {
        /// The valid lines' routes, the fallbacks and options.
        package var table: ParsedRouteTable
        /// Every route line in text order, valid or not (when the parser `collectsRouteLines`).
        package var routeLines: [RouteLine] = []
        /// Problems of form: fields, names, directives. Sorted by place.
        package var syntaxErrors: [RouteTableError] = []
        /// Patterns the library refuses, at their character. Sorted by place.
        package var patternErrors: [RouteTableError] = []
        /// Where each `@fallback` namespace was first written.
        package var fallbackSources: [ParsedRouteTable.Namespace: Source] = [:]
        /// Where `@option host-as-path-component on` was written (the last time it was set).
        package var hostAsPathComponentSource: Source?
        /// The text parsed.
        package var text = ""

        package init(table: ParsedRouteTable) {
            self.table = table
        }

        /// The text's lines as read (without line endings), to quote under an error; split
        /// when asked for, which only tools that show errors do.
        package var lines: [String] { TextLines.split(text) }

        /// Every error, in order of place.
        package var errors: [RouteTableError] {
            (syntaxErrors + patternErrors).sorted { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }
        }
    }

    package var file: String?
    /// Whether `parse` lists every route line in `Result.routeLines`, as `urlroutes` needs to
    /// place its reports; a table read to be registered needs only its routes.
    package var collectsRouteLines = true

    /// Reads a route's pattern: how many routes it counts for (its optional groups' expansions)
    /// and whatever the caller keeps of it, or the error at its character.
    package typealias PatternCheck = @Sendable (_ pattern: String) throws(RoutePatternError) -> (count: Int, compiled: (any AnyObject & Sendable)?)

    /// The check of every route's pattern; `structuralPatternCheck` unless the caller has one
    /// of its own (URLRoutes compiles each pattern, with PCRE2 checking its constraints).
    package var readPattern: PatternCheck = RouteTableReader.structuralPatternCheck

    /// A pattern read as the table syntax has it: parsed, its constraints checked by
    /// `ConstraintSyntax`, its optional groups expanded. PCRE2 would also compile the
    /// constraints; the standalone generators translate them (`ConstraintRegex`).
    package static let structuralPatternCheck: PatternCheck = { pattern throws(RoutePatternError) in
        let syntax = try PatternParser.parse(pattern, checkingConstraints: ConstraintSyntax.check)
        return (try OptionalExpansion.expand(syntax, pattern: pattern).count, nil)
    }

    package init(file: String?) {
        self.file = file
    }

    /// The names seen so far, per namespace. Tables name few namespaces for many routes,
    /// mostly in runs: the namespace of the previous line is not looked up again.
    private struct Names {
        private var indices: [ParsedRouteTable.Namespace: Int] = [:]
        private var tables: [[String: Int]] = []
        private var last: (namespace: ParsedRouteTable.Namespace, index: Int)?
        /// Room for the first namespace's names: most tables have one namespace.
        var expectedCount = 0

        /// The line that already holds `name` in `namespace`, else records it on `line`.
        mutating func line(holding name: String, in namespace: ParsedRouteTable.Namespace, orInsertAt line: Int) -> Int? {
            let index: Int
            if let last, last.namespace == namespace {
                index = last.index
            } else if let known = indices[namespace] {
                index = known
            } else {
                index = tables.count
                tables.append(Dictionary(minimumCapacity: index == 0 ? expectedCount : 0))
                indices[namespace] = index
            }
            last = (namespace, index)
            // One hash for the common case, a new name; a name seen before keeps its first line.
            guard let earlier = tables[index].updateValue(line, forKey: name) else { return nil }
            tables[index][name] = earlier
            return earlier
        }
    }

    /// The text of one line, split into fields on its bytes: a field's `String` is made only
    /// when it is read, and the namespace field of a line that repeats the previous line's is
    /// not read at all.
    private struct Line {
        let bytes: UnsafeBufferPointer<UInt8>
        /// Where the line starts in `bytes`.
        var start = 0
        /// The first byte of the line outside ASCII (`Int.max` when there is none): columns
        /// count characters, which before it are bytes.
        var firstNonASCII = Int.max
        /// The fields' byte ranges.
        var fields: [Range<Int>] = []

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            fields.reserveCapacity(8)
        }

        /// Reads the line that starts at `start`: its fields, split at spaces and tabs, up to
        /// the next LF (a CR right before it is part of the line ending, as `TextLines.split`
        /// cuts lines). Returns where the next line starts.
        mutating func read(from start: Int) -> Int {
            self.start = start
            firstNonASCII = .max
            fields.removeAll(keepingCapacity: true)
            var end = start
            var fieldStart: Int?
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") {
                let byte = bytes[end]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                    if let begin = fieldStart {
                        fields.append(begin ..< end)
                        fieldStart = nil
                    }
                } else {
                    if fieldStart == nil { fieldStart = end }
                    if byte >= 0x80 && firstNonASCII == .max { firstNonASCII = end }
                }
                end += 1
            }
            let next = end + 1
            // The CR of a CRLF ending is neither in the line nor in its last field (which it
            // may be all of).
            if end < bytes.count && end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            if let begin = fieldStart, begin < end { fields.append(begin ..< end) }
            return next
        }

        func text(_ field: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[field]), as: UTF8.self)
        }

        /// The 1-based column, in characters, where `field` starts.
        func column(_ field: Range<Int>) -> Int {
            field.lowerBound <= firstNonASCII ? field.lowerBound - start + 1
                : String(decoding: UnsafeBufferPointer(rebasing: bytes[start ..< field.lowerBound]), as: UTF8.self).count + 1
        }

        func token(_ field: Range<Int>) -> RouteTableSyntax.Token {
            RouteTableSyntax.Token(text: text(field), column: column(field))
        }

        /// Whether `field` is `text.hasPrefix(prefix)`, for an ASCII prefix: on the bytes, unless
        /// a byte outside ASCII follows the prefix (a combining mark would make the prefix's last
        /// character another one).
        func hasPrefix(_ field: Range<Int>, _ prefix: StaticString) -> Bool {
            let count = prefix.utf8CodeUnitCount
            guard field.count >= count else { return false }
            for offset in 0 ..< count where bytes[field.lowerBound + offset] != prefix.utf8Start[offset] { return false }
            if field.count == count || bytes[field.lowerBound + count] < 0x80 { return true }
            return text(field).hasPrefix(prefix.description)
        }

        func isEqual(_ field: Range<Int>, _ other: Range<Int>) -> Bool {
            field.count == other.count && (field.count == 0 || memcmp(bytes.baseAddress! + field.lowerBound,
                                                                      bytes.baseAddress! + other.lowerBound, field.count) == 0)
        }

        /// Whether `field` holds only ASCII bytes.
        func isASCII(_ field: Range<Int>) -> Bool { field.upperBound <= firstNonASCII }
    }

    package func parse(_ text: String) -> Result {
        var result = Result(table: ParsedRouteTable())
        result.table.file = file
        result.text = text
        var names = Names()
        // Routes so far, each expansion of an optional group counted: past the limit, parsing
        // stops, so that a huge table costs neither the memory nor the time of compiling it.
        var routeCount = 0
        // The previous route line's namespace field and the namespace it names, when it had
        // no problem: the next line with the same bytes names the same one.
        var previousNamespace: (field: Range<Int>, namespace: ParsedRouteTable.Namespace)?

        var text = text
        text.withUTF8 { bytes in
            var start = 0
            if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { start = 3 }
            let lineCount = bytes.count { $0 == UInt8(ascii: "\n") } + 1
            result.table.routes.reserveCapacity(lineCount)
            names.expectedCount = lineCount
            var line = Line(bytes: bytes)
            var lineNumber = 0
            while start <= bytes.count {
                lineNumber += 1
                start = line.read(from: start)
                if !parseLine(&line, number: lineNumber, into: &result, names: &names, routeCount: &routeCount,
                              previousNamespace: &previousNamespace) {
                    return
                }
            }
        }
        return result
    }

    /// Reads one line into `result`; false when reading must stop (past the route limit).
    private func parseLine(_ line: inout Line, number lineNumber: Int, into result: inout Result, names: inout Names,
                           routeCount: inout Int,
                           previousNamespace: inout (field: Range<Int>, namespace: ParsedRouteTable.Namespace)?) -> Bool {
        var lineErrors: [RouteTableError] = []
        func fail(_ column: Int, _ message: String) {
            lineErrors.append(RouteTableError(file: file, line: lineNumber, column: column, message: message))
        }
        defer { if !lineErrors.isEmpty { result.syntaxErrors += lineErrors } }

        // A '#' opens a comment at the start of a line and after the pattern; the pattern
        // itself may contain or start with '#', the fragment separator.
        let isDirective = line.fields.first.map { line.hasPrefix($0, "@") } ?? false
        if let comment = line.fields.indices.first(where: { line.hasPrefix(line.fields[$0], "#") && ($0 != 1 || isDirective) }) {
            line.fields.removeSubrange(comment...)
        }
        guard let firstField = line.fields.first else { return true }
        if isDirective {
            parseDirective(line.fields.map(line.token), line: lineNumber, into: &result, fail: fail)
            return true
        }

        // Every problem of the line is reported, not just the first; a line with any
        // problem is kept out of the table.
        let namespace: ParsedRouteTable.Namespace
        if let previous = previousNamespace, line.isEqual(firstField, previous.field) {
            namespace = previous.namespace
            previousNamespace = (firstField, namespace)
        } else {
            let first = line.token(firstField)
            var named = ParsedRouteTable.Namespace.scheme(first.text)
            var isValid = true
            if first.text == RouteTableSyntax.globalKeyword {
                named = .global
            } else if line.hasPrefix(firstField, "//") {
                switch RouteTableSyntax.normalizedHost(String(first.text.dropFirst(RouteTableSyntax.hostPrefix.count))) {
                case .success(let host): named = .host(host)
                case .failure(let problem):
                    fail(first.column + RouteTableSyntax.hostPrefix.count + problem.offset, problem.reason)
                    isValid = false
                }
            } else if let problem = RouteTableSyntax.schemeProblem(first.text) {
                fail(first.column + problem.offset, problem.reason)
                isValid = false
            }
            namespace = named
            previousNamespace = isValid ? (firstField, namespace) : nil
        }
        guard line.fields.count >= 2 else {
            let first = line.token(firstField)
            fail(first.column + first.text.count,
                 "expected a pattern after the scheme \(RouteTableSyntax.quoted(first.text)) (a route line is: \(RouteTableSyntax.routeLineShape))")
            return true
        }
        let patternField = line.fields[1]
        let pattern = line.text(patternField)
        if !line.isASCII(patternField), let problem = RouteTableSyntax.invisibleCharacterProblem(pattern) {
            fail(line.column(patternField) + problem.offset, problem.reason)
        }
        let tail = parseTail(line, namespace: namespace, names: &names, line: lineNumber, fail: fail)

        var isValid = lineErrors.isEmpty
        var read: (count: Int, compiled: (any AnyObject & Sendable)?)?
        do {
            read = try readPattern(pattern)
        } catch {
            isValid = false
            result.patternErrors.append(Self.patternError(error, file: file, line: lineNumber, patternColumn: line.column(patternField)))
        }
        // Made once, moved into the table: copying a route counts references on its texts.
        let route = ParsedRouteTable.Route(namespace: namespace, pattern: pattern, priority: tail.priority, name: tail.name,
                                     line: lineNumber, compiled: read?.compiled)
        if let read {
            routeCount += read.count
            if routeCount > Self.routeLimit {
                result.syntaxErrors += lineErrors
                lineErrors = []
                result.syntaxErrors.append(Self.routeLimitError(file: file, line: lineNumber, column: line.column(patternField)))
                return false
            }
        }
        if collectsRouteLines {
            result.routeLines.append(RouteLine(route: route, patternColumn: line.column(patternField), isValid: isValid))
        }
        if isValid { result.table.routes.append(route) }
        return true
    }

    /// A library pattern error placed at its character in the line.
    package static func patternError(_ error: RoutePatternError, file: String?, line: Int?, patternColumn: Int?) -> RouteTableError {
        let offset = min(max(0, error.offset), error.pattern.count)
        return RouteTableError(file: file, line: line, column: patternColumn.map { $0 + offset },
                               message: "invalid pattern: \(error.message)")
    }

    /// `[PRIORITY] [NAME]` and whatever follows them: the line's fields after the pattern.
    private func parseTail(_ line: Line, namespace: ParsedRouteTable.Namespace, names: inout Names, line lineNumber: Int,
                           fail: (Int, String) -> Void) -> (priority: Int, name: String?) {
        var route: (priority: Int, name: String?) = (0, nil)
        let tail = line.fields.dropFirst(2)
        var rest = tail
        if let field = rest.first, line.bytes[field].contains(UInt8(ascii: "/")) {
            // Neither a priority nor a name holds '/': the pattern was split by a space.
            let token = line.token(field)
            fail(token.column, "unexpected \(RouteTableSyntax.quoted(token.text)) after the pattern; a pattern cannot contain spaces (a route line is \(RouteTableSyntax.routeLineShape))")
            return route
        }
        if let field = rest.first, Self.looksLikePriority(line, field) {
            rest = rest.dropFirst()
            let token = line.token(field)
            if !RouteTableSyntax.isInteger(token.text) {
                fail(token.column, "priority \(RouteTableSyntax.quoted(token.text)) is not an integer")
            } else if let priority = Int(token.text) {
                route.priority = priority
            } else {
                fail(token.column, "priority \(RouteTableSyntax.quoted(token.text)) is out of range")
            }
        }
        let nameField = rest.first
        if let field = nameField {
            rest = rest.dropFirst()
            let name = line.text(field)
            if !RouteTableSyntax.isValidName(UnsafeBufferPointer(rebasing: line.bytes[field])),
               let problem = RouteTableSyntax.nameProblem(name) {
                fail(line.column(field) + problem.offset, problem.reason)
            } else if let earlier = names.line(holding: name, in: namespace, orInsertAt: lineNumber) {
                fail(line.column(field), "the name \(RouteTableSyntax.quoted(name)) is already used on line \(earlier) (a name is unique in its namespace, \(namespace))")
            } else {
                route.name = name
            }
        }
        guard let extraField = rest.first else { return route }
        let extra = line.token(extraField)
        var message = "unexpected \(RouteTableSyntax.quoted(extra.text)) after the route; a route line is \(RouteTableSyntax.routeLineShape)"
        if let nameField, tail.count == 2 {
            // `acme /p high home`: a priority written as a word is read as the name.
            message += ", so \(RouteTableSyntax.quoted(line.text(nameField))) is read as the name: a priority is a whole number (10, -5)"
        } else if tail.contains(where: { line.bytes[$0].contains(UInt8(ascii: "/")) }) {
            message += ", and a pattern cannot contain spaces"
        }
        fail(extra.column, message)
        return route
    }

    /// `RouteTableSyntax.looksLikePriority` on the field's bytes: it starts with a digit, `-` or
    /// `+` as a character of its own.
    private static func looksLikePriority(_ line: Line, _ field: Range<Int>) -> Bool {
        let first = line.bytes[field.lowerBound]
        guard first < 0x80 else { return RouteTableSyntax.looksLikePriority(line.text(field)) }
        guard (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) || first == UInt8(ascii: "-") || first == UInt8(ascii: "+") else {
            return false
        }
        return field.count == 1 || line.bytes[field.lowerBound + 1] < 0x80 || RouteTableSyntax.looksLikePriority(line.text(field))
    }

    private func parseDirective(_ tokens: [RouteTableSyntax.Token], line: Int, into result: inout Result,
                                fail: (Int, String) -> Void) {
        let directive = tokens[0]
        switch directive.text {
        case "@fallback":
            guard tokens.count > 1 else {
                fail(directive.column + directive.text.count, "@fallback needs at least one scheme: @fallback SCHEME...")
                return
            }
            for token in tokens.dropFirst() {
                let namespace: ParsedRouteTable.Namespace
                if token.text == RouteTableSyntax.globalKeyword {
                    fail(token.column, "the global namespace '*' is where other schemes fall back to; it cannot fall back itself")
                    continue
                } else if token.text.hasPrefix(RouteTableSyntax.hostPrefix) {
                    switch RouteTableSyntax.normalizedHost(String(token.text.dropFirst(RouteTableSyntax.hostPrefix.count))) {
                    case .success(let host): namespace = .host(host)
                    case .failure(let problem):
                        fail(token.column + RouteTableSyntax.hostPrefix.count + problem.offset, problem.reason)
                        continue
                    }
                } else if let problem = RouteTableSyntax.schemeProblem(token.text) {
                    fail(token.column + problem.offset, problem.reason)
                    continue
                } else {
                    namespace = .scheme(token.text)
                }
                if result.fallbackSources[namespace] == nil {
                    result.table.fallbacks.append(namespace)
                    result.fallbackSources[namespace] = Source(line: line, column: token.column)
                }
            }
        case "@option":
            if tokens.count == 2 && tokens[1].text == RouteTableSyntax.swiftStandaloneOption {
                result.table.swiftStandalone = true
                return
            }
            guard tokens.count >= 3 else {
                fail(directive.column + directive.text.count,
                     "@option needs a name and a value: @option \(RouteTableSyntax.optionNames.joined(separator: "|")) on|off")
                return
            }
            let name = tokens[1], value = tokens[2]
            guard RouteTableSyntax.optionNames.contains(name.text) else {
                fail(name.column, "unknown option \(RouteTableSyntax.quoted(name.text)); known options: \(RouteTableSyntax.optionNames.joined(separator: ", "))")
                return
            }
            if name.text == RouteTableSyntax.swiftEnumOption {
                if let problem = RouteTableSyntax.swiftEnumNameProblem(value.text) {
                    fail(value.column, problem)
                } else if tokens.count > 3 {
                    fail(tokens[3].column, "unexpected \(RouteTableSyntax.quoted(tokens[3].text)) after the enum name")
                } else {
                    result.table.swiftEnumName = value.text
                }
                return
            }
            if name.text == RouteTableSyntax.swiftAccessOption {
                guard value.text == "public" || value.text == "internal" else {
                    fail(value.column, "the enum's access \(RouteTableSyntax.quoted(value.text)) must be 'public' or 'internal'")
                    return
                }
                if tokens.count > 3 {
                    fail(tokens[3].column, "unexpected \(RouteTableSyntax.quoted(tokens[3].text)) after the access")
                } else {
                    result.table.swiftAccess = value.text
                }
                return
            }
            let flag: Bool
            switch value.text {
            case "on": flag = true
            case "off": flag = false
            default:
                fail(value.column, "option value \(RouteTableSyntax.quoted(value.text)) must be 'on' or 'off'")
                return
            }
            if tokens.count > 3 {
                fail(tokens[3].column, "unexpected \(RouteTableSyntax.quoted(tokens[3].text)) after the option value")
                return
            }
            if name.text == "decode-plus-symbols" {
                result.table.decodesPlusSymbols = flag
            } else if name.text == RouteTableSyntax.swiftStandaloneOption {
                result.table.swiftStandalone = flag
            } else {
                result.table.treatsHostAsPathComponent = flag
                result.hostAsPathComponentSource = flag ? Source(line: line, column: name.column) : nil
            }
        default:
            fail(directive.column, "unknown directive \(RouteTableSyntax.quoted(directive.text)); known directives: @fallback, @option")
        }
    }
}
