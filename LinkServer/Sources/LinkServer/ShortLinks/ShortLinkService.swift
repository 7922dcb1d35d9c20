import Foundation
import Logging
import URLRoutes

/// Short links as the routes use them: made against the table serving now, looked up through
/// the cache, opens counted, and checked again after each reload.
final class ShortLinkService: Sendable {
    let store: any ShortLinkStore
    let options: ShortLinkOptions
    let tables: TableStore
    let cache = ShortLinkCache()
    let opens = OpenCounter()
    let verdicts = RoutingVerdicts()
    let logger: Logger

    init(store: any ShortLinkStore, options: ShortLinkOptions, tables: TableStore, logger: Logger) {
        self.store = store
        self.options = options
        self.tables = tables
        self.logger = logger
    }

    /// `https://SHORT-HOST/SLUG`, on the first short host.
    func shortLink(_ slug: String) -> String {
        "https://\(options.hosts[0])/\(slug)"
    }

    /// What a route answers for a link that routes: its name, else its pattern as written.
    static func routeDescription(_ route: RouteResolution.Route) -> String {
        route.name ?? route.tablePattern ?? route.pattern
    }

    /// Whether the table serving now routes `url` and a short link may open it, remembered
    /// until the table changes.
    func routes(_ url: String) -> Bool {
        verdicts.routes(url, in: tables.table)
    }

    /// The link, through the cache. Database errors are counted and thrown (a 503).
    func link(slug: String) async throws -> ShortLink? {
        if let cached = cache.lookup(slug) { return cached }
        let link = try await counted { [store] in try await store.link(slug: slug) }
        cache.store(link, for: slug)
        return link
    }

    /// Stores a new link; a chosen slug that is taken throws `slugTaken`, a random one is
    /// drawn again.
    func create(_ link: ShortLink, slugChosen: Bool) async throws -> ShortLink {
        var link = link
        for attempt in 1...5 {
            do {
                try await counted { [store, link] in try await store.insert(link) }
                cache.forget(link.slug)
                ShortLinkMetrics.created.increment()
                return link
            } catch ShortLinkStoreError.slugTaken(let slug) where !slugChosen && attempt < 5 {
                logger.info("short link: random slug \(slug) taken, drawing another")
                link.slug = Slug.random()
            }
        }
        throw ShortLinkStoreError.slugTaken(link.slug)
    }

    func delete(slug: String) async throws -> Bool {
        let deleted = try await counted { [store] in try await store.delete(slug: slug) }
        cache.forget(slug)
        return deleted
    }

    /// Checks every link against the table serving now, `pageSize` links at a time, marks
    /// those that no longer route, logs how many broke, and returns the number broken.
    @discardableResult
    func recheck(pageSize: Int = 1000) async throws -> Int {
        let table = tables.table
        var cursor: String? = nil
        var total = 0, broken = 0
        while true {
            let page = try await counted { [store, cursor] in try await store.links(after: cursor, limit: pageSize, brokenOnly: false) }
            guard let last = page.last else { break }
            let brokenSlugs = Set(page.filter { !table.opens($0.url) }.map(\.slug))
            let changed = page.filter { brokenSlugs.contains($0.slug) != $0.broken }.map(\.slug)
            if !changed.isEmpty {
                try await counted { [store] in try await store.setBroken(brokenSlugs, among: changed) }
                for slug in changed { cache.forget(slug) }
            }
            total += page.count
            broken += brokenSlugs.count
            cursor = last.slug
        }
        ShortLinkMetrics.broken.record(broken)
        if broken > 0 {
            logger.warning("short links: \(broken) of \(total) no longer route in the table; GET /api/links?broken=true lists them")
        } else {
            logger.info("short links: \(Self.allRoute(total))")
        }
        return broken
    }

    /// What the recheck logs when no link broke: `no short links yet`, `the 1 short link
    /// routes in the table`, `all 3 short links route in the table`.
    static func allRoute(_ total: Int) -> String {
        switch total {
        case 0: "no short links yet"
        case 1: "the 1 short link routes in the table"
        default: "all \(total) short links route in the table"
        }
    }

    /// Runs a store call for at most `limit`, counting its failure in
    /// `link_server_database_errors_total`. A database that fails or does not answer in time
    /// is a 503: the request may succeed again shortly, on this server or another.
    func counted<T: Sendable>(within limit: Duration? = Deadline.database,
                              _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        do {
            return try await Deadline.run(within: limit, body)
        } catch let error as ShortLinkStoreError {
            throw error
        } catch {
            ShortLinkMetrics.databaseErrors.increment()
            logger.error("short links: database error: \(error)")
            throw RequestError(.serviceUnavailable, "the short links' database does not answer; try again shortly")
        }
    }
}
