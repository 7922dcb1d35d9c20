import URLRoutes

/// Turns the text of a route table into a `RouteTableFile`, collecting every malformed line
/// rather than stopping at the first, so one run shows everything to fix.
///
/// Grammar, one item per line (fields are separated by spaces or tabs):
///
///     SCHEME PATTERN [PRIORITY] [NAME] [# comment]
///     //HOST PATTERN [PRIORITY] [NAME] [# comment]     (a host namespace: //shop.example.com, //*.example.com)
///     @fallback SCHEME|//HOST...
///     @option decode-plus-symbols|host-as-path-component on|off
///     # comment
///
/// Patterns are checked by the library when the table is loaded, not here.
struct RouteTableParser {
    var path: String

    struct Result {
        var table: RouteTableFile
        var errors: [RouteTableError]
        /// Route lines kept out of the table for a syntax error, so lint can still check
        /// their patterns.
        var rejectedEntries: [RouteTableFile.Entry] = []
    }

    func parse(_ text: String) -> Result {
        var table = RouteTableFile(path: path)
        var errors: [RouteTableError] = []
        var names: [String: Int] = [:]
        var rejectedEntries: [RouteTableFile.Entry] = []


        for (index, lineText) in TextLines.split(text).enumerated() {
            let lineNumber = index + 1
            func fail(_ column: Int, _ reason: String) {
                errors.append(RouteTableError(file: path, line: lineNumber, column: column, reason: reason, text: lineText))
            }

            var tokens = Self.tokens(of: lineText)
            // A '#' opens a comment at the start of a line and after the pattern; the pattern
            // itself may contain or start with '#', the fragment separator.
            let isDirective = tokens.first?.text.hasPrefix("@") ?? false
            let commentStart = tokens.indices.first { index in
                tokens[index].text.hasPrefix("#") && (index != 1 || isDirective)
            }
            if let comment = commentStart {
                tokens.removeSubrange(comment...)
            }
            guard let first = tokens.first else { continue }

            if isDirective {
                parseDirective(tokens, line: lineNumber, text: lineText, into: &table, fail: fail)
                continue
            }

            // Every problem of the line is reported, not just the first, so one run of lint
            // shows everything to fix; a line with any problem is kept out of the table.
            var broken = false
            var namespace = first.text
            if first.text.hasPrefix(Self.hostPrefix) {
                switch Self.hostNamespace(first.text) {
                case .success(let normalized): namespace = normalized
                case .failure(let problem):
                    fail(first.column + problem.offset, problem.reason)
                    broken = true
                }
            } else if let problem = Self.schemeProblem(first.text) {
                fail(first.column + problem.offset, problem.reason)
                broken = true
            }
            guard tokens.count >= 2 else {
                fail(first.column + first.text.count,
                     "expected a pattern after the scheme \(TerminalText.quoted(first.text)) (a route line is: SCHEME PATTERN [PRIORITY] [NAME])")
                continue
            }
            let pattern = tokens[1]
            var entry = RouteTableFile.Entry(
                scheme: namespace, pattern: pattern.text, priority: 0, name: nil,
                line: lineNumber, patternColumn: pattern.column, text: lineText)

            var rest = tokens.dropFirst(2)
            if let token = rest.first, let leading = token.text.first, leading.isASCIIDigit || leading == "-" || leading == "+" {
                rest = rest.dropFirst()
                if !Self.isInteger(token.text) {
                    fail(token.column, "priority \(TerminalText.quoted(token.text)) is not an integer")
                    broken = true
                } else if let priority = Int(token.text) {
                    entry.priority = priority
                } else {
                    fail(token.column, "priority \(TerminalText.quoted(token.text)) is out of range")
                    broken = true
                }
            }
            if let token = rest.first {
                rest = rest.dropFirst()
                if let offset = Self.nameProblemOffset(token.text) {
                    fail(token.column + offset,
                         "\(TerminalText.quoted(token.text)) is not a valid route name: a name starts with a letter or '_' and continues with letters, digits, '_', '.' or '-'")
                    broken = true
                } else if let earlier = names[token.text] {
                    fail(token.column, "the name \(TerminalText.quoted(token.text)) is already used on line \(earlier)")
                    broken = true
                } else {
                    names[token.text] = lineNumber
                    entry.name = token.text
                }
            }
            if let extra = rest.first {
                fail(extra.column,
                     "unexpected \(TerminalText.quoted(extra.text)) after the route; a route line is SCHEME PATTERN [PRIORITY] [NAME], and a pattern cannot contain spaces")
                broken = true
            }
            if broken {
                rejectedEntries.append(entry)
            } else {
                table.entries.append(entry)
            }
        }
        return Result(table: table, errors: errors, rejectedEntries: rejectedEntries)
    }

    // MARK: - Directives

    static let optionNames = ["decode-plus-symbols", "host-as-path-component"]

