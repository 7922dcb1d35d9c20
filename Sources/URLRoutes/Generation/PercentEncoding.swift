/// Percent-encoding for generated links: every byte outside RFC 3986 "unreserved"
/// (`A-Z a-z 0-9 - . _ ~`) becomes `%XX`, UTF-8, upper-case hex. Stricter than the URL
/// grammar needs (a path may hold `:` or `@`), so that a value reads back the same in a path
/// component, a host-form first component and a query name or value alike.
enum PercentEncoding {
    /// Whether each byte is unreserved.
    private static let unreserved: [Bool] = (0..<256).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
             UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Writes `text` encoded at `output` (which has room for 3 bytes per byte of `text`);
    /// returns the number of bytes written.
    static func write(_ text: String, to output: UnsafeMutablePointer<UInt8>) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            unreserved.withUnsafeBufferPointer { unreserved in
                hexDigits.withUnsafeBufferPointer { hex in
                    var written = 0
                    for byte in bytes {
                        if unreserved[Int(byte)] {
                            output[written] = byte
                            written += 1
                        } else {
                            output[written] = UInt8(ascii: "%")
                            output[written + 1] = hex[Int(byte >> 4)]
                            output[written + 2] = hex[Int(byte & 0x0F)]
                            written += 3
                        }
                    }
                    return written
                }
            }
        }
    }

    /// Appends `text` encoded to `output`.
    static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            for byte in bytes {
                if unreserved[Int(byte)] {
                    output.append(byte)
                } else {
                    output.append(UInt8(ascii: "%"))
                    output.append(hexDigits[Int(byte >> 4)])
                    output.append(hexDigits[Int(byte & 0x0F)])
                }
            }
        }
    }

    /// `text` encoded (`a b/c+d` → `a%20b%2Fc%2Bd`).
    static func encode(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        append(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }
}
