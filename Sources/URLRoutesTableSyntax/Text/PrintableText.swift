/// Text made safe to print on a terminal (`ExplanationRenderer.printable`): messages quote
/// tables, URLs and values written by others.
package enum PrintableText {
    /// `text` with every control character (C0 but tab, DEL, C1 such as CSI) and bidirectional
    /// override written as `\u{1B}`, the way Swift writes it. A URL from outside the app could
    /// otherwise move the cursor or reorder what the reader sees.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        // Bidirectional embeddings, overrides and isolates, and the line and paragraph
        // separators, which some terminals and editors break lines at.
        case 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        default: false
        }
    }
}
