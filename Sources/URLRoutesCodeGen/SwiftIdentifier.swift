/// Route and variable names as Swift identifiers: lowerCamelCase, split at `.`, `-` and `_`
/// (`product.show` -> `productShow`, `:user_id` -> `userId`), keywords in backticks.
package enum SwiftIdentifier {
    /// `product.show` -> `productShow`; nil when nothing of the name is left to make one of
    /// (`_`, `.-`) or a character cannot stand in a Swift identifier (`a+b`).
    package static func lowerCamelCase(_ name: String) -> String? {
        let words = name.split(whereSeparator: { $0 == "." || $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = words.first else { return nil }
        var identifier = lowercasingFirst(first)
        for word in words.dropFirst() { identifier += uppercasingFirst(word) }
        return isIdentifier(identifier) ? identifier : nil
    }

    /// Whether `text` is an identifier: a letter or `_`, then letters, digits and `_`.
    package static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            && text.unicodeScalars.allSatisfy { $0.properties.isXIDContinue }
    }

    /// The identifier as source writes it: keywords in backticks (`default` -> `` `default` ``).
    package static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    private static func lowercasingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }

    private static func uppercasingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// Swift's reserved words: declarations, statements, expressions and types, and the
    /// contextual ones a case or a label would clash with.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Type", "Protocol",
    ]
}
