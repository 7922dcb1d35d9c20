/// Text written into XML (the Android intent filter here, `urlroutes test --format junit`), so that
/// the output stays well-formed whatever a table or a test URL holds.
package enum XMLText {
    /// Escapes text for an attribute value or element content. Characters XML 1.0 forbids
    /// outright (most C0 controls, which a hostile test URL may hold) are written as `\u{…}`
    /// instead: no escape can carry them.
    package static func escape(_ text: String) -> String {
        // Most text needs no escape: return it as it is, without a copy.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x26 || $0 == 0x27 || $0 == 0x3C || $0 == 0x3E || $0 == 0xEF }) else {
            return text
        }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result += "&#\(scalar.value);"
            case _ where isForbidden(scalar): result += forbidden(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Text inside `<!-- … -->`. A comment may not hold "--" nor end with "-" (the "-->" would
    /// then read as "--" then ">"), and no escape works inside one, so "--" is spaced apart.
    package static func comment(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x2D || $0 == 0xEF }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isForbidden(scalar) {
                result += forbidden(scalar)
            } else {
                if scalar == "-" && result.unicodeScalars.last == "-" { result += " " }
                result.unicodeScalars.append(scalar)
            }
        }
        return result.unicodeScalars.last == "-" ? result + " " : result
    }

    /// The characters outside XML 1.0's `Char` production.
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r")
            || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }

    private static func forbidden(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
}
