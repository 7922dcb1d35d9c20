import Foundation
import Logging

/// Opens the store `--database` names: a `postgres://` URL, or else the path of a SQLite file.
enum ShortLinkDatabase {
    /// `--database-timeout`'s default: how long the server waits at start for its database.
    static let defaultTimeout: Duration = .seconds(10)

    /// The store, opened and migrated within `timeout`: a PostgreSQL server that cannot be
    /// reached (or accepts the connection and never answers) is `DatabaseUnreachable` then,
    /// never a start that waits without end.
    static func open(_ location: String, logger: Logger, timeout: Duration) async throws -> any ShortLinkStore {
        do {
            return try await Deadline.run(within: timeout) { try await open(location, logger: logger) }
        } catch let error as DeadlineExceeded {
            throw DatabaseUnreachable(location: location, limit: error.limit)
        }
    }

    /// `location` for a log or a message: a SQLite file as an absolute path (the default is
    /// relative to the working directory, where its `-wal` and `-shm` files appear too), a
    /// PostgreSQL URL without its password.
    static func described(_ location: String) -> String {
        let lowercased = location.lowercased()
        if lowercased.hasPrefix("postgres://") || lowercased.hasPrefix("postgresql://") {
            guard var components = URLComponents(string: location) else { return location }
            if components.password != nil { components.password = "***" }
            return components.string ?? location
        }
        guard !location.hasPrefix("/") else { return location }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(location).path
    }

    static func open(_ location: String, logger: Logger) async throws -> any ShortLinkStore {
        let lowercased = location.lowercased()
        if lowercased.hasPrefix("postgres://") || lowercased.hasPrefix("postgresql://") {
            return try await PostgresShortLinkStore(url: location, logger: logger)
        }
        guard !location.isEmpty else { throw ShortLinkStoreError.badLocation("--database needs a file path or a postgres:// URL") }
        return try SQLiteShortLinkStore(path: location)
    }
}

/// A database that did not answer at start within `--database-timeout`.
struct DatabaseUnreachable: Error, CustomStringConvertible {
    var location: String
    var limit: Duration

    var description: String {
        let address = URLComponents(string: location).map { "\($0.host ?? "?"):\($0.port ?? 5432)" } ?? location
        return "no answer from the database at \(address) within \(limit.secondsText) s (--database-timeout): is PostgreSQL running there, and reachable from here?"
    }
}

