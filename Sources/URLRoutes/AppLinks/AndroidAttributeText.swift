/// An attribute value as Android's resource compiler must see it, so that the app reads back
/// exactly `value`.
///
/// `aapt` and `aapt2` read a `\` in an attribute as an escape before Android ever parses the
/// pattern: `\\` is one backslash, `\'`, `\"`, `\@`, `\?`, `\#` are those characters, `\n`,
/// `\t` and `\uXXXX` what they say. An unknown escape differs between them (`aapt` drops it
/// with its character, `aapt2` keeps the character), so a pattern's own backslashes are
/// always doubled: `/plus/a\+b` is written `/plus/a\\+b`. Quotes are escaped, whitespace and
/// control characters are written `\uXXXX` (the compilers may collapse whitespace), and a
/// value that starts with `@` or `?` would be read as a resource reference, so that character
/// is escaped too. The result is then escaped for XML by the caller.
enum AndroidAttributeText {
    static func escape(_ value: String) -> String {
        // Whitespace outside ASCII is a multi-byte scalar: such text takes the long way.
        guard value.utf8.contains(where: { $0 <= 0x20 || $0 == 0x7F || $0 >= 0x80 || $0 == 0x5C || $0 == 0x22 || $0 == 0x27 })
                || value.hasPrefix("@") || value.hasPrefix("?") else {
            return value
        }
        var result = ""
        for (offset, scalar) in value.unicodeScalars.enumerated() {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "'": result += "\\'"
            case "@" where offset == 0, "?" where offset == 0: result += "\\" + String(scalar)
            case _ where scalar.value <= 0x20 || scalar.value == 0x7F || scalar.properties.isWhitespace:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
