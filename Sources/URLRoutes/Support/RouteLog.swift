import Logging

/// Where URLRoutes' log lines go: `Routes.logger` (swift-log, label `URLRoutes` unless set),
/// or the task's logger inside `Routes.withLogger`.
///
/// Verbose lines (what JLRoutes' `verboseLoggingEnabled` prints) are built only when
/// `Routes.verboseLoggingEnabled` is on. Errors (a pattern that cannot be registered, a match
/// PCRE2 gave up on) are always logged.
enum RouteLog {
    static let processLogger = Locked(Logger(label: "URLRoutes"))
    @TaskLocal static var taskLogger: Logger?

    static var logger: Logger { taskLogger ?? processLogger.withLock { $0 } }

    /// Inlined so that routing, which calls this on every URL, pays for a flag check only: the
    /// message (and whatever it captures) is built inside the branch.
    @inline(__always)
    static func verbose(_ message: @autoclosure () -> String, fileID: StaticString = #fileID) {
        guard RouterOptions.verboseLogging.load(ordering: .relaxed) else { return }
        logger.info("\(excerpt(message(), limit: maximumLineBytes))", source: source(fileID: "\(fileID)"))
    }

    /// A line for whoever asks for `.debug`: built only when the logger's level lets it through.
    static func debug(_ message: @autoclosure () -> String, fileID: StaticString = #fileID) {
        let logger = logger
        guard logger.logLevel <= .debug else { return }
        logger.debug("\(excerpt(message(), limit: maximumLineBytes))", source: source(fileID: "\(fileID)"))
    }

    static func error(_ message: @autoclosure () -> String, fileID: StaticString = #fileID) {
        logger.error("\(excerpt(message(), limit: maximumLineBytes))", source: source(fileID: "\(fileID)"))
    }

    /// The file that logged, `Routes+Managing` for `URLRoutes/Routes+Managing.swift`. swift-log's
    /// default source is the module, which repeats the label (`URLRoutes: [URLRoutes] ...`).
    static func source(fileID: String) -> String {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }

    /// The longest log line written, in UTF-8 bytes: a megabyte URL must not become a megabyte
    /// of log, nor cost milliseconds to format.
    static let maximumLineBytes = 2_048

    /// `text` cut to `limit` UTF-8 bytes around a note of what was left out (`TextExcerpt`).
    static func excerpt(_ text: String, limit: Int = 256) -> String {
        TextExcerpt.excerpt(text, limit: limit)
    }
}
