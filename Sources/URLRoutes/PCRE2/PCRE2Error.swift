import CPCRE2

/// A PCRE2 error code from matching, with PCRE2's own text for it.
struct PCRE2Error: Error, CustomStringConvertible, Sendable {
    let code: Int32

    var description: String { "PCRE2 error \(code): \(Self.message(for: code))" }

    /// PCRE2's message for an error code (`pcre2_get_error_message`).
    static func message(for code: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let length = pcre2_get_error_message_8(code, &buffer, buffer.count)
        guard length > 0 else { return "unknown error" }
        return String(decoding: buffer[0..<Int(length)], as: UTF8.self)
    }
}

/// Why PCRE2 refused to compile a pattern.
struct RegexCompileError: Error, CustomStringConvertible, Sendable {
    let code: Int
    /// Byte offset in the pattern source where PCRE2 stopped.
    let offset: Int
    let message: String

    var description: String { "\(message) (PCRE2 error \(code) at offset \(offset))" }
}
