import Testing
@testable import URLRoutes

/// A typed route's wildcard components are decoded in one pass on their bytes; they must come
/// out as `PercentDecoding.decode` then (with plus decoding on) `decodePlus` make them, for
/// escapes valid and invalid, invalid UTF-8, a byte-order mark and plus signs.
@Suite struct TypedWildcardTests {
    static func reference(_ component: String, decodesPlus: Bool) -> String {
        let decoded = PercentDecoding.decode(component)
        return decodesPlus ? PercentDecoding.decodePlus(decoded) : decoded
    }

    static func expectReference(_ components: [String]) {
        for decodesPlus in [false, true] {
            let expected = components.map { reference($0, decodesPlus: decodesPlus) }
            #expect(TypedWildcard.decoded(components, decodesPlus: decodesPlus) == expected, "\(components) \(decodesPlus)")
        }
    }

    @Test func decodesAsPercentDecodingDoes() {
        Self.expectReference(["a", "b%20c", "%zz", "100%", "%4", "%4g", "a+b", "%2B", "%2b+", "caf%C3%A9", "%FF", "%C3",
                              "%EF%BB%BFx", "+%zz", "%00", "", "x%2Fy", "%F0%9F%98%80", "🎉%20", "a%"])
        #expect(TypedWildcard.decoded(["a+b", "%2B%20"], decodesPlus: true) == ["a b", "  "])
        #expect(TypedWildcard.decoded(["a+b", "%2B%20"], decodesPlus: false) == ["a+b", "+ "])
        #expect(TypedWildcard.decoded(["%zz+"], decodesPlus: true) == ["%zz "])
    }

    /// Every string of up to four pieces from an alphabet of escapes' parts.
    @Test func decodesEveryShortMixAsPercentDecodingDoes() {
        let pieces = ["%", "2", "B", "b", "C3", "A9", "F", "z", "+", "é", "a"]
        var texts = [""]
        for _ in 0..<4 {
            texts = texts.flatMap { text in pieces.map { text + $0 } } + texts
        }
        #expect(texts.count > 15_000)
        Self.expectReference(texts)
    }
}
