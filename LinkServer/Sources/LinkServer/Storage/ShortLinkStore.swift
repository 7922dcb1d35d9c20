import Foundation

/// Where short links live: a SQLite file for one server, or PostgreSQL for several servers
/// behind a load balancer that see each other's links. Both keep the same tables
/// (`ShortLinkSchema`) and run the same migrations when they open.
protocol ShortLinkStore: Sendable {
    /// Stores a new link; committed when this returns. Throws `ShortLinkStoreError.slugTaken`
    /// when the slug is in use.
    func insert(_ link: ShortLink) async throws

    /// The link with this slug, expired or not.
    func link(slug: String) async throws -> ShortLink?

    /// Removes a link and its counts. Returns whether there was one.
    func delete(slug: String) async throws -> Bool

    /// Up to `limit` links in slug order, after the slug `cursor`; only the broken ones when
    /// `brokenOnly`.
    func links(after cursor: String?, limit: Int, brokenOnly: Bool) async throws -> [ShortLink]

    /// Marks which links route no more: `broken` set on the slugs given, cleared on the others
    /// of `checked`.
    func setBroken(_ broken: Set<String>, among checked: [String]) async throws

    /// Adds opens to the per-day counts: slug and day to the number of opens.
    func addOpens(_ opens: [OpenKey: Int]) async throws

    /// The opens of a link per day, oldest first.
    func opens(slug: String) async throws -> [DailyOpens]

    /// Throws when the database cannot be reached: a readiness check.
    func ping() async throws

    /// Closes the connections; the store is not used afterwards.
    func close() async throws
}

/// A slug on a day, the unit opens are counted in.
struct OpenKey: Hashable, Sendable {
    var slug: String
    /// `YYYY-MM-DD`, UTC.
    var day: String
}

/// What a store refuses.
enum ShortLinkStoreError: Error, Equatable, CustomStringConvertible {
    /// Another link has the slug.
    case slugTaken(String)
    /// `--database` names nothing the server can open.
    case badLocation(String)
    /// The database did not answer a ping, and why (for `/healthz`).
    case unavailable(String)

    var description: String {
        switch self {
        case .slugTaken(let slug): "the slug '\(slug)' is taken"
        case .badLocation(let message): message
        case .unavailable(let reason): reason
        }
    }
}
