/// A string attribute of a manifest as the app reads it after `aapt2` compiled it: `\` starts
/// an escape (`\\` `\'` `\"` `\@` `\?` `\#` the character, `\n` `\t`, `\uXXXX` that code unit;
/// any other escaped character is kept), and a lone `\` at the end is dropped.
enum AndroidResourceString {
    static func read(_ attribute: String) -> String {
        guard attribute.contains("\\") else { return attribute }
        var result = ""
        var scalars = Array(attribute.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            guard let escaped = scalars.popFirst() else { break }
            switch escaped {
            case "t": result += "\t"
            case "n": result += "\n"
            case "u":
                let hex = String(String.UnicodeScalarView(scalars.prefix(4)))
                if hex.count == 4, let value = UInt32(hex, radix: 16), let unit = Unicode.Scalar(value) {
                    result.unicodeScalars.append(unit)
                    scalars = scalars.dropFirst(4)
                } else {
                    result.unicodeScalars.append(escaped)
                }
            default: result.unicodeScalars.append(escaped)
            }
        }
        return result
    }
}
