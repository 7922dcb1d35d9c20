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

    /// Migrations of PostgreSQL alone, run after `migrations`.
    static let postgresMigrations: [(id: String, statements: [String])] = [
        // Slugs compare and sort byte by byte, as SQLite compares them: paging with
        // `slug > cursor ORDER BY slug` in a database's own collation (ICU's en-US puts
        // `b-summer` before `Z000`, and ignores `-`) skips links.
        ("2-slug-collation-c", [
            #"ALTER TABLE short_links ALTER COLUMN slug TYPE TEXT COLLATE "C""#,
            #"ALTER TABLE short_link_opens ALTER COLUMN slug TYPE TEXT COLLATE "C""#,
        ]),
    ]

    static let columns = "slug, url, route, title, description, image_url, created_at, expires_at, broken"

    /// Milliseconds since 1970, as the tables keep times. A date beyond what 64 bits hold is
    /// held at the nearest end, never a crash.
    static func milliseconds(_ date: Date) -> Int64 {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        guard milliseconds.isFinite else { return milliseconds > 0 ? .max : .min }
        // 2^63 is the first Double past Int64.max.
        if milliseconds >= 9_223_372_036_854_775_808.0 { return .max }
        if milliseconds < -9_223_372_036_854_775_808.0 { return .min }
        return Int64(milliseconds)
    }

    static func date(milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
