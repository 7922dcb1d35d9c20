import Synchronization

/// A call that took longer than its caller may wait for it.
struct DeadlineExceeded: Error, CustomStringConvertible {
    let limit: Duration

    var description: String { "no answer within \(limit)" }
}

/// Bounds a call to the database in time. PostgreSQL's client holds a call while it cannot
/// connect (for up to 15 seconds, then fails every call at once until it connects again), and a
/// call sent just as PostgreSQL shuts down may never return: without a bound, the request (or
/// the readiness check) waits, and so does the server's shutdown.
enum Deadline {
    /// How long a request waits for the database; each readiness check has as long.
    static let database: Duration = .seconds(2)

    /// `body`'s result, or `DeadlineExceeded` after `limit`, whichever comes first. At the limit
    /// `body` is cancelled but not waited for (a PostgreSQL call waiting for a connection gives
    /// up its place; one stuck on a dying connection ends when the connection does). No bound
    /// when `limit` is nil.
    static func run<T: Sendable>(within limit: Duration?, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        guard let limit else { return try await body() }
        let first = FirstResult<T>()
        return try await withCheckedThrowingContinuation { continuation in
            first.set(continuation)
            let timer = Task {
                try await Task.sleep(for: limit)
                first.resume(.failure(DeadlineExceeded(limit: limit)))
            }
            let call = Task {
                do {
                    first.resume(.success(try await body()))
                } catch {
                    first.resume(.failure(error))
                }
                timer.cancel()
            }
            first.onTimeout { call.cancel() }
        }
    }
}

/// A continuation resumed once, by whichever result comes first.
private final class FirstResult<T: Sendable>: Sendable {
    private let state = Mutex<(continuation: CheckedContinuation<T, any Error>?, cancel: (@Sendable () -> Void)?)>((nil, nil))

    func set(_ continuation: CheckedContinuation<T, any Error>) {
        state.withLock { $0.continuation = continuation }
    }

    /// What to do when the time limit wins: cancel the call.
    func onTimeout(_ cancel: @escaping @Sendable () -> Void) {
        state.withLock { $0.cancel = cancel }
    }

    func resume(_ result: Result<T, any Error>) {
        let (continuation, cancel) = state.withLock { state in
            defer { state = (nil, nil) }
            return state
        }
        continuation?.resume(with: result)
        if continuation != nil, case .failure(let error) = result, error is DeadlineExceeded { cancel?() }
    }
}
