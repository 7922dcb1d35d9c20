import Foundation

/// A URL split as Android's `Uri` splits it for intent matching: the scheme as written, the
/// host, the port (-1 when none is written), and the path, query and fragment, the path
/// decoded as `Uri.getPath()` gives it to `PatternMatcher`.
struct AndroidLinkURL {
    var scheme: String
    var host: String
    var port: Int
    let path: String
    /// The path's UTF-16 code units, which `PatternMatcher` compares.
    let pathUnits: [UInt16]
    /// The raw query after `?`, nil when there is no `?`.
    var query: String?
    /// The raw fragment after `#`, nil when there is no `#`.
    var fragment: String?

    init?(_ text: String) {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        scheme = String(text[..<colon])
        guard !scheme.isEmpty else { return nil }
        var rest = text[text.index(after: colon)...]
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: question)...])
            rest = rest[..<question]
        }
        guard rest.hasPrefix("//") else { return nil }
        rest = rest.dropFirst(2)
        let authorityEnd = rest.firstIndex(of: "/") ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        port = -1
        if let portColon = authority.lastIndex(of: ":"), !authority[portColon...].contains("]") {
            let digits = authority[authority.index(after: portColon)...]
            // Uri.getPort() is -1 for a port that is not a number.
            port = digits.isEmpty ? -1 : (Int(digits).flatMap { $0 <= Int(Int32.max) ? $0 : nil } ?? -1)
            authority = authority[..<portColon]
        }
        host = String(authority)
        path = Self.decode(rest[authorityEnd...])
        pathUnits = Array(path.utf16)
    }

    /// Percent-decoding as `Uri.decode` does: `%XX` sequences become bytes read as UTF-8
    /// (invalid bytes become U+FFFD), anything else stays.
    static func decode(_ text: Substring) -> String {
        guard text.contains("%") else { return String(text) }
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
               let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The query's `name=value` pairs, decoded (`+` is a space, as `Uri.getQueryParameter`).
    var queryParameters: [(name: String, value: String)] {
        guard let query, !query.isEmpty else { return [] }
        return query.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func read(_ text: Substring) -> String { Self.decode(Substring(text.replacingOccurrences(of: "+", with: " "))) }
            return (read(parts[0]), parts.count > 1 ? read(parts[1]) : "")
        }
    }
}
