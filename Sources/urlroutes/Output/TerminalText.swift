import URLRoutes

/// Text from a table, an expectations file or a URL, made safe to print on a terminal.
///
/// What the tool quotes comes from files it did not write: a control character in it (ESC,
/// NUL, DEL, a C1 control such as CSI) would reach the terminal raw and could move the cursor,
/// recolour the screen or set the window title; a bidirectional override would reorder what
/// the reader sees. So text output shows each such character as `\u{1B}`, the way Swift writes
/// it and the library's reasons already do. Tabs stay tabs. JSON, JUnit and GitHub output
/// escape by their own rules and do not use this.
enum TerminalText {
    /// `text` with every control and bidirectional formatting character as `\u{…}`.
    static func escaped(_ text: String) -> String {
        ExplanationRenderer.printable(text)
    }

    /// How many characters of a quoted line are shown on each side of the caret. A line
    /// longer than twice this is cut to the part around the column, marked with `…`, so a
    /// 1 MB pattern gives a readable diagnostic instead of 1 MB of output.
    static let excerptRadius = 120

    /// `text` indented by four spaces, escaped and cut around `column` when it is long, then,
    /// when there is a column, a caret under it. The padding copies the tabs before the column
    /// and a space per character shown for the others (several for an escaped one), so the
    /// caret stays under its character whatever the terminal's tab stops.
    static func quote(_ text: String, column: Int?) -> String {
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
            let piece = escaped(String(characters[index]))
            shown += piece
            if index < caret {
                padding += characters[index] == "\t" ? "\t" : String(repeating: " ", count: piece.count)
            }
        }
        if end < characters.count { shown += "…" }
        guard column != nil else { return "    \(shown)" }
        return "    \(shown)\n    \(padding)^"
    }

    /// How many characters of a field a message quotes.
    static let quotedLimit = 80

    /// `'field'` for a message, cut to `quotedLimit` characters with `…`: the diagnostic
    /// quotes the whole line below it anyway, excerpted, so a 1 MB field stays out of the
    /// message.
    static func quoted(_ field: String) -> String {
        field.count > quotedLimit ? "'\(field.prefix(quotedLimit))…'" : "'\(field)'"
    }
}
