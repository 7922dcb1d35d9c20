/// A database call that took longer than a request may wait for it.
struct DatabaseTimeout: Error, CustomStringConvertible {
    let limit: Duration

    var description: String { "no answer within \(limit)" }
}

/// Bounds a database call in time. PostgreSQL's client holds a call while it cannot connect
/// (for up to 15 seconds, then fails every call at once until it connects again): without a
/// bound, a request that misses the cache while the database is down waits that long.
enum DatabaseDeadline {
    /// How long a request waits for the database; the readiness check's 2 seconds too.
    static let request: Duration = .seconds(2)

    /// `body`'s result, or `DatabaseTimeout` after `limit`; `body` is then cancelled (a
    /// PostgreSQL call waiting for a connection gives up its place). No bound when `limit` is nil.
    static func run<T: Sendable>(within limit: Duration?, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        guard let limit else { return try await body() }
        return try await withThrowingTaskGroup(of: Outcome<T>.self) { group in
            group.addTask { .answered(try await body()) }
            group.addTask {
                try await Task.sleep(for: limit)
                return .timedOut
            }
            defer { group.cancelAll() }
            // The first to finish: the call, or the time limit.
            guard case .answered(let value) = try await group.next() else { throw DatabaseTimeout(limit: limit) }
            return value
        }
    }

    private enum Outcome<T: Sendable>: Sendable {
        case answered(T)
        case timedOut
    }
}
