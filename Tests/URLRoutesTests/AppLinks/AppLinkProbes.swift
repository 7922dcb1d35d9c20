import Foundation

/// URLs to judge app-link files by: for every definition of a table, golden paths that fill its
/// variables with values its constraints accept, then mutations of each (trailing and double
/// slashes, extra and missing components, query, fragment, uppercase, percent-encoding, dot
/// segments, empty components). Whether each routes is for the router to say; these only
/// have to come close to the routes from both sides.
enum AppLinkProbes {
    /// One piece of a definition pattern.
    enum Piece: Equatable {
        case literal(String)
        case variable(constraint: String?)
        /// `*` not last: one component.
        case star
        /// A trailing `*`, or a `**`: any number of components.
        case rest
    }

    /// Splits an expanded definition pattern (`/p/:id<\d+>/*`) into its pieces. A constraint
    /// ends at the first `>` outside brackets, parentheses and escapes, as the library reads it.
    static func pieces(of pattern: String) -> [Piece] {
        let characters = Array(pattern)
        var pieces: [Piece] = []
        var index = 0
        while index < characters.count {
            if characters[index] == "/" {
                index += 1
                continue
            }
            if characters[index] == ":" {
                while index < characters.count && characters[index] != "/" && characters[index] != "<" { index += 1 }
                var constraint: String?
                if index < characters.count && characters[index] == "<" {
                    let start = index + 1
                    var depth = 0
                    var inClass = false
                    index += 1
                    while index < characters.count {
                        let character = characters[index]
                        if character == "\\" {
                            index += 2
                            continue
                        }
                        if inClass {
                            if character == "]" { inClass = false }
                        } else if character == "[" {
                            inClass = true
                        } else if character == "(" {
                            depth += 1
                        } else if character == ")" {
                            depth -= 1
                        } else if character == ">" && depth <= 0 {
                            break
                        }
                        index += 1
                    }
                    constraint = String(characters[start..<min(index, characters.count)])
                    index += 1
                }
                pieces.append(.variable(constraint: constraint))
                continue
            }
            let start = index
            while index < characters.count && characters[index] != "/" { index += 1 }
            let text = String(characters[start..<index])
            if text == "**" {
                pieces.append(.rest)
            } else if text == "*" {
                pieces.append(index >= characters.count ? .rest : .star)
            } else {
                pieces.append(.literal(text))
            }
        }
        return pieces
    }

    /// Values to try for variables, beside the words a constraint lists.
    static let valuePool = [
        "", "a", "b", "x", "z", "aa", "aaa", "ab", "abc", "xx", "xxx", "e", "hello", "trail-runner-2", "0", "7", "10", "12",
        "42", "100", "120", "2024", "06", "48213", "x.pdf", "a.b.pdf", "report.pdf", ".pdf", "AB-123456", "ZZ-000001",
        "ABC123", "SPRING", "A1B2C3", "ABCD-EFGH-IJKL-MNOP", "pm_abc123", "joe_1", "a1b2c3d4", "ABCDEFGH", "Ab3dE5gh",
        "en", "us", "a+b", "a.b", "~x", "a%20b", "caf%C3%A9", "x%2Fy", "A", "Z9", "returns", "customs-fees", "v1.2",
        "abc1", "q9", "-", "_", "..", ".", "9a",
    ]

    /// Values the constraint accepts (as ICU reads it, which for these constraints is as
    /// PCRE2 reads it), at most `limit`, the empty one last if it is accepted.
    static func values(for constraint: String?, limit: Int = 3) -> [String] {
        guard let constraint else { return ["42", "joe", ""] }
        var candidates = constraint
            .replacingOccurrences(of: "(?:", with: "").replacingOccurrences(of: "(", with: "")
            .replacingOccurrences(of: ")", with: "").replacingOccurrences(of: "\\", with: "")
            .split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        candidates += valuePool
        guard let regex = try? NSRegularExpression(pattern: "^(?:" + constraint + ")$") else { return [] }
        var accepted: [String] = []
        for candidate in candidates where !accepted.contains(candidate) && !candidate.contains("/") {
            let range = NSRange(candidate.startIndex..., in: candidate)
            if regex.firstMatch(in: candidate, range: range) != nil { accepted.append(candidate) }
        }
        let nonEmpty = accepted.filter { !$0.isEmpty }
        return Array(nonEmpty.prefix(limit)) + (accepted.contains("") ? [""] : [])
    }

    /// Paths of the pattern with its variables and wildcards filled in several ways.
    static func goldenPaths(of pattern: String) -> [String] {
        let pieces = pieces(of: pattern)
        let choices: [[String]] = pieces.map { piece in
            switch piece {
            case .literal(let text): [text]
            case .variable(let constraint): values(for: constraint)
            case .star: ["s", ""]
            case .rest: ["", "r1", "r1/r2", "r1/r2/r3"]
            }
        }
        guard !choices.contains(where: \.isEmpty) else { return [] }
        let count = choices.map(\.count).max() ?? 1
        return (0..<max(count, 1)).map { round in
            let parts = zip(pieces, choices).compactMap { piece, values -> String? in
                let value = values[round % values.count]
                // A wildcard that takes no component leaves no component at all.
                return piece == .rest && value.isEmpty ? nil : value
            }
            return "/" + parts.joined(separator: "/")
        }
    }

    /// The path, and paths made from it the ways a link gets changed on its way.
    static func mutations(of path: String) -> Set<String> {
        var results: Set<String> = [path]
        let components = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        func join(_ parts: [String]) -> String { "/" + parts.joined(separator: "/") }
        results.insert(path + "/")
        results.insert(path + "//")
        results.insert(path + "/extra")
        results.insert(path + "/extra/")
        results.insert(path + "?q=1")
        results.insert(path + "?")
        results.insert(path + "#frag")
        results.insert(path + "#/frag")
        results.insert(path + "#")
        results.insert(path + "/#x")
        results.insert(path + "?a=1#b")
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

    /// The component with every byte but an unreserved character or `%` percent-encoded, as
    /// a browser sends it (`café` is `caf%C3%A9`, `a+b` is `a%2Bb`).
    static func encodeURIComponent(_ component: String) -> String {
        var result = ""
        for byte in component.utf8 {
            let character = Character(UnicodeScalar(byte))
            if byte < 0x80 && (character.isLetter || character.isNumber || "-._~%".contains(character)) {
                result.append(character)
            } else {
                result += String(format: "%%%02X", byte)
            }
        }
        return result
    }

    /// `%XX` for the character, upper- and lowercase hex where they differ.
    static func percentEncodings(of character: Character) -> [String] {
        guard character != "%", let byte = character.asciiValue else { return [] }
        let upper = String(format: "%%%02X", byte)
        let lower = String(format: "%%%02x", byte)
        return upper == lower ? [upper] : [upper, lower]
    }

    /// Every URL `https://HOST/...` to check, from every definition of the table's namespaces.
    static func urls(host: String, patterns: [String]) -> [String] {
        var paths: Set<String> = ["/", "//", "///", "/a//b", "/%2F", "/?x=1", "/#top", "/%7E", "/~"]
        for pattern in patterns {
            for golden in goldenPaths(of: pattern) {
                paths.formUnion(mutations(of: golden))
            }
        }
        return paths.sorted().map { "https://\(host)\($0)" }
    }
}
