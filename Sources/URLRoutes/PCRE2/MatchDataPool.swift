import CPCRE2

/// One `MatchState` per thread.
///
/// Each thread keeps one, grown when a regex with more groups comes along, and frees it when
/// the thread exits.
enum MatchDataPool {
    private static let states = ThreadLocal<MatchState>()

    /// This thread's match state, with room for at least `groups` capture groups. Unretained:
    /// the thread's reference keeps it alive until a larger one replaces it, so use it for one
    /// match at a time.
    static func state(forGroups groups: Int) -> Unmanaged<MatchState> {
        let pairs = groups + 1
        if let state = states.current, state._withUnsafeGuaranteedRef({ $0.pairs >= pairs }) {
            return state
        }
        let state = MatchState(pairs: max(pairs, 16))
        states.set(state)
        return Unmanaged.passUnretained(state)
    }
}
