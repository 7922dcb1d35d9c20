/// The query items of one URL, decoded on first use and then kept.
///
/// Handlers often ignore the query, and `canRouteURL` never reads it: decoding 50,000 items
/// up front cost 17 ms a lookup. Parameters handed to several threads share one instance;
/// two threads may both decode, and the first result stored wins (`InlineLazyReference`).
final class LazyQueryItems: Sendable {
    let source: QuerySource
    private let decoded = InlineLazyReference<Decoded>()

    final class Decoded: Sendable {
        let items: [NamedValue]
        init(_ items: [NamedValue]) { self.items = items }
    }

    /// Items of `string`'s query and fragment query, at these byte ranges.
    convenience init(string: String, ranges: (Range<Int>?, Range<Int>?), decodePlusSymbols: Bool) {
        self.init(QuerySource(string: string, ranges: ranges, decodePlusSymbols: decodePlusSymbols))
    }

    /// Items already decoded.
    convenience init(_ items: [NamedValue]) {
        self.init(QuerySource(items))
    }

    init(_ source: QuerySource) {
        self.source = source
    }

    /// The items in URL order, percent-decoded (`+` as space in values when asked).
    var items: [NamedValue] {
        decoded.value { Decoded(source.decode()) }.items
    }

    /// The value of the first item named `name`, without decoding the others.
    func firstValue(named name: String) -> String? { source.firstValue(named: name) }
}
