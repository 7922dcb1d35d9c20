/// A set of bytes: what one piece of a `<constraint>` accepts at one position. Routing compiles
/// constraints in PCRE2's byte mode (no UTF), so a class such as `[^a]` or `.` is a set of
/// bytes, and a URL's path, percent-encoded ASCII, is compared byte by byte.
struct ByteSet: Hashable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    static func == (lhs: ByteSet, rhs: ByteSet) -> Bool { lhs.words == rhs.words }

    func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
        hasher.combine(words.3)
    }

    init() {}

    init<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
        for byte in bytes { insert(byte) }
    }

    init(_ range: ClosedRange<UInt8>) {
        for byte in range { insert(byte) }
    }

    /// Every byte: PCRE2's `.` with DOTALL, as routing compiles it.
    static let all = ByteSet(0...255)
    static let digits = ByteSet(UInt8(ascii: "0")...UInt8(ascii: "9"))
    /// `\w` without UCP: ASCII letters, digits and `_`.
    static let word = ByteSet(UInt8(ascii: "a")...UInt8(ascii: "z"))
        .union(ByteSet(UInt8(ascii: "A")...UInt8(ascii: "Z"))).union(digits).union(ByteSet([UInt8(ascii: "_")]))
    /// `\s`: space, tab, LF, VT, FF, CR.
    static let space = ByteSet([0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D])
    /// RFC 3986 `unreserved`: a URL may write these raw or percent-encoded, and both mean the
    /// same character (`%41` is `A`).
    static let unreserved = ByteSet(UInt8(ascii: "a")...UInt8(ascii: "z"))
        .union(ByteSet(UInt8(ascii: "A")...UInt8(ascii: "Z"))).union(digits).union(ByteSet("-._~".utf8))
    /// What a path component may hold raw besides `unreserved`: RFC 3986 `sub-delims`, `:`
    /// and `@`. Written raw or percent-encoded they decode to the same character, but routing,
    /// which matches the encoded text, tells them apart.
    static let reservedInPath = ByteSet("!$&'()*+,;=:@".utf8)
    /// Printable ASCII but `/`: the characters a path component of a URL shows.
    static let printableComponent = ByteSet(0x21...0x7E).subtracting(ByteSet([UInt8(ascii: "/")]))

    var isEmpty: Bool { words == (0, 0, 0, 0) }

    func contains(_ byte: UInt8) -> Bool {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: return words.0 & bit != 0
        case 1: return words.1 & bit != 0
        case 2: return words.2 & bit != 0
        default: return words.3 & bit != 0
        }
    }

    mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    func union(_ other: ByteSet) -> ByteSet {
        var result = self
        result.words = (words.0 | other.words.0, words.1 | other.words.1, words.2 | other.words.2, words.3 | other.words.3)
        return result
    }

    func intersection(_ other: ByteSet) -> ByteSet {
        var result = self
        result.words = (words.0 & other.words.0, words.1 & other.words.1, words.2 & other.words.2, words.3 & other.words.3)
        return result
    }

    func subtracting(_ other: ByteSet) -> ByteSet {
        var result = self
        result.words = (words.0 & ~other.words.0, words.1 & ~other.words.1, words.2 & ~other.words.2, words.3 & ~other.words.3)
        return result
    }

    var complement: ByteSet { ByteSet.all.subtracting(self) }

    func isSubset(of other: ByteSet) -> Bool { subtracting(other).isEmpty }

    func intersects(_ other: ByteSet) -> Bool { !intersection(other).isEmpty }

    /// The one byte in the set, when it holds exactly one.
    var single: UInt8? {
        var found: UInt8?
        for byte in 0...255 where contains(UInt8(byte)) {
            if found != nil { return nil }
            found = UInt8(byte)
        }
        return found
    }

    /// The bytes as runs of consecutive values, in order.
    var ranges: [ClosedRange<UInt8>] {
        var ranges: [ClosedRange<UInt8>] = []
        var start: Int?
        for byte in 0...256 {
            let inside = byte < 256 && contains(UInt8(byte))
            if inside, start == nil { start = byte }
            if !inside, let first = start {
                ranges.append(UInt8(first)...UInt8(byte - 1))
                start = nil
            }
        }
        return ranges
    }
}
