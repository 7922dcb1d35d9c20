/// A `:name<constraint>` read as a plain regular expression over the component's bytes, the way
/// PCRE2 reads it in routing (no UTF mode, dot matches everything, ASCII classes). For such an
/// expression, "the whole component matches" is the same question in any engine, so the
/// generated code answers it with a small matcher of its own and needs no regex library.
///
/// Anything whose meaning depends on the engine is refused at its offset: look-around, anchors
/// and word boundaries, possessive quantifiers and atomic groups, back references, inline
/// options (`(?i)`), Unicode properties, POSIX classes, non-ASCII text inside a class, and
/// escapes other than `\d \D \w \W \s \S`, `\t \n \r \f` and escaped punctuation.
package indirect enum ConstraintRegex: Sendable, Equatable {
    case bytes([UInt8])
    case set([ClosedRange<UInt8>], negated: Bool)
    case sequence([ConstraintRegex])
    case either([ConstraintRegex])
    case repeated(ConstraintRegex, min: Int, max: Int?)

    /// Why a constraint is refused, at a UTF-8 offset in it.
    package struct Refusal: Error, Sendable, Equatable {
        package var offset: Int
        package var message: String
    }

    package static func parse(_ constraint: String) throws(Refusal) -> ConstraintRegex {
        var parser = Parser(bytes: Array(constraint.utf8))
        let node = try parser.alternation()
        if parser.position < parser.bytes.count {
            throw Refusal(offset: parser.position, message: "a ')' without its '(' ")
        }
        return node
    }

    static let digits: [ClosedRange<UInt8>] = [48...57]
    static let word: [ClosedRange<UInt8>] = [48...57, 65...90, 95...95, 97...122]
    static let space: [ClosedRange<UInt8>] = [9...13, 32...32]

    /// The complement of `ranges` within 0...255.
    static func complement(_ ranges: [ClosedRange<UInt8>]) -> [ClosedRange<UInt8>] {
        var result: [ClosedRange<UInt8>] = []
        var next = 0
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if Int(range.lowerBound) > next { result.append(UInt8(next)...range.lowerBound - 1) }
            next = max(next, Int(range.upperBound) + 1)
        }
        if next <= 255 { result.append(UInt8(next)...255) }
        return result
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0

        func refuse(_ message: String, at offset: Int? = nil) -> Refusal {
            Refusal(offset: offset ?? position, message: message)
        }

        var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func alternation() throws(Refusal) -> ConstraintRegex {
            var branches = [try sequence()]
            while current == UInt8(ascii: "|") {
                position += 1
                branches.append(try sequence())
            }
            return branches.count == 1 ? branches[0] : .either(branches)
        }

        mutating func sequence() throws(Refusal) -> ConstraintRegex {
            var items: [ConstraintRegex] = []
            while let byte = current, byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
                let atom = try self.atom()
                items.append(try quantified(atom))
            }
            return items.count == 1 ? items[0] : .sequence(items)
        }

        mutating func quantified(_ atom: ConstraintRegex) throws(Refusal) -> ConstraintRegex {
            var node = atom
            var quantifiers = 0
            while let byte = current {
                let start = position
                var bounds: (Int, Int?)
                switch byte {
                case UInt8(ascii: "*"): bounds = (0, nil); position += 1
                case UInt8(ascii: "+"): bounds = (1, nil); position += 1
                case UInt8(ascii: "?"): bounds = (0, 1); position += 1
                case UInt8(ascii: "{"):
                    guard let read = braces() else { throw refuse("a '{' that is not a repeat count {n}, {n,} or {n,m}: write \\{ for the character") }
                    bounds = read
                default:
                    return node
                }
                if quantifiers > 0 {
                    throw refuse("a repeat of a repeat: group it first, (?:...)", at: start)
                }
                if let max = bounds.1, max < bounds.0 { throw refuse("the repeat count's maximum is below its minimum", at: start) }
                if current == UInt8(ascii: "+") {
                    throw refuse("a possessive quantifier (*+, ++, ?+) gives up backtracking, which the generated matcher cannot reproduce")
                }
                // Lazy or greedy, a whole match is the same.
                if current == UInt8(ascii: "?") { position += 1 }
                node = .repeated(node, min: bounds.0, max: bounds.1)
                quantifiers += 1
            }
            return node
        }

        /// `{n}`, `{n,}`, `{n,m}` at `position`; nil (position unchanged) for anything else.
        mutating func braces() -> (Int, Int?)? {
            var index = position + 1
            func number() -> Int? {
                let start = index
                while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57, index - start < 5 { index += 1 }
                guard index > start else { return nil }
                return Int(String(decoding: bytes[start..<index], as: UTF8.self))
            }
            guard let min = number() else { return nil }
            var max: Int? = min
            if index < bytes.count && bytes[index] == UInt8(ascii: ",") {
                index += 1
                max = number()
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "}") else { return nil }
            position = index + 1
            return (min, max)
        }

        mutating func atom() throws(Refusal) -> ConstraintRegex {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "("):
                let start = position
                position += 1
                if current == UInt8(ascii: "?") {
                    guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ":") else {
                        throw refuse("only plain groups ( ) and (?: ) are reproduced; look-around, atomic groups, named groups and inline options change what an engine matches", at: start)
                    }
                    position += 2
                }
                let inner = try alternation()
                guard current == UInt8(ascii: ")") else { throw refuse("a '(' that no ')' closes", at: start) }
                position += 1
                return inner
            case UInt8(ascii: "["):
                return try characterClass()
            case UInt8(ascii: "."):
                position += 1
                return .set([0...255], negated: false)
            case UInt8(ascii: "\\"):
                return try escape(inClass: false).node
            case UInt8(ascii: "^"), UInt8(ascii: "$"):
                throw refuse("an anchor: a constraint already matches the whole component, and its meaning mid-path is the engine's")
            case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"):
                throw refuse("a quantifier with nothing to repeat")
            case UInt8(ascii: "{"):
                throw refuse("a '{': write \\{ for the character")
            default:
                position += 1
                return .bytes([byte])
            }
        }

        /// An escape at `position` (a backslash): a class (`\d`) or one byte.
        mutating func escape(inClass: Bool) throws(Refusal) -> (node: ConstraintRegex, ranges: [ClosedRange<UInt8>]) {
            let start = position
            guard position + 1 < bytes.count else { throw refuse("a '\\' at the end") }
            let letter = bytes[position + 1]
            position += 2
            func single(_ byte: UInt8) -> (ConstraintRegex, [ClosedRange<UInt8>]) { (.bytes([byte]), [byte...byte]) }
            func set(_ ranges: [ClosedRange<UInt8>]) -> (ConstraintRegex, [ClosedRange<UInt8>]) { (.set(ranges, negated: false), ranges) }
            switch letter {
            case UInt8(ascii: "d"): return set(ConstraintRegex.digits)
            case UInt8(ascii: "D"): return set(ConstraintRegex.complement(ConstraintRegex.digits))
            case UInt8(ascii: "w"): return set(ConstraintRegex.word)
            case UInt8(ascii: "W"): return set(ConstraintRegex.complement(ConstraintRegex.word))
            case UInt8(ascii: "s"): return set(ConstraintRegex.space)
            case UInt8(ascii: "S"): return set(ConstraintRegex.complement(ConstraintRegex.space))
            case UInt8(ascii: "t"): return single(9)
            case UInt8(ascii: "n"): return single(10)
            case UInt8(ascii: "r"): return single(13)
            case UInt8(ascii: "f"): return single(12)
            default:
                let isPunctuation = letter < 0x80 && !(letter >= 48 && letter <= 57) && !((letter | 0x20) >= 97 && (letter | 0x20) <= 122)
                guard isPunctuation, letter >= 0x20 else {
                    throw refuse("the escape \\\(Character(Unicode.Scalar(letter))) is not reproduced (only \\d \\D \\w \\W \\s \\S \\t \\n \\r \\f and escaped punctuation): its meaning differs between regex engines", at: start)
                }
                return single(letter)
            }
        }

        mutating func characterClass() throws(Refusal) -> ConstraintRegex {
            let start = position
            position += 1
            var negated = false
            if current == UInt8(ascii: "^") {
                negated = true
                position += 1
            }
            if current == UInt8(ascii: "]") { throw refuse("a ']' first in a class: write \\] for the character") }
            var ranges: [ClosedRange<UInt8>] = []
            while true {
                guard let byte = current else { throw refuse("a '[' that no ']' closes", at: start) }
                if byte == UInt8(ascii: "]") {
                    position += 1
                    break
                }
                if byte >= 0x80 { throw refuse("a non-ASCII character in a class: PCRE2 reads it as separate bytes here, another engine as one character") }
                if byte == UInt8(ascii: "[") { throw refuse("a '[' inside a class (POSIX classes, nested sets) is not reproduced: write \\[ for the character") }
                var low: UInt8
                var isSingle = true
                if byte == UInt8(ascii: "\\") {
                    let escaped = try escape(inClass: true)
                    if escaped.ranges.count == 1, escaped.ranges[0].count == 1 {
                        low = escaped.ranges[0].lowerBound
                    } else {
                        ranges += escaped.ranges
                        isSingle = false
                        low = 0
                    }
                } else {
                    low = byte
                    position += 1
                }
                guard isSingle else { continue }
                if current == UInt8(ascii: "-"), position + 1 < bytes.count, bytes[position + 1] != UInt8(ascii: "]") {
                    position += 1
                    var high: UInt8
                    if current == UInt8(ascii: "\\") {
                        let escaped = try escape(inClass: true)
                        guard escaped.ranges.count == 1, escaped.ranges[0].count == 1 else { throw refuse("a range that ends in a class") }
                        high = escaped.ranges[0].lowerBound
                    } else {
                        guard let next = current, next < 0x80, next != UInt8(ascii: "[") else { throw refuse("a range that ends in a non-ASCII character") }
                        high = next
                        position += 1
                    }
                    guard low <= high else { throw refuse("a range out of order") }
                    ranges.append(low...high)
                } else {
                    ranges.append(low...low)
                }
            }
            return .set(ranges, negated: negated)
        }
    }
}
