/// A structural reading of a `:name<regex>` constraint, for what PCRE2 accepts in a regex of
/// its own but what breaks, or changes meaning, once the constraint is pasted into a route's
/// regex between the route's own groups.
///
/// - A reference to a group (`\1`, `\g{1}`, `\k<y>`, `(?1)`, `(?&y)`, `(?P=y)`, `(?P>y)`,
///   `(?(1)...)`) or recursion (`(?R)`) would name the route's generated groups, whose
///   numbers depend on where the constraint stands and on the other routes of a combined
///   regex: the same constraint would mean different things in the index, alone and in
///   `explain`.
/// - A `)` without its `(` closes the route's own group early (`a)|(?:b` turns the route into
///   an alternation), and a `\Q` without `\E` swallows the rest of the route's regex.
/// - A NUL byte can never match: URLs hold no control characters.
package enum ConstraintSyntax {
    package struct Problem: Equatable {
        package let message: String
        /// Byte offset in the constraint.
        package let offset: Int
    }

    package static let groupReference = "a constraint may not refer to a capture group or recurse (\\1, \\g, \\k, (?1), (?&name), (?P=name), (?R), (?(1)...)): the route's regex numbers its own groups"

    /// Throws `firstProblem` at its place in `pattern`, where the constraint's text starts at
    /// UTF-8 offset `byteOffset`: the parser's check without PCRE2 (`PatternParser.ConstraintCheck`).
    package static func check(_ constraint: String, in pattern: String, byteOffset: Int) throws(RoutePatternError) {
        if let problem = firstProblem(in: constraint) {
            throw RoutePatternError(problem.message, in: pattern, byteOffset: byteOffset + problem.offset)
        }
    }

    /// The first structural problem of `constraint`, or nil when it is one balanced expression
    /// that refers to nothing outside itself.
    package static func firstProblem(in constraint: String) -> Problem? {
        let bytes = Array(constraint.utf8)
        var position = 0
        var depth = 0
        var inClass = false

        func byte(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }

        if let nul = bytes.firstIndex(of: 0) {
            return Problem(message: "a NUL byte is not allowed in a constraint: no URL contains one", offset: nul)
        }
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "\\") {
                let next = byte(at: position + 1)
                if next == UInt8(ascii: "Q") {
                    // Quoted text runs to \E; without one, to the end of the whole regex.
                    guard let end = indexOfQuoteEnd(bytes, from: position + 2) else {
                        return Problem(message: "\\Q starts a quotation that no \\E ends: it would swallow the rest of the route's regex",
                                       offset: position)
                    }
                    position = end + 2
                    continue
                }
                if !inClass {
                    if let next, next >= UInt8(ascii: "1") && next <= UInt8(ascii: "9") {
                        return Problem(message: groupReference, offset: position)
                    }
                    if next == UInt8(ascii: "g") || next == UInt8(ascii: "k") {
                        return Problem(message: groupReference, offset: position)
                    }
                }
                // `\cX` takes the byte after it, whatever it is.
                position += next == UInt8(ascii: "c") ? 3 : 2
                continue
            }
            if inClass {
                (position, inClass) = stepInClass(bytes, at: position)
                continue
            }
            switch current {
            case UInt8(ascii: "["):
                inClass = true
                position = classBodyStart(bytes, afterBracketAt: position)
                continue
            case UInt8(ascii: "("):
                if byte(at: position + 1) == UInt8(ascii: "*") {
                    return Problem(message: "backtracking verbs such as (*MARK) are not allowed in a constraint", offset: position)
                }
                if byte(at: position + 1) == UInt8(ascii: "?") {
                    let kind = byte(at: position + 2)
                    if kind == UInt8(ascii: "#") {
                        // A comment runs to the first `)`.
                        guard let close = bytes[(position + 2)...].firstIndex(of: UInt8(ascii: ")")) else { return nil }
                        position = close + 1
                        continue
                    }
                    let isSignedNumber = (kind == UInt8(ascii: "+") || kind == UInt8(ascii: "-")) && isDigit(byte(at: position + 3))
                    let isNamedCall = kind == UInt8(ascii: "P")
                        && (byte(at: position + 3) == UInt8(ascii: "=") || byte(at: position + 3) == UInt8(ascii: ">"))
                    if isDigit(kind) || isSignedNumber || isNamedCall || kind == UInt8(ascii: "R") || kind == UInt8(ascii: "&") {
                        return Problem(message: groupReference, offset: position)
                    }
                    // A condition tests a group or recursion unless it is an assertion `(?(?=...)`.
                    if kind == UInt8(ascii: "(") && byte(at: position + 3) != UInt8(ascii: "?") {
                        return Problem(message: groupReference, offset: position)
                    }
                }
                depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth < 0 {
                    return Problem(message: "')' closes a group the constraint never opened: a constraint must be one balanced expression",
                                   offset: position)
                }
            default:
                break
            }
            position += 1
        }
        if depth > 0 {
            return Problem(message: "a '(' in the constraint is never closed: a constraint must be one balanced expression",
                           offset: bytes.count)
        }
        return nil
    }

    /// One step inside a character class from `position`: where the scan goes on, and whether
    /// the class is still open. A POSIX class `[:alpha:]` is stepped over whole: its `]` does
    /// not end the bracket.
    private static func stepInClass(_ bytes: [UInt8], at position: Int) -> (next: Int, inClass: Bool) {
        let current = bytes[position]
        let following = position + 1 < bytes.count ? bytes[position + 1] : nil
        if current == UInt8(ascii: "["), let closer = following,
           closer == UInt8(ascii: ":") || closer == UInt8(ascii: ".") || closer == UInt8(ascii: "=") {
            var index = position + 2
            while index + 1 < bytes.count && !(bytes[index] == closer && bytes[index + 1] == UInt8(ascii: "]")) { index += 1 }
            return (index + 2, true)
        }
        return (position + 1, current != UInt8(ascii: "]"))
    }

    /// Where the body of the class opened by the `[` at `bracket` starts: a `]` first in a
    /// class (after an optional `^`) is literal, so it is part of the opening.
    private static func classBodyStart(_ bytes: [UInt8], afterBracketAt bracket: Int) -> Int {
        var position = bracket + 1
        if position < bytes.count && bytes[position] == UInt8(ascii: "^") { position += 1 }
        if position < bytes.count && bytes[position] == UInt8(ascii: "]") { position += 1 }
        return position
    }

    /// Every `{` in `constraint` that PCRE2 does not read as the start of a quantifier: it
    /// then matches a literal `{` (and the digits after it their own characters), which is
    /// legal but rarely meant: `\d{6` is a digit followed by the text `{6`. Also the forms
    /// PCRE2 reads as quantifiers only from 10.43 on (`{,6}`, `{ 6 }`), which mean different
    /// things on different systems. Offsets are bytes in the constraint.
    package static func literalBraces(in constraint: String) -> [Problem] {
        let bytes = Array(constraint.utf8)
        var problems: [Problem] = []
        var position = 0
        var inClass = false
        func byte(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "\\") {
                let next = byte(at: position + 1)
                if next == UInt8(ascii: "Q") {
                    position = indexOfQuoteEnd(bytes, from: position + 2).map { $0 + 2 } ?? bytes.count
                    continue
                }
                // `\x{41}`, `\o{101}`, `\p{L}`, `\N{U+41}`: the braces belong to the escape.
                let bracedEscapes: [UInt8] = [UInt8(ascii: "x"), UInt8(ascii: "o"), UInt8(ascii: "p"),
                                              UInt8(ascii: "P"), UInt8(ascii: "N"), UInt8(ascii: "g"), UInt8(ascii: "k")]
                if let next, bracedEscapes.contains(next), byte(at: position + 2) == UInt8(ascii: "{"),
                   let close = bytes[(position + 3)...].firstIndex(of: UInt8(ascii: "}")) {
                    position = close + 1
                    continue
                }
                position += next == UInt8(ascii: "c") ? 3 : 2
                continue
            }
            if inClass {
                (position, inClass) = stepInClass(bytes, at: position)
                continue
            }
            switch current {
            case UInt8(ascii: "["):
                inClass = true
                position = classBodyStart(bytes, afterBracketAt: position)
                continue
            case UInt8(ascii: "("):
                if byte(at: position + 1) == UInt8(ascii: "?") && byte(at: position + 2) == UInt8(ascii: "#"),
                   let close = bytes[(position + 2)...].firstIndex(of: UInt8(ascii: ")")) {
                    position = close + 1
                    continue
                }
            case UInt8(ascii: "{"):
                if let problem = literalBrace(bytes, at: position) {
                    problems.append(problem)
                }
            default:
                break
            }
            position += 1
        }
        return problems
    }

    /// Why the `{` at `start` is not a quantifier to every PCRE2, or nil when it is one
    /// (`{n}`, `{n,}`, `{n,m}`: the forms every version reads alike).
    private static func literalBrace(_ bytes: [UInt8], at start: Int) -> Problem? {
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        // The longest run that could be a quantifier's inside: digits, a comma, spaces.
        var end = start + 1
        while end < bytes.count && (isDigit(bytes[end]) || bytes[end] == UInt8(ascii: ",") || bytes[end] == UInt8(ascii: " ")) {
            end += 1
        }
        let inside = bytes[(start + 1)..<end]
        let closed = end < bytes.count && bytes[end] == UInt8(ascii: "}")
        let text = String(decoding: bytes[start..<(closed ? end + 1 : end)], as: UTF8.self)
        let compact = inside.filter { $0 != UInt8(ascii: " ") }
        let parts = compact.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
        let isCountShape = parts.count <= 2 && compact.contains(where: isDigit)
        if closed && isCountShape {
            let lower = parts[0]
            if !lower.isEmpty && !inside.contains(UInt8(ascii: " ")) { return nil }   // {n}, {n,}, {n,m}
            let written = "{" + (lower.isEmpty ? "0" : String(decoding: lower, as: UTF8.self))
                + (parts.count == 2 ? "," + String(decoding: parts[1], as: UTF8.self) : "") + "}"
            return Problem(message: "'\(text)' is a quantifier only from PCRE2 10.43 on; earlier versions match it as the literal text '\(text)': write \(written)",
                           offset: start)
        }
        if !closed && isCountShape {
            let quantifier = String(decoding: bytes[start..<end], as: UTF8.self).filter { $0 != " " } + "}"
            return Problem(message: "'\(text)' is not a quantifier, since no '}' closes it, so PCRE2 matches it as the literal text '\(text)': write \(quantifier) to repeat, or \\{ for a brace",
                           offset: start)
        }
        return Problem(message: "this '{' does not start a quantifier ({n}, {n,} or {n,m}), so PCRE2 matches it as a literal '{': write \\{ to say so",
                       offset: start)
    }

    private static func indexOfQuoteEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") && bytes[index + 1] == UInt8(ascii: "E") { return index }
            index += 1
        }
        return nil
    }
}
