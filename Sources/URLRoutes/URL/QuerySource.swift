/// Where a URL's query items stand in its string, and how to decode them: the value that
/// `RouteParameters` decodes from when the items are first read.
struct QuerySource: Sendable {
    /// The URL string the location's ranges point into.
    let string: String
    let location: Location

    /// Where the query items are, without the string they are in: what `RouteParameters` keeps,
    /// so that a routed URL's string is counted once, not once more for its query.
    ///
    /// `.none` (the URL has no query items), `.ranges` (the query and the fragment's query items
    /// as byte ranges of the URL string) or `.decoded` (items already decoded). A struct of
    /// plain fields rather than an enum with those cases: routing copies a location into each
    /// handler's parameters and reads it on each query lookup, and the enum's copies went
    /// through out-of-line value operations, about 130 instructions a static hit with a query.
    struct Location: Sendable, Equatable {
        private let query: ByteRange
        private let fragmentQuery: ByteRange
        /// Which of the three a location is, so that telling them apart reads one byte.
        private let kind: Kind
        private enum Kind: UInt8 { case none, ranges, decoded }
        /// Whether `+` in values is a space.
        let decodePlusSymbols: Bool
        /// The items when already decoded (the ranges are then nil).
        let decodedItems: [NamedValue]?

        /// The URL has no query items: nothing to decode or look up.
        static let none = Location(kind: .none, query: nil, fragmentQuery: nil, decodePlusSymbols: false, decodedItems: nil)

        /// The query and the fragment's query items, as byte ranges of the URL string.
        static func ranges(_ query: Range<Int>?, _ fragmentQuery: Range<Int>?, decodePlusSymbols: Bool) -> Location {
            Location(kind: query == nil && fragmentQuery == nil ? .none : .ranges, query: query, fragmentQuery: fragmentQuery,
                     decodePlusSymbols: decodePlusSymbols, decodedItems: nil)
        }

        /// Items already decoded.
        static func decoded(_ items: [NamedValue]) -> Location {
            Location(kind: .decoded, query: nil, fragmentQuery: nil, decodePlusSymbols: false, decodedItems: items)
        }

        private init(kind: Kind, query: Range<Int>?, fragmentQuery: Range<Int>?, decodePlusSymbols: Bool,
                     decodedItems: [NamedValue]?) {
            self.kind = kind
            self.query = ByteRange(query)
            self.fragmentQuery = ByteRange(fragmentQuery)
            self.decodePlusSymbols = decodePlusSymbols
            self.decodedItems = decodedItems
        }

        /// Whether the URL has no query items (`.none`).
        var isNone: Bool { kind == .none }

        /// Whether the items are ranges of the URL string, not yet decoded (`.ranges`).
        var hasRanges: Bool { kind == .ranges }

        /// Whether looking a name up in the raw text is cheap enough to repeat per name: at most
        /// 1 KiB of query, or 32 decoded items. Longer queries are decoded once and indexed.
        var isShort: Bool {
            if let decodedItems { return decodedItems.count <= DecodedQueryItems.itemsScannedPerLookup }
            return (query.range?.count ?? 0) + (fragmentQuery.range?.count ?? 0) <= 1_024
        }

        /// Every item in URL order, percent-decoded (`+` as space in values when asked).
        func decode(in string: String) -> [NamedValue] {
            if let decodedItems { return decodedItems }
            guard hasRanges else { return [] }
            let query = query.range
            let fragmentQuery = fragmentQuery.range
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

        /// The value of the first item named `name` (`decode(in:).first { $0.name == name }?.value`),
        /// found without decoding the whole query: a handler that asks for a name the query does
        /// not have (`parameters["id"]` on `?foo=bar`) allocates nothing.
        func firstValue(named name: String, in string: String) -> String? {
            if let decodedItems { return decodedItems.first { $0.name == name }?.value }
            let query = query.range
            let fragmentQuery = fragmentQuery.range
            guard query != nil || fragmentQuery != nil else { return nil }
            let raw: String? = string.withBorrowedUTF8 { bytes in
                if let query, let value = QueryItems.firstValue(named: name, in: bytes, query) { return value }
                if let fragmentQuery, let value = QueryItems.firstValue(named: name, in: bytes, fragmentQuery) { return value }
                return nil
            }
            guard let raw else { return nil }
            return decodePlusSymbols ? PercentDecoding.decodePlus(raw) : raw
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
