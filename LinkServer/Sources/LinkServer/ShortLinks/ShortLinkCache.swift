import Synchronization

/// The links looked up lately, known or unknown, for a few seconds: a hot slug is served
/// without a database read. Entries live `lifetime`, so a link another server deleted (on a
/// shared PostgreSQL) stops being served within it; this server's own writes update it at once.
final class ShortLinkCache: Sendable {
    private struct Entry {
        var link: ShortLink?
        var stored: ContinuousClock.Instant
    }

    private let entries = Mutex<[String: Entry]>([:])
    let capacity: Int
    let lifetime: Duration

    init(capacity: Int = 100_000, lifetime: Duration = .seconds(5)) {
        self.capacity = capacity
        self.lifetime = lifetime
    }

    /// `.some(link)` for a slug looked up within `lifetime` (`.some(nil)`: known to be unknown),
    /// nil when the database must be asked.
    func lookup(_ slug: String, now: ContinuousClock.Instant = .now) -> ShortLink?? {
        entries.withLock { entries in
            guard let entry = entries[slug] else { return nil }
            guard now - entry.stored < lifetime else {
                entries[slug] = nil
                return nil
            }
            return .some(entry.link)
        }
    }

    func store(_ link: ShortLink?, for slug: String, now: ContinuousClock.Instant = .now) {
        entries.withLock { entries in
            // Full: start over rather than track recency on every hit; the hot slugs come back
            // at the next request.
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[slug] = Entry(link: link, stored: now)
        }
    }

    func forget(_ slug: String) {
        _ = entries.withLock { $0.removeValue(forKey: slug) }
    }
}
