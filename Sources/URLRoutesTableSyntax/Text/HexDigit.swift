/// Hex digits as `%XX` escapes, IPv4 numbers (`0x7F`), `\u` escapes and IPv6 literals write
/// them, read byte by byte: one reading for every module of the package.
///
/// Public behind an SPI, not `package`: query decoding reads every escape of a URL with it,
/// and only a public `@inlinable` body is inlined in another module (a `package` one is called).
/// URLRoutes re-exports the SPI: `@_spi(HexDigits) import URLRoutes`.
@_spi(HexDigits) public enum HexDigit {
    /// The value of one hex digit (`0-9`, `a-f`, `A-F`), or nil for any other byte.
    @inlinable public static func value(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
        default: nil
        }
    }

    /// The byte two hex digits write (`%2F`: `2`, `F` give 0x2F), or nil when either is not one.
    @inlinable public static func byte(_ high: UInt8, _ low: UInt8) -> UInt8? {
        guard let high = value(high), let low = value(low) else { return nil }
        return high << 4 | low
    }
}
