/// A borrowed view of a compiled regex: the raw code pointer and what matching needs.
///
/// Matching through a `CompiledRegex` reference costs a reference count on an object that all
/// routing threads share, and those counts bounce between cores. Per-thread dispatch copies
/// keep the owning `CompiledRegex` alive and match through this plain value instead.
struct RegexHandle {
    let code: OpaquePointer
    let captureCount: Int
    let isJITCompiled: Bool
    /// Interpreted code whose owner's `jitHandle` would give a JIT-compiled one: a match that
    /// gives up is to be tried again there (the JIT goes deeper and further), so it spends
    /// none of the lookup's budget.
    let awaitsJIT: Bool
    let matchLimit: UInt32

    func match(_ subject: UnsafeBufferPointer<UInt8>) -> RegexMatchOutcome {
        CompiledRegex.match(code, captureCount: captureCount, isJITCompiled: isJITCompiled, matchLimit: matchLimit,
                            spendsBudget: !awaitsJIT, subject)
    }
}
