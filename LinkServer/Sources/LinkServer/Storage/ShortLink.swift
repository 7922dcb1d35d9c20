import Foundation

/// One short link as the store keeps it: `https://SHORT-HOST/SLUG` opens `url`, a link the
/// route table routes to `route`.
struct ShortLink: Sendable, Equatable {
    /// The path of the short link: `[A-Za-z0-9_-]{1,64}`.
    var slug: String
    /// The link it opens, as the table generates or accepts it.
    var url: String
    /// The route that took `url` when the link was made: its name, or its pattern.
    var route: String
    var title: String?
    var description: String?
    /// An https image for link previews.
    var imageURL: String?
    var createdAt: Date
    var expiresAt: Date?
    /// Set when a reloaded table no longer routes `url`.
    var broken = false

    /// Whether the link has expired at `now`.
    func isExpired(at now: Date) -> Bool {
        expiresAt.map { $0 <= now } ?? false
    }
}

/// How often a short link was opened on one UTC day.
struct DailyOpens: Sendable, Equatable {
    /// `YYYY-MM-DD`, in UTC.
    var day: String
    var opens: Int
}
