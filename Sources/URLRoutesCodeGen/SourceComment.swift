/// Text from the table (its file name, a pattern) as a `//` comment of generated source can
/// hold it: a line break would end the comment and turn the rest into code, and other
/// invisible characters would hide what the comment says. Each such character is written as
/// `\u{HEX}`; a backslash stays as it is.
package enum SourceComment {
    package static func text(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if isPrintable(scalar) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return out
    }

    /// Letters, marks, numbers, punctuation, symbols and the plain space; not controls, format
    /// characters (bidirectional overrides), line or paragraph separators, other spaces,
    /// unassigned or private-use code points.
    package static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == " " { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate, .privateUse, .unassigned:
            return false
        default:
            return true
        }
    }
}
