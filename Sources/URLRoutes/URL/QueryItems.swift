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
    static func firstValue(named name: String, in bytes: UnsafeBufferPointer<UInt8>, _ query: Range<Int>) -> String? {
        var start = query.lowerBound
        while start <= query.upperBound {
            let end = URLParts.firstIndex(of: "&", in: bytes, start..<query.upperBound) ?? query.upperBound
            if let equals = URLParts.firstIndex(of: "=", in: bytes, start..<end),
               decodedName(bytes, start..<equals, equals: name) {
                return PercentDecoding.decode(bytes, equals + 1..<end)
            }
            start = end + 1
        }
        return nil
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
