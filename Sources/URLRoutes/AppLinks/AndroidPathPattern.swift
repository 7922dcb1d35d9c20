@_spi(HexDigits) import URLRoutesTableSyntax

/// One path component written in `android:pathAdvancedPattern` syntax, as Android's
/// `PatternMatcher` reads it: literal characters (`\` before `[ ] { } * + . \`), `.`, sets
/// `[...]` with ranges and `^`, each optionally counted by `*`, `+`, `{n}`, `{m,}` or `{m,n}`.
///
/// Two things make Android differ from routing, and each is handled here:
/// - The matcher is greedy and never backtracks: a counted piece takes all it can and never
///   gives any back, so `[a-z.]+\.pdf` can never match. A run of pieces is written as is only
///   when no piece with a free count can take a character the pieces after it need; a run of
///   pieces of one set is one piece (`a+a` is `a{2,}`); any other run is widened to one piece
///   of all their characters (`[a-z.]{5,}`).
/// - Android matches the decoded path (`Uri.getPath()`), routing the percent-encoded one. A
///   URL may write an unreserved character either way, and a path with such an encoding is
///   the documented exception; but a reserved character (`+`, `:`, `@`, ...) raw and encoded
///   are two paths to routing and one to Android, so a piece that takes one is widened.
enum AndroidPathPattern {
    /// A component's pattern text and why it claims more than routing takes, if it does.
    struct Piece: Equatable {
        var text: String
        var reasons: [String]
    }

    /// Whether the component may be empty in this place.
    enum Role {
        /// Followed by `/`, or last before the trailing `/` routing drops.
        case mayBeEmpty
        /// Last: routing drops a trailing `/`, so the component is not empty here.
        case nonEmpty
    }

    static let anyComponent = "[^/]"

    /// The component's pattern, as one or more alternatives (a constraint that may be empty
    /// needs one pattern per piece that can come first when it may not); empty when the
    /// component cannot stand in the role.
    static func pieces(_ segment: LinkShape.Segment, role: Role, constraints: inout ConstraintShape.Cache) -> [Piece] {
        switch segment {
        case .literal(let literal):
            if role == .nonEmpty && literal.isEmpty { return [] }
            return [self.literal(literal)]
        case .components:
            return [Piece(text: ".*", reasons: [])]
        case .variable(let name, let constraint):
            let described = LinkShape.describe(name: name, constraint: constraint)
            let any = Piece(text: anyComponent + (role == .nonEmpty ? "+" : "*"), reasons: [])
            let anyText = "any text of one component"
            guard let constraint else { return [any] }
            switch constraints.shape(of: constraint) {
            case .words:
                return [widened(any, "\(described) is written as \(anyText): too many words to spell out")]
            case .complex:
                return [widened(any, "\(described) is written as \(anyText): pathAdvancedPattern has only sets, characters, . and counts (no groups, alternation, anchors or escapes such as \\b)")]
            case .sequence(let atoms):
                guard let atoms = ConstraintShape.componentAtoms(atoms) else { return [] }
                return sequence(atoms, described: described, role: role)
            }
        }
    }

