@_spi(HexDigits) import URLRoutesTableSyntax

/// Percent-decoding of URL text, on its UTF-8 bytes, as routing decodes it.
///
/// Use it where you would reach for Foundation's `removingPercentEncoding`: on Linux, that
/// drops a leading byte-order mark (`%EF%BB%BF`), so a value or a URL decoded with it is not
/// the text the client sent, and not the text routing reads.
///
/// ```swift
/// PercentDecoding.decoded("caf%C3%A9%20au%20lait")   // "café au lait"
/// PercentDecoding.decoded("%EF%BB%BFx")              // "\u{FEFF}x": the BOM is kept
/// PercentDecoding.decoded("100%")                    // nil: '%' starts no escape
/// ```
public enum PercentDecoding {
    /// `text` with every `%XX` escape decoded (hex digits in either case), or nil when a `%`
    /// does not start an escape of two hex digits or the bytes decode to invalid UTF-8. Every
    /// code point is kept, a byte-order mark included; `+` stays a plus sign.
    ///
    /// ```swift
    /// let value = PercentDecoding.decoded("a%2Fb%2Bc") ?? ""   // "a/b+c"
    /// ```
    public static func decoded(_ text: some StringProtocol) -> String? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(HexDigit.value), let low = iterator.next().flatMap(HexDigit.value) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Decodes `%XX` escapes. Text with an invalid escape (`%zz`, a lone `%`) or that decodes to
    /// invalid UTF-8 comes back unchanged: a hostile URL keeps its raw text instead of crashing
    /// or losing the value (Foundation's `removingPercentEncoding` returns nil there).
    static func decode(_ text: Substring) -> String {
        decoded(text) ?? String(text)
    }

    static func decode(_ text: String) -> String {
        // Text without escapes is returned as it is, not copied through a Substring.
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        return decode(text[...])
    }

    /// Decodes the bytes in `range`, with the same rules.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        guard slice.contains(UInt8(ascii: "%")) else { return String(decoding: slice, as: UTF8.self) }
        return decode(String(decoding: slice, as: UTF8.self))
    }

    /// JLRoutes' `+` handling: after percent-decoding, every `+` (so also a `%2B`) is a space.
    static func decodePlus(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "+")) else { return text }
        return String(decoding: text.utf8.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
    }
}
