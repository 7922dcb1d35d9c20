import Logging

/// Where URLRoutes' log lines go: swift-log, label `URLRoutes`.
///
/// Verbose lines (what JLRoutes' `verboseLoggingEnabled` prints) are built only when
/// `Routes.verboseLoggingEnabled` is on. Errors (a pattern that cannot be registered, a match
/// PCRE2 gave up on) are always logged.
enum RouteLog {
    static let logger = Logger(label: "URLRoutes")

    /// Inlined so that routing, which calls this on every URL, pays for a flag check only: the
    /// message (and whatever it captures) is built inside the branch.
    @inline(__always)
    static func verbose(_ message: @autoclosure () -> String, fileID: StaticString = #fileID) {
        guard RouterOptions.verboseLogging.load(ordering: .relaxed) else { return }
        logger.info("\(message())", source: source(fileID: "\(fileID)"))
    }

    static func error(_ message: @autoclosure () -> String, fileID: StaticString = #fileID) {
        logger.error("\(message())", source: source(fileID: "\(fileID)"))
    }

    /// The file that logged, `Routes+Managing` for `URLRoutes/Routes+Managing.swift`. swift-log's
    /// default source is the module, which repeats the label (`URLRoutes: [URLRoutes] ...`).
    static func source(fileID: String) -> String {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }
}
