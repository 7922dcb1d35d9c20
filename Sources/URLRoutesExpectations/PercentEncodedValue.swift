@_spi(HexDigits) import URLRoutes

/// Percent-decoding of the values an expectations file writes. `+` is left alone: it is a
/// plus sign, never a space, so the file says exactly which character it means.
package enum PercentEncodedValue {
    package struct Problem: Error {
        /// Characters from the start of the value.
        package var offset: Int
        package var reason: String
    }

    package static func decode(_ text: Substring) -> Result<String, Problem> {
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%") {
                guard index + 2 < utf8.count, let escaped = HexDigit.byte(utf8[index + 1], utf8[index + 2]) else {
                    // Counted only here: per '%', it would make a long value quadratic.
                    let offset = String(decoding: utf8[..<index], as: UTF8.self).count
                    return .failure(Problem(offset: offset, reason: "has a '%' not followed by two hex digits; write a literal '%' as %25"))
                }
                bytes.append(escaped)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        guard let value = String(validating: bytes, as: UTF8.self) else {
            return .failure(Problem(offset: 0, reason: "decodes to bytes that are not UTF-8"))
        }
        return .success(value)
    }
}
