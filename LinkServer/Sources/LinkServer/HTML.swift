/// Text made safe to put in an HTML page, inside an element or a quoted attribute value.
enum HTML {
    /// `&`, `<`, `>`, `"` and `'` as character references: whatever a request carries (a path
    /// with `<script>`, a quote that would end an attribute) reads as text.
    static func escape(_ text: some StringProtocol) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
