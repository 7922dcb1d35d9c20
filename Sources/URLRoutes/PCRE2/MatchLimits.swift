import CPCRE2

/// The limits every match runs under, so a hostile URL fails fast instead of hanging.
///
/// Route regexes are linear for real URLs; the limits only bite on pathological input
/// (megabyte paths against `**` routes, a constraint that backtracks exponentially), which then
/// counts as "no match" and is logged.
enum MatchLimits {
    /// Backtracking steps allowed per match (PCRE2's default is ten million).
    static let matchLimit: UInt32 = 1_000_000
    /// Steps allowed per match of a regex that holds a `:name<regex>` constraint. A constraint
    /// is the only route text that can backtrack exponentially (`(?:a|a)*c`), and such a match
    /// runs to its limit on every lookup: twenty of them at the full limit cost 18 ms. Real
    /// constraints test one component and need a few steps per byte of it.
    static let constraintMatchLimit: UInt32 = 100_000
    /// Steps one lookup may spend on matches that hit their limit, summed over its routes:
    /// a table of many hostile routes (each failing at its own limit) must still answer in a
    /// few milliseconds. Once spent, every further match of the lookup gets
    /// `minimumMatchLimit`, plenty for a real URL.
    static let lookupStepBudget: UInt32 = 2_000_000
    static let minimumMatchLimit: UInt32 = 10_000
    /// Heap for the interpreter's backtracking frames, in KiB.
    static let heapLimitKiB: UInt32 = 20_000
    /// The JIT's stack per thread, in bytes. PCRE2's default is 32 KiB, which a `**` route
    /// exhausts at about 4,000 path components. The stack is reserved address space; pages
    /// are committed only as deep matches touch them.
    static let jitStackStartBytes = 32 * 1024
    static let jitStackMaxBytes = 8 * 1024 * 1024
}
