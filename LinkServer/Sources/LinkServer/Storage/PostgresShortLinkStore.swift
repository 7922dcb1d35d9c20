import Foundation
import Logging
import PostgresNIO

/// Short links in PostgreSQL, for several servers behind a load balancer: a link one of them
/// makes, the others serve. The tables are those of the SQLite store.
final class PostgresShortLinkStore: ShortLinkStore {
    private let client: PostgresClient
    private let running: Task<Void, Never>
    private let logger: Logger

    /// Connects to `url` (`postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE`; a HOST that is a
    /// percent-encoded path, `%2Fvar%2Frun%2Fpostgresql`, is a unix socket directory) and runs
    /// the migrations the database lacks. Servers that start together take turns at them.
    init(url: String, logger: Logger) async throws {
        let configuration = try Self.configuration(url)
        client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        running = Task { [client] in await client.run() }
        self.logger = logger
        do {
            try await migrate()
        } catch {
            running.cancel()
            throw error
        }
    }

    /// The client configuration for a `postgres://` URL.
    static func configuration(_ url: String) throws -> PostgresClient.Configuration {
        guard let components = URLComponents(string: url),
              ["postgres", "postgresql"].contains(components.scheme?.lowercased() ?? ""),
              let user = components.user, !user.isEmpty else {
            throw ShortLinkStoreError.badLocation("--database '\(url)' is not a postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE URL")
        }
        let database = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : nil
        let host = components.percentEncodedHost.flatMap { $0.removingPercentEncoding } ?? ""
        var configuration: PostgresClient.Configuration
        if host.hasPrefix("/") {
            let socket = host + "/.s.PGSQL.\(components.port ?? 5432)"
            configuration = .init(unixSocketPath: socket, username: user, password: components.password,
                                  database: database?.isEmpty == false ? database : nil)
        } else {
            guard !host.isEmpty else {
                throw ShortLinkStoreError.badLocation("--database '\(url)' names no host")
            }
            configuration = .init(host: host, port: components.port ?? 5432, username: user,
                                  password: components.password, database: database?.isEmpty == false ? database : nil,
                                  tls: .disable)
        }
        configuration.options.minimumConnections = 0
        configuration.options.maximumConnections = 16
        return configuration
    }

