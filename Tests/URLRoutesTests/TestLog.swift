import Logging
import URLRoutes

/// A swift-log handler that keeps each line instead of printing it: tests that make the
/// library log (a refused pattern, a string that is not a URL) read the lines here, and a
/// green `swift test` prints none of them.
final class TestLog: Sendable {
    struct Line: Sendable, Equatable {
        var level: Logger.Level
        var message: String
    }

    private let kept = Locked<[Line]>([])
    let level: Logger.Level

    init(level: Logger.Level = .info) {
        self.level = level
    }

    var lines: [Line] { kept.withLock { $0 } }

    var logger: Logger {
        Logger(label: "URLRoutes") { _ in Handler(log: self, logLevel: self.level) }
    }

    /// Runs `body` with URLRoutes' lines of this task kept here.
    func capture<T>(_ body: () throws -> T) rethrows -> T {
        try Routes.withLogger(logger, operation: body)
    }

    private struct Handler: LogHandler {
        let log: TestLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level

        init(log: TestLog, logLevel: Logger.Level) {
            self.log = log
            self.logLevel = logLevel
        }

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            log.kept.withLock { $0.append(Line(level: event.level, message: "\(event.message)")) }
        }
    }
}
