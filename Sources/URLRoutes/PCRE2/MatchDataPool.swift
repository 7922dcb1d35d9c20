import CPCRE2

/// One PCRE2 match-data block per thread.
///
/// Match data is written by every match, so threads cannot share it; allocating one per match
/// would cost a malloc on the hot path. Each thread keeps one, grown when a regex with more
/// groups comes along, and frees it when the thread exits.
enum MatchDataPool {
    private final class Slot {
        let matchData: OpaquePointer
        let pairs: Int

        init(pairs: Int) {
            self.pairs = pairs
            self.matchData = pcre2_match_data_create_8(UInt32(pairs), nil)!
        }

        deinit { pcre2_match_data_free_8(matchData) }
    }

    private static let slots = ThreadLocal<Slot>()

    /// This thread's match data, with room for at least `groups` capture groups.
    static func matchData(forGroups groups: Int) -> OpaquePointer {
        let pairs = groups + 1
        // The thread's reference keeps the slot alive: read it without retaining.
        if let matchData = slots.current?._withUnsafeGuaranteedRef({ $0.pairs >= pairs ? $0.matchData : nil }) {
            return matchData
        }
        let slot = Slot(pairs: max(pairs, 16))
        slots.set(slot)
        return slot.matchData
    }
}
