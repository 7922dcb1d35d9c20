@_spi(HexDigits) import URLRoutesTableSyntax

/// One expansion of a named route, ready to be filled in: made once when the route is named,
/// so generating a link costs a few dictionary lookups, the encoding and one regex match per
/// constrained variable.
final class RouteTemplate: Sendable {
    enum Piece: Sendable {
        /// Pattern text, written as the pattern has it (it matches the URL byte for byte).
        case literal([UInt8])
        /// `:name` or `:name<constraint>`: the variable at this index of `variables`.
        ///
        /// An index rather than the object itself: Swift keeps a multi-payload enum's case in
        /// the spare high bits of a class reference, which LeakSanitizer and valgrind do not
        /// read as a pointer, so a template they could only reach that way would be reported
        /// as leaked.
        case variable(Int)
        /// A `*` that is not last: exactly one wildcard component.
        case oneComponent
        /// `**` or a trailing `*`: the wildcard components not taken by `oneComponent`s.
        case remainingComponents
    }

    /// One object per variable, so walking the pieces retains one reference, not three.
    final class Variable: Sendable {
        let name: String
        let constraint: String?
        /// The constraint anchored on both ends.
        let regex: CompiledRegex?

        init(name: String, constraint: String?) {
            self.name = name
            self.constraint = constraint
            regex = constraint.flatMap(RouteTemplate.anchoredRegex)
        }
    }

    /// The expansion's pattern (`/user/:id`).
    let pattern: String
    /// The expansion itself, whose regex tells whether it would read a path back.
    let route: RoutePattern
    let pieces: [Piece]
    /// The objects `Piece.variable` indexes, in pattern order.
    let variableObjects: [Variable]
    /// Every variable the expansion needs, for finding what is left over for the query.
    let variables: Set<String>
    /// The same, sorted: choosing an expansion and reading its link back walk it.
    let variableList: [String]
    /// Variables the expansion holds more than once (`/a/:x/b/:x`), with how many times more:
    /// their value is written that many times more, which sizing the output must count.
    let repeatedVariables: [(name: String, extraTimes: Int)]
    /// How many wildcard components the `oneComponent` pieces take.
    let singleComponents: Int
    let takesRemainingComponents: Bool
    /// How many pieces could take the components left by the `oneComponent` ones (`**`s and a
    /// trailing `*`): one of them takes them all, the others none (`/a/**/b/**/c`).
    let remainingPieceCount: Int
    /// Bytes of literal text and separators, for sizing the output.
    let fixedByteCount: Int

    init(_ route: RoutePattern) {
        self.route = route
        pattern = route.pattern
        let last = route.components.count - 1
        var variableObjects: [Variable] = []
        pieces = route.components.enumerated().map { index, component in
            switch component {
            case .literal(let text):
                // Written as clients send it (`caf%C3%A9`), which the literal matches.
                return .literal(Array(LiteralForms.encoded(text).utf8))
            case .variable(let name, let constraint):
                variableObjects.append(Variable(name: name, constraint: constraint))
                return .variable(variableObjects.count - 1)
            case .star where index == last, .globstar:
                return .remainingComponents
            case .star:
                return .oneComponent
            }
        }
        self.variableObjects = variableObjects
        var variables = Set<String>()
        var singleComponents = 0
        var remainingPieceCount = 0
        var repeated: [String: Int] = [:]
        for piece in pieces {
            switch piece {
            case .variable(let index):
                let variable = variableObjects[index]
                if !variables.insert(variable.name).inserted { repeated[variable.name, default: 0] += 1 }
            case .oneComponent: singleComponents += 1
            case .remainingComponents: remainingPieceCount += 1
            case .literal: break
            }
        }
        self.remainingPieceCount = remainingPieceCount
        repeatedVariables = repeated.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        self.variables = variables
        fixedByteCount = pieces.reduce(pieces.count) { total, piece in
            if case .literal(let bytes) = piece { return total + bytes.count }
            return total
        }
        variableList = variables.sorted()
        self.singleComponents = singleComponents
        self.takesRemainingComponents = remainingPieceCount > 0
    }

