/// Where a URL's query items stand in its string, and how to decode them: the value that
/// `RouteParameters` decodes from when the items are first read.
struct QuerySource: Sendable {
    private enum Text: Sendable {
        /// The query and the fragment's query items, as byte ranges of the URL string.
        case ranges(String, (Range<Int>?, Range<Int>?), decodePlusSymbols: Bool)
        /// Items already decoded.
        case decoded([NamedValue])
    }

    private let text: Text

    init(string: String, ranges: (Range<Int>?, Range<Int>?), decodePlusSymbols: Bool) {
        text = .ranges(string, ranges, decodePlusSymbols: decodePlusSymbols)
    }

    init(_ items: [NamedValue]) {
        text = .decoded(items)
    }

    /// Whether looking a name up in the raw text is cheap enough to repeat per name: at most
    /// 1 KiB of query, or 32 decoded items. Longer queries are decoded once and indexed.
    var isShort: Bool {
        switch text {
        case .decoded(let items):
            return items.count <= DecodedQueryItems.itemsScannedPerLookup
        case .ranges(_, let ranges, _):
            return (ranges.0?.count ?? 0) + (ranges.1?.count ?? 0) <= 1_024
        }
    }

    /// Every item in URL order, percent-decoded (`+` as space in values when asked).
    func decode() -> [NamedValue] {
        switch text {
        case .decoded(let items):
            return items
        case .ranges(var string, let ranges, let decodePlusSymbols):
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

    /// The value of the first item named `name` (`decode().first { $0.name == name }?.value`),
    /// found without decoding the whole query: a handler that asks for a name the query does not
    /// have (`parameters["id"]` on `?foo=bar`) allocates nothing.
    func firstValue(named name: String) -> String? {
        switch text {
        case .decoded(let items):
            return items.first { $0.name == name }?.value
        case .ranges(var string, let ranges, let decodePlusSymbols):
            if ranges.0 == nil && ranges.1 == nil { return nil }
            let raw: String? = string.withUTF8 { bytes in
                if let query = ranges.0, let value = QueryItems.firstValue(named: name, in: bytes, query) { return value }
                if let query = ranges.1, let value = QueryItems.firstValue(named: name, in: bytes, query) { return value }
                return nil
            }
            guard let raw else { return nil }
            return decodePlusSymbols ? PercentDecoding.decodePlus(raw) : raw
        }
    }
}
