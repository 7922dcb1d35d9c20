/// The lexical rules of the table format, shared by the parser, the printer and registration
/// (and, through `package` access, by `urlroutes`' expectations files).
package enum RouteTableSyntax {
    /// The first column for the global namespace. No URL scheme can be spelled `*`.
    package static let globalKeyword = "*"
    /// A first column that starts with `//` names a host namespace.
    package static let hostPrefix = "//"
    /// The options `@option` sets.
    package static let optionNames = ["decode-plus-symbols", "host-as-path-component", "swift-enum", "swift-access", "swift-standalone"]

    /// `@option swift-enum NAME`: the one option whose value is a name, not on|off.
    package static let swiftEnumOption = "swift-enum"
    /// `@option swift-access public|internal`: the access of the generated Swift enum.
    package static let swiftAccessOption = "swift-access"
    /// `@option swift-standalone` (or `on`/`off`): the generated Swift enum carries its own
    /// reading and writing of links, without URLRoutes.
    package static let swiftStandaloneOption = "swift-standalone"

    /// Why `name` cannot name the generated Swift enum, if it cannot: a Swift identifier of
    /// ASCII letters, digits and `_`, not starting with a digit.
    package static func swiftEnumNameProblem(_ name: String) -> String? {
        let bytes = Array(name.utf8)
        guard let first = bytes.first else { return "the enum name is empty" }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_") }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        guard isLetter(first), bytes.allSatisfy({ isLetter($0) || isDigit($0) }) else {
            return "\(quoted(name)) is not a Swift type name: use letters, digits and _, starting with a letter (AppRoute)"
        }
        return nil
    }
    /// How a route line reads, for messages.
    package static let routeLineShape = "SCHEME PATTERN [PRIORITY] [NAME]"

    /// A field of a line and the 1-based column (in characters) where it starts.
    package struct Token: Sendable {
        package var text: String
        package var column: Int
    }

    /// The fields of a line: runs of characters other than space and tab. Split on the UTF-8
    /// bytes (space and tab never occur inside a multi-byte character), with columns counted
    /// in characters.
    package static func tokens(of line: String) -> [Token] {
        var line = line
        return line.withUTF8 { bytes in
            var tokens: [Token] = []
            var isASCII = true
            var start: Int?
            func token(_ range: Range<Int>) -> Token {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                let column = isASCII ? range.lowerBound + 1
                    : String(decoding: UnsafeBufferPointer(rebasing: bytes[..<range.lowerBound]), as: UTF8.self).count + 1
                return Token(text: text, column: column)
            }
            for index in bytes.indices {
                let byte = bytes[index]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                    if let begin = start {
                        tokens.append(token(begin..<index))
                        start = nil
                    }
                } else {
                    if start == nil { start = index }
                    if byte >= 0x80 { isASCII = false }
                }
            }
            if let begin = start { tokens.append(token(begin..<bytes.count)) }
            return tokens
        }
    }

    /// Whether `text` holds the ASCII byte `byte`.
    package static func contains(_ text: String, _ byte: UInt8) -> Bool {
        var text = text
        return text.withUTF8 { $0.contains(byte) }
    }

    /// How many characters of a field a message quotes.
    package static let quotedLimit = 80

    /// `'field'` for a message, cut to `quotedLimit` characters with `…`, so that a 1 MB field
    /// stays out of the message.
    package static func quoted(_ field: String) -> String {
        field.count > quotedLimit ? "'\(field.prefix(quotedLimit))…'" : "'\(field)'"
    }

    /// Why `text` cannot be a scheme column, and the offset of the first bad character.
    /// RFC 3986: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ).
    package static func schemeProblem(_ text: String) -> (offset: Int, reason: String)? {
        if text.isEmpty { return (0, "the scheme is empty") }
        if isValidScheme(text) { return nil }
        let rule = "a scheme starts with a letter and continues with letters, digits, '+', '-' or '.'; '*' means the global namespace"
        for (offset, character) in text.enumerated() {
            let allowed = offset == 0
                ? character.isASCIILetter
                : character.isASCIILetter || character.isASCIIDigit || "+-.".contains(character)
            if !allowed {
                if character == ":" || character == "/" {
                    return (offset, "\(quoted(text)) is not a scheme: write the scheme without '://', then the pattern (myapp /user/:id)")
                }
                return (offset, "\(quoted(text)) is not a valid scheme: \(rule)")
            }
        }
        return nil
    }

    /// The scheme rule on the bytes (schemes are ASCII), for the common case of a valid one.
    package static func isValidScheme(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let first = bytes.first, (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z") else {
                return false
            }
            return bytes.dropFirst().allSatisfy { byte in
                ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            }
        }
    }

    /// A problem at a character of a field.
    package struct Problem: Error {
        package var offset: Int
        package var reason: String
    }

    /// The host pattern as the registry names it (`Shop.Example.com.` → `shop.example.com`),
    /// or why it could never match, at its character (counted after the `//`).
    package static func normalizedHost(_ host: String) -> Result<String, Problem> {
        do {
            return .success(try HostPattern(host).text)
        } catch {
            // The library counts UTF-8 bytes; the table counts characters.
            let characters = String(decoding: host.utf8.prefix(error.offset), as: UTF8.self).count
            return .failure(Problem(offset: characters, reason: "\(quoted(host)) is not a host namespace: \(error.message)"))
        }
    }

    /// The offset of the first character a route name cannot hold, or nil for a valid name:
    /// a letter or `_`, then letters, digits, `_`, `.` or `-`.
    package static func nameProblemOffset(_ text: String) -> Int? {
        if isValidName(text) { return nil }
        if text.isEmpty { return 0 }
        for (offset, character) in text.enumerated() {
            let allowed = offset == 0
                ? character.isASCIILetter || character == "_"
                : character.isASCIILetter || character.isASCIIDigit || "_.-".contains(character)
            if !allowed { return offset }
        }
        return nil
    }

    /// The name rule on the bytes: names are ASCII, and registering a table checks every one.
    package static func isValidName(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { isValidName($0) }
    }

    /// The name rule on a field's bytes, before a `String` is made of them.
    package static func isValidName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, isNameStart(first) else { return false }
        for byte in bytes.dropFirst() where !isNameStart(byte) {
            guard (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") else { return false }
        }
        return true
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
    }

    package static func nameProblem(_ text: String) -> (offset: Int, reason: String)? {
        nameProblemOffset(text).map {
            ($0, "\(quoted(text)) is not a valid route name: a name starts with a letter or '_' and continues with letters, digits, '_', '.' or '-'")
        }
    }

    /// Whether the third field is read as a priority: it starts as a number does.
    package static func looksLikePriority(_ text: String) -> Bool {
        guard let first = text.first else { return false }
        return first.isASCIIDigit || first == "-" || first == "+"
    }

    /// A whole number in decimal, with an optional sign.
    package static func isInteger(_ text: String) -> Bool {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        return !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit)
    }

    /// Why a pattern cannot be written as one field, at its character: a space or tab splits
    /// it, an empty one is no field at all, and an invisible character would make two lines
    /// that read alike route differently.
    package static func patternFieldProblem(_ pattern: String) -> (offset: Int, reason: String)? {
        if pattern.isEmpty { return (0, "the pattern is empty; use \"/\" for the root") }
        if let problem = invisibleCharacterProblem(pattern) { return problem }
        var bytes = pattern
        let hasBlank = bytes.withUTF8 { $0.contains { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } }
        guard hasBlank else { return nil }
        if let offset = pattern.firstIndex(where: { $0 == " " || $0 == "\t" }).map({ pattern.distance(from: pattern.startIndex, to: $0) }) {
            return (offset, "a pattern in a table cannot contain a space or a tab: they separate the fields of a line")
        }
        return nil
    }
}

