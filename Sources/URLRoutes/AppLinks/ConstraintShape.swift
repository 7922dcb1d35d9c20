/// What a variable's `<constraint>` says, in the terms app-link files can write: a short list
/// of literal words (`<feed|deals|saved>`), a run of simple pieces (`<[A-Z]{2}-\d{6}>`: sets,
/// literal characters, `.`, each with a count), or something neither file can express (groups,
/// look-arounds, backreferences, possessive counts, flags...), which the files widen to "one
/// component".
///
/// Routing compiles a constraint with PCRE2 in byte mode with DOTALL (`.` is any byte), so the
/// pieces here are sets of bytes; a constraint that writes a character outside ASCII is
/// complex.
enum ConstraintShape: Equatable {
    case words([String])
    case sequence([Atom])
    case complex

    /// One piece of a simple constraint and how many times it repeats.
    struct Atom: Equatable {
        var bytes: ByteSet
        var minimum: Int
        /// nil: no upper bound.
        var maximum: Int?

        /// Whether the count can vary, so that a matcher must choose how much the piece takes.
        var isVariable: Bool { maximum != minimum }
    }

    /// Shapes already read, by constraint text: a table repeats its constraints.
    struct Cache {
        private var shapes: [String: ConstraintShape] = [:]

        mutating func shape(of constraint: String) -> ConstraintShape {
            if let shape = shapes[constraint] { return shape }
            let shape = ConstraintShape(constraint)
            shapes[constraint] = shape
            return shape
        }
    }

    /// More words than this are not worth one app-link entry each: the constraint is widened.
    static let maximumWords = 16
    /// Larger counts are not spelt out (and no real route needs them).
    static let maximumCount = 1000

    init(_ constraint: String) {
        guard constraint.unicodeScalars.allSatisfy(\.isASCII) || Self.words(constraint) != nil else {
            self = .complex
            return
        }
        if let words = Self.words(constraint) {
            self = words.count <= Self.maximumWords ? .words(words) : .complex
        } else if let atoms = Self.atoms(Array(constraint.unicodeScalars)) {
            self = .sequence(atoms)
        } else {
            self = .complex
        }
    }

    /// The atoms as one path component can hold them: no atom takes a `/` (routing's
    /// constraint must end where the component ends), and an atom that then takes nothing
    /// and may be absent is dropped. Nil when the constraint can match no component at all.
    static func componentAtoms(_ atoms: [Atom]) -> [Atom]? {
        var result: [Atom] = []
        for var atom in atoms {
            atom.bytes = atom.bytes.subtracting(ByteSet([UInt8(ascii: "/")]))
            if atom.maximum == 0 { continue }
            if atom.bytes.isEmpty {
                if atom.minimum > 0 { return nil }
                continue
            }
            result.append(atom)
        }
        return result
    }

    /// `a|b|c`, or `(?:a|b|c)`, where every alternative is plain text (escaped punctuation
    /// allowed): the words, in order, without repeats.
    private static func words(_ constraint: String) -> [String]? {
        var body = Substring(constraint)
        if body.hasPrefix("(?:") && body.hasSuffix(")") && !body.dropFirst(3).dropLast().contains("(") {
            body = body.dropFirst(3).dropLast()
        }
        var words: [String] = []
        for alternative in body.split(separator: "|", omittingEmptySubsequences: false) {
            var word = ""
            var escaped = false
            for scalar in alternative.unicodeScalars {
                if escaped {
                    guard scalar.isASCII, !isLetterOrDigit(scalar) else { return nil }
                    word.unicodeScalars.append(scalar)
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if "^$.|?*+()[]{}".unicodeScalars.contains(scalar) {
                    return nil
                } else {
                    word.unicodeScalars.append(scalar)
                }
            }
            guard !escaped, !word.isEmpty || body.contains("|") else { return nil }
            if !words.contains(word) { words.append(word) }
        }
        // One word without '|' is a plain literal constraint: a sequence says the same.
        return words.count > 1 || body.contains("|") ? words : nil
    }

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
    }

