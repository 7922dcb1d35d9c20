#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the RFC 3986 parts of a URL string are, as byte offsets into its UTF-8.
///
/// This replaces Foundation's `URLComponents`, which costs about a microsecond a URL and parses
/// differently on Linux. It is lenient the way deep-link routers need: anything that is not a
/// control character is accepted, and a string without a scheme is a path. Offsets rather than
/// substrings keep the hot path free of reference counting.
struct URLParts {
    var scheme: Range<Int>?
    /// The host when the URL has an authority (`//host`), without user info and port.
    var host: Range<Int>?
    var path: Range<Int>
    var query: Range<Int>?
    var fragment: Range<Int>?

    /// No parts: an empty path.
    init() {
        path = 0..<0
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>, url: @autoclosure () -> String) throws(URLParseError) {
        // An empty string names nothing; routing it as the root would send a missing URL to `/`.
        guard !bytes.isEmpty else {
            throw URLParseError(message: "the URL is empty", url: url(), offset: 0)
        }
        // The first "#" starts the fragment; the first "?" before it, the query.
        let (hash, question, control) = Self.scan(bytes)
        if let offset = control {
            throw URLParseError(message: "control character 0x\(String(bytes[offset], radix: 16)) is not allowed in a URL",
                                url: url(), offset: offset)
        }
        var start = 0
        var end = bytes.count

        // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
        if end > 0 && Self.isLetter(bytes[0]) {
            var index = 1
            while index < end && Self.isSchemeByte(bytes[index]) { index += 1 }
            if index < end && bytes[index] == UInt8(ascii: ":") {
                scheme = 0..<index
                start = index + 1
            }
        }
        // A scheme never contains "#" or "?", so both lie after it.
        if let hash {
            fragment = hash + 1..<end
            end = hash
        }
        if let question {
            query = question + 1..<end
            end = question
        }
        if end - start >= 2 && bytes[start] == UInt8(ascii: "/") && bytes[start + 1] == UInt8(ascii: "/") {
            let authorityStart = start + 2
            let authorityEnd = Self.firstIndex(of: "/", in: bytes, authorityStart..<end) ?? end
            // An IP literal `[...]` must be closed within the authority (`http://[::1` is not a URL).
            if authorityStart < authorityEnd && bytes[authorityStart] == UInt8(ascii: "["),
               Self.firstIndex(of: "]", in: bytes, authorityStart..<authorityEnd) == nil {
                throw URLParseError(message: "the host's '[' is never closed by ']'", url: url(), offset: authorityStart)
            }
            // RFC 3986 has no '\' in an authority, and browsers read it as '/': in
            // `https://evil.com\@shop.example/` they see the host evil.com. Guessing either
            // host could send a link where its sender did not mean it.
            if let backslash = Self.firstIndex(of: "\\", in: bytes, authorityStart..<authorityEnd) {
                throw URLParseError(message: "'\\' is not allowed in the host part of a URL (browsers read it as '/')",
                                    url: url(), offset: backslash)
            }
            host = Self.host(in: bytes, authorityStart..<authorityEnd)
            start = authorityEnd
        }
        path = start..<end
    }

    /// One pass over the URL: where the first `#` is, the first `?` before it, and the first
    /// control character (C0 or DEL), if any.
    ///
    /// Eight bytes at a time: a word with none of these bytes, which is most of them, costs a
    /// handful of operations instead of eight compares and branches. A word that has one is
    /// read byte by byte.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: Int?, question: Int?, control: Int?) {
        guard let base = bytes.baseAddress else { return (nil, nil, nil) }
        var hash: Int?
        var question: Int?
        var index = 0
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // Per byte, high bit set where the byte is 0 (exact for "is there one in the word").
        func zeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & highs }
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            // Bytes below 0x20 (the high-bit test keeps bytes >= 0x80 out), DEL, and, until the
            // fragment starts, "#" and "?".
            var flagged = (word &- ones &* 0x20) & ~word & highs | zeroBytes(word ^ (ones &* 0x7F))
            if hash == nil { flagged |= zeroBytes(word ^ (ones &* 0x23)) | zeroBytes(word ^ (ones &* 0x3F)) }
            if flagged != 0 {
                for offset in index..<index + 8 {
                    let byte = base[offset]
                    if byte < 0x20 || byte == 0x7F { return (hash, question, offset) }
                    if hash == nil {
                        if byte == UInt8(ascii: "#") {
                            hash = offset
                        } else if byte == UInt8(ascii: "?") && question == nil {
                            question = offset
                        }
                    }
                }
            }
            index += 8
        }
        while index < bytes.count {
            let byte = base[index]
            if byte < 0x20 || byte == 0x7F { return (hash, question, index) }
            if hash == nil {
                if byte == UInt8(ascii: "#") {
                    hash = index
                } else if byte == UInt8(ascii: "?") && question == nil {
                    question = index
                }
            }
            index += 1
        }
        return (hash, question, nil)
    }

    /// Whether `bytes` hold a `#` or a control character (C0 or DEL): what the query of a URL
    /// of the common shape is checked for (`ParsedURL.Layout.commonShape`). Eight bytes at a
    /// time, the last eight overlapping the ones before when the count is not a multiple of
    /// eight, so no byte is read one by one: a query is mostly short, and `scan`, which also
    /// finds a `?` and where each byte stands, cost a static hit with a query 170 instructions.
    static func containsHashOrControl(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        if count < 8 {
            for byte in bytes where byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "#") { return true }
            return false
        }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // Per byte, high bit set where the byte is 0 (exact for "is there one in the word").
        func zeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & highs }
        func flagged(_ offset: Int) -> Bool {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            // Bytes below 0x20 (the high-bit test keeps bytes >= 0x80 out), DEL, "#".
            let below = (word &- ones &* 0x20) & ~word & highs
            return below | zeroBytes(word ^ (ones &* 0x7F)) | zeroBytes(word ^ (ones &* 0x23)) != 0
        }
        var index = 0
        while index + 8 <= count {
            if flagged(index) { return true }
            index += 8
        }
        return index < count && flagged(count - 8)
    }

    /// `user:password@host:port` → `host`; `[::1]:80` → `[::1]`.
    ///
    /// One pass from the end: the host starts after the last `@`; the port's `:` is the last
    /// one after the last `]` (an IP literal's colons are not a port's) and after that `@`.
    private static func host(in bytes: UnsafeBufferPointer<UInt8>, _ authority: Range<Int>) -> Range<Int> {
        var start = authority.lowerBound
        var end = authority.upperBound
        var portColon: Int?
        var bracketSeen = false
        var index = authority.upperBound
        while index > authority.lowerBound {
            index -= 1
            switch bytes[index] {
            case UInt8(ascii: "@"):
                start = index + 1
                index = authority.lowerBound
            case UInt8(ascii: "]"):
                bracketSeen = true
            case UInt8(ascii: ":") where portColon == nil && !bracketSeen:
                portColon = index
            default:
                break
            }
        }
        if let portColon { end = portColon }
        return start..<end
    }

    static func firstIndex(of character: Unicode.Scalar, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard !range.isEmpty, let base = bytes.baseAddress else { return nil }
        // memchr scans a word or a vector at a time; URLs are searched several times each.
        guard let found = memchr(base + range.lowerBound, Int32(character.value), range.count) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}
