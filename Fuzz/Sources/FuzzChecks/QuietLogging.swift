import Logging

/// Fuzz-only (not part of the checks the tests share): URLRoutes logs every URL it refuses at
/// error level, and printing thousands of those a second to stderr would halve the fuzzer's speed
/// and bury its own report. Logging is switched off once, before the first input.
public enum QuietLogging {
    public static let once: Void = LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
}
