/// Names and literals as Kotlin source writes them.
enum KotlinIdentifier {
    /// Kotlin's hard keywords, which a name can only be in backticks.
    static let keywords: Set<String> = ["as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in",
                                        "interface", "is", "null", "object", "package", "return", "super", "this", "throw",
                                        "true", "try", "typealias", "typeof", "val", "var", "when", "while"]

    /// A Swift name without its backticks.
    static func unescapedSwift(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
    }

    /// `productShow` as `ProductShow`.
    static func upperCamelCase(_ swiftCase: String) -> String {
        let name = unescapedSwift(swiftCase)
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`" + name + "`" : name
    }

    /// Letters, digits and `_`, starting with a letter or `_`, and no keyword.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return !keywords.contains(name) && name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0) }
    }

    /// A Kotlin string literal of `text`.
    static func literal(_ text: String) -> String {
        var out = "\""
        for unit in text.utf16 {
            switch unit {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x24: out += "\\$"
            case 0x20..<0x7F: out += String(UnicodeScalar(UInt8(unit)))
            default:
                let hex = String(unit, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return out + "\""
    }
}
