import Foundation
import Logging
import PostgresNIO
@testable import LinkServer

/// A PostgreSQL database of one test's own, made on the server the environment names
/// (`LINK_SERVER_TEST_POSTGRES_URL`, else postgres://postgres@127.0.0.1:5432/postgres) and
/// dropped afterwards.
struct PostgresTestDatabase {
    let url: String
    private let name: String
    private let serverURL: String

    static var serverURL: String {
        ProcessInfo.processInfo.environment["LINK_SERVER_TEST_POSTGRES_URL"] ?? "postgres://postgres@127.0.0.1:5432/postgres"
    }

    /// A new database, made with `options` (`LOCALE_PROVIDER icu ...`), or nil with a note on
    /// standard error when no server answers.
    static func create(options: String = "") async -> PostgresTestDatabase? {
        let name = "link_server_test_\(UUID().uuidString.prefix(8).lowercased())"
        do {
            try await withAdmin(serverURL) { client in
                try await client.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name) \(options)"))
            }
        } catch {
            FileHandle.standardError.write(Data("note: PostgreSQL tests skipped: no server at \(serverURL) (\(String(describing: error).prefix(200))); set LINK_SERVER_TEST_POSTGRES_URL\n".utf8))
            return nil
        }
        var components = URLComponents(string: serverURL)!
        components.path = "/" + name
        return PostgresTestDatabase(url: components.string!, name: name, serverURL: serverURL)
    }

    /// Runs `sql` in this database.
    func execute(_ sql: String) async throws {
        try await Self.withAdmin(url) { client in
            try await client.query(PostgresQuery(unsafeSQL: sql))
        }
    }

    func drop() async {
        try? await Self.withAdmin(serverURL) { client in
            try await client.query(PostgresQuery(unsafeSQL: "DROP DATABASE IF EXISTS \(name) WITH (FORCE)"))
        }
    }

    /// Runs `body` with a client of the server's own database, giving up after 5 seconds.
    private static func withAdmin(_ url: String, _ body: @escaping @Sendable (PostgresClient) async throws -> Void) async throws {
        var configuration = try PostgresShortLinkStore.configuration(url)
        configuration.options.connectTimeout = .seconds(3)
        let client = PostgresClient(configuration: configuration, backgroundLogger: Logger(label: "test-postgres"))
        let running = Task { await client.run() }
        defer { running.cancel() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await body(client) }
            group.addTask {
                try await Task.sleep(for: .seconds(5))
                throw CancellationError()
            }
            // The first to finish: the body, or the time limit.
            try await group.next()
            group.cancelAll()
        }
    }
}
