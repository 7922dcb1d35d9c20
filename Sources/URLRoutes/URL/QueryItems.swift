#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A name and a value: a query item, or a path variable.
struct NamedValue: Equatable, Hashable, Sendable {
    var name: String
    var value: String
}

/// Query strings as JLRoutes reads them through `NSURLComponents.queryItems`.
enum QueryItems {
    /// `a=1&b=x%20y&c&=z` → `a=1`, `b=x y`, `=z`. Names and values are percent-decoded; an item
    /// without `=` has no value and is dropped, as JLRoutes drops it.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ query: Range<Int>) -> [NamedValue] {
        var items: [NamedValue] = []
        var separators = 0
        for index in query where bytes[index] == UInt8(ascii: "&") { separators += 1 }
        items.reserveCapacity(separators + 1)
        var start = query.lowerBound
        while start <= query.upperBound {
            let end = URLParts.firstIndex(of: "&", in: bytes, start..<query.upperBound) ?? query.upperBound
            if let equals = URLParts.firstIndex(of: "=", in: bytes, start..<end) {
                items.append(NamedValue(name: PercentDecoding.decode(bytes, start..<equals),
                                        value: PercentDecoding.decode(bytes, equals + 1..<end)))
            }
            start = end + 1
        }
        return items
    }

    /// The percent-decoded value of the first item of `query` whose decoded name equals `name`,
    /// as `parse(bytes, query).first { $0.name == name }?.value`, decoding only what it compares.
    ///
    /// One pass reads each item's name up to its `=` (or the `&` of an item without one) and
    /// notes whether it holds a `%` or a non-ASCII byte: an ASCII name without escapes is its
    /// own decoding, so it is compared by bytes, a length apart is a miss, and only other names
    /// are decoded. A handler asking for a name the query lacks (`id` of `?foo=bar&thing=stuff`)
    /// pays a compare per item, where a search for each item's `&` and `=` took two.
    static func firstValue(named name: String, in bytes: UnsafeBufferPointer<UInt8>, _ query: Range<Int>) -> String? {
        guard let base = bytes.baseAddress else { return nil }
        // The name's bytes, read in place (a small string's from a copy on the stack).
        let found: Range<Int>?? = name.utf8.withContiguousStorageIfAvailable { expected -> Range<Int>? in
            let plain = plainValueRange(named: expected, in: base, query)
            if plain.decided { return plain.value }
            var nameIsASCII = true
            for byte in expected where byte >= 0x80 { nameIsASCII = false }
            let end = query.upperBound
            var index = query.lowerBound
            // One loop over the query, at the start of an item each time round; no search
            // calls (a query's items are short, a call to memchr cost more than the loop).
            while index <= end {
                let start = index
                var escaped = false
                var high: UInt8 = 0         // the bytes of the name or'ed: >= 0x80 when not ASCII
                while index < end {
                    let byte = base[index]
                    if byte == UInt8(ascii: "=") || byte == UInt8(ascii: "&") { break }
                    escaped = escaped || byte == UInt8(ascii: "%")
                    high |= byte
                    index += 1
                }
                guard index < end, base[index] == UInt8(ascii: "=") else {
                    // An item without '=' has no value and is dropped.
                    index += 1
                    continue
                }
                let equals = index
                index += 1
                while index < end && base[index] != UInt8(ascii: "&") { index += 1 }
                let matches: Bool
                if escaped {
                    matches = decodedName(bytes, start..<equals, equals: name)
                } else if equals - start == expected.count
                            && (expected.isEmpty || memcmp(base + start, expected.baseAddress!, expected.count) == 0) {
                    // A name without escapes is its own decoding; equal bytes are equal Strings.
                    matches = true
                } else if high < 0x80 && nameIsASCII {
                    // Different ASCII bytes are different Strings.
                    matches = false
                } else {
                    matches = decodedName(bytes, start..<equals, equals: name)
                }
                if matches { return equals + 1..<index }
                index += 1
            }
            return nil
        }
        if let found { return found.map { PercentDecoding.decode(bytes, $0) } }
        return parse(bytes, query).first { $0.name == name }?.value
    }

    /// Where the value of the first item named `name` stands, found eight bytes at a time while
    /// the query is plain up to it (ASCII, no `%`: every name is its own decoding); nil when
    /// that cannot decide (a `%` or a byte >= 0x80 before a match, a name that is empty or
    /// not plain, a query too near the start of the string for one word), and `firstValue`
    /// reads item by item.
    ///
    /// A match is the name's first byte at the start of an item (the query's start or after a
    /// `&`), the rest of the name, then `=`. A handler asking for a name the query lacks (`id`
    /// of `?foo=bar&thing=stuff`) pays a few operations a word, where reading item by item
    /// cost a compare and a branch a byte.
    @inline(__always)
    private static func plainValueRange(named expected: UnsafeBufferPointer<UInt8>, in base: UnsafePointer<UInt8>,
                                        _ query: Range<Int>) -> (value: Range<Int>?, decided: Bool) {
        guard query.upperBound >= 8 else { return (nil, false) }
        // The first byte by subscript: `first` of the buffer allocates in a debug build, where the
        // allocation-free routing tests run.
        guard let expectedBase = expected.baseAddress, !expected.isEmpty else { return (nil, false) }
        let first = expectedBase[0]
        // A name with '%', '=', '&' or a byte >= 0x80 is no plain item's name, but may be
        // a decoded one's.
        for byte in expected where byte >= 0x80 || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "=")
            || byte == UInt8(ascii: "&") { return (nil, false) }
        let count = expected.count
        let start = query.lowerBound
        let end = query.upperBound
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let firstBytes = ones &* UInt64(first)
        let percents = ones &* UInt64(UInt8(ascii: "%"))
        guard start < end else { return (nil, true) }
        var from = start
        while true {
            // The last word ends at the query's end, the bytes already read masked out.
            let isLast = from + 8 >= end
            let offset = isLast ? end - 8 : from
            let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            let kept = isLast ? highs & (UInt64.max &<< (8 &* UInt64(truncatingIfNeeded: from - offset))) : highs
            // Per byte, the high bit of `x - 1` is set when x is 0 or above 0x80, and by a
            // borrow from a zero byte below: the lowest such byte is exact, and candidates
            // above it are checked. A byte above 0x80 is not plain.
            var candidates = ((word ^ firstBytes) &- ones) & kept
            let notPlain = (word | ((word ^ percents) &- ones)) & kept
            // Only what precedes the first byte that is not plain is plain.
            if notPlain != 0 { candidates &= (notPlain & (0 &- notPlain)) &- 1 }
            while candidates != 0 {
                let position = offset + candidates.trailingZeroBitCount / 8
                candidates &= candidates &- 1
                guard base[position] == first, position == start || base[position - 1] == UInt8(ascii: "&"),
                      position + count < end, base[position + count] == UInt8(ascii: "="),
                      count == 1 || memcmp(base + position + 1, expectedBase + 1, count - 1) == 0 else { continue }
                var valueEnd = position + count + 1
                while valueEnd < end && base[valueEnd] != UInt8(ascii: "&") { valueEnd += 1 }
                return (position + count + 1..<valueEnd, true)
            }
            if notPlain != 0 { return (nil, false) }
            if isLast { break }
            from += 8
        }
        return (nil, true)
    }

    /// `PercentDecoding.decode(bytes, range) == name`, without building a String where bytes
    /// decide: a raw name with no `%` is its own decoding, equal bytes are equal Strings, and
    /// two ASCII texts are equal Strings only when their bytes are (Unicode's canonical
    /// equivalence, which String's `==` applies, can join different bytes only outside ASCII).
    private static func decodedName(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, equals name: String) -> Bool {
        let raw = UnsafeBufferPointer(rebasing: bytes[range])
        let answer: Bool? = name.utf8.withContiguousStorageIfAvailable { expected in
            var isASCII = true
            for byte in raw {
                if byte == UInt8(ascii: "%") { return nil }
                if byte >= 0x80 { isASCII = false }
            }
            if raw.count == expected.count && raw.elementsEqual(expected) { return true }
            return isASCII && !expected.contains { $0 >= 0x80 } ? false : nil
        } ?? nil
        return answer ?? (PercentDecoding.decode(bytes, range) == name)
    }

    /// Whether the first item of the query has a non-empty value: JLRoutes' test for whether a
    /// fragment is a query (`#a=1`) rather than a path (`#/a/1`, `#a`).
    static func firstItemHasValue(_ bytes: UnsafeBufferPointer<UInt8>, _ query: Range<Int>) -> Bool {
        let end = URLParts.firstIndex(of: "&", in: bytes, query) ?? query.upperBound
        guard let equals = URLParts.firstIndex(of: "=", in: bytes, query.lowerBound..<end) else { return false }
        return equals + 1 < end
    }
}
