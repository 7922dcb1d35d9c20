@_spi(HexDigits) import URLRoutes

/// Android matches an App Link's path after percent-decoding it; routing does not decode
/// literal text. Where the two read a path differently.
enum AndroidPathDecoding {
    /// Whether the URL's path (between the host and `?` or `#`) holds `%XX` for a `/` or an
    /// unreserved character (`A-Z a-z 0-9 - . _ ~`), which decoding changes into another path.
    static func changesPath(_ url: String) -> Bool {
        var bytes = Substring(url).utf8[...]
        if let schemeEnd = bytes.firstRange(of: "://".utf8) {
            bytes = bytes[schemeEnd.upperBound...]
            bytes = bytes.drop { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
        }
        let path = Array(bytes.prefix { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") })
        var index = 0
        while index + 2 < path.count {
            if path[index] == UInt8(ascii: "%"), let value = HexDigit.byte(path[index + 1], path[index + 2]) {
                if value == UInt8(ascii: "/") || isUnreserved(value) { return true }
                index += 3
            } else {
                index += 1
            }
        }
        return false
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "-._~".utf8.contains(byte)
        }
    }
}