extension RouteTableSyntax {
    /// The first character of `field` that a table refuses because a reader cannot see it,
    /// at its offset in characters: C1 controls (NEL, U+0085, included; C0 controls are the
    /// pattern parser's), zero-width and joining characters, bidirectional marks, embeddings,
    /// overrides and isolates, line and paragraph separators, and a byte-order mark inside a
    /// line. A table is read by people: an invisible character makes `/cart` and `/c​art` two
    /// routes that look like one, and a bidirectional override shows a pattern in another order
    /// than the one it matches in.
    package static func invisibleCharacterProblem(_ field: String) -> (offset: Int, reason: String)? {
        // Every one of them is outside ASCII: most fields are checked on their bytes alone.
        var bytes = field
        guard !bytes.withUTF8({ $0.allSatisfy { $0 < 0x80 } }) else { return nil }
        for (offset, character) in field.enumerated() {
            for scalar in character.unicodeScalars {
                guard let name = invisibleCharacterName(scalar) else { continue }
                let hex = String(scalar.value, radix: 16, uppercase: true)
                let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                return (offset, "an invisible character (\(code), \(name)) is not allowed in a pattern in a table: "
                    + "a reader cannot see it, so the line would not say what it routes")
            }
        }
        return nil
    }

    /// What `scalar` is, when a table refuses it as invisible.
    package static func invisibleCharacterName(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x85: "next line, a control character"
        case 0x80...0x9F: "a control character"
        case 0xAD: "soft hyphen"
        case 0x061C: "Arabic letter mark, a bidirectional mark"
        case 0x180E: "Mongolian vowel separator"
        case 0x200B: "zero width space"
        case 0x200C: "zero width non-joiner"
        case 0x200D: "zero width joiner"
        case 0x200E, 0x200F: "a bidirectional mark"
        case 0x2028: "line separator"
        case 0x2029: "paragraph separator"
        case 0x202A...0x202E: "a bidirectional embedding or override"
        case 0x2060: "word joiner"
        case 0x2061...0x2064: "an invisible operator"
        case 0x2066...0x2069: "a bidirectional isolate"
        case 0xFEFF: "zero width no-break space, a byte-order mark"
        default: nil
        }
    }
}

extension Character {
    package var isASCIILetter: Bool { isASCII && isLetter }
    package var isASCIIDigit: Bool { isASCII && isNumber }
}
