/// The spellings of a literal component that a URL may carry. A browser percent-encodes what
/// a URL cannot hold as it is (a letter outside ASCII, a space, `"`, `<`, `>`, `` ` ``, `{`,
/// `}`), as UTF-8 with uppercase hex: a link to `/café` arrives as `/caf%C3%A9`.
///
/// A literal that holds such a character matches it written as the pattern has it (what an
/// app may pass to `routeURL` itself), or percent-encoded throughout with uppercase hex (what
/// browsers and the OS send) or lowercase hex (`caf%c3%a9`, as some tools write it). Hex
/// digits in mixed case within one literal (`caf%C3%a9`) are not taken. Generated links use
/// the uppercase form. Characters a URL holds as they are, and `%XX` escapes written in the
/// pattern, match only as written.
package enum LiteralForms {
    /// Whether a URL cannot hold `scalar` as it is: a browser sends it percent-encoded.
    package static func isEncodedByClients(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\"", "<", ">", "`", "{", "}": return true
        default: return !scalar.isASCII
        }
    }

    /// Whether `byte`, of UTF-8, is part of a character a URL cannot hold as it is: one of the
    /// ASCII ones `isEncodedByClients` names, or any byte of a character outside ASCII.
    @inlinable
    package static func isEncodedByClients(byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x22, 0x3C, 0x3E, 0x60, 0x7B, 0x7D: return true
        default: return byte >= 0x80
        }
    }

    /// Whether `literal` has spellings other than its own (`hasForms("café")`).
    package static func hasForms(_ literal: some StringProtocol) -> Bool {
        literal.utf8.contains(where: isEncodedByClients(byte:))
    }

    /// `hasForms` of a String, inlinable: routing and `explain` in the URLRoutes module ask it
    /// per literal component, and a call across modules is neither inlined nor specialised.
    @inlinable
    package static func hasForms(_ literal: String) -> Bool {
        literal.utf8.contains(where: isEncodedByClients(byte:))
    }

    /// `literal` with the characters clients encode percent-encoded (`caf%C3%A9`).
    package static func encoded(_ literal: String, lowercaseHex: Bool = false) -> String {
        let hex = Array((lowercaseHex ? "0123456789abcdef" : "0123456789ABCDEF").utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(literal.utf8.count * 3)
        for scalar in literal.unicodeScalars {
            if isEncodedByClients(scalar) {
                for byte in String(scalar).utf8 {
                    bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
                }
            } else {
                bytes += String(scalar).utf8
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Every spelling routing takes: as written, encoded with uppercase hex, with lowercase
    /// hex (those that differ); just `[literal]` for most literals.
    package static func forms(_ literal: String) -> [String] {
        guard hasForms(literal) else { return [literal] }
        var forms = [literal]
        for form in [encoded(literal), encoded(literal, lowercaseHex: true)] where !forms.contains(form) {
            forms.append(form)
        }
        return forms
    }
}
