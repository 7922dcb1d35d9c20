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

    init(_ bytes: UnsafeBufferPointer<UInt8>, url: @autoclosure () -> String) throws(URLParseError) {
        // An empty string names nothing; routing it as the root would send a missing URL to `/`.
        guard !bytes.isEmpty else {
            throw URLParseError(message: "the URL is empty", url: url(), offset: 0)
        }
        for (offset, byte) in bytes.enumerated() where byte < 0x20 || byte == 0x7F {
            throw URLParseError(message: "control character 0x\(String(byte, radix: 16)) is not allowed in a URL",
                                url: url(), offset: offset)
        }
        // The first "#" starts the fragment; the first "?" before it, the query.
        let hash = Self.firstIndex(of: "#", in: bytes, 0..<bytes.count)
        let question = Self.firstIndex(of: "?", in: bytes, 0..<(hash ?? bytes.count))
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

    /// `user:password@host:port` → `host`; `[::1]:80` → `[::1]`.
    private static func host(in bytes: UnsafeBufferPointer<UInt8>, _ authority: Range<Int>) -> Range<Int> {
        var host = authority
        if let at = lastIndex(of: "@", in: bytes, host) {
            host = at + 1..<host.upperBound
        }
        let portSearchStart = lastIndex(of: "]", in: bytes, host) ?? host.lowerBound
        if let colon = lastIndex(of: ":", in: bytes, portSearchStart..<host.upperBound) {
            host = host.lowerBound..<colon
        }
        return host
    }

    static func firstIndex(of character: Unicode.Scalar, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard !range.isEmpty, let base = bytes.baseAddress else { return nil }
        // memchr scans a word or a vector at a time; URLs are searched several times each.
        guard let found = memchr(base + range.lowerBound, Int32(character.value), range.count) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    private static func lastIndex(of character: Unicode.Scalar, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        let byte = UInt8(ascii: character)
        var index = range.upperBound - 1
        while index >= range.lowerBound {
            if bytes[index] == byte { return index }
            index -= 1
        }
        return nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}
