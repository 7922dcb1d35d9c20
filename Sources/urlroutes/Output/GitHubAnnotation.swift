/// GitHub Actions workflow commands (`::error file=F,line=N::message`), which the runner turns
/// into annotations on the pull request's diff.
///
/// Escaping follows the runner's rules: in the message `%`, `\r` and `\n` become `%25`, `%0D`
/// and `%0A`; property values escape `:` and `,` as well, since those end a property.
enum GitHubAnnotation {
    enum Level: String {
        case error, warning
    }

    static func error(file: String, line: Int?, column: Int? = nil, title: String? = nil, message: String) -> String {
        command(.error, file: file, line: line, column: column, title: title, message: message)
    }

    static func command(_ level: Level, file: String, line: Int?, column: Int? = nil, title: String? = nil,
                        message: String) -> String {
        var properties = ["file=\(escapeProperty(file))"]
        if let line { properties.append("line=\(line)") }
        if let column { properties.append("col=\(column)") }
        if let title { properties.append("title=\(escapeProperty(title))") }
        return "::\(level.rawValue) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// Escaped per Unicode scalar, not per `Character`: "\r\n" is one `Character` in Swift,
    /// equal to neither "\r" nor "\n", and would otherwise reach the runner raw and end the
    /// command early.
    static func escapeData(_ text: String) -> String {
        escape(text, extra: [])
    }

    static func escapeProperty(_ text: String) -> String {
        escape(text, extra: [":", ","])
    }

    private static func escape(_ text: String, extra: Set<Unicode.Scalar>) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if scalar == "%" || scalar == "\r" || scalar == "\n" || extra.contains(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