    /// A constraint made of simple pieces.
    private static func sequence(_ atoms: [ConstraintShape.Atom], described: String, role: Role) -> [Piece] {
        var atoms = atoms
        var reasons: [String] = []
        if !isGreedySafe(atoms) {
            let first = atoms.first?.bytes
            let merged = ConstraintShape.Atom(
                bytes: atoms.reduce(ByteSet()) { $0.union($1.bytes) },
                minimum: atoms.reduce(0) { $0 + $1.minimum },
                maximum: atoms.contains { $0.maximum == nil } ? nil : atoms.reduce(0) { $0 + ($1.maximum ?? 0) })
            let sameSet = atoms.allSatisfy { $0.bytes == first }
            atoms = [merged]
            if !sameSet {
                reasons.append("\(described) is written \(write(atoms)): Android's matcher is greedy and never backtracks, so the constraint as written could never match")
            }
        }
        let total = atoms.reduce(0) { $0 + $1.minimum }
        let isAny = atoms.count == 1 && ByteSet.printableComponent.isSubset(of: atoms[0].bytes)
            && atoms[0].maximum == nil && atoms[0].minimum <= 1
        if !isAny && atoms.contains(where: { !$0.bytes.isSubset(of: .unreserved) }) {
            // Raw and percent-encoded forms of such characters are one path to Android.
            if atoms.contains(where: { $0.bytes.contains(UInt8(ascii: "%")) }) {
                // An encoding in the routed text decodes to other characters: any text will do.
                atoms = [ConstraintShape.Atom(bytes: ByteSet.all.subtracting(ByteSet([UInt8(ascii: "/")])),
                                              minimum: total > 0 ? 1 : 0, maximum: nil)]
            }
            reasons.append("\(described) takes characters a URL may also percent-encode, and Android matches the decoded path: \(write(atoms)) also claims their encoded forms")
        }
        if role == .nonEmpty && atoms.allSatisfy({ $0.minimum == 0 }) {
            // One alternative per piece that comes first: the pieces before it absent, it
            // present at least once.
            return atoms.indices.map { index in
                var alternative = Array(atoms[index...])
                alternative[0].minimum = 1
                return Piece(text: write(alternative), reasons: reasons)
            }
        }
        return [Piece(text: write(atoms), reasons: reasons)]
    }

    /// Whether a greedy matcher takes the same texts as a backtracking one: no piece with a
    /// free count can take a character that the pieces after it may need next (up to and
    /// including the first that must be present; after the last comes `/` or the end,
    /// which no piece takes).
    static func isGreedySafe(_ atoms: [ConstraintShape.Atom]) -> Bool {
        for index in atoms.indices where atoms[index].isVariable {
            var next = ByteSet()
            for following in atoms[(index + 1)...] {
                next = next.union(following.bytes)
                if following.minimum > 0 { break }
            }
            if atoms[index].bytes.intersects(next) { return false }
        }
        return true
    }

    /// A literal component as Android sees it: percent-decoded (Android decodes the path
    /// before matching), widened where a URL can write the same decoded text another way that
    /// routing does not take (`+` and `%2B`, `%7E` and `~`, `%2b` and `%2B`). Routing takes a
    /// character that clients encode (`é`) as written and encoded (`LiteralForms`), so only
    /// hex digits in mixed case (`%C3%a9`) widen it.
    static func literal(_ literal: String) -> Piece {
        var bytes: [UInt8] = []
        var pairs: [String] = []
        func pair(_ text: String) {
            if !pairs.contains(text) { pairs.append(text) }
        }
        let scalars = Array(literal.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "%", index + 2 < scalars.count, scalars[index + 1].isASCII, scalars[index + 2].isASCII,
               let value = HexDigit.byte(UInt8(scalars[index + 1].value), UInt8(scalars[index + 2].value)) {
                let encoded = String(String.UnicodeScalarView(scalars[index...(index + 2)]))
                if ByteSet.unreserved.contains(value) || ByteSet.reservedInPath.contains(value) || value == UInt8(ascii: "/") {
                    pair("\(encoded) and '\(UnicodeScalar(value))'")
                } else if encoded.uppercased() != encoded.lowercased() {
                    pair("\(encoded) and \(encoded.uppercased() == encoded ? encoded.lowercased() : encoded.uppercased())")
                }
                bytes.append(value)
                index += 3
                continue
            }
            let utf8 = Array(String(scalar).utf8)
            if LiteralForms.isEncodedByClients(scalar) {
                // Routing takes it as written and encoded with hex digits in one case.
            } else if utf8.count > 1 || !ByteSet.unreserved.contains(utf8[0]) {
                // A reserved character raw, whose encoding routing does not take; or one a URL
                // cannot hold raw (a space, a letter outside ASCII), so that routing only ever
                // sees it encoded, which it does not take.
                pair("'\(scalar)' and \(utf8.map { String(format: "%%%02X", $0) }.joined())")
            }
            bytes += utf8
            index += 1
        }
        // Routing takes the encoded literal with its hex digits all upper- or all lowercase:
        // with two hex letters or more, mixing them is one more spelling of the same text.
        let encodedForm = LiteralForms.encoded(literal)
        if LiteralForms.hasForms(literal) && Self.hexLetterCount(encodedForm) >= 2 {
            pair("\(encodedForm) and the same with its hex digits in mixed case")
        }
        let decoded = String(decoding: bytes, as: UTF8.self)
        let reasons = pairs.isEmpty ? [] : [
            "the literal '\(literal)': Android matches the decoded path, where \(pairs.joined(separator: ", ")) are the same text",
        ]
        return Piece(text: escape(decoded), reasons: reasons)
    }

