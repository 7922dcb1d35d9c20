/// The lines of a text file (a route table, an expectations file, a list of URLs), split the
/// same way for all of them.
///
/// A line ends at LF or CRLF, so a file saved with Windows line endings reads exactly like
/// one saved with Unix endings: the same line numbers, and no `\r` left at the end of a field.
/// The split is done on Unicode scalars, not `Character`s: in Swift "\r\n" is one `Character`,
/// which `split(separator: "\n")` never splits. A `\r` that is not followed by `\n` is not a
/// line break (old Mac OS endings are long gone, and treating it as one would hide a stray
/// control character); it stays in the line, where validation reports it. A leading UTF-8
/// byte-order mark, which some Windows editors write, is dropped.
package enum TextLines {
    package static func split(_ text: String) -> [String] {
        var text = text
        // On the UTF-8 bytes: LF and CR never occur inside a multi-byte character.
        return text.withUTF8 { bytes in
            var start = 0
            if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { start = 3 }
            var lines: [String] = []
            func line(_ range: Range<Int>) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            }
            var index = start
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\n") {
                    // Only a '\r' right before a '\n' is part of the line ending.
                    let end = index > start && bytes[index - 1] == UInt8(ascii: "\r") ? index - 1 : index
                    lines.append(line(start..<end))
                    start = index + 1
                }
                index += 1
            }
            lines.append(line(start..<bytes.count))
            return lines
        }
    }
}
