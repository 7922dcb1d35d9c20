import CPCRE2

/// A PCRE2 pattern compiled once and matched many times, from any thread.
///
/// This type and the rest of `PCRE2/` are the only code that talks to the C library. The
/// compiled code is read-only after compilation (and JIT compilation), so one instance may be
/// matched from several threads at once; the mutable match data lives per thread
/// (`MatchDataPool`).
///
/// The source is handed to PCRE2 with its length, never as a C string: a NUL byte in it is a
/// byte like any other, not the end of the pattern.
///
/// A regex made with `jitWhenHot` is interpreted until its user asks for `jitHandle` (once it
/// has proved hot): the JIT's machine code takes whole pages of its own, several megabytes for
/// thousands of regexes that are each matched a few times. The JIT compiles a copy of the code,
/// published once whole, never the code other threads may be matching at that moment.
final class CompiledRegex: @unchecked Sendable {
    /// How many capture groups the pattern has (group 0, the whole match, not counted).
    let captureCount: Int
    /// Whether PCRE2's JIT compiler accepted the pattern; otherwise matching is interpreted.
    let isJITCompiled: Bool
    /// Whether `jitHandle` may still give a JIT-compiled handle (made with `jitWhenHot` on a
    /// build with a JIT).
    let awaitsJIT: Bool
    /// The backtracking steps one match may take (`MatchLimits`).
    let matchLimit: UInt32

    private let code: OpaquePointer
    /// The JIT-compiled copy of `code`, made by `jitHandle`.
    private let jitCopy = LazyReference<JITCopy>()

    /// Compiles `source` for matching bytes: no UTF mode, `.` matches any byte, anchored at the
    /// start. Set `jit` to false for patterns that are compiled only to be checked, and
    /// `jitWhenHot` to leave the JIT compilation to `jitHandle`.
    init(_ source: String, jit: Bool = true, jitWhenHot: Bool = false,
         matchLimit: UInt32 = MatchLimits.matchLimit) throws(RegexCompileError) {
        var errorCode: Int32 = 0
        var errorOffset: Int = 0
        let options = UInt32(PCRE2_ANCHORED | PCRE2_DOTALL | PCRE2_NEVER_UTF | PCRE2_NEVER_UCP)
        var text = source
        let compiled = text.withUTF8 { bytes in
            pcre2_compile_8(bytes.baseAddress ?? emptySubject, bytes.count, options, &errorCode, &errorOffset, nil)
        }
        guard let compiled else {
            throw RegexCompileError(code: Int(errorCode), offset: errorOffset,
                                    message: PCRE2Error.message(for: errorCode))
        }
        var count: UInt32 = 0
        pcre2_pattern_info_8(compiled, UInt32(PCRE2_INFO_CAPTURECOUNT), &count)
        self.code = compiled
        self.captureCount = Int(count)
        self.matchLimit = matchLimit
        let defersJIT = jit && jitWhenHot
        self.awaitsJIT = defersJIT && Self.isJITAvailable
        self.isJITCompiled = jit && !defersJIT && pcre2_jit_compile_8(compiled, UInt32(PCRE2_JIT_COMPLETE)) == 0
    }

    deinit { pcre2_code_free_8(code) }

    /// A JIT-compiled copy of a regex's code, freed with it.
    private final class JITCopy: @unchecked Sendable {
        /// Nil when copying failed or the JIT refused the pattern: matching stays interpreted.
        let code: OpaquePointer?

        init(of code: OpaquePointer) {
            var copy = pcre2_code_copy_8(code)
            if let compiled = copy, pcre2_jit_compile_8(compiled, UInt32(PCRE2_JIT_COMPLETE)) != 0 {
                pcre2_code_free_8(compiled)
                copy = nil
            }
            self.code = copy
        }

        deinit { if let code { pcre2_code_free_8(code) } }
    }

