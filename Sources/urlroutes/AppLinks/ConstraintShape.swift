/// What a variable's `<constraint>` says, in the terms app-link files can write: a short list
/// of literal words (`<feed|deals|saved>`), a run of simple pieces (`<[A-Z]{2}-\d{6}>`: sets,
/// literal characters, `.`, each with a count), or something neither file can express (groups,
/// look-arounds, lazy counts...), which the files widen to "one component".
enum ConstraintShape: Equatable {
    case words([String])
    case sequence([Atom])
    case complex

    /// One piece of a simple constraint and how many times it repeats.
    struct Atom: Equatable {
        enum Kind: Equatable {
            case character(Character)
            /// A set as Android's `[...]` writes it: `0-9`, `A-Za-z0-9_`, or negated.
            case set(body: String, negated: Bool)
            /// `.`: any character (within the component).
            case any
        }
        var kind: Kind
        var minimum: Int
        /// nil: no upper bound.
        var maximum: Int?
    }

    /// More words than this are not worth one app-link entry each: the constraint is widened.
    static let maximumWords = 16

    init(_ constraint: String) {
        if let words = Self.words(constraint) {
            self = words.count <= Self.maximumWords ? .words(words) : .complex
        } else if let atoms = Self.atoms(Array(constraint)) {
            self = .sequence(atoms)
        } else {
            self = .complex
        }
    }

    /// `a|b|c`, or `(?:a|b|c)`, where every alternative is plain text.
    private static func words(_ constraint: String) -> [String]? {
        var body = Substring(constraint)
        if body.hasPrefix("(?:") && body.hasSuffix(")") && !body.dropFirst(3).dropLast().contains("(") {
            body = body.dropFirst(3).dropLast()
        }
        var words: [String] = []
        for alternative in body.split(separator: "|", omittingEmptySubsequences: false) {
            guard let atoms = atoms(Array(alternative)), !atoms.isEmpty else { return nil }
            var word = ""
            for atom in atoms {
                guard case .character(let character) = atom.kind, atom.minimum == 1, atom.maximum == 1 else { return nil }
                word.append(character)
            }
            words.append(word)
        }
        return words
    }

    /// The constraint as a run of atoms, or nil when it uses anything else.
    private static func atoms(_ characters: [Character]) -> [Atom]? {
        var atoms: [Atom] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            var kind: Atom.Kind
            switch character {
            case "\\":
                guard index + 1 < characters.count, let escaped = escape(characters[index + 1]) else { return nil }
                kind = escaped
                index += 2
            case "[":
                guard let (set, end) = set(characters, open: index) else { return nil }
                kind = set
                index = end + 1
            case ".":
                kind = .any
                index += 1
            case "^", "$", "|", "?", "*", "+", "(", ")", "{", "}", "]":
                return nil
            default:
                kind = .character(character)
                index += 1
            }
            var atom = Atom(kind: kind, minimum: 1, maximum: 1)
            if index < characters.count {
                switch characters[index] {
                case "+": (atom.minimum, atom.maximum) = (1, nil); index += 1
                case "*": (atom.minimum, atom.maximum) = (0, nil); index += 1
                case "?": (atom.minimum, atom.maximum) = (0, 1); index += 1
                case "{":
                    guard let close = characters[index...].firstIndex(of: "}") else { return nil }
                    let bounds = String(characters[(index + 1)..<close]).split(separator: ",", omittingEmptySubsequences: false)
                    guard let low = bounds.first.flatMap({ Int($0) }), bounds.count <= 2 else { return nil }
                    atom.minimum = low
                    atom.maximum = bounds.count == 1 ? low : bounds[1].isEmpty ? nil : Int(bounds[1])
                    if bounds.count == 2 && !bounds[1].isEmpty && atom.maximum == nil { return nil }
                    index = close + 1
                default: break
                }
                // A lazy or possessive count changes nothing about what matches, but keep to the plain forms.
                if index < characters.count && "?+{".contains(characters[index]) { return nil }
            }
            atoms.append(atom)
        }
        return atoms
    }

    /// `\d`, `\w`, or an escaped punctuation character.
    private static func escape(_ character: Character) -> Atom.Kind? {
        switch character {
        case "d": return .set(body: "0-9", negated: false)
        case "w": return .set(body: "A-Za-z0-9_", negated: false)
        default:
            return character.isASCII && !character.isLetter && !character.isNumber ? .character(character) : nil
        }
    }

    /// `[A-Z0-9_]`, `[^a-z]`: plain characters, ranges, `\d` and `\w` only.
    private static func set(_ characters: [Character], open: Int) -> (Atom.Kind, Int)? {
        var index = open + 1
        var negated = false
        if index < characters.count && characters[index] == "^" {
            negated = true
            index += 1
        }
        var body = ""
        while index < characters.count && (characters[index] != "]" || body.isEmpty) {
            let character = characters[index]
            if character == "\\" {
                guard index + 1 < characters.count else { return nil }
                switch characters[index + 1] {
                case "d": body += "0-9"
                case "w": body += "A-Za-z0-9_"
                default: return nil
                }
                index += 2
                continue
            }
            guard character.isASCII, !"[]\\^".contains(character) || (character == "^" && !body.isEmpty) else { return nil }
            body.append(character)
            index += 1
        }
        guard index < characters.count, !body.isEmpty else { return nil }
        return (.set(body: body, negated: negated), index)
    }
}
