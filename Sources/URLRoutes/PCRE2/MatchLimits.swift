import CPCRE2

/// The limits every match runs under, so a hostile URL fails fast instead of hanging.
///
/// Route regexes are linear for real URLs; the limits only bite on pathological input
/// (megabyte paths against `**` routes), which then counts as "no match" and is logged.
enum MatchLimits {
    /// Backtracking steps allowed per match (PCRE2's default is ten million).
    static let matchLimit: UInt32 = 1_000_000
    /// Heap for the interpreter's backtracking frames, in KiB.
    static let heapLimitKiB: UInt32 = 20_000

    /// A match context is only read by `pcre2_match`, so one can serve every thread.
    nonisolated(unsafe) static let context: OpaquePointer = {
        let context = pcre2_match_context_create_8(nil)!
        pcre2_set_match_limit_8(context, matchLimit)
        pcre2_set_heap_limit_8(context, heapLimitKiB)
        return context
    }()
}
