/// A link as a device receives it after a browser, a mail client or the system has parsed it:
/// what the WHATWG URL standard percent-encodes is encoded (`/wiki/Москва` arrives as
/// `/wiki/%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0`), so that rules written in the encoded form
/// judge it as they would on the phone. `%XX` already written stays as it is.
enum DeviceURLForm {
    static func encoded(_ url: String) -> String {
        var result: [UInt8] = []
        var bytes = Substring(url).utf8[...]
        // The scheme and authority stay as written.
        if let schemeEnd = bytes.firstRange(of: "://".utf8) {
            let authorityEnd = bytes[schemeEnd.upperBound...].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
                ?? bytes.endIndex
            result += bytes[..<authorityEnd]
            bytes = bytes[authorityEnd...]
        }
        var part = Part.path
        for byte in bytes {
            if byte == UInt8(ascii: "?") && part == .path {
                part = .query
            } else if byte == UInt8(ascii: "#") && part != .fragment {
                part = .fragment
                result.append(byte)
                continue
            }
            if part.encodes(byte) {
                result += [UInt8(ascii: "%"), hex(byte >> 4), hex(byte & 0xF)]
            } else {
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private enum Part {
        case path, query, fragment

        /// The standard's path, special-query and fragment percent-encode sets.
        func encodes(_ byte: UInt8) -> Bool {
            if byte < 0x21 || byte > 0x7E { return true }
            switch self {
            case .path: return "\"<>`{}".utf8.contains(byte)
            case .query: return "\"<>'".utf8.contains(byte)
            case .fragment: return "\"<>`".utf8.contains(byte)
            }
        }
    }

    private static func hex(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    /// The URL's host, lower case, without user or port; nil for a URL without `//`.
    static func host(of url: String) -> String? {
        guard let schemeEnd = url.range(of: "://") else { return nil }
        var authority = url[schemeEnd.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if authority.hasPrefix("[") {
            return authority.firstIndex(of: "]").map { String(authority[...$0]).lowercased() }
        }
        return String(authority.prefix { $0 != ":" }).lowercased()
    }
}
