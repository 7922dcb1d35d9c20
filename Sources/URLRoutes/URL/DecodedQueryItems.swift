/// A URL's query items once decoded, kept by the `RouteParameters` that decoded them, with
/// what makes repeated lookups by name cheap.
///
/// Handlers often ignore the query, and `canRouteURL` never reads it: decoding 50,000 items
/// up front cost 17 ms a lookup, so `RouteParameters` decodes on first read
/// (`QuerySource`). Parameters handed to several threads share one instance; two threads may
/// both decode, and the first result stored wins (`LazyReference`).
final class DecodedQueryItems: Sendable {
    let items: [NamedValue]
    /// Where each name first appears, built when a name is first looked up in a long query:
    /// reading each name of 50,000 items then costs one pass, not one pass per name.
    private let firstIndexByName = LazyReference<FirstIndexByName>()
    /// Every value by name, built when `values(named:)` is first asked of a long query.
    private let valuesByName = LazyReference<ValuesByName>()

    private final class FirstIndexByName: Sendable {
        let indices: [String: Int]
        init(_ items: [NamedValue]) {
            var indices: [String: Int] = [:]
            indices.reserveCapacity(items.count)
            for (index, item) in items.enumerated() where indices[item.name] == nil { indices[item.name] = index }
            self.indices = indices
        }
    }

    private final class ValuesByName: Sendable {
        let values: [String: [String]]
        init(_ items: [NamedValue]) {
            var values: [String: [String]] = [:]
            for item in items { values[item.name, default: []].append(item.value) }
            self.values = values
        }
    }

    /// Up to this many items, a lookup scans them: cheaper than building a dictionary.
    static let itemsScannedPerLookup = 32

    init(_ items: [NamedValue]) { self.items = items }

    /// Every value of the items named `name`, in URL order.
    func values(named name: String) -> [String] {
        if items.count <= Self.itemsScannedPerLookup { return items.filter { $0.name == name }.map(\.value) }
        return valuesByName.value { ValuesByName(items) }.values[name] ?? []
    }

    /// The value of the first item named `name`.
    func firstValue(named name: String) -> String? {
        if items.count <= Self.itemsScannedPerLookup { return items.first { $0.name == name }?.value }
        return firstIndexByName.value { FirstIndexByName(items) }.indices[name].map { items[$0].value }
    }
}
