/// A URL as iOS compares it with a `/` pattern: its path with each run of `/` as one and no
/// trailing `/` (the root is `/`), as Apple's `swcutil` reads it. Routing tells `/a//b` from
/// `/a/b`; iOS cannot, so a file that claims one claims both: a URL that does not route is
/// claimed rightly when the URL iOS reads it as routes (or a widened component decides).
enum IOSPathReading {
    /// `url` with its path read as iOS reads it, or nil when that is `url` itself.
    static func alias(of url: String) -> String? {
        guard let scheme = url.range(of: "://") else { return nil }
        let afterScheme = url[scheme.upperBound...]
        let pathStart = afterScheme.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? afterScheme.endIndex
        let pathEnd = afterScheme[pathStart...].firstIndex { $0 == "?" || $0 == "#" } ?? afterScheme.endIndex
        let path = afterScheme[pathStart..<pathEnd]
        let read = "/" + path.split(separator: "/", omittingEmptySubsequences: true).joined(separator: "/")
        guard read != path else { return nil }
        return String(url[..<pathStart]) + read + afterScheme[pathEnd...]
    }
}
