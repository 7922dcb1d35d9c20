import ArgumentParser
import Logging

/// `--log-format`: swift-log's text lines, or one JSON object per line.
enum LogFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    case text
    case json

    /// Bootstraps the process-wide logging system in this format, on standard error.
    func bootstrap() {
        switch self {
        case .text: LoggingSystem.bootstrap(StreamLogHandler.standardError)
        case .json: LoggingSystem.bootstrap { label in JSONLogHandler(label: label) }
        }
    }
}
