import URLRoutes

/// The URLs a command works on: those given as arguments, then those read from a file with
/// one URL per line (blank lines and lines starting with '#' are skipped).
enum URLList {
    static func collect(arguments: [String], file: String?) throws(ToolFailure) -> [String] {
        var urls = arguments
        if let file {
            urls += parse(try InputFile.contents(of: file, role: "URL list"))
        }
        guard !urls.isEmpty else {
            throw ToolFailure(message: "no URLs to route: give them after the table or with --urls FILE", status: .usageOrTable)
        }
        return urls
    }

    /// No URL starts with '#', so a leading '#' can only be a comment; a '#' later in a line
    /// is the URL's fragment and stays. Lines end as in every file the tool reads (LF or
    /// CRLF; a lone '\r' is part of the URL, which routing then reports as not routable).
    static func parse(_ text: String) -> [String] {
        TextLines.split(text)
            .map { $0.trimmingWhitespace() }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