    private func migrate() async throws {
        try await client.withTransaction(logger: logger) { connection in
            // One server migrates at a time; the others find the migrations done.
            try await connection.query("SELECT pg_advisory_xact_lock(7364127)", logger: logger)
            try await connection.query(PostgresQuery(unsafeSQL: ShortLinkSchema.migrationsTable), logger: logger)
            for migration in ShortLinkSchema.migrations + ShortLinkSchema.postgresMigrations {
                let rows = try await connection.query("SELECT id FROM link_server_migrations WHERE id = \(migration.id)", logger: logger)
                var done = false
                for try await _ in rows { done = true }
                guard !done else { continue }
                for statement in migration.statements {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
                try await connection.query("INSERT INTO link_server_migrations (id) VALUES (\(migration.id))", logger: logger)
            }
        }
    }

    func insert(_ link: ShortLink) async throws {
        do {
            try await client.query("""
                INSERT INTO short_links (slug, url, route, title, description, image_url, created_at, expires_at, broken)
                VALUES (\(link.slug), \(link.url), \(link.route), \(link.title), \(link.description), \(link.imageURL),
                        \(ShortLinkSchema.milliseconds(link.createdAt)), \(link.expiresAt.map(ShortLinkSchema.milliseconds)),
                        \(Int16(link.broken ? 1 : 0)))
                """, logger: logger)
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == "23505" {
            throw ShortLinkStoreError.slugTaken(link.slug)
        }
    }

    func link(slug: String) async throws -> ShortLink? {
        let rows = try await client.query("""
            SELECT slug, url, route, title, description, image_url, created_at, expires_at, broken
            FROM short_links WHERE slug = \(slug)
            """, logger: logger)
        return try await Self.links(from: rows).first
    }

    func delete(slug: String) async throws -> Bool {
        try await client.withTransaction(logger: logger) { connection in
            let rows = try await connection.query("DELETE FROM short_links WHERE slug = \(slug) RETURNING slug", logger: logger)
            var deleted = false
            for try await _ in rows { deleted = true }
            try await connection.query("DELETE FROM short_link_opens WHERE slug = \(slug)", logger: logger)
            return deleted
        }
    }

    /// The slug column's collation is "C" (a migration): the filter and the order compare alike.
    func links(after cursor: String?, limit: Int, brokenOnly: Bool) async throws -> [ShortLink] {
        let after = cursor ?? ""
        let rows = try await client.query(brokenOnly ? """
            SELECT slug, url, route, title, description, image_url, created_at, expires_at, broken
            FROM short_links WHERE broken = 1 AND slug > \(after) ORDER BY slug LIMIT \(limit)
            """ : """
            SELECT slug, url, route, title, description, image_url, created_at, expires_at, broken
            FROM short_links WHERE slug > \(after) ORDER BY slug LIMIT \(limit)
            """, logger: logger)
        return try await Self.links(from: rows)
    }

    func setBroken(_ broken: Set<String>, among checked: [String]) async throws {
        let brokenSlugs = checked.filter(broken.contains), routing = checked.filter { !broken.contains($0) }
        try await client.withTransaction(logger: logger) { connection in
            try await connection.query("UPDATE short_links SET broken = 1 WHERE slug = ANY(\(brokenSlugs))", logger: logger)
            try await connection.query("UPDATE short_links SET broken = 0 WHERE slug = ANY(\(routing))", logger: logger)
        }
    }

    func addOpens(_ opens: [OpenKey: Int]) async throws {
        guard !opens.isEmpty else { return }
        try await client.withTransaction(logger: logger) { connection in
            for (key, count) in opens {
                try await connection.query("""
                    INSERT INTO short_link_opens (slug, day, opens) VALUES (\(key.slug), \(key.day), \(Int64(count)))
                    ON CONFLICT (slug, day) DO UPDATE SET opens = short_link_opens.opens + excluded.opens
                    """, logger: logger)
            }
        }
    }

    func opens(slug: String) async throws -> [DailyOpens] {
        let rows = try await client.query("SELECT day, opens FROM short_link_opens WHERE slug = \(slug) ORDER BY day", logger: logger)
        var days: [DailyOpens] = []
        for try await (day, opens) in rows.decode((String, Int64).self) {
            days.append(DailyOpens(day: day, opens: Int(opens)))
        }
        return days
    }

    func ping() async throws {
        do {
            try await client.query("SELECT 1", logger: logger)
        } catch let error as PSQLError {
            throw ShortLinkStoreError.unavailable(Self.reason(error))
        }
    }

    /// What went wrong, for `/healthz`: the error's code (`connectionError`,
    /// `serverClosedConnection`) and the server's message, if it sent one. A PSQLError's own
    /// description says nothing, on purpose; its details (the query, the underlying socket
    /// error with the server's address) are not for a public endpoint.
    static func reason(_ error: PSQLError) -> String {
        let message = error.serverInfo?[.message]
        return message.map { "\(error.code): \($0)" } ?? "\(error.code)"
    }

    func close() async throws {
        running.cancel()
    }

    private static func links(from rows: PostgresRowSequence) async throws -> [ShortLink] {
        var links: [ShortLink] = []
        for try await (slug, url, route, title, description, imageURL, createdAt, expiresAt, broken)
            in rows.decode((String, String, String, String?, String?, String?, Int64, Int64?, Int16).self) {
            links.append(ShortLink(
                slug: slug, url: url, route: route, title: title, description: description, imageURL: imageURL,
                createdAt: ShortLinkSchema.date(milliseconds: createdAt),
                expiresAt: expiresAt.map(ShortLinkSchema.date(milliseconds:)), broken: broken != 0))
        }
        return links
    }
}
