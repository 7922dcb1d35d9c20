import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import Testing
@testable import LinkServer

/// The short host of the tests, and the token of their API.
let shortHost = "go.acme.example"
let apiToken = "test-token-0123456789abcdef"
let appStoreURL = "https://apps.apple.com/app/acme/id1234567890"
let playStoreURL = "https://play.google.com/store/apps/details?id=com.acme.app"

/// The databases the short-link tests run against: SQLite always, PostgreSQL when a server is
/// reachable (`LINK_SERVER_TEST_POSTGRES_URL`, else postgres://postgres@127.0.0.1:5432/postgres).
enum Backend: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite, postgres

    var testDescription: String { rawValue }

    /// A new, empty database of this kind, removed after `body`; nil (and a note printed)
    /// when PostgreSQL is not reachable.
    func withDatabase(_ body: (String) async throws -> Void) async throws {
        switch self {
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("link-server-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            try await body(directory.appendingPathComponent("links.sqlite").path)
        case .postgres:
            guard let database = await PostgresTestDatabase.create() else { return }
            do {
                try await body(database.url)
            } catch {
                await database.drop()
                throw error
            }
            await database.drop()
        }
    }
}

/// A token file for the API, removed by the caller.
func writeTokenFile() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("token-\(UUID().uuidString)").path
    try (apiToken + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

/// A client of a live server with short links.
struct ShortLinkClient: Sendable {
    let client: TestClient

    func get(_ path: String, host: String = shortHost, token: String? = apiToken) async throws -> TestClient.Response {
        try await client.execute(TestClient.Request(path, method: .get, authority: host, headers: headers(token)))
    }

    func delete(_ path: String, token: String? = apiToken) async throws -> TestClient.Response {
        try await client.execute(TestClient.Request(path, method: .delete, authority: shortHost, headers: headers(token)))
    }

    func post(_ path: String = "/api/links", json: String, host: String = shortHost, token: String? = apiToken) async throws -> TestClient.Response {
        var fields = headers(token)
        fields[.contentType] = "application/json"
        return try await client.execute(TestClient.Request(path, method: .post, authority: host, headers: fields,
                                                          body: ByteBuffer(string: json)))
    }

    private func headers(_ token: String?) -> HTTPFields {
        var fields = HTTPFields()
        if let token { fields[.authorization] = "Bearer \(token)" }
        return fields
    }
}

/// Runs `body` against a live server with short links on `database` (a SQLite path or a
/// postgres:// URL).
func withShortLinkServer(
    database: String,
    table: String = exampleTable,
    api: Bool = true,
    fallbackURL: String? = "https://www.acme.example/",
    logs: LogRecorder = LogRecorder(),
    _ body: @escaping @Sendable (ShortLinkClient, ShortLinkService) async throws -> Void
) async throws {
    let tokenFile = try writeTokenFile()
    defer { try? FileManager.default.removeItem(atPath: tokenFile) }
    let shortLinks = try ShortLinkOptions(hosts: [shortHost], database: database, apiTokenFile: api ? tokenFile : nil,
                                          appStoreURL: appStoreURL, playStoreURL: playStoreURL)
    let options = try ServerOptions(
        tablePath: table, hosts: ["www.acme.example", "shop.acme.example"], appIDs: [exampleAppID], port: 0,
        fallbackURL: fallbackURL, shortLinks: shortLinks)
    let logger = logs.logger()
    let tables = try TableStore(options: options, logger: logger)
    let store = try await ShortLinkDatabase.open(database, logger: logger)
    let service = ShortLinkService(store: store, options: shortLinks, tables: tables, logger: logger)
    let app = buildApplication(store: tables, shortLinks: service, logger: logger)
    try await app.test(.live) { client in
        let port = try #require(client.port)
        try await TestClient.withClient(host: "localhost", port: port) { client in
            try await body(ShortLinkClient(client: client), service)
        }
    }
}
