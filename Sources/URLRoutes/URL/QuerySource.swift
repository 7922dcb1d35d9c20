/// Where a URL's query items stand in its string, and how to decode them: the value that
/// `RouteParameters` decodes from when the items are first read.
struct QuerySource: Sendable {
    /// The URL string the location's ranges point into.
    let string: String
    let location: Location

    /// Where the query items are, without the string they are in: what `RouteParameters` keeps,
    /// so that a routed URL's string is counted once, not once more for its query.
    enum Location: Sendable {
        /// The URL has no query items: nothing to decode or look up.
        case none
        /// The query and the fragment's query items, as byte ranges of the URL string.
        case ranges(Range<Int>?, Range<Int>?, decodePlusSymbols: Bool)
        /// Items already decoded.
        case decoded([NamedValue])

        /// Whether the URL has no query items (`.none`).
        var isNone: Bool {
            if case .none = self { return true }
            return false
        }

        /// Whether looking a name up in the raw text is cheap enough to repeat per name: at most
        /// 1 KiB of query, or 32 decoded items. Longer queries are decoded once and indexed.
        var isShort: Bool {
            switch self {
            case .none:
                return true
            case .decoded(let items):
                return items.count <= DecodedQueryItems.itemsScannedPerLookup
            case .ranges(let query, let fragmentQuery, _):
                return (query?.count ?? 0) + (fragmentQuery?.count ?? 0) <= 1_024
            }
        }

        /// Every item in URL order, percent-decoded (`+` as space in values when asked).
        func decode(in string: String) -> [NamedValue] {
            switch self {
            case .none:
                return []
            case .decoded(let items):
                return items
            case .ranges(let query, let fragmentQuery, let decodePlusSymbols):
                var items = string.withBorrowedUTF8 { bytes in
                    (query.map { QueryItems.parse(bytes, $0) } ?? []) + (fragmentQuery.map { QueryItems.parse(bytes, $0) } ?? [])
                }
                if decodePlusSymbols {
                    for index in items.indices where items[index].value.utf8.contains(UInt8(ascii: "+")) {
                        items[index].value = PercentDecoding.decodePlus(items[index].value)
                    }
                }
                return items
            }
        }

        /// The value of the first item named `name` (`decode(in:).first { $0.name == name }?.value`),
        /// found without decoding the whole query: a handler that asks for a name the query does
        /// not have (`parameters["id"]` on `?foo=bar`) allocates nothing.
        func firstValue(named name: String, in string: String) -> String? {
            switch self {
            case .none:
                return nil
            case .decoded(let items):
                return items.first { $0.name == name }?.value
            case .ranges(let query, let fragmentQuery, let decodePlusSymbols):
                let raw: String? = string.withBorrowedUTF8 { bytes in
                    if let query, let value = QueryItems.firstValue(named: name, in: bytes, query) { return value }
                    if let fragmentQuery, let value = QueryItems.firstValue(named: name, in: bytes, fragmentQuery) { return value }
                    return nil
                }
                guard let raw else { return nil }
                return decodePlusSymbols ? PercentDecoding.decodePlus(raw) : raw
            }
        }
    }

    init(string: String, ranges: (Range<Int>?, Range<Int>?), decodePlusSymbols: Bool) {
        self.string = string
        location = ranges.0 == nil && ranges.1 == nil
            ? .none : .ranges(ranges.0, ranges.1, decodePlusSymbols: decodePlusSymbols)
    }

    init(_ items: [NamedValue]) {
        string = ""
        location = .decoded(items)
    }

    /// See `Location.isShort`.
    var isShort: Bool { location.isShort }

    /// Every item in URL order, percent-decoded (`+` as space in values when asked).
    func decode() -> [NamedValue] { location.decode(in: string) }

    /// The value of the first item named `name`, found without decoding the whole query.
    func firstValue(named name: String) -> String? { location.firstValue(named: name, in: string) }
}