    private func parseDirective(
        _ tokens: [Token], line: Int, text: String, into table: inout RouteTableFile, fail: (Int, String) -> Void
    ) {
        let directive = tokens[0]
        switch directive.text {
        case "@fallback":
            guard tokens.count > 1 else {
                fail(directive.column + directive.text.count, "@fallback needs at least one scheme: @fallback SCHEME...")
                return
            }
            for token in tokens.dropFirst() {
                if token.text == RouteTableFile.globalKeyword {
                    fail(token.column, "the global namespace '*' is where other schemes fall back to; it cannot fall back itself")
                } else if token.text.hasPrefix(Self.hostPrefix) {
                    switch Self.hostNamespace(token.text) {
                    case .success(let normalized):
                        if !table.fallbackSchemes.contains(normalized) {
                            table.fallbackSchemes.append(normalized)
                            table.fallbackSources[normalized] = .init(line: line, column: token.column, text: text)
                        }
                    case .failure(let problem):
                        fail(token.column + problem.offset, problem.reason)
                    }
                } else if let problem = Self.schemeProblem(token.text) {
                    fail(token.column + problem.offset, problem.reason)
                } else if !table.fallbackSchemes.contains(token.text) {
                    table.fallbackSchemes.append(token.text)
                    table.fallbackSources[token.text] = .init(line: line, column: token.column, text: text)
                }
            }
        case "@option":
            guard tokens.count >= 3 else {
                fail(directive.column + directive.text.count,
                     "@option needs a name and a value: @option \(Self.optionNames.joined(separator: "|")) on|off")
                return
            }
            let name = tokens[1], value = tokens[2]
            guard Self.optionNames.contains(name.text) else {
                fail(name.column, "unknown option \(TerminalText.quoted(name.text)); known options: \(Self.optionNames.joined(separator: ", "))")
                return
            }
            let flag: Bool
            switch value.text {
            case "on": flag = true
            case "off": flag = false
            default:
                fail(value.column, "option value \(TerminalText.quoted(value.text)) must be 'on' or 'off'")
                return
            }
            if tokens.count > 3 {
                fail(tokens[3].column, "unexpected \(TerminalText.quoted(tokens[3].text)) after the option value")
                return
            }
            if name.text == "decode-plus-symbols" {
                table.options.decodePlusSymbols = flag
            } else {
                table.options.hostAsPathComponent = flag
                table.hostAsPathComponentSource = flag ? .init(line: line, column: name.column, text: text) : nil
            }
        default:
            fail(directive.column, "unknown directive \(TerminalText.quoted(directive.text)); known directives: @fallback, @option")
        }
    }

    // MARK: - Lexical pieces

    struct Token {
        var text: String
        /// 1-based column of the first character.
        var column: Int
    }

    static func tokens(of line: String) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var start = 0
        for (offset, character) in line.enumerated() {
            if character == " " || character == "\t" {
                if !current.isEmpty { tokens.append(Token(text: current, column: start + 1)) }
                current = ""
            } else {
                if current.isEmpty { start = offset }
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(Token(text: current, column: start + 1)) }
        return tokens
    }

    /// Why `text` cannot be a scheme column, and the offset of the first bad character.
    /// RFC 3986: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), or the global keyword.
    static func schemeProblem(_ text: String) -> (offset: Int, reason: String)? {
        if text == RouteTableFile.globalKeyword { return nil }
        let rule = "a scheme starts with a letter and continues with letters, digits, '+', '-' or '.'; '*' means the global namespace"
        for (offset, character) in text.enumerated() {
            let allowed = offset == 0
                ? character.isASCIILetter
                : character.isASCIILetter || character.isASCIIDigit || "+-.".contains(character)
            if !allowed {
                if character == ":" || character == "/" {
                    return (offset, "\(TerminalText.quoted(text)) is not a scheme: write the scheme without '://', then the pattern (myapp /user/:id)")
                }
                return (offset, "\(TerminalText.quoted(text)) is not a valid scheme: \(rule)")
            }
        }
        return nil
    }

    /// A namespace column that starts with `//` names a host namespace.
    static let hostPrefix = "//"

    struct HostProblem: Error {
        var offset: Int
        var reason: String
    }

    /// `//Shop.Example.com` → `//shop.example.com`, the host namespace as the library names it;
    /// or why the host pattern could never match, at its character.
    static func hostNamespace(_ text: String) -> Swift.Result<String, HostProblem> {
        let host = String(text.dropFirst(hostPrefix.count))
        do {
            return .success(hostPrefix + (try Routes.validate(host: host)))
        } catch {
            // The library counts UTF-8 bytes; the table counts characters.
            let prefix = host.utf8.prefix(error.offset)
            let characters = String(decoding: prefix, as: UTF8.self).count
            return .failure(HostProblem(offset: hostPrefix.count + characters,
                                        reason: "\(TerminalText.quoted(host)) is not a host namespace: \(error.message)"))
        }
    }

    static func nameProblemOffset(_ text: String) -> Int? {
        for (offset, character) in text.enumerated() {
            let allowed = offset == 0
                ? character.isASCIILetter || character == "_"
                : character.isASCIILetter || character.isASCIIDigit || "_.-".contains(character)
            if !allowed { return offset }
        }
        return nil
    }

    static func isInteger(_ text: String) -> Bool {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        return !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit)
    }
}

extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
