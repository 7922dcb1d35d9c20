/// The rules of an app-link file by the literal text their pattern must start with, so that a
/// link is tried only against the rules that could match it, still in the file's order.
///
/// A rule is filed under the characters its pattern matches exactly before its first wildcard
/// (`/products/` for `/products/*`), at most `maximumPrefix` of them; a rule whose pattern
/// starts with a wildcard, or that cannot be read that way, is filed under the empty prefix and
/// is tried for every text. The index is a trie of those prefixes: walking a text down it meets
/// every rule whose prefix the text starts with, and no other rule can match.
struct LiteralPrefixIndex<Unit: Hashable & Sendable>: Sendable {
    /// A longer literal is filed under its start: enough to tell routes apart, and a hostile
    /// file of long literals makes no more than this many nodes a rule.
    static var maximumPrefix: Int { 64 }

    private struct Edge: Hashable, Sendable {
        var node: Int32
        var unit: Unit
    }

    /// The trie's edges in one table (a node of its own per edge would cost a dictionary each).
    private var children: [Edge: Int32] = [:]
    private var nodeCount: Int32 = 1
    /// The rules filed at each node that has any, by their place in the file (ascending).
    private var rules: [Int32: [Int]] = [:]

    /// Files `rule` under `prefix`. Rules are added in the file's order: each list stays sorted.
    mutating func add(_ rule: Int, prefix: some Sequence<Unit>) {
        var node: Int32 = 0
        for unit in prefix.prefix(Self.maximumPrefix) {
            let edge = Edge(node: node, unit: unit)
            if let child = children[edge] {
                node = child
            } else {
                children[edge] = nodeCount
                node = nodeCount
                nodeCount += 1
            }
        }
        rules[node, default: []].append(rule)
    }

    /// Appends the lists of rules filed under the prefixes of `text` (the empty one first).
    func candidates(along text: some Sequence<Unit>, into lists: inout [ArraySlice<Int>]) {
        var node: Int32 = 0
        if let filed = rules[0] { lists.append(filed[...]) }
        for unit in text.prefix(Self.maximumPrefix) {
            guard let child = children[Edge(node: node, unit: unit)] else { return }
            node = child
            if let filed = rules[node] { lists.append(filed[...]) }
        }
    }

    /// The first rule, in the file's order, among `lists` (each ascending; a rule may be in
    /// several) that `accepts`, or nil.
    static func first(in lists: inout [ArraySlice<Int>], where accepts: (Int) -> Bool) -> Int? {
        var previous = -1
        while true {
            var best = -1
            var bestList = -1
            for list in lists.indices {
                if let head = lists[list].first, best < 0 || head < best {
                    best = head
                    bestList = list
                }
            }
            guard bestList >= 0 else { return nil }
            lists[bestList] = lists[bestList].dropFirst()
            if best == previous { continue }
            previous = best
            if accepts(best) { return best }
        }
    }
}
