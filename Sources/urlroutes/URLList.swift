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
    /// is the URL's fragment and stays.
    static func parse(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingWhitespace() }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
