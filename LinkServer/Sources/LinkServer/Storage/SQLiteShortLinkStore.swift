import Foundation
import GRDB

/// Short links in a SQLite file, for one server: WAL, so lookups read while a link is written,
/// and `synchronous = FULL`, so a link is on disk before its `201` is sent.
final class SQLiteShortLinkStore: ShortLinkStore {
    private let pool: DatabasePool

    /// Opens (creating it if need be) the database at `path` and runs the migrations it lacks.
    init(path: String) throws {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        // Writers from several tasks wait for each other instead of failing at once.
        configuration.busyMode = .timeout(5)
        pool = try DatabasePool(path: path, configuration: configuration)
        try pool.write { db in
            try db.execute(sql: ShortLinkSchema.migrationsTable)
            for migration in ShortLinkSchema.migrations {
                let done = try Bool.fetchOne(db, sql: "SELECT 1 FROM link_server_migrations WHERE id = ?",
                                             arguments: [migration.id]) ?? false
                guard !done else { continue }
                for statement in migration.statements { try db.execute(sql: statement) }
                try db.execute(sql: "INSERT INTO link_server_migrations (id) VALUES (?)", arguments: [migration.id])
            }
        }
    }

    func insert(_ link: ShortLink) async throws {
        do {
            try await pool.write { db in
                try db.execute(
                    sql: "INSERT INTO short_links (\(ShortLinkSchema.columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    arguments: [link.slug, link.url, link.route, link.title, link.description, link.imageURL,
                                ShortLinkSchema.milliseconds(link.createdAt),
                                link.expiresAt.map(ShortLinkSchema.milliseconds), link.broken ? 1 : 0])
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            throw ShortLinkStoreError.slugTaken(link.slug)
        }
    }

    func link(slug: String) async throws -> ShortLink? {
        try await pool.read { db in
            try Row.fetchOne(db, sql: "SELECT \(ShortLinkSchema.columns) FROM short_links WHERE slug = ?",
                             arguments: [slug]).map(Self.link(from:))
        }
    }

    func delete(slug: String) async throws -> Bool {
        try await pool.write { db in
            try db.execute(sql: "DELETE FROM short_links WHERE slug = ?", arguments: [slug])
            let deleted = db.changesCount > 0
            try db.execute(sql: "DELETE FROM short_link_opens WHERE slug = ?", arguments: [slug])
            return deleted
        }
    }

    func links(after cursor: String?, limit: Int, brokenOnly: Bool) async throws -> [ShortLink] {
        try await pool.read { db in
            let filter = brokenOnly ? "broken = 1 AND " : ""
            return try Row.fetchAll(
                db, sql: "SELECT \(ShortLinkSchema.columns) FROM short_links WHERE \(filter)slug > ? ORDER BY slug LIMIT ?",
                arguments: [cursor ?? "", limit]).map(Self.link(from:))
        }
    }

    func setBroken(_ broken: Set<String>, among checked: [String]) async throws {
        try await pool.write { db in
            for slug in checked {
                try db.execute(sql: "UPDATE short_links SET broken = ? WHERE slug = ?",
                               arguments: [broken.contains(slug) ? 1 : 0, slug])
            }
        }
    }

    func addOpens(_ opens: [OpenKey: Int]) async throws {
        guard !opens.isEmpty else { return }
        try await pool.write { db in
            for (key, count) in opens {
                try db.execute(sql: """
                    INSERT INTO short_link_opens (slug, day, opens) VALUES (?, ?, ?)
                    ON CONFLICT (slug, day) DO UPDATE SET opens = short_link_opens.opens + excluded.opens
                    """, arguments: [key.slug, key.day, count])
            }
        }
    }

    func opens(slug: String) async throws -> [DailyOpens] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: "SELECT day, opens FROM short_link_opens WHERE slug = ? ORDER BY day",
                             arguments: [slug]).map { DailyOpens(day: $0["day"], opens: Int($0["opens"] as Int64)) }
        }
    }

    func ping() async throws {
        _ = try await pool.read { db in try Int.fetchOne(db, sql: "SELECT 1") }
    }

    func close() async throws {
        try pool.close()
    }

    private static func link(from row: Row) -> ShortLink {
        ShortLink(
            slug: row["slug"], url: row["url"], route: row["route"], title: row["title"],
            description: row["description"], imageURL: row["image_url"],
            createdAt: ShortLinkSchema.date(milliseconds: row["created_at"]),
            expiresAt: (row["expires_at"] as Int64?).map(ShortLinkSchema.date(milliseconds:)),
            broken: (row["broken"] as Int64) != 0)
    }
}
