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

    static func escapeData(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    /// Every occurrence of `target` replaced, without Foundation.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        result.reserveCapacity(count)
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
