/// A line of a file quoted under a diagnostic, with a caret under the column: the block that
/// `urlroutes lint` and the typed-routes build plugin print below `FILE:LINE:COLUMN: error: …`.
package enum QuotedSourceLine {
    /// How many characters of a quoted line are shown on each side of the caret. A line
    /// longer than twice this is cut to the part around the column, marked with `…`, so a
    /// 1 MB pattern gives a readable diagnostic instead of 1 MB of output.
    package static let excerptRadius = 120

    /// `text` indented by four spaces, escaped (`PrintableText.escaped`) and cut around
    /// `column` when it is long, then, when there is a column, a caret under it. The padding
    /// copies the tabs before the column and a space per character shown for the others
    /// (several for an escaped one), so the caret stays under its character whatever the
    /// terminal's tab stops.
    package static func render(_ text: String, column: Int?) -> String {
        let characters = Array(text)
        let caret = min(max(0, (column ?? 1) - 1), characters.count)
        var start = 0, end = characters.count
        if characters.count > 2 * excerptRadius {
            start = max(0, caret - excerptRadius)
            end = min(characters.count, start + 2 * excerptRadius)
            start = max(0, end - 2 * excerptRadius)
        }
        var shown = start > 0 ? "…" : ""
        var padding = start > 0 ? " " : ""
        for index in start..<end {
            let piece = PrintableText.escaped(String(characters[index]))
            shown += piece
            if index < caret {
                padding += characters[index] == "\t" ? "\t" : String(repeating: " ", count: piece.count)
            }
        }
        if end < characters.count { shown += "…" }
        guard column != nil else { return "    \(shown)" }
        return "    \(shown)\n    \(padding)^"
    }
}
