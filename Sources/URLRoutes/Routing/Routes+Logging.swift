import Logging

extension Routes {
    /// Where URLRoutes writes its log lines: a swift-log `Logger`, by default
    /// `Logger(label: "URLRoutes")` (what `LoggingSystem.bootstrap` sets up, standard error
    /// otherwise). Set it to send them elsewhere: to an app's own logger, or, in tests, to a
    /// handler that keeps them for the test to read instead of printing them.
    ///
    /// ```swift
    /// Routes.logger = Logger(label: "com.acme.links")                  // the app's own label and handler
    /// Routes.logger = Logger(label: "URLRoutes") { _ in SwiftLogNoOpLogHandler() }   // silent
    /// ```
    ///
    /// Errors (a pattern `addRoute` refuses, a match PCRE2 gave up on) are logged at `.error`;
    /// a URL that cannot be routed at all (not a URL) at `.debug`, since `routeURL` answers it
    /// with false; what `verboseLoggingEnabled` turns on at `.info`. A value set inside
    /// `withLogger(_:operation:)` wins over this one on that task.
    public static var logger: Logger {
        get { RouteLog.processLogger.withLock { $0 } }
        set { RouteLog.processLogger.withLock { $0 = newValue } }
    }

    /// Runs `operation` with URLRoutes' log lines of this task (and the tasks it creates)
    /// going to `logger` instead of ``logger``: a test that checks what the library logs,
    /// while other tests run in parallel.
    ///
    /// ```swift
    /// let lines = LogLines()   // a LogHandler of the test's own that keeps each message
    /// Routes.withLogger(Logger(label: "URLRoutes") { _ in lines }) {
    ///     Routes.globalRoutes().addRoute("/user/(:id")
    /// }
    /// #expect(lines.messages.contains { $0.contains("not registering") })
    /// ```
    public static func withLogger<Result>(_ logger: Logger, operation: () throws -> Result) rethrows -> Result {
        try RouteLog.$taskLogger.withValue(logger, operation: operation)
    }

    /// `withLogger(_:operation:)` for an `async` operation.
    ///
    /// ```swift
    /// await Routes.withLogger(testLogger) { await router.routeURL("acme://product/42") }
    /// ```
    public static func withLogger<Result>(_ logger: Logger, operation: () async throws -> Result) async rethrows -> Result {
        try await RouteLog.$taskLogger.withValue(logger, operation: operation)
    }
}
