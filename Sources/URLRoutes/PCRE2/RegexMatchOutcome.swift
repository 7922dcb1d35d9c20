import CPCRE2

/// What one `CompiledRegex.match` call found.
enum RegexMatchOutcome {
    case matched(RegexCaptures)
    case noMatch
    /// PCRE2 gave up (match limit, JIT stack, ...). Routing treats this as "no match" and logs it.
    case failed(PCRE2Error)
}

/// The capture offsets of a successful match, read from the thread's match data.
///
/// Valid only until the next match on the same thread; copy what you need out of it at once.
struct RegexCaptures {
    fileprivate let matchData: OpaquePointer
    let groupCount: Int

    init(matchData: OpaquePointer, groupCount: Int) {
        self.matchData = matchData
        self.groupCount = groupCount
    }

    /// The byte range group `number` captured, or nil when it did not take part in the match.
    func range(ofGroup number: Int) -> Range<Int>? {
        guard number <= groupCount else { return nil }
        let ovector = pcre2_get_ovector_pointer_8(matchData)!
        let start = ovector[2 * number]
        if start == cpcre2_unset() { return nil }
        return start..<ovector[2 * number + 1]
    }

    /// The number in the `(*MARK:n)` of the alternative that matched, if any.
    var mark: Int? {
        guard let name = pcre2_get_mark_8(matchData) else { return nil }
        var value = 0
        var pointer = name
        while pointer.pointee != 0 {
            let digit = Int(pointer.pointee) - 48
            guard digit >= 0 && digit <= 9 else { return nil }
            value = value * 10 + digit
            pointer += 1
        }
        return value
    }
}