    /// For a regex that `awaitsJIT`: a handle on its JIT-compiled code, compiled now by the
    /// first thread to ask (valid while this object lives). Otherwise, or when the JIT refuses
    /// the pattern, `handle` with `awaitsJIT` off, so that its user stops asking.
    var jitHandle: RegexHandle {
        guard awaitsJIT else { return handle }
        let copy = jitCopy.value { JITCopy(of: code) }
        guard let jitCode = copy.code else {
            return RegexHandle(code: code, captureCount: captureCount, isJITCompiled: false, awaitsJIT: false, matchLimit: matchLimit)
        }
        return RegexHandle(code: jitCode, captureCount: captureCount, isJITCompiled: true, awaitsJIT: false, matchLimit: matchLimit)
    }

    /// Whether this PCRE2 build has a JIT compiler for this machine.
    static let isJITAvailable: Bool = {
        var available: UInt32 = 0
        pcre2_config_8(UInt32(PCRE2_CONFIG_JIT), &available)
        return available != 0
    }()

    /// Matches the whole of `subject` (the pattern carries its own `^`/`\z`).
    ///
    /// The returned captures read this thread's match data: use them before the next match on
    /// the same thread.
    func match(_ subject: UnsafeBufferPointer<UInt8>) -> RegexMatchOutcome {
        Self.match(code, captureCount: captureCount, isJITCompiled: isJITCompiled, matchLimit: matchLimit, subject)
    }

    /// A view of this regex that matches without touching its reference count; valid while
    /// this object lives. Of a regex that `awaitsJIT`, the JIT-compiled one once `jitHandle`
    /// made it.
    var handle: RegexHandle {
        if awaitsJIT, jitCopy.currentValue != nil { return jitHandle }
        return RegexHandle(code: code, captureCount: captureCount, isJITCompiled: isJITCompiled, awaitsJIT: awaitsJIT,
                           matchLimit: matchLimit)
    }

    /// `spendsBudget` false leaves a match that gives up at its limit off the lookup's step
    /// budget: its caller matches again with the JIT, which the budget is for.
    static func match(_ code: OpaquePointer, captureCount: Int, isJITCompiled: Bool, matchLimit: UInt32,
                      spendsBudget: Bool = true, _ subject: UnsafeBufferPointer<UInt8>) -> RegexMatchOutcome {
        let state = MatchDataPool.state(forGroups: captureCount)
        return state._withUnsafeGuaranteedRef { state in
            let matchData = state.matchData
            let limit = state.effectiveLimit(matchLimit)
            let context = state.context(matchLimit: limit)
            let base = subject.baseAddress ?? emptySubject
            // pcre2_jit_match skips pcre2_match's argument checks; it needs JIT-compiled code.
            var result = isJITCompiled
                ? pcre2_jit_match_8(code, base, subject.count, 0, 0, matchData, context)
                : pcre2_match_8(code, base, subject.count, 0, 0, matchData, context)
            if result == PCRE2_ERROR_JIT_STACKLIMIT {
                // Deeper than the thread's JIT stack: the interpreter keeps its backtracking
                // frames on the heap, under the heap limit, and goes further.
                result = pcre2_match_8(code, base, subject.count, 0, UInt32(PCRE2_NO_JIT), matchData, context)
            }
            if result > 0 {
                return .matched(RegexCaptures(matchData: matchData, groupCount: captureCount))
            }
            if result == PCRE2_ERROR_NOMATCH {
                return .noMatch
            }
            if result == PCRE2_ERROR_MATCHLIMIT && spendsBudget { state.spend(limit) }
            return .failed(PCRE2Error(code: result))
        }
    }

    /// Convenience for callers that hold a `String`.
    func match(_ subject: String) -> RegexMatchOutcome {
        var subject = subject
        return subject.withUTF8 { match($0) }
    }
}

/// PCRE2 wants a non-null pointer even for an empty subject.
nonisolated(unsafe) private let emptySubject: UnsafePointer<UInt8> = {
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    pointer.initialize(to: 0)
    return UnsafePointer(pointer)
}()
