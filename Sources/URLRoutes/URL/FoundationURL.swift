import Foundation

/// Turning URL strings into Foundation `URL`s, which only the public API needs and only
/// when asked: routing itself never builds one.
enum FoundationURL {
    /// `URL(string:)`, or, for text Foundation refuses, the same text with the refused bytes
    /// percent-encoded; `about:blank` only if even that fails.
    static func make(_ string: String) -> URL {
        if let url = URL(string: string) { return url }
        var encoded = ""
        for byte in string.utf8 {
            if byte > 0x20 && byte < 0x7F {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return URL(string: encoded) ?? URL(string: "about:blank")!
    }
}
