/// Turns a route pattern into its syntax tree (`PatternSyntax`).
///
/// The grammar, component by component (components are separated by `/`; one leading and one
/// trailing slash, and empty components, carry no meaning):
///
///     pattern    := item*
///     item       := component | "(" component+ ")"      -- optional group, never nested
///     component  := ":" name ("<" constraint ">")?      -- variable
///                 | "*" | "**"                           -- wildcards
///                 | literal                              -- anything else, up to / ( )
///
/// The empty pattern has no components: it is the root, as `/` is (JLRoutes matched both alike).
///
/// A variable's name runs to the end of the component (`:id.json` is named `id.json`, as in
/// JLRoutes); one trailing `#` is dropped from it. The constraint is a PCRE2 expression that
/// ends at the first `>` outside parentheses, brackets and escapes; `constraintCheck` says
/// whether it is one.
package struct PatternParser {
    /// Checks a constraint the parser has read (its text, the pattern, and the UTF-8 offset of
    /// the text in the pattern), throwing at the problem's place. `ConstraintSyntax.check` reads
    /// its structure; URLRoutes also compiles it with PCRE2.
    package typealias ConstraintCheck = (_ constraint: String, _ pattern: String, _ byteOffset: Int) throws(RoutePatternError) -> Void

    private let pattern: String
    private let bytes: [UInt8]
    private var position = 0
    private let constraintCheck: ConstraintCheck

    private init(_ pattern: String, constraintCheck: @escaping ConstraintCheck) {
        self.pattern = pattern
        self.bytes = Array(pattern.utf8)
        self.constraintCheck = constraintCheck
    }

    package static func parse(_ pattern: String, checkingConstraints constraintCheck: @escaping ConstraintCheck) throws(RoutePatternError) -> PatternSyntax {
        var parser = PatternParser(pattern, constraintCheck: constraintCheck)
        return try parser.parsePattern()
    }

    private mutating func parsePattern() throws(RoutePatternError) -> PatternSyntax {
        // No URL holds a control character (a URL with one is a URLParseError), so a route with
        // one could never match. A NUL, which PCRE2 would match, is named first.
        if let control = bytes.firstIndex(where: { $0 < 0x20 || $0 == 0x7F }) {
            if let nul = bytes.firstIndex(of: 0) {
                throw error("a NUL byte is not allowed in a pattern: no URL contains one", at: nul)
            }
            let code = String(bytes[control], radix: 16, uppercase: true)
            throw error("a control character (U+\(String(repeating: "0", count: 4 - code.count))\(code)) is not allowed in a pattern: no URL contains one", at: control)
        }
        var items: [PatternSyntax.Item] = []
        var group: [PatternToken]?
        var groupStart = 0
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "/"):
                position += 1
            case UInt8(ascii: "("):
                if group != nil {
                    throw error("optional groups cannot be nested", at: position)
                }
                group = []
                groupStart = position
                position += 1
            case UInt8(ascii: ")"):
                guard let tokens = group else {
                    throw error("')' has no matching '('", at: position)
                }
                if tokens.isEmpty {
                    throw error("the optional group is empty", at: groupStart)
                }
                items.append(.optional(tokens))
                group = nil
                position += 1
            default:
                let token = try parseComponent()
                if group != nil {
                    group!.append(token)
                } else {
                    items.append(.required(token))
                }
            }
        }
        if group != nil {
            throw error("'(' is never closed", at: groupStart)
        }
        return PatternSyntax(items: items)
    }

    private mutating func parseComponent() throws(RoutePatternError) -> PatternToken {
        let start = position
        if bytes[position] == UInt8(ascii: ":") {
            return try parseVariable()
        }
        while position < bytes.count && !isComponentEnd(bytes[position]) {
            position += 1
        }
        // A '?' in a URL starts the query (of the URL, or of its fragment), so a literal one
        // could never match.
        if let question = bytes[start..<position].firstIndex(of: UInt8(ascii: "?")) {
            throw error("'?' can never match: in a URL it starts the query, and patterns match the path (write %3F to match an encoded '?')", at: question)
        }
        let text = self.text(start..<position)
        let component: PatternComponent
        switch text {
        case "*": component = .star
        case "**": component = .globstar
        default: component = .literal(text)
        }
        return PatternToken(component: component, text: text, byteOffset: start)
    }

    private mutating func parseVariable() throws(RoutePatternError) -> PatternToken {
        let start = position
        position += 1  // ':'
        let nameStart = position
        while position < bytes.count && !isComponentEnd(bytes[position]) && bytes[position] != UInt8(ascii: "<") {
            position += 1
        }
        var name = text(nameStart..<position)
        var constraint: String?
        if position < bytes.count && bytes[position] == UInt8(ascii: "<") {
            if name.isEmpty {
                throw error("a constrained variable needs a name, as in :id<\\d+>", at: start)
            }
            constraint = try parseConstraint()
            if position < bytes.count && !isComponentEnd(bytes[position]) {
                throw error("nothing may follow a variable's constraint in the same component", at: position)
            }
        }
        // JLRoutes: a lone ":" is a variable named ":"; a trailing '#' (fragment) is not part of the name.
        if name.isEmpty {
            name = ":"
        } else if name.count > 1 && name.hasSuffix("#") {
            name.removeLast()
        }
        return PatternToken(component: .variable(name: name, constraint: constraint),
                            text: text(start..<position), byteOffset: start)
    }

    /// Reads `<...>` and returns what is between the brackets.
    private mutating func parseConstraint() throws(RoutePatternError) -> String {
        let open = position
        position += 1  // '<'
        let bodyStart = position
        var depth = 0
        var openGroups: [Int] = []
        var classStart: Int?
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if classStart != nil {
                if byte == UInt8(ascii: "]") { classStart = nil }
            } else if byte == UInt8(ascii: "[") {
                classStart = position
                // A ']' first in a class (after an optional '^') is literal.
                if position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "^") { position += 1 }
                if position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "]") { position += 1 }
            } else if byte == UInt8(ascii: "(") {
                depth += 1
                openGroups.append(position)
            } else if byte == UInt8(ascii: ")") {
                depth -= 1
                _ = openGroups.popLast()
            } else if byte == UInt8(ascii: ">") && depth <= 0 {
                let body = text(bodyStart..<position)
                position += 1
                if body.isEmpty {
                    throw error("the constraint is empty", at: open)
                }
                try constraintCheck(body, pattern, bodyStart)
                return body
            }
            position += 1
        }
        // A '>' inside a class or a group does not end the constraint, so an unclosed '[' or
        // '(' takes the '>' the author meant as the end: name the bracket, not the '<'.
        if let classStart {
            throw error("the '[' in the constraint is never closed by ']' (a '>' inside [...] belongs to the class)", at: classStart)
        }
        if let group = openGroups.last {
            throw error("the '(' in the constraint is never closed by ')' (a '>' inside (...) belongs to the group)", at: group)
        }
        throw error("the constraint's '<' is never closed by '>'", at: open)
    }

    private func isComponentEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")")
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func error(_ message: String, at byteOffset: Int) -> RoutePatternError {
        RoutePatternError(message, in: pattern, byteOffset: byteOffset)
    }
}