    /// How many hex digits of `%XX` escapes in `text` are letters (`caf%C3%A9`: 2).
    private static func hexLetterCount(_ text: String) -> Int {
        let bytes = Array(text.utf8)
        var count = 0
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                count += bytes[(index + 1)...(index + 2)].filter { $0 >= UInt8(ascii: "A") }.count
                index += 3
            } else {
                index += 1
            }
        }
        return count
    }

    /// Backslash before the characters pathAdvancedPattern gives a meaning outside a set
    /// (a `}` outside a count is dropped unless escaped).
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "[]{}*+.\\".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    private static func widened(_ piece: Piece, _ reason: String) -> Piece {
        Piece(text: piece.text, reasons: piece.reasons + [reason])
    }

    /// Pieces in pathAdvancedPattern syntax.
    static func write(_ atoms: [ConstraintShape.Atom]) -> String {
        atoms.map(write).joined()
    }

    private static func write(_ atom: ConstraintShape.Atom) -> String {
        let base = write(atom.bytes)
        switch (atom.minimum, atom.maximum) {
        case (1, 1): return base
        case (0, nil): return base + "*"
        case (1, nil): return base + "+"
        case (let low, nil): return base + "{\(low),}"
        case (let low, let high?) where low == high: return base + "{\(low)}"
        case (let low, let high?): return base + "{\(low),\(high)}"
        }
    }

    /// One character, or a set; a component never holds a `/`, whatever the set says. A set
    /// with bytes outside ASCII is written as "anything but" its missing ASCII characters, which
    /// takes more, never less.
    private static func write(_ bytes: ByteSet) -> String {
        let bytes = bytes.subtracting(ByteSet([UInt8(ascii: "/")]))
        if let single = bytes.single, single < 0x80 { return escape(String(UnicodeScalar(single))) }
        let ascii = ByteSet(0...0x7F)
        if ByteSet.printableComponent.isSubset(of: bytes) && bytes.isSubset(of: ascii) == false {
            let missing = ascii.subtracting(bytes).subtracting(ByteSet([UInt8(ascii: "/")]))
            if missing.isEmpty { return anyComponent }
        }
        if bytes.isSubset(of: ascii) {
            return "[" + setBody(bytes) + "]"
        }
        return "[^" + setBody(ascii.subtracting(bytes).union(ByteSet([UInt8(ascii: "/")]))) + "]"
    }

    /// The members of a set as ranges, each end escaped where a set gives it a meaning.
    private static func setBody(_ bytes: ByteSet) -> String {
        func member(_ byte: UInt8) -> String {
            let character = String(UnicodeScalar(byte))
            return "[]\\^-".contains(character) ? "\\" + character : character
        }
        return bytes.ranges.map { range in
            switch range.count {
            case 1: member(range.lowerBound)
            case 2: member(range.lowerBound) + member(range.upperBound)
            default: member(range.lowerBound) + "-" + member(range.upperBound)
            }
        }.joined()
    }
}
