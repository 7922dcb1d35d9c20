/// A name and a value: a query item, or a path variable.
struct NamedValue: Equatable, Hashable, Sendable {
    var name: String
    var value: String
}

/// Query strings as JLRoutes reads them through `NSURLComponents.queryItems`.
enum QueryItems {
    /// `a=1&b=x%20y&c&=z` → `a=1`, `b=x y`, `=z`. Names and values are percent-decoded; an item
    /// without `=` has no value and is dropped, as JLRoutes drops it.
    static func parse(_ query: Substring) -> [NamedValue] {
        var items: [NamedValue] = []
        for piece in query.utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let piece = Substring(piece)
            guard let equals = piece.utf8.firstIndex(of: UInt8(ascii: "=")) else { continue }
            items.append(NamedValue(name: PercentDecoding.decode(piece[..<equals]),
                                    value: PercentDecoding.decode(piece[piece.utf8.index(after: equals)...])))
        }
        return items
    }

    /// Whether the first item of `query` has a non-empty value: JLRoutes' test for whether a
    /// fragment is a query (`#a=1`) rather than a path (`#/a/1`, `#a`).
    static func firstItemHasValue(_ query: Substring) -> Bool {
        let first = query.utf8.split(separator: UInt8(ascii: "&"), maxSplits: 1, omittingEmptySubsequences: false).first
        guard let first, let equals = first.firstIndex(of: UInt8(ascii: "=")) else { return false }
        return first.index(after: equals) < first.endIndex
    }
}