    fileprivate static func anchoredRegex(_ constraint: String) -> CompiledRegex? {
        do {
            return try CompiledRegex("^(?:\(constraint))\\z")
        } catch {
            // The pattern parser already accepted the constraint; PCRE2 disagreeing is a bug.
            RouteLog.error("constraint <\(constraint)> does not compile on its own: \(error); generation does not check it")
            return nil
        }
    }

    /// Whether the wildcard components fit the wildcards.
    func acceptsWildcard(count: Int) -> Bool {
        count == singleComponents || (takesRemainingComponents && count > singleComponents)
    }

    /// Whether every variable has a value and the wildcard components fit the wildcards.
    func accepts(_ parameters: [String: String], wildcardCount: Int) -> Bool {
        guard acceptsWildcard(count: wildcardCount) else { return false }
        for name in variableList where parameters[name] == nil { return false }
        return true
    }


    /// `.` and `..` as a whole component are dot segments: URL normalization (RFC 3986 5.2.4,
    /// and browsers, even for `%2E`) removes them with the component before, so the link
    /// would not reach the route.
    static func isDotSegment(_ value: String) -> Bool { value == "." || value == ".." }
    static let dotSegmentReason = "which URL normalization (RFC 3986 5.2.4, browsers) removes from a path; pass it as a query parameter instead"

