import Logging

/// Opens the store `--database` names: a `postgres://` URL, or else the path of a SQLite file.
enum ShortLinkDatabase {
    static func open(_ location: String, logger: Logger) async throws -> any ShortLinkStore {
        let lowercased = location.lowercased()
        if lowercased.hasPrefix("postgres://") || lowercased.hasPrefix("postgresql://") {
            return try await PostgresShortLinkStore(url: location, logger: logger)
        }
        guard !location.isEmpty else { throw ShortLinkStoreError.badLocation("--database needs a file path or a postgres:// URL") }
        return try SQLiteShortLinkStore(path: location)
    }
}
