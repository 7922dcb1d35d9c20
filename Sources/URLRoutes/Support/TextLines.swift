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
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        let lines = scalars.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.map { index in
            // Only a '\r' right before a '\n' is part of the line ending; the last line has none.
            let line = lines[index]
            let ended = index != lines.index(before: lines.endIndex)
            return String(Substring(ended && line.last == "\r" ? line.dropLast() : line))
        }
    }
}
