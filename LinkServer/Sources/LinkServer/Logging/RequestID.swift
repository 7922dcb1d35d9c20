/// The identifier of one request, for finding its log line from a client's report or a proxy's
/// log: the `X-Request-ID` the request brings when it is sane (what a proxy in front sets), else
/// one made here. Sent back in the response's `X-Request-ID`.
enum RequestID {
    /// The longest identifier taken from a request.
    static let maximumLength = 128

    /// The request's own identifier when it is 1 to 128 of `A-Z a-z 0-9 - _ . : + / =` (a UUID,
    /// a hex or base64 token, a trace id); anything else (spaces, control characters, markup, a
    /// novel) is replaced, so that no client writes into the log through it.
    static func sanitized(_ value: String?) -> String? {
        guard let value, !value.isEmpty, value.utf8.count <= maximumLength else { return nil }
        let sane = value.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: ":"),
                 UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="):
                true
            default:
                false
            }
        }
        return sane ? value : nil
    }

    /// 128 random bits as 32 hex digits.
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return hex(generator.next()) + hex(generator.next())
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
