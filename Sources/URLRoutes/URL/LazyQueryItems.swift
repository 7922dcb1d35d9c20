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
