/// The rules of an app-link file by the literal text their pattern must start with, so that a
/// link is tried only against the rules that could match it, still in the file's order.
///
/// A rule is filed under the characters its pattern matches exactly before its first wildcard
/// (`/products/` for `/products/*`); a rule whose pattern starts with a wildcard, or that
/// cannot be read that way, is filed under the empty prefix and is tried for every text. The
/// index is a trie of those prefixes: walking a text down it meets every rule whose prefix the
/// text starts with, and no other rule can match.
struct LiteralPrefixIndex<Unit: Hashable & Sendable>: Sendable {
    private struct Node: Sendable {
        var children: [Unit: Int] = [:]
        /// The rules filed here, by their place in the file (ascending).
        var rules: [Int] = []
    }

    private var nodes = [Node()]

    /// Files `rule` under `prefix`. Rules are added in the file's order: each list stays sorted.
    mutating func add(_ rule: Int, prefix: some Sequence<Unit>) {
        var node = 0
        for unit in prefix {
            if let child = nodes[node].children[unit] {
                node = child
            } else {
                nodes.append(Node())
                nodes[node].children[unit] = nodes.count - 1
                node = nodes.count - 1
            }
        }
        nodes[node].rules.append(rule)
    }

    /// Appends the lists of rules filed under the prefixes of `text` (the empty one first).
    func candidates(along text: some Sequence<Unit>, into lists: inout [ArraySlice<Int>]) {
        var node = 0
        if !nodes[0].rules.isEmpty { lists.append(nodes[0].rules[...]) }
        for unit in text {
            guard let child = nodes[node].children[unit] else { return }
            node = child
            if !nodes[node].rules.isEmpty { lists.append(nodes[node].rules[...]) }
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
