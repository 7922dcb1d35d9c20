import Dispatch
import URLRoutes

/// Work over many links on every core: `diff` and `check` route a million links for a table
/// of 10,000 routes.
enum ParallelScan {
    /// The non-nil results of `transform` for every element, in the elements' order.
    static func compactMap<Element: Sendable, Result: Sendable>(
        _ elements: [Element], chunkSize: Int = 2_000, _ transform: @Sendable (Element) -> Result?
    ) -> [Result] {
        let chunkCount = (elements.count + chunkSize - 1) / chunkSize
        let found = Locked<[Int: [Result]]>([:])
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            var results: [Result] = []
            for index in chunk * chunkSize ..< min(elements.count, (chunk + 1) * chunkSize) {
                if let result = transform(elements[index]) { results.append(result) }
            }
            if !results.isEmpty { found.withLock { $0[chunk] = results } }
        }
        return found.withLock { chunks in chunks.keys.sorted().flatMap { chunks[$0]! } }
    }
}
