import Logging
import ServiceLifecycle
import UnixSignals

/// Reloads the table on each SIGHUP, until the server shuts down. Runs beside the HTTP server
/// in the application's service group; signals that arrive during a reload queue up.
struct ReloadService: Service {
    let store: TableStore
    let logger: Logger

    func run() async throws {
        let signals = await UnixSignalsSequence(trapping: .sighup)
        for await _ in signals.cancelOnGracefulShutdown() {
            logger.info("SIGHUP: reloading \(store.options.tablePath)")
            store.reload()
        }
    }
}
