import Foundation
import Logging
import URLRoutes
import Synchronization

/// The one place the server keeps its table. Requests read the current `ServedTable`; a
/// reload builds the next one from the file aside and swaps it in whole, so a request sees the
/// old table or the new one, never a mix, and never waits for a reload.
final class TableStore: Sendable {
    let options: ServerOptions
    private let current: Mutex<ServedTable>
    private let logger: Logger

    /// Loads the table the options name. Throws what is wrong with it: the server does not
    /// start without a table.
    init(options: ServerOptions, logger: Logger) throws {
        self.options = options
        self.logger = logger
        current = Mutex(try ServedTable(contentsOf: options.tablePath, options: options))
    }

    /// The table serving now.
    var table: ServedTable {
        current.withLock { $0 }
    }

    /// Reads the table file again. A table without errors replaces the one serving; one with
    /// errors is logged (`FILE:LINE:COLUMN: error: ...`) and the one serving goes on. Returns
    /// whether the table was replaced.
    @discardableResult
    func reload() -> Bool {
        let path = options.tablePath
        let start = ContinuousClock.now
        if let delay = Self.testReloadDelay { Thread.sleep(forTimeInterval: delay) }
        let next: ServedTable
        do {
            next = try ServedTable(contentsOf: path, options: options)
        } catch {
            // Every problem with its line quoted and a caret, as at start; a log entry per line,
            // each with the same prefix, so the caret stays under its column.
            for line in TableDiagnostics.startMessage(for: error, path: path).split(separator: "\n", omittingEmptySubsequences: false) {
                logger.error("\(line)")
            }
            logger.error("\(path): not reloaded; still serving the table loaded before")
            return false
        }
        current.withLock { $0 = next }
        let count = next.resolver.table.routes.count
        logger.info("\(path): reloaded, \(count) route\(count == 1 ? "" : "s") in \((ContinuousClock.now - start).milliseconds)")
        return true
    }

    /// For the tests of shutting down during a slow reload (a test cannot make reading a
    /// regular file slow): `LINK_SERVER_TEST_RELOAD_DELAY=SECONDS` makes each reload wait that
    /// long before it reads the file.
    private static let testReloadDelay = ProcessInfo.processInfo.environment["LINK_SERVER_TEST_RELOAD_DELAY"].flatMap(Double.init)

    /// `FILE:LINE:COLUMN: error: MESSAGE` for a table error, as `urlroutes` prints it; `FILE:
    /// error: ...` for a file that cannot be read or a file the table cannot make.
    static func message(for error: any Error, path: String) -> String {
        if let error = error as? RouteTableError { return error.description }
        if error is CocoaError {
            // Foundation's description is an NSError dump; the POSIX reason underneath is the news.
            let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
            let reason = underlying.flatMap { $0.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32($0.code))) : nil }
                ?? (error as NSError).localizedDescription
            return "\(path): error: cannot read the table: \(reason)"
        }
        return "\(path): error: \(error)"
    }
}
