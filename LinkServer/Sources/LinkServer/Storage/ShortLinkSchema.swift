import Foundation

/// The tables of the short-link store, the same in SQLite and PostgreSQL: plain types both
/// read alike (times as milliseconds since 1970, `broken` as 0 or 1). Each migration runs
/// once, in order, recorded in `link_server_migrations`; a new one goes at the end.
enum ShortLinkSchema {
    static let migrationsTable = """
        CREATE TABLE IF NOT EXISTS link_server_migrations (id TEXT PRIMARY KEY NOT NULL)
        """

    /// Each migration's name and statements.
    static let migrations: [(id: String, statements: [String])] = [
        ("1-short-links", [
            """
            CREATE TABLE short_links (
                slug TEXT PRIMARY KEY NOT NULL,
                url TEXT NOT NULL,
                route TEXT NOT NULL,
                title TEXT,
                description TEXT,
                image_url TEXT,
                created_at BIGINT NOT NULL,
                expires_at BIGINT,
                broken SMALLINT NOT NULL DEFAULT 0
            )
            """,
            // The listing of broken links pages through slugs too.
            "CREATE INDEX short_links_broken ON short_links (broken, slug)",
            """
            CREATE TABLE short_link_opens (
                slug TEXT NOT NULL,
                day TEXT NOT NULL,
                opens BIGINT NOT NULL,
                PRIMARY KEY (slug, day)
            )
            """,
        ]),
    ]

    static let columns = "slug, url, route, title, description, image_url, created_at, expires_at, broken"

    /// Milliseconds since 1970, as the tables keep times.
    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    static func date(milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
