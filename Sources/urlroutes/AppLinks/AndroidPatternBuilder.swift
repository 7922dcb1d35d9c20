/// Turns the routes of one host into `android:pathAdvancedPattern` values for an intent filter.
///
/// pathAdvancedPattern (Android 12, API 31) matches the whole path with a small regex
/// language: `.`, sets `[...]` with ranges and `^`, and the counts `*`, `+`, `{n}`, `{m,n}`; no
/// groups, no alternation. So a variable is `[^/]+`, a `<constraint>` made of sets, literal
/// characters and counts is translated (`<\d+>` is `[0-9]+`, `.` is `[^/]`), a list of words is
/// one pattern per word, and a `*` or `**` is one pattern without it and one with `.*`. A
/// pattern that does not end in `.*` gets a twin with a trailing `/`, which routing ignores.
/// Anything else in a constraint is widened to `[^/]+` and reported; a fragment route's
/// fragment is not part of the path and is widened away.
struct AndroidPatternBuilder {
    struct Pattern {
        var pattern: String
        var route: HostRouteSet.Route
    }

    private(set) var patterns: [Pattern] = []
    private(set) var widenings: [AASAComponentBuilder.Widening] = []

    init(routes: [HostRouteSet.Route]) {
        for shape in routes.flatMap(LinkShape.shapes(of:)) {
            let (pattern, reasons) = Self.write(shape)
            for reason in reasons where !widenings.contains(where: { $0.route.entry.line == shape.route.entry.line && $0.route.pattern == shape.route.pattern && $0.reason == reason }) {
                widenings.append(.init(route: shape.route, reason: reason))
            }
            for pattern in Self.withTrailingSlash(pattern, of: shape) where !patterns.contains(where: { $0.pattern == pattern }) {
                patterns.append(Pattern(pattern: pattern, route: shape.route))
            }
        }
    }

    /// `pattern`, then the same with a trailing slash: routing takes `/cart/` as `/cart`, and a
    /// pattern matches the whole path. Not for a pattern that ends in `.*` (it has the slash
    /// already), the root, or a fragment route (the path ends where the fragment begins).
    private static func withTrailingSlash(_ pattern: String, of shape: LinkShape) -> [String] {
        guard !pattern.hasSuffix(".*"), !pattern.hasSuffix("/"), !shape.isFragmentRoute else { return [pattern] }
        return [pattern, pattern + "/"]
    }

    private static func write(_ shape: LinkShape) -> (String, [String]) {
        var parts: [String] = []
        var reasons: [String] = []
        for segment in shape.segments {
            switch segment {
            case .literal(let literal):
                if let hash = literal.firstIndex(of: "#") {
                    let before = String(literal[..<hash])
                    if !before.isEmpty { parts.append(escape(before)) }
                    reasons.append("the fragment part of the pattern is not matched: an intent filter's path has no fragment")
                    return ("/" + parts.joined(separator: "/"), reasons)
                }
                parts.append(escape(literal))
            case .variable(let name, let constraint):
                guard let constraint else {
                    parts.append("[^/]+")
                    continue
                }
                if case .sequence(let atoms) = ConstraintShape(constraint), !atoms.isEmpty {
                    parts.append(atoms.map(write).joined())
                } else {
                    parts.append("[^/]+")
                    reasons.append("\(LinkShape.describe(name: name, constraint: constraint)) is widened to [^/]+: pathAdvancedPattern has only sets, characters, . and counts (no groups, alternation or flags)")
                }
            case .components:
                parts.append(".*")
            }
        }
        return ("/" + parts.joined(separator: "/"), reasons)
    }

    private static func write(_ atom: ConstraintShape.Atom) -> String {
        let base: String = switch atom.kind {
        case .character(let character): escape(String(character))
        case .set(let body, false): "[\(body)]"
        // A component never holds a '/', whatever the set says.
        case .set(let body, true): "[^\(body)/]"
        case .any: "[^/]"
        }
        switch (atom.minimum, atom.maximum) {
        case (1, 1): return base
        case (0, nil): return base + "*"
        case (1, nil): return base + "+"
        case (let low, nil): return base + "{\(low)}" + base + "*"
        case (let low, let high?) where low == high: return base + "{\(low)}"
        case (let low, let high?): return base + "{\(low),\(high)}"
        }
    }

    /// Backslash before the characters pathAdvancedPattern gives a meaning.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if ".*+[]{}^\\".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
