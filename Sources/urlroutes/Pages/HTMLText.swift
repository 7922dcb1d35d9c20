import URLRoutes

/// Text from a table, a URL or an expectations file, made safe inside an HTML page: the one
/// place the pages escape.
///
/// `&`, `<`, `>`, `"` and `'` become character references, so no text can open an element or
/// leave an attribute. Control and bidirectional formatting characters are shown as `\u{…}`,
/// as the text output shows them: a right-to-left override would otherwise reorder what the
/// reader sees, in the page as on a terminal.
enum HTMLText {
    /// `text` escaped for an element's content or a quoted attribute value.
    static func escape(_ text: String) -> String {
        let printable = ExplanationRenderer.printable(text)
        var result = ""
        result.reserveCapacity(printable.utf8.count)
        for character in printable.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// A fragment identifier made of `text`: letters, digits, `-`, `_` and `.` kept, every
    /// other byte as `_XX`, so that any route name or scheme gives a distinct, valid `id`.
    static func identifier(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += (hex.count == 1 ? "_0" : "_") + hex
            }
        }
        return result
    }
}
