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
///     # comment
///
/// Patterns are compiled as `Routes.addRoute(validating:)` would, so a table that parses
/// registers. Past `RouteTable.routeLimit` routes, reading stops with an error at the line that
/// crosses it.
package struct RouteTableParser {
    /// A place in the text: a line and the column of a field in it.
    package struct Source: Sendable, Hashable {
        package var line: Int
        package var column: Int
    }

    /// One route line, valid or not, with where its pattern starts.
    package struct RouteLine: Sendable {
        package var route: RouteTable.Route
        /// The 1-based column where the pattern starts, to place pattern errors.
        package var patternColumn: Int
        /// Whether the line has no problem (it is then in `table`).
        package var isValid: Bool
    }

    /// Everything read from the text.
    package struct Result: Sendable {
        /// The valid lines' routes, the fallbacks and options.
        package var table: RouteTable
        /// Every route line in text order, valid or not.
        package var routeLines: [RouteLine] = []
        /// Problems of form: fields, names, directives. Sorted by place.
        package var syntaxErrors: [RouteTableError] = []
        /// Patterns the library refuses, at their character. Sorted by place.
        package var patternErrors: [RouteTableError] = []
        /// Where each `@fallback` namespace was first written.
        package var fallbackSources: [RouteTable.Namespace: Source] = [:]
        /// Where `@option host-as-path-component on` was written (the last time it was set).
        package var hostAsPathComponentSource: Source?
        /// The text's lines as read (without line endings), to quote under an error.
        package var lines: [String] = []

        /// Every error, in order of place.
        package var errors: [RouteTableError] {
            (syntaxErrors + patternErrors).sorted { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }
        }
    }

    package var file: String?

    package init(file: String?) {
        self.file = file
    }

    package func parse(_ text: String) -> Result {
        var result = Result(table: RouteTable())
        result.table.file = file
        result.lines = TextLines.split(text)
        var names: [RouteTable.Namespace: [String: Int]] = [:]
        // Routes so far, each expansion of an optional group counted: past the limit, parsing
        // stops, so that a huge table costs neither the memory nor the time of compiling it.
        var routeCount = 0

        for (index, lineText) in result.lines.enumerated() {
            let lineNumber = index + 1
            var lineErrors: [RouteTableError] = []
            func fail(_ column: Int, _ message: String) {
                lineErrors.append(RouteTableError(file: file, line: lineNumber, column: column, message: message))
            }
            defer { result.syntaxErrors += lineErrors }

            var tokens = RouteTableSyntax.tokens(of: lineText)
            // A '#' opens a comment at the start of a line and after the pattern; the pattern
            // itself may contain or start with '#', the fragment separator.
            let isDirective = tokens.first?.text.hasPrefix("@") ?? false
            if let comment = tokens.indices.first(where: { tokens[$0].text.hasPrefix("#") && ($0 != 1 || isDirective) }) {
                tokens.removeSubrange(comment...)
            }
            guard let first = tokens.first else { continue }
            if isDirective {
                parseDirective(tokens, line: lineNumber, into: &result, fail: fail)
                continue
            }

            // Every problem of the line is reported, not just the first; a line with any
            // problem is kept out of the table.
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
                continue
            }
            let patternToken = tokens[1]
            if let problem = RouteTableSyntax.invisibleCharacterProblem(patternToken.text) {
                fail(patternToken.column + problem.offset, problem.reason)
            }
            var route = RouteTable.Route(namespace, patternToken.text)
            route.line = lineNumber
            parseTail(tokens.dropFirst(2), into: &route, names: &names, line: lineNumber, fail: fail)

            var isValid = lineErrors.isEmpty
            do {
                route.compiled = .init(pattern: route.pattern, expansions: try RoutePattern.compile(route.pattern))
            } catch {
                isValid = false
                result.patternErrors.append(Self.patternError(error, file: file, line: lineNumber, patternColumn: patternToken.column))
            }
            if let compiled = route.compiled {
                routeCount += compiled.expansions.count
                if routeCount > RouteTable.routeLimit {
                    result.syntaxErrors += lineErrors
                    lineErrors = []
                    result.syntaxErrors.append(RouteTable.routeLimitError(file: file, line: lineNumber, column: patternToken.column))
                    return result
                }
            }
            result.routeLines.append(RouteLine(route: route, patternColumn: patternToken.column, isValid: isValid))
            if isValid { result.table.routes.append(route) }
        }
        return result
    }

    /// A library pattern error placed at its character in the line.
    package static func patternError(_ error: RoutePatternError, file: String?, line: Int?, patternColumn: Int?) -> RouteTableError {
        let offset = min(max(0, error.offset), error.pattern.count)
        return RouteTableError(file: file, line: line, column: patternColumn.map { $0 + offset },
                               message: "invalid pattern: \(error.message)")
    }

    /// `[PRIORITY] [NAME]` and whatever follows them.
    private func parseTail(_ tail: ArraySlice<RouteTableSyntax.Token>, into route: inout RouteTable.Route,
                           names: inout [RouteTable.Namespace: [String: Int]], line: Int, fail: (Int, String) -> Void) {
        var rest = tail
        if let token = rest.first, RouteTableSyntax.contains(token.text, UInt8(ascii: "/")) {
            // Neither a priority nor a name holds '/': the pattern was split by a space.
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
            // `acme /p high home`: a priority written as a word is read as the name.
            message += ", so \(RouteTableSyntax.quoted(nameToken.text)) is read as the name: a priority is a whole number (10, -5)"
        } else if tail.contains(where: { RouteTableSyntax.contains($0.text, UInt8(ascii: "/")) }) {
            message += ", and a pattern cannot contain spaces"
        }
        fail(extra.column, message)
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
                let namespace: RouteTable.Namespace
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
            } else {
                result.table.treatsHostAsPathComponent = flag
                result.hostAsPathComponentSource = flag ? Source(line: line, column: name.column) : nil
            }
        default:
            fail(directive.column, "unknown directive \(RouteTableSyntax.quoted(directive.text)); known directives: @fallback, @option")
        }
    }
}
