import CPCRE2

/// One `MatchState` per thread.
///
/// Each thread keeps one for its life; its match data grows when a regex with more groups
/// comes along.
enum MatchDataPool {
    private static let states = ThreadLocal<MatchState>()

    /// Runs one lookup (one URL against a table) under the lookup's step budget
    /// (`MatchLimits.lookupStepBudget`).
    static func withLookupBudget<Result>(_ body: () -> Result) -> Result {
        let state = self.state(forGroups: 0).takeUnretainedValue()
        state.beginLookup()
        defer { state.endLookup() }
        return body()
    }

    /// Whether this thread should log a match that gave up (`MatchState.shouldLogGivingUp`).
    static func shouldLogGivingUp() -> Bool {
        state(forGroups: 0)._withUnsafeGuaranteedRef { $0.shouldLogGivingUp() }
    }

    /// This thread's match state, with room for at least `groups` capture groups. Unretained:
    /// the thread keeps it alive until it exits. Its match data is replaced when a regex with
    /// more groups comes along, so use the captures of one match before the next.
    static func state(forGroups groups: Int) -> Unmanaged<MatchState> {
        let pairs = groups + 1
        if let state = states.current {
            state._withUnsafeGuaranteedRef { $0.reserve(pairs: pairs) }
            return state
        }
        let state = MatchState(pairs: max(pairs, 16))
        states.set(state)
        return Unmanaged.passUnretained(state)
    }
}
