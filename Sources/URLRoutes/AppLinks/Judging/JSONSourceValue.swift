@_spi(HexDigits) import URLRoutesTableSyntax

/// A JSON value read from a file to judge, with where it stands in the text: a judge names the
/// rule that decided "as written in the file", so it needs the text, in its key order, not a
/// dictionary that forgot it. RFC 8259, on the UTF-8 bytes; nesting is limited, so hostile
/// input gives an error, not a stack overflow.
struct JSONSourceValue {
    enum Kind {
        case null
        case bool(Bool)
        case number
        case string(String)
        case array([JSONSourceValue])
        /// Members in the order written; a repeated key keeps its last value, as Foundation's
        /// `JSONSerialization` does.
        case object([(key: String, value: JSONSourceValue)])
    }

    var kind: Kind
    /// The value's bytes in the text.
    var range: Range<Int>
    /// For an object, each key written more than once, with how many times: the members keep
    /// only its last value, and a judge may need to say so.
    var repeatedKeys: [String: Int] = [:]

    /// What the value is, for error messages: "a string", "an array" ...
    var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    var string: String? { if case .string(let text) = kind { text } else { nil } }
    var bool: Bool? { if case .bool(let value) = kind { value } else { nil } }
    var array: [JSONSourceValue]? { if case .array(let elements) = kind { elements } else { nil } }
    var members: [(key: String, value: JSONSourceValue)]? { if case .object(let members) = kind { members } else { nil } }

    /// The member `key` of an object (its last, when repeated); nil when absent or not an object.
    subscript(key: String) -> JSONSourceValue? {
        members?.last { $0.key == key }?.value
    }

    /// The value's text without the whitespace between tokens: `{"/":"/p/*","exclude":true}`.
    func compactText(in bytes: [UInt8]) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(range.count)
        var inString = false
        var escaped = false
        for byte in bytes[range] {
            if inString {
                result.append(byte)
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if !JSONSourceParser.isWhitespace(byte) {
                if byte == UInt8(ascii: "\"") { inString = true }
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Parses `bytes` as one JSON value; the error names the byte offset and what is wrong.
    static func parse(_ bytes: [UInt8]) throws(JSONSourceError) -> JSONSourceValue {
        var parser = JSONSourceParser(bytes: bytes)
        return try parser.document()
    }
}

/// Why a text is not JSON, and at which byte.
struct JSONSourceError: Error {
    var offset: Int
    var reason: String
}

/// The recursive-descent reader behind `JSONSourceValue.parse`.
struct JSONSourceParser {
    /// Deeper nesting than any app-link file needs; a hostile file of `[[[[...` stops here.
    static let depthLimit = 64

    let bytes: [UInt8]
    var index = 0
    var depth = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    mutating func document() throws(JSONSourceError) -> JSONSourceValue {
        // A UTF-8 byte-order mark is not JSON, but servers send one; Foundation reads past it.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        let value = try self.value()
        skipWhitespace()
        guard index == bytes.count else { throw fail("text after the JSON value") }
        return value
    }

    private func fail(_ reason: String) -> JSONSourceError {
        JSONSourceError(offset: index, reason: reason)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count && Self.isWhitespace(bytes[index]) { index += 1 }
    }

    private mutating func value() throws(JSONSourceError) -> JSONSourceValue {
        skipWhitespace()
        guard index < bytes.count else { throw fail("the text ends where a value should start") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return JSONSourceValue(kind: .string(try string()), range: start..<index)
        case UInt8(ascii: "t"): try literal("true"); return JSONSourceValue(kind: .bool(true), range: start..<index)
        case UInt8(ascii: "f"): try literal("false"); return JSONSourceValue(kind: .bool(false), range: start..<index)
        case UInt8(ascii: "n"): try literal("null"); return JSONSourceValue(kind: .null, range: start..<index)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try number()
            return JSONSourceValue(kind: .number, range: start..<index)
        default:
            throw fail("unexpected character where a value should start")
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONSourceError) {
        let text = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - index >= text.count, bytes[index..<(index + text.count)].elementsEqual(text) else {
            throw fail("not a JSON literal (true, false, null)")
        }
        index += text.count
    }

    private mutating func number() throws(JSONSourceError) {
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let start = index
            while index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - start
        }
        guard index < bytes.count else { throw fail("a number without digits") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            throw fail("a number without digits")
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw fail("a number without digits after '.'") }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            guard digits() > 0 else { throw fail("a number without digits in its exponent") }
        }
    }

    private mutating func hexQuad() throws(JSONSourceError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw fail("a \\u escape without four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = HexDigit.value(bytes[index]) else { throw fail("a \\u escape without four hex digits") }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func string() throws(JSONSourceError) -> String {
        index += 1
        var result: [UInt8] = []
        while true {
            guard index < bytes.count else { throw fail("a string that is not closed") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                guard let text = String(validating: result, as: UTF8.self) else { throw fail("a string that is not valid UTF-8") }
                return text
            }
            guard byte >= 0x20 else { throw fail("a control character inside a string") }
            guard byte == UInt8(ascii: "\\") else {
                result.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { throw fail("a string that is not closed") }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escape)
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0C)
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "u"):
                var code = try hexQuad()
                if (0xD800..<0xDC00).contains(code) {
                    // A high surrogate must be followed by an escaped low one.
                    guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw fail("a lone surrogate in a \\u escape")
                    }
                    index += 2
                    let low = try hexQuad()
                    guard (0xDC00..<0xE000).contains(low) else { throw fail("a lone surrogate in a \\u escape") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00..<0xE000).contains(code) {
                    throw fail("a lone surrogate in a \\u escape")
                }
                guard let scalar = Unicode.Scalar(code) else { throw fail("an invalid \\u escape") }
                result.append(contentsOf: String(scalar).utf8)
            default:
                throw fail("an unknown escape in a string")
            }
        }
    }

    private mutating func enter() throws(JSONSourceError) {
        depth += 1
        guard depth <= Self.depthLimit else { throw fail("nested more than \(Self.depthLimit) levels deep") }
    }

    private mutating func array() throws(JSONSourceError) -> JSONSourceValue {
        let start = index
        try enter()
        index += 1
        var elements: [JSONSourceValue] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
        } else {
            while true {
                elements.append(try value())
                skipWhitespace()
                guard index < bytes.count else { throw fail("an array that is not closed") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    break
                } else {
                    throw fail("expected ',' or ']' in an array")
                }
            }
        }
        depth -= 1
        return JSONSourceValue(kind: .array(elements), range: start..<index)
    }

    private mutating func object() throws(JSONSourceError) -> JSONSourceValue {
        let start = index
        try enter()
        index += 1
        var members: [(key: String, value: JSONSourceValue)] = []
        var positions: [String: Int] = [:]
        var repeatedKeys: [String: Int] = [:]
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
        } else {
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a quoted key in an object") }
                let key = try string()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':' after a key") }
                index += 1
                let member = try value()
                if let position = positions[key] {
                    members[position].value = member
                    repeatedKeys[key, default: 1] += 1
                } else {
                    positions[key] = members.count
                    members.append((key, member))
                }
                skipWhitespace()
                guard index < bytes.count else { throw fail("an object that is not closed") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    break
                } else {
                    throw fail("expected ',' or '}' in an object")
                }
            }
        }
        depth -= 1
        return JSONSourceValue(kind: .object(members), range: start..<index, repeatedKeys: repeatedKeys)
    }
}
