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

    /// How many characters of a quoted line are shown on each side of the caret.
    static let excerptRadius = QuotedSourceLine.excerptRadius

    /// `text` indented, escaped and cut around `column`, with a caret under it: see
    /// `QuotedSourceLine`, which the build plugin's tool prints too.
    static func quote(_ text: String, column: Int?) -> String {
        QuotedSourceLine.render(text, column: column)
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
