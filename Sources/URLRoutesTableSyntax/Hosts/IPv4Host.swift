/// WHATWG's IPv4 host parser: a host whose last label is a number (`127.0.0.1`, `127.1`,
/// `0x7f.1`, `0177.0.0.1`, `2130706433.`) is an IPv4 address to a browser, and opens the
/// site at its dotted-decimal form; one that ends in a number but is no valid address
/// (`1.2.3.256`, `example.1`, `1.2.3.4.5`, `09.1`) is no host at all, and a browser refuses
/// the URL.
///
/// Each part is a number in decimal, octal (a leading `0`) or hex (`0x`, `0X`, also with no
/// digits after it); all but the last are one byte each, and the last fills the bytes left.
package enum IPv4Host {
    package enum Reading: Equatable {
        /// The last label is not a number: a domain.
        case domain
        /// An IPv4 address.
        case address(UInt32)
        /// It ends in a number but is not an IPv4 address: why.
        case invalid(String)
    }

    /// Reads a host (ASCII, escapes decoded, without port; a trailing dot allowed).
    package static func read<Host: BidirectionalCollection<UInt8>>(_ host: Host) -> Reading {
        var parts = host.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        if parts.count > 1 && parts.last!.isEmpty { parts.removeLast() }
        guard let last = parts.last, endsInNumber(last) else { return .domain }
        if parts.count > 4 {
            return .invalid("the host ends in a number, so it is an IPv4 address, but it has \(parts.count) parts, more than 4")
        }
        var numbers: [UInt64] = []
        for part in parts {
            guard let number = number(part) else {
                let text = String(decoding: part, as: UTF8.self)
                return .invalid("the host ends in a number, so it is an IPv4 address, but \(text.debugDescription) is no decimal, octal (0...) or hex (0x...) number")
            }
            numbers.append(number)
        }
        for number in numbers.dropLast() where number > 255 {
            return .invalid("the host ends in a number, so it is an IPv4 address, but its part \(number) is above 255")
        }
        let lastLimit = UInt64(1) << (8 * (5 - numbers.count))
        guard numbers.last! < lastLimit else {
            return .invalid("the host ends in a number, so it is an IPv4 address, but its last part \(numbers.last!) does not fit the \(5 - numbers.count) bytes left")
        }
        var address = numbers.last!
        for (index, number) in numbers.dropLast().enumerated() { address += number << (8 * (3 - index)) }
        return .address(UInt32(address))
    }

    /// `a.b.c.d`.
    package static func dotted(_ address: UInt32) -> String {
        "\(address >> 24).\(address >> 16 & 0xFF).\(address >> 8 & 0xFF).\(address & 0xFF)"
    }

    /// Whether the last label's first byte is a digit: every label that ends a host in a
    /// number starts with one, so most hosts are ruled out by one byte.
    @inline(__always)
    package static func mayEndInNumber(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var end = range.upperBound
        if end > range.lowerBound && bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
        var start = end
        while start > range.lowerBound && bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
        return start < end && bytes[start] &- UInt8(ascii: "0") < 10
    }

    /// WHATWG's "ends in a number": all digits, or a number as the IPv4 number parser reads it.
    private static func endsInNumber(_ label: some Collection<UInt8>) -> Bool {
        guard !label.isEmpty else { return false }
        return label.allSatisfy { $0 &- UInt8(ascii: "0") < 10 } || number(label) != nil
    }

    /// WHATWG's IPv4 number parser; nil for a failure. Numbers past 2^32 come back as 2^32, which
    /// every check refuses.
    private static func number(_ part: some Collection<UInt8>) -> UInt64? {
        var digits = Array(part)
        guard !digits.isEmpty else { return nil }
        var radix: UInt64 = 10
        if digits.count >= 2 && digits[0] == UInt8(ascii: "0") && digits[1] | 0x20 == UInt8(ascii: "x") {
            digits.removeFirst(2)
            radix = 16
        } else if digits.count >= 2 && digits[0] == UInt8(ascii: "0") {
            digits.removeFirst()
            radix = 8
        }
        var value: UInt64 = 0
        for byte in digits {
            guard let digit = HexDigit.value(byte).map(UInt64.init), digit < radix else { return nil }
            value = min(value * radix + digit, 1 << 32)
        }
        return value
    }
}
