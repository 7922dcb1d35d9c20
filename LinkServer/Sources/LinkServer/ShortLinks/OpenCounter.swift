import Foundation
import Synchronization

/// Opens counted in memory and written to the store in one transaction every second, so that
/// serving a link never waits for a write. Only the slug and the UTC day are kept: no address,
/// user agent or device.
final class OpenCounter: Sendable {
    private let pending = Mutex<[OpenKey: Int]>([:])
    /// The day of the last second counted in, so that formatting it is once a second.
    private let today = Mutex<(second: Int, day: String)>((-1, ""))

    func count(_ slug: String, at date: Date = Date()) {
        let second = Int(date.timeIntervalSince1970.rounded(.down))
        let day = today.withLock { today in
            if today.second != second { today = (second, Self.day(of: date)) }
            return today.day
        }
        let key = OpenKey(slug: slug, day: day)
        pending.withLock { $0[key, default: 0] += 1 }
    }

    /// Writes the opens counted so far; on failure they are counted again for the next try.
    func flush(to store: any ShortLinkStore) async throws {
        let opens = pending.withLock { pending in
            defer { pending.removeAll() }
            return pending
        }
        guard !opens.isEmpty else { return }
        do {
            try await store.addOpens(opens)
        } catch {
            pending.withLock { pending in
                for (key, count) in opens { pending[key, default: 0] += count }
            }
            throw error
        }
    }

    /// `YYYY-MM-DD` of `date` in UTC.
    static func day(of date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        return String(format: "%04d-%02d-%02d", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday))
    }
}
