import Foundation
import URLRoutes

/// The items of a request's query, percent-decoded. `+` is a plus sign, not a space: the
/// values are URLs and route parameters, which a client percent-encodes, and a URL's own `+`
/// must arrive as it was written.
struct QueryItems {
    private(set) var items: [(name: String, value: String)] = []

    /// Throws a `RequestError` (400) for a `%` not followed by two hex digits, bytes that are not
    /// UTF-8 once decoded, or an item without a name.
    init(_ query: String?) throws(RequestError) {
        guard let query, !query.isEmpty else { return }
        for item in query.split(separator: "&", omittingEmptySubsequences: true) {
            let equals = item.firstIndex(of: "=")
            let rawName = item[..<(equals ?? item.endIndex)]
            let rawValue = equals.map { item[item.index(after: $0)...] } ?? ""
            // The library's decoder: Foundation's `removingPercentEncoding` drops a leading BOM on
            // Linux, so a URL or value would not be the one the client sent.
            guard let name = PercentDecoding.decoded(rawName), let value = PercentDecoding.decoded(rawValue) else {
                throw RequestError(.badRequest, "the query item '\(item)' is not percent-encoded UTF-8")
            }
            guard !name.isEmpty else {
                throw RequestError(.badRequest, "the query item '\(item)' has no name")
            }
            items.append((name, value))
        }
    }

    /// Every item as a dictionary; a name given twice is an error, since a route takes one
    /// value per name.
    func uniqueValues() throws(RequestError) -> [String: String] {
        var values: [String: String] = [:]
        for (name, value) in items {
            guard values.updateValue(value, forKey: name) == nil else {
                throw RequestError(.badRequest, "'\(name)' is given twice; a route takes one value per name")
            }
        }
        return values
    }
}
