@_spi(HexDigits) import URLRoutesTableSyntax

/// Wildcard components as a typed route holds them: each percent-decoded by
/// `PercentDecoding`'s rules (an invalid escape or invalid UTF-8 leaves the component as it
/// came), then, with plus decoding on, every `+` (a decoded `%2B` too) a space. Handlers
/// receive them undecoded.
///
/// Read on the components' UTF-8 bytes in one pass: a component with neither `%` nor `+` is
/// kept as it is (the array too, when every one is), and one that is decoded is written
/// through a buffer on the stack, not an array.
enum TypedWildcard {
    static func decoded(_ components: [String], decodesPlus: Bool) -> [String] {
        var read = components
        for index in components.indices {
            if let component = decoded(components[index], decodesPlus: decodesPlus) { read[index] = component }
        }
        return read
    }

    /// `component` decoded; nil when decoding leaves it as it is.
    private static func decoded(_ component: String, decodesPlus: Bool) -> String? {
        var component = component
        let result: String?? = component.withUTF8 { bytes in
            guard bytes.contains(where: { $0 == UInt8(ascii: "%") || (decodesPlus && $0 == UInt8(ascii: "+")) }) else {
                return .some(nil)
            }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { buffer -> String?? in
                var count = 0
                var index = 0
                var isASCII = true
                while index < bytes.count {
                    var byte = bytes[index]
                    index += 1
                    if byte == UInt8(ascii: "%") {
                        guard index + 1 < bytes.count, let high = HexDigit.value(bytes[index]),
                              let low = HexDigit.value(bytes[index + 1]) else {
                            return .none
                        }
                        byte = high << 4 | low
                        index += 2
                    }
                    isASCII = isASCII && byte < 0x80
                    buffer[count] = decodesPlus && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte
                    count += 1
                }
                let written = UnsafeBufferPointer(rebasing: buffer[..<count])
                let text = String(decoding: written, as: UTF8.self)
                // Decoding repairs invalid UTF-8, so the text has other bytes exactly when the
                // bytes were invalid (`String(validating:)` is not specialised: it costs more).
                // A `+` is never part of a multi-byte sequence: turning it into a space keeps
                // the bytes valid or invalid as they were.
                return isASCII || text.utf8.elementsEqual(written) ? .some(text) : .none
            }
        }
        if let result { return result }
        // Not percent-decodable: kept as it came, its plus signs still read as spaces.
        return decodesPlus ? PercentDecoding.decodePlus(component) : nil
    }
}
