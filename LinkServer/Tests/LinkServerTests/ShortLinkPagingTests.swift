import Foundation
import Testing
@testable import LinkServer

/// Paging through short links, and the recheck that pages through them all, on slugs whose
/// order differs between byte order and a language's collation (ICU's en-US puts `b-summer`
/// before `Z000` and ignores `-` and `_`). PostgreSQL runs on a database created with an ICU
/// locale.
@Suite struct ShortLinkPagingTests {
    static let icuDatabase = "LOCALE_PROVIDER icu ICU_LOCALE 'en-US' TEMPLATE template0"

    /// Slugs in byte order: Z000 ... Z019, then punctuation and lower case.
    static let routing = (0..<20).map { "Z" + String(format: "%03d", $0) } + ["A-2", "_y", "a_1", "b-summer", "-x"]
    static let broken = ["broken-1", "Broken_2"]

    /// `body` with a new database of `backend`: SQLite, or a PostgreSQL database with an ICU
    /// collation (and the test database, to run SQL on it).
    private func withCollatedDatabase(_ backend: Backend, _ body: (String, PostgresTestDatabase?) async throws -> Void) async throws {
        switch backend {
        case .sqlite:
            try await backend.withDatabase { try await body($0, nil) }
        case .postgres:
            guard let database = await PostgresTestDatabase.create(options: Self.icuDatabase) else { return }
            do {
                try await body(database.url, database)
            } catch {
                await database.drop()
                throw error
            }
            await database.drop()
        }
    }

    private func insertAll(_ store: any ShortLinkStore) async throws {
        for slug in Self.routing + Self.broken {
            let url = Self.broken.contains(slug) ? "https://www.acme.example/sale/1" : "https://www.acme.example/p/1"
            try await store.insert(ShortLink(slug: slug, url: url, route: "web.product", title: nil, description: nil,
                                             imageURL: nil, createdAt: Date()))
        }
    }

    /// Every slug, five at a time.
    private func paged(_ store: any ShortLinkStore, brokenOnly: Bool = false) async throws -> [String] {
        var slugs: [String] = [], cursor: String?
        for _ in 0..<100 {
            let page = try await store.links(after: cursor, limit: 5, brokenOnly: brokenOnly)
            guard let last = page.last else { break }
            slugs += page.map(\.slug)
            cursor = last.slug
        }
        return slugs
    }

    @Test(arguments: Backend.allCases)
    func pagingListsEveryLinkOnceInByteOrder(_ backend: Backend) async throws {
        try await withCollatedDatabase(backend) { database, _ in
            let store = try await ShortLinkDatabase.open(database, logger: LogRecorder().logger())
            try await insertAll(store)
            #expect(try await paged(store) == (Self.routing + Self.broken).sorted())
            try await store.close()
        }
    }

    @Test(arguments: Backend.allCases)
    func theRecheckFindsEveryBrokenLinkAndTheAPIListsThem(_ backend: Backend) async throws {
        try await withCollatedDatabase(backend) { database, _ in
            let logs = LogRecorder()
            try await withShortLinkServer(database: database, logs: logs) { client, service in
                try await insertAll(service.store)
                #expect(try await service.recheck(pageSize: 5) == 2)
                #expect(logs.messages.contains("warning: short links: 2 of 27 no longer route in the table; GET /api/links?broken=true lists them"))
                let listed = try await client.get("/api/links?broken=true")
                let links = try #require(try listed.json["links"] as? [[String: Any]])
                #expect(links.compactMap { $0["slug"] as? String } == Self.broken.sorted(), "\(listed.text)")
                #expect(try await paged(service.store, brokenOnly: true) == Self.broken.sorted())
            }
        }
    }

    @Test func anExistingPostgreSQLDatabaseIsMigratedToByteOrder() async throws {
        try await withCollatedDatabase(.postgres) { url, database in
            let database = try #require(database)
            let logger = LogRecorder().logger()
            let store = try await ShortLinkDatabase.open(url, logger: logger)
            try await insertAll(store)
            try await store.close()
            // The column as a database made before the migration has it (without the
            // migration, paging would follow en-US's order, not bytes).
            try await database.execute(#"ALTER TABLE short_links ALTER COLUMN slug TYPE TEXT COLLATE "default""#)
            try await database.execute("DELETE FROM link_server_migrations WHERE id = '2-slug-collation-c'")
            let migrated = try await ShortLinkDatabase.open(url, logger: logger)
            #expect(try await paged(migrated) == (Self.routing + Self.broken).sorted())
            try await migrated.close()
        }
    }
}
