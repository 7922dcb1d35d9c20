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

    /// Whether the first item of the query has a non-empty value: JLRoutes' test for whether a
    /// fragment is a query (`#a=1`) rather than a path (`#/a/1`, `#a`).
    static func firstItemHasValue(_ bytes: UnsafeBufferPointer<UInt8>, _ query: Range<Int>) -> Bool {
        let end = URLParts.firstIndex(of: "&", in: bytes, query) ?? query.upperBound
        guard let equals = URLParts.firstIndex(of: "=", in: bytes, query.lowerBound..<end) else { return false }
        return equals + 1 < end
    }
}

/// The query items of one URL, decoded on first use and then kept.
///
/// Handlers often ignore the query, and `canRouteURL` never reads it: decoding 50,000 items
/// up front cost 17 ms a lookup. Parameters handed to several threads share one instance;
/// two threads may both decode, and the first result stored wins (`LazyReference`).
final class LazyQueryItems: Sendable {
    private let string: String
    private let ranges: (Range<Int>?, Range<Int>?)
    private let decodePlusSymbols: Bool
    private let decoded = LazyReference<Decoded>()

    private final class Decoded: Sendable {
        let items: [NamedValue]
        init(_ items: [NamedValue]) { self.items = items }
    }

    /// Items of `string`'s query and fragment query, at these byte ranges.
    init(string: String, ranges: (Range<Int>?, Range<Int>?), decodePlusSymbols: Bool) {
        self.string = string
        self.ranges = ranges
        self.decodePlusSymbols = decodePlusSymbols
    }

    /// Items already decoded.
    init(_ items: [NamedValue]) {
        string = ""
        ranges = (nil, nil)
        decodePlusSymbols = false
        _ = decoded.value { Decoded(items) }
    }

    /// The items in URL order, percent-decoded (`+` as space in values when asked).
    var items: [NamedValue] {
        decoded.value { Decoded(decode()) }.items
    }

    private func decode() -> [NamedValue] {
        var string = string
        var items = string.withUTF8 { bytes in
            (ranges.0.map { QueryItems.parse(bytes, $0) } ?? []) + (ranges.1.map { QueryItems.parse(bytes, $0) } ?? [])
        }
        if decodePlusSymbols {
            for index in items.indices where items[index].value.utf8.contains(UInt8(ascii: "+")) {
                items[index].value = PercentDecoding.decodePlus(items[index].value)
            }
        }
        return items
    }
}
