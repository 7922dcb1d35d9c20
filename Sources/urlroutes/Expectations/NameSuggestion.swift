/// The table's name closest to a misspelt one, for "did you mean" hints in `test` and `url`.
enum NameSuggestion {
    /// The closest of `names` to `name`, when it is close enough to be a typo.
    static func closest(to name: String, among names: Set<String>) -> String? {
        let scored = names.map { ($0, editDistance(Array(name), Array($0))) }.filter { $0.1 <= max(2, name.count / 4) }
        return scored.min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
