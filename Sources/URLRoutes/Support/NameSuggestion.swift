/// The name closest to a misspelt one, for "did you mean" hints: only a name a typo away is
/// offered, since a far one sends the reader after the wrong route (`nope` is not `home`).
package enum NameSuggestion {
    /// The closest of `names` to `name` (fewest single-character insertions, deletions and
    /// substitutions; ties by name), when it is at most `max(1, name.count / 3)` edits away.
    package static func closest(to name: String, among names: some Sequence<String>) -> String? {
        let typed = Array(name)
        let limit = max(1, typed.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in names where candidate != name {
            let characters = Array(candidate)
            // Lengths further apart than the limit cannot be close.
            guard abs(characters.count - typed.count) <= limit,
                  let distance = editDistance(typed, characters, limit: limit) else { continue }
            if best == nil || (distance, candidate) < (best!.distance, best!.name) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The Levenshtein distance of `a` and `b`, or nil once it must exceed `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            current.reserveCapacity(b.count + 1)
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            if current.min()! > limit { return nil }
            previous = current
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
