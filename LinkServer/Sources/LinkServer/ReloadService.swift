import Foundation
import Logging
import ServiceLifecycle
import Synchronization
import UnixSignals

/// Reloads the table on each SIGHUP, until the server shuts down. Runs beside the HTTP server
/// in the application's service group; signals that arrive during a reload queue up.
///
/// A reload runs on a thread of its own, and shutdown never waits for it: reading and
/// compiling a large table takes seconds, and a file that cannot be read at once must not
/// hold up SIGTERM (the service group waits for every service to return). A reload abandoned
/// so is simply never swapped in for a request: the process is exiting.
struct ReloadService: Service {
    let store: TableStore
    let logger: Logger
    /// Counts reloads and keeps the route-count gauge current.
    var metrics: ServerMetrics?
    /// Runs after each SIGHUP's reload: the short links are checked against the table.
    var afterReload: (@Sendable () async -> Void)? = nil

    func run() async throws {
        let signals = await UnixSignalsSequence(trapping: .sighup)
        for await _ in signals.cancelOnGracefulShutdown() {
            logger.info("SIGHUP: reloading \(store.options.tablePath)")
            await reloadUnlessShuttingDown()
            await afterReload?()
        }
    }

    /// Reloads on a new thread and waits for it, unless the server starts shutting down first.
    private func reloadUnlessShuttingDown() async {
        let waiter = Waiter()
        await withGracefulShutdownHandler {
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    waiter.wait(with: continuation)
                    Thread.detachNewThread { [store, metrics] in
                        Self.reload(store, recordingIn: metrics)
                        waiter.finish()
                    }
                }
            } onCancel: {
                waiter.finish()
            }
        } onGracefulShutdown: { [logger] in
            logger.info("shutting down: not waiting for the reload in progress")
            waiter.finish()
        }
    }

    /// Reloads the table and records the outcome: `ok` or `failed`, and the routes serving after.
    static func reload(_ store: TableStore, recordingIn metrics: ServerMetrics?) {
        let replaced = store.reload()
        metrics?.recordReload(succeeded: replaced)
        metrics?.recordRouteCount(store.table.resolver.table.routes.count)
    }

    /// Resumes the waiting task once, whichever comes first: the reload's end or shutdown.
    private final class Waiter: Sendable {
        private let state = Mutex<(continuation: CheckedContinuation<Void, Never>?, finished: Bool)>((nil, false))

        func wait(with continuation: CheckedContinuation<Void, Never>) {
            let finished = state.withLock { state in
                if !state.finished { state.continuation = continuation }
                return state.finished
            }
            if finished { continuation.resume() }
        }

        func finish() {
            let continuation = state.withLock { state in
                state.finished = true
                defer { state.continuation = nil }
                return state.continuation
            }
            continuation?.resume()
        }
    }
}
