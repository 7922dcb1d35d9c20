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
enum ConstraintSyntax {
    struct Problem: Equatable {
        let message: String
        /// Byte offset in the constraint.
        let offset: Int
    }

    static let groupReference = "a constraint may not refer to a capture group or recurse (\\1, \\g, \\k, (?1), (?&name), (?P=name), (?R), (?(1)...)): the route's regex numbers its own groups"

    /// The first structural problem of `constraint`, or nil when it is one balanced expression
    /// that refers to nothing outside itself.
    static func firstProblem(in constraint: String) -> Problem? {
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
                if current == UInt8(ascii: "[") && [UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "=")].contains(byte(at: position + 1)) {
                    // A POSIX class `[:alpha:]`: its `]` does not end the bracket.
                    let closer = bytes[position + 1]
                    var index = position + 2
                    while index + 1 < bytes.count && !(bytes[index] == closer && bytes[index + 1] == UInt8(ascii: "]")) { index += 1 }
                    position = index + 2
                    continue
                }
                if current == UInt8(ascii: "]") { inClass = false }
                position += 1
                continue
            }
            switch current {
            case UInt8(ascii: "["):
                inClass = true
                position += 1
                // A `]` first in a class (after an optional `^`) is literal.
                if byte(at: position) == UInt8(ascii: "^") { position += 1 }
                if byte(at: position) == UInt8(ascii: "]") { position += 1 }
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

    private static func indexOfQuoteEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") && bytes[index + 1] == UInt8(ascii: "E") { return index }
            index += 1
        }
        return nil
    }
}