    /// The constraint as a run of atoms, or nil when it uses anything else.
    private static func atoms(_ scalars: [Unicode.Scalar]) -> [Atom]? {
        var atoms: [Atom] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            var bytes: ByteSet
            switch scalar {
            case "\\":
                guard index + 1 < scalars.count, let escaped = escape(scalars[index + 1]) else { return nil }
                bytes = escaped
                index += 2
            case "[":
                guard let (set, end) = set(scalars, open: index) else { return nil }
                bytes = set
                index = end + 1
            case ".":
                bytes = .all
                index += 1
            case "^", "$", "|", "?", "*", "+", "(", ")", "{", "}", "]":
                return nil
            default:
                bytes = ByteSet([UInt8(scalar.value)])
                index += 1
            }
            var atom = Atom(bytes: bytes, minimum: 1, maximum: 1)
            if index < scalars.count {
                switch scalars[index] {
                case "+": (atom.minimum, atom.maximum) = (1, nil); index += 1
                case "*": (atom.minimum, atom.maximum) = (0, nil); index += 1
                case "?": (atom.minimum, atom.maximum) = (0, 1); index += 1
                case "{":
                    // PCRE2 reads a '{' that does not start a valid count as a literal: leave
                    // such constraints to the widening.
                    guard let close = scalars[index...].firstIndex(of: "}") else { return nil }
                    let bounds = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
                        .split(separator: ",", omittingEmptySubsequences: false)
                    guard bounds.count <= 2, let low = Int(bounds[0]), low <= maximumCount else { return nil }
                    atom.minimum = low
                    if bounds.count == 1 {
                        atom.maximum = low
                    } else if bounds[1].isEmpty {
                        atom.maximum = nil
                    } else {
                        guard let high = Int(bounds[1]), high >= low, high <= maximumCount else { return nil }
                        atom.maximum = high
                    }
                    index = close + 1
                default: break
                }
                // Lazy counts match the same texts here, possessive ones do not: keep to the
                // plain forms.
                if index < scalars.count && "?+{".unicodeScalars.contains(scalars[index]) { return nil }
            }
            atoms.append(atom)
        }
        return atoms
    }

    /// `\d`, `\w`, `\s`, their negations, or an escaped punctuation character.
    private static func escape(_ scalar: Unicode.Scalar) -> ByteSet? {
        switch scalar {
        case "d": return .digits
        case "w": return .word
        case "s": return .space
        case "D": return ByteSet.digits.complement
        case "W": return ByteSet.word.complement
        case "S": return ByteSet.space.complement
        default:
            return scalar.isASCII && !isLetterOrDigit(scalar) ? ByteSet([UInt8(scalar.value)]) : nil
        }
    }

    /// `[A-Z0-9_]`, `[^a-z]`, `[\w.-]`: characters, ranges, escapes; no POSIX classes.
    private static func set(_ scalars: [Unicode.Scalar], open: Int) -> (ByteSet, Int)? {
        var index = open + 1
        var negated = false
        if index < scalars.count && scalars[index] == "^" {
            negated = true
            index += 1
        }
        var bytes = ByteSet()
        var first = true
        while index < scalars.count && (scalars[index] != "]" || first) {
            first = false
            // One member: a character or an escape, possibly the start of a range.
            let low: UInt8
            if scalars[index] == "\\" {
                guard index + 1 < scalars.count else { return nil }
                let escaped = scalars[index + 1]
                index += 2
                if let set = escape(escaped), escaped.properties.isAlphabetic {
                    bytes = bytes.union(set)
                    continue
                }
                guard escaped.isASCII, !isLetterOrDigit(escaped) else { return nil }
                low = UInt8(escaped.value)
            } else {
                guard scalars[index] != "[" else { return nil }
                low = UInt8(scalars[index].value)
                index += 1
            }
            if index + 1 < scalars.count && scalars[index] == "-" && scalars[index + 1] != "]" {
                var highScalar = scalars[index + 1]
                index += 2
                if highScalar == "\\" {
                    guard index < scalars.count, scalars[index].isASCII, !isLetterOrDigit(scalars[index]) else { return nil }
                    highScalar = scalars[index]
                    index += 1
                }
                guard highScalar != "[", UInt8(highScalar.value) >= low else { return nil }
                bytes = bytes.union(ByteSet(low...UInt8(highScalar.value)))
            } else {
                bytes.insert(low)
            }
        }
        guard index < scalars.count else { return nil }
        return (negated ? bytes.complement : bytes, index)
    }
}
