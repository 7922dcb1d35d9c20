/// JSON written by hand for the app-link files: a string quoted and escaped (`"` `\` and
/// control characters; `/` stays as it is, as in a path pattern), and the layout of
/// `JSONEncoder`'s pretty printing (two spaces, `"key" : value`). Faster than encoding values
/// through `Encodable` by far for the tens of thousands of components of a large table.
enum JSONText {
    static func string(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else { return "\"" + text + "\"" }
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `[ ... ]` with each element on its own line at `indent` + 2 spaces; `[]` when empty.
    static func array(_ elements: [String], indent: String) -> String {
        guard !elements.isEmpty else { return "[]" }
        let inner = indent + "  "
        return "[\n" + elements.map { inner + $0 }.joined(separator: ",\n") + "\n" + indent + "]"
    }

    /// `{ ... }` with the members in the order given, each `"key" : value` on its own line.
    static func object(_ members: [(key: String, value: String)], indent: String) -> String {
        guard !members.isEmpty else { return "{}" }
        let inner = indent + "  "
        return "{\n" + members.map { inner + string($0.key) + " : " + $0.value }.joined(separator: ",\n") + "\n" + indent + "}"
    }
}
