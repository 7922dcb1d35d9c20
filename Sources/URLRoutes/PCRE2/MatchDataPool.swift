import CPCRE2

/// One `MatchState` per thread, kept with the thread's routing state (`ThreadRouteCache`).
///
/// Each thread keeps one for its life; its match data grows when a regex with more groups
/// comes along.
enum MatchDataPool {
    /// Runs one lookup (one URL against a table) under the lookup's step budget
    /// (`MatchLimits.lookupStepBudget`).
    static func withLookupBudget<Result>(_ body: () -> Result) -> Result {
        let state = beginLookup()
        defer { endLookup(state) }
        return body()
    }

    /// Starts a lookup as `withLookupBudget` does, for a caller that would otherwise capture a
    /// request in the closure (which copies it); end it with `endLookup`. Replicas a lookup
    /// walks stay valid until the thread's outermost lookup ends.
    @inline(__always)
    static func beginLookup() -> Unmanaged<ThreadRouteCache.State> {
        let state = ThreadRouteCache.current
        state._withUnsafeGuaranteedRef { $0.matchState.beginLookup() }
        return state
    }

    @inline(__always)
    static func endLookup(_ state: Unmanaged<ThreadRouteCache.State>) {
        state._withUnsafeGuaranteedRef { $0.endLookup() }
    }

    /// Whether this thread should log a match that gave up (`MatchState.shouldLogGivingUp`).
    static func shouldLogGivingUp() -> Bool {
        state(forGroups: 0)._withUnsafeGuaranteedRef { $0.shouldLogGivingUp() }
    }

    /// This thread's match state, with room for at least `groups` capture groups. Unretained:
    /// the thread keeps it alive until it exits. Its match data is replaced when a regex with
    /// more groups comes along, so use the captures of one match before the next.
    static func state(forGroups groups: Int) -> Unmanaged<MatchState> {
        ThreadRouteCache.current._withUnsafeGuaranteedRef { thread in
            thread.matchState.reserve(pairs: groups + 1)
            return Unmanaged.passUnretained(thread.matchState)
        }
    }
}