    /// Why `component` cannot be written as it is into a path so that routing hands it to the
    /// handler unchanged, or nil when it can: every byte is one a path holds as it is (RFC 3986
    /// `pchar`: unreserved, sub-delims, `:`, `@`) or starts a `%XX` escape, which stays as
    /// written, as routing delivers wildcard components undecoded.
    static func wildcardProblem(_ component: String) -> String? {
        let bytes = Array(component.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, HexDigit.byte(bytes[index + 1], bytes[index + 2]) != nil else {
                    return "holds a '%' that does not start an escape of two hex digits; routing hands wildcard components to the handler undecoded, as the URL spells them, so give the component as the handler should receive it (a '%' is written %25)"
                }
                index += 3
                continue
            }
            if !isPathCharacter(byte) {
                let encoded = PercentEncoding.encode(component)
                let shown = byte == 0x20 ? "a space" : byte >= 0x80 ? "non-ASCII text" : "\(String(UnicodeScalar(byte)).debugDescription)"
                return "holds \(shown), which a link must percent-encode, and routing hands wildcard components to the handler undecoded, as the URL spells them: the handler would receive \(encoded.debugDescription). Give the component as the handler should receive it, encoded (\(encoded.debugDescription))"
            }
            index += 1
        }
        return nil
    }

    /// RFC 3986 `pchar` without `%`: unreserved, sub-delims, `:` and `@`.
    private static func isPathCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
             UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="),
             UInt8(ascii: ":"), UInt8(ascii: "@"):
            return true
        default:
            return false
        }
    }

    /// The wildcard components routing delivers (`RouteParameters.wildcardComponents`, as the URL spells them)
    /// for a path filled with `wildcard`, the components left by the `oneComponent` pieces
    /// going to remaining piece number `globstar`; nil for an expansion that delivers none.
    func deliveredWildcard(_ wildcard: [String], globstar: Int) -> [String]? {
        guard takesRemainingComponents else { return nil }
        var start = 0
        var seen = 0
        for piece in pieces {
            switch piece {
            case .oneComponent: start += 1
            case .remainingComponents:
                if seen == globstar { return Array(wildcard[start..<start + wildcard.count - singleComponents]) }
                seen += 1
            default: break
            }
        }
        return []
    }

    /// Writes the path, encoded, without leading slash (`product/42`), to `output`; returns
    /// where the path and its first component end. `output` must have room for
    /// `fixedByteCount` + 3 bytes per byte of every value and wildcard component.
    /// The components the `oneComponent` pieces leave go to remaining piece number `globstar`
    /// (in `0..<remainingPieceCount`); the other remaining pieces take none.
    /// Assumes `acceptsWildcard(count: wildcard.count)`; a missing variable throws.
    func fill(_ parameters: [String: String], wildcard: [String], globstar: Int = 0, into output: UnsafeMutablePointer<UInt8>,
              fail: (_ parameter: String?, _ reason: String) -> RouteGenerationError) throws(RouteGenerationError)
        -> (end: Int, firstComponentEnd: Int) {
        var written = 0
        var firstComponentEnd = -1
        var nextWildcard = 0
        var remainingPiece = 0
        let remaining = wildcard.count - singleComponents
        var wroteComponent = false
        func startComponent() {
            if wroteComponent {
                if firstComponentEnd < 0 { firstComponentEnd = written }
                output[written] = UInt8(ascii: "/")
                written += 1
            }
            wroteComponent = true
        }
        func wildcardComponent(_ value: String) throws(RouteGenerationError) {
            if value.isEmpty {
                throw fail("*", "wildcard component \(nextWildcard) is empty; a path component cannot be empty")
            }
            if Self.isDotSegment(PercentDecoding.decode(value)) {
                throw fail("*", "wildcard component \(nextWildcard) is \(value.debugDescription), " + Self.dotSegmentReason)
            }
            // Routing hands wildcard components over as they stand in the URL, undecoded
            // (JLRoutes): a component is written as given, so the handler receives exactly it.
            if let problem = Self.wildcardProblem(value) {
                throw fail("*", "wildcard component \(nextWildcard) \(value.debugDescription) \(problem)")
            }
            startComponent()
            let count = value.utf8.count
            var value = value
            value.withUTF8 { (output + written).update(from: $0.baseAddress!, count: count) }
            written += count
            nextWildcard += 1
        }
        for piece in pieces {
            switch piece {
            case .literal(let bytes):
                startComponent()
                bytes.withUnsafeBufferPointer { bytes in
                    (output + written).update(from: bytes.baseAddress!, count: bytes.count)
                }
                written += bytes.count
            case .variable(let index):
                let variable = variableObjects[index]
                let name = variable.name
                guard let value = parameters[name] else {
                    throw fail(name, "missing: the pattern needs a value for :\(name)")
                }
                if value.isEmpty {
                    throw fail(name, "the value is empty; a path component cannot be empty")
                }
                if Self.isDotSegment(value) {
                    throw fail(name, "the value is \(value.debugDescription), " + Self.dotSegmentReason)
                }
                if value.utf8.count > 1 && value.utf8.last == UInt8(ascii: "#") {
                    throw fail(name, "\(value.debugDescription) ends with '#', which routing drops from a path variable (JLRoutes' fragment rule), so the link would not read back")
                }
                startComponent()
                let start = written
                written += PercentEncoding.write(value, to: output + written)
                if let regex = variable.regex, let constraint = variable.constraint {
                    let encoded = UnsafeBufferPointer(start: output + start, count: written - start)
                    guard case .matched = regex.match(encoded) else {
                        let text = String(decoding: encoded, as: UTF8.self)
                        throw fail(name, "\(value.debugDescription)"
                            + (text == value ? "" : " (encoded \(text))") + " does not match <\(constraint)>")
                    }
                }
            case .oneComponent:
                guard nextWildcard < wildcard.count else {
                    throw fail("*", "the route needs at least \(singleComponents) wildcard component\(singleComponents == 1 ? "" : "s")")
                }
                try wildcardComponent(wildcard[nextWildcard])
            case .remainingComponents:
                defer { remainingPiece += 1 }
                guard remainingPiece == globstar else { continue }
                for _ in 0..<max(0, remaining) { try wildcardComponent(wildcard[nextWildcard]) }
            }
        }
        return (written, firstComponentEnd < 0 ? written : firstComponentEnd)
    }
}
