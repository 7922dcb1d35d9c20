import CPCRE2

/// One thread's match state: the match data every match writes, and a match context whose
/// JIT stack and limits are this thread's own.
///
/// Threads cannot share either: match data is written by every match, and a JIT stack is used
/// by one match at a time. Allocating them per match would cost mallocs on the hot path.
final class MatchState {
    /// Grown (replaced) when a regex with more groups comes along.
    private(set) var matchData: OpaquePointer
    private(set) var pairs: Int
    let context: OpaquePointer
    private let jitStack: OpaquePointer?
    /// The match limit currently set on `context`, so that switching costs a compare.
    private var currentLimit: UInt32

    init(pairs: Int) {
        self.pairs = pairs
        matchData = pcre2_match_data_create_8(UInt32(pairs), nil)!
        context = pcre2_match_context_create_8(nil)!
        currentLimit = MatchLimits.matchLimit
        pcre2_set_match_limit_8(context, currentLimit)
        pcre2_set_heap_limit_8(context, MatchLimits.heapLimitKiB)
        jitStack = pcre2_jit_stack_create_8(MatchLimits.jitStackStartBytes, MatchLimits.jitStackMaxBytes, nil)
        // Without a stack of its own (out of address space) the JIT keeps its 32 KiB default
        // and deep matches fall back to the interpreter.
        if let jitStack { pcre2_jit_stack_assign_8(context, nil, UnsafeMutableRawPointer(jitStack)) }
    }

    /// How deep this thread is in lookups (a handler may route again), and the steps its
    /// outermost lookup has left for matches that fail at their limit. Outside a lookup
    /// (`explain`, a definition asked directly) no budget applies.
    private(set) var lookupDepth = 0
    private(set) var lookupStepsLeft = MatchLimits.lookupStepBudget

    func beginLookup() {
        if lookupDepth == 0 {
            lookupStepsLeft = MatchLimits.lookupStepBudget
            loggedInLookup = false
        }
        lookupDepth += 1
    }

    func endLookup() { lookupDepth -= 1 }

    /// Whether a match that gave up should be logged: the first of each lookup is, the rest
    /// are not, since a log line costs more than the match (200 hostile routes logging one
    /// line each took 25 ms). Outside a lookup every one is.
    private var loggedInLookup = false

    func shouldLogGivingUp() -> Bool {
        guard lookupDepth > 0 else { return true }
        defer { loggedInLookup = true }
        return !loggedInLookup
    }

    /// The limit for a regex whose own limit is `limit`, given what the lookup has left.
    func effectiveLimit(_ limit: UInt32) -> UInt32 {
        guard lookupDepth > 0 else { return limit }
        return min(limit, max(lookupStepsLeft, MatchLimits.minimumMatchLimit))
    }

    /// Records a match that ran to `limit` steps and gave up.
    func spend(_ limit: UInt32) {
        if lookupDepth > 0 { lookupStepsLeft -= min(limit, lookupStepsLeft) }
    }

    /// Makes room for `pairs` offset pairs (capture groups + 1).
    func reserve(pairs wanted: Int) {
        guard wanted > pairs else { return }
        pcre2_match_data_free_8(matchData)
        pairs = max(wanted, 2 * pairs)
        matchData = pcre2_match_data_create_8(UInt32(pairs), nil)!
    }

    /// The context, with `limit` as its match limit.
    func context(matchLimit limit: UInt32) -> OpaquePointer {
        if limit != currentLimit {
            pcre2_set_match_limit_8(context, limit)
            currentLimit = limit
        }
        return context
    }

    deinit {
        pcre2_match_data_free_8(matchData)
        pcre2_match_context_free_8(context)
        if let jitStack { pcre2_jit_stack_free_8(jitStack) }
    }
}
