import Testing
@_spi(HexDigits) import URLRoutes

/// `HexDigit`, which every `%XX` escape, IPv4 number, IPv6 literal and JSON `\u` escape of the
/// package is read with: held to Swift's own reading of hex digits, byte by byte.
@Suite struct HexDigitTests {
    /// The value Swift's `Character.hexDigitValue` gives an ASCII byte; nil for any other.
    static func reference(_ byte: UInt8) -> UInt8? {
        byte < 0x80 ? Character(Unicode.Scalar(byte)).hexDigitValue.map(UInt8.init) : nil
    }

    @Test func everyByteReadsAsSwiftReadsAHexDigit() {
        let mismatches = (UInt8.min...UInt8.max).filter { HexDigit.value($0) != Self.reference($0) }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect((UInt8.min...UInt8.max).count { HexDigit.value($0) != nil } == 22)
    }

    @Test func everyPairOfBytesReadsAsTheByteItsTwoDigitsWrite() {
        var mismatches: [String] = []
        for high in UInt8.min...UInt8.max {
            for low in UInt8.min...UInt8.max {
                let expected = Self.reference(high).flatMap { high in Self.reference(low).map { high * 16 + $0 } }
                if HexDigit.byte(high, low) != expected { mismatches.append("\(high) \(low)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
        #expect(HexDigit.byte(UInt8(ascii: "2"), UInt8(ascii: "F")) == 0x2F)
        #expect(HexDigit.byte(UInt8(ascii: "e"), UInt8(ascii: "9")) == 0xE9)
        #expect(HexDigit.byte(UInt8(ascii: "g"), UInt8(ascii: "0")) == nil)
    }
}
