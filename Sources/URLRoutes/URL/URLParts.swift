/// A URL string split into its RFC 3986 parts, on its bytes and without copying.
///
/// This replaces Foundation's `URLComponents`, which costs about a microsecond a URL and parses
/// differently on Linux. It is lenient the way deep-link routers need: anything that is not a
/// control character is accepted, and a string without a scheme is a path.
struct URLParts {
    var scheme: Substring?
    /// The host when the URL has an authority (`//host`), without user info and port.
    var host: Substring?
    var path: Substring
    var query: Substring?
    var fragment: Substring?

    init(_ url: String) throws(URLParseError) {
        let utf8 = url.utf8
        if let control = utf8.firstIndex(where: { $0 < 0x20 || $0 == 0x7F }) {
            let offset = utf8.distance(from: utf8.startIndex, to: control)
            throw URLParseError(message: "control character 0x\(String(utf8[control], radix: 16)) is not allowed in a URL",
                                url: url, offset: offset)
        }
        var rest = url[...]

        // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
        if let colon = rest.utf8.firstIndex(where: { !Self.isSchemeByte($0) }),
           rest.utf8[colon] == UInt8(ascii: ":"), colon > rest.startIndex,
           Self.isLetter(rest.utf8[rest.startIndex]) {
            scheme = rest[rest.startIndex..<colon]
            rest = rest[rest.utf8.index(after: colon)...]
        }
        if let hash = rest.utf8.firstIndex(of: UInt8(ascii: "#")) {
            fragment = rest[rest.utf8.index(after: hash)...]
            rest = rest[..<hash]
        }
        if let question = rest.utf8.firstIndex(of: UInt8(ascii: "?")) {
            query = rest[rest.utf8.index(after: question)...]
            rest = rest[..<question]
        }
        if rest.utf8.starts(with: "//".utf8) {
            let authorityStart = rest.utf8.index(rest.startIndex, offsetBy: 2)
            let authorityEnd = rest.utf8[authorityStart...].firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
            host = Self.host(in: rest[authorityStart..<authorityEnd])
            rest = rest[authorityEnd...]
        }
        path = rest
    }

    /// `user:password@host:port` → `host`; `[::1]:80` → `[::1]`.
    private static func host(in authority: Substring) -> Substring {
        var host = authority
        if let at = host.utf8.lastIndex(of: UInt8(ascii: "@")) {
            host = host[host.utf8.index(after: at)...]
        }
        let portSearchStart = host.utf8.lastIndex(of: UInt8(ascii: "]")) ?? host.startIndex
        if let colon = host.utf8[portSearchStart...].lastIndex(of: UInt8(ascii: ":")) {
            host = host[..<colon]
        }
        return host
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}
