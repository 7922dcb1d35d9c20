/// Paths to try a table's routes with: for every expansion of a route pattern, golden paths
/// that fill its variables with values its constraints accept, then mutations of each
/// (trailing and double slashes, extra and missing components, query, fragment, uppercase,
/// percent-encoding, dot segments, empty components), the ways a link gets changed on its way.
///
/// Whether each routes is for the router to say: these only have to come close to the routes
/// from both sides. The app-link exactness tests judge files by them; `urlroutes diff` and
/// `urlroutes check` route them.
package struct LinkProbes {
    /// Values the constraint accepts, per constraint text: a table repeats its constraints.
    private var acceptedValues: [String: [String]] = [:]

    package init() {}

    /// Paths every table is probed with, whatever its routes: the root and its odd spellings.
    package static let rootPaths: Set<String> = ["/", "//", "///", "/a//b", "/%2F", "/?x=1", "/#top", "/%7E", "/~"]

    /// Every path of `pattern` (each optional-group expansion's golden paths and their
    /// mutations). A pattern the router refuses gives none.
    package mutating func paths(ofRoutePattern pattern: String) -> Set<String> {
        var paths: Set<String> = []
        for golden in goldenPaths(ofRoutePattern: pattern) {
            paths.formUnion(Self.mutations(of: golden))
        }
        return paths
    }

    /// Paths of each expansion of the pattern with its variables and wildcards filled in
    /// several ways; none for a pattern the router refuses.
    package mutating func goldenPaths(ofRoutePattern pattern: String) -> [String] {
        guard let expansions = try? RoutePattern.compile(pattern) else { return [] }
        return expansions.flatMap { goldenPaths(of: $0.components) }
    }

    private mutating func goldenPaths(of components: [PatternComponent]) -> [String] {
        var choices: [(values: [String], isRest: Bool)] = []
        for (index, component) in components.enumerated() {
            switch component {
            case .literal(let text): choices.append(([text], false))
            case .variable(_, let constraint): choices.append((values(for: constraint), false))
            case .star where index < components.count - 1: choices.append((["s", ""], false))
            case .star, .globstar: choices.append((Self.restChoices, true))
            }
        }
        guard !choices.contains(where: \.values.isEmpty) else { return [] }
        let count = choices.map(\.values.count).max() ?? 1
        return (0..<max(count, 1)).map { round in
            var parts: [String] = []
            for choice in choices {
                let value = choice.values[round % choice.values.count]
                // A wildcard that takes no component leaves no component at all.
                if !(choice.isRest && value.isEmpty) { parts.append(value) }
            }
            return "/" + parts.joined(separator: "/")
        }
    }

    /// What a `**` or a trailing `*` is filled with: nothing, then one to three components.
    private static let restChoices = ["", "r1", "r1/r2", "r1/r2/r3"]

    /// Values to try for variables, beside the words a constraint lists.
    static let valuePool = [
        "", "a", "b", "x", "z", "aa", "aaa", "ab", "abc", "xx", "xxx", "e", "hello", "trail-runner-2", "0", "7", "10", "12",
        "42", "100", "120", "2024", "06", "48213", "x.pdf", "a.b.pdf", "report.pdf", ".pdf", "AB-123456", "ZZ-000001",
        "ABC123", "SPRING", "A1B2C3", "ABCD-EFGH-IJKL-MNOP", "pm_abc123", "joe_1", "a1b2c3d4", "ABCDEFGH", "Ab3dE5gh",
        "en", "us", "a+b", "a.b", "~x", "a%20b", "caf%C3%A9", "x%2Fy", "A", "Z9", "returns", "customs-fees", "v1.2",
        "abc1", "q9", "-", "_", "..", ".", "9a",
    ]

    /// Values the constraint accepts as routing reads it (PCRE2, over the component as the URL
    /// writes it), at most `limit`, the empty one last if it is accepted. Without a constraint,
    /// a number, a word and the empty component.
    package mutating func values(for constraint: String?, limit: Int = 3) -> [String] {
        guard let constraint else { return ["42", "joe", ""] }
        if let known = acceptedValues[constraint] { return known }
        var candidates = Self.words(of: constraint)
        candidates += Self.valuePool
        var accepted: [String] = []
        if let regex = try? CompiledRegex("(?:" + constraint + ")\\z", jit: false) {
            var seen: Set<String> = []
            for candidate in candidates where seen.insert(candidate).inserted && !candidate.contains("/") {
                if case .matched = regex.match(candidate) { accepted.append(candidate) }
            }
        }
        let nonEmpty = accepted.filter { !$0.isEmpty }
        let values = Array(nonEmpty.prefix(limit)) + (accepted.contains("") ? [""] : [])
        acceptedValues[constraint] = values
        return values
    }

    /// The alternatives a constraint spells out (`track|return` gives `track`, `return`), with
    /// group syntax and escapes taken out: the words most worth trying.
    private static func words(of constraint: String) -> [String] {
        var text = ""
        var rest = Substring(constraint)
        while let first = rest.first {
            if rest.hasPrefix("(?:") {
                rest = rest.dropFirst(3)
            } else if first == "(" || first == ")" || first == "\\" {
                rest = rest.dropFirst()
            } else {
                text.append(first)
                rest = rest.dropFirst()
            }
        }
        return text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    }

    /// The path, and paths made from it the ways a link gets changed on its way.
    package static func mutations(of path: String) -> Set<String> {
        var results: Set<String> = [path]
        let components = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        func join(_ parts: [String]) -> String { "/" + parts.joined(separator: "/") }
        for suffix in ["/", "//", "/extra", "/extra/", "?q=1", "?", "#frag", "#/frag", "#", "/#x", "?a=1#b"] {
            results.insert(path + suffix)
        }
        results.insert(path.uppercased())
        results.insert("/" + path)
        for index in components.indices {
            var parts = components
            parts.insert("extra", at: index)
            results.insert(join(parts))
            parts = components
            parts.insert("", at: index)
            results.insert(join(parts))
            parts = components
            parts.remove(at: index)
            results.insert(join(parts))
            parts = components
            parts[index] = ""
            results.insert(join(parts))
            for dot in [".", ".."] {
                parts = components
                parts.insert(dot, at: index)
                results.insert(join(parts))
            }
            let component = components[index]
            if let first = component.first {
                parts = components
                parts[index] = first.uppercased() + component.dropFirst()
                results.insert(join(parts))
                for encoded in percentEncodings(of: first) {
                    parts = components
                    parts[index] = encoded + component.dropFirst()
                    results.insert(join(parts))
                }
            }
            let encoded = encodeURIComponent(component)
            if encoded != component {
                parts = components
                parts[index] = encoded
                results.insert(join(parts))
            }
            if index > 0 {
                parts = components
                let merged = parts[index - 1] + "%2F" + parts[index]
                parts.replaceSubrange((index - 1)...index, with: [merged])
                results.insert(join(parts))
            }
        }
        return results
    }

    /// The component with every byte but an ASCII letter, digit, `-._~` or `%` percent-encoded,
    /// as a browser sends it (`café` is `caf%C3%A9`, `a+b` is `a%2Bb`).
    package static func encodeURIComponent(_ component: String) -> String {
        var result = ""
        for byte in component.utf8 {
            let isUnreserved = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || "-._~%".utf8.contains(byte)
            if isUnreserved {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + hex(byte, uppercase: true)
            }
        }
        return result
    }

    /// `%XX` for an ASCII character other than `%`, upper- and lowercase hex where they differ.
    package static func percentEncodings(of character: Character) -> [String] {
        guard character != "%", let byte = character.asciiValue else { return [] }
        let upper = "%" + hex(byte, uppercase: true)
        let lower = "%" + hex(byte, uppercase: false)
        return upper == lower ? [upper] : [upper, lower]
    }

    private static func hex(_ byte: UInt8, uppercase: Bool) -> String {
        let digits = String(byte, radix: 16, uppercase: uppercase)
        return digits.count == 1 ? "0" + digits : digits
    }

    /// Every path of the patterns, with `rootPaths`.
    package mutating func paths(ofRoutePatterns patterns: some Sequence<String>) -> Set<String> {
        var paths = Self.rootPaths
        for pattern in patterns {
            paths.formUnion(self.paths(ofRoutePattern: pattern))
        }
        return paths
    }

    /// Every URL `https://HOST/...` made from the patterns, sorted.
    package static func urls(host: String, patterns: [String]) -> [String] {
        var probes = LinkProbes()
        return probes.paths(ofRoutePatterns: patterns).sorted().map { "https://\(host)\($0)" }
    }
}
