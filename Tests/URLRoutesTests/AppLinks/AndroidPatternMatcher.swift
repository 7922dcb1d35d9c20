/// Android's `android.os.PatternMatcher` for `PATTERN_ADVANCED_GLOB` (`android:pathAdvancedPattern`),
/// ported step for step so that the tests judge intent filters as a device does.
///
/// The pattern is parsed into a list of integers, one per UTF-16 code unit of a literal or set
/// bound, with negative markers for `.`, set starts and ends, and the counts `*`, `+` and
/// `{m,n}`. Matching walks the tokens once: each token takes as many characters as it can (up
/// to its maximum) and never gives any back, so `.*` followed by anything can never match.
/// Text is compared as Java does, by UTF-16 code unit.
struct AndroidPatternMatcher {
    /// What `PatternMatcher`'s constructor throws (`IllegalArgumentException`) for a pattern it
    /// refuses; also a `[` that ends the pattern, where Java fails reading past the end.
    struct PatternError: Error, CustomStringConvertible, Equatable {
        var pattern: String
        var reason: String
        var description: String { "'\(pattern)' is not a pathAdvancedPattern: \(reason)" }
    }

    let source: String
    private let parsed: [Int]

    private static let setStart = -1
    private static let inverseSetStart = -2
    private static let setStop = -3
    private static let any = -4
    private static let rangeStart = -5
    private static let rangeStop = -6
    private static let zeroOrMore = -7
    private static let oneOrMore = -8
    /// `MAX_PATTERN_STORAGE`: the parsed form of a longer pattern does not fit Android's buffer.
    private static let maximumStorage = 2048

    init(_ pattern: String) throws(PatternError) {
        source = pattern
        parsed = try Self.parse(pattern)
    }

    func matches(_ text: String) -> Bool {
        Self.match(parsed, Array(text.utf16))
    }

    // MARK: Parsing (parseAndVerifyAdvancedPattern)

    private static func parse(_ pattern: String) throws(PatternError) -> [Int] {
        let units = Array(pattern.utf16)
        func fail(_ reason: String) -> PatternError { PatternError(pattern: pattern, reason: reason) }
        func unit(_ character: Character) -> Int { Int(character.utf16.first!) }
        var output: [Int] = []
        var ip = 0
        var inSet = false
        var inRange = false
        var inCharClass = false
        while ip < units.count {
            if output.count > maximumStorage - 3 { throw fail("Pattern is too large!") }
            var c = Int(units[ip])
            var addToParsedPattern = false
            switch c {
            case unit("["):
                if inSet {
                    addToParsedPattern = true
                } else {
                    guard ip + 1 < units.count else { throw fail("'[' at the end of the pattern") }
                    if Int(units[ip + 1]) == unit("^") {
                        output.append(inverseSetStart)
                        ip += 1
                    } else {
                        output.append(setStart)
                    }
                    ip += 1
                    inSet = true
                    continue
                }
            case unit("]"):
                if !inSet {
                    addToParsedPattern = true
                } else {
                    let last = output[output.count - 1]
                    if last == setStart || last == inverseSetStart { throw fail("You must define characters in a set.") }
                    output.append(setStop)
                    inSet = false
                    inCharClass = false
                }
            case unit("{"):
                if !inSet {
                    if output.isEmpty || isModifier(output[output.count - 1]) { throw fail("Modifier must follow a token.") }
                    output.append(rangeStart)
                    ip += 1
                    inRange = true
                }
            case unit("}"):
                if inRange {
                    output.append(rangeStop)
                    inRange = false
                }
            case unit("*"), unit("+"):
                if !inSet {
                    if output.isEmpty || isModifier(output[output.count - 1]) { throw fail("Modifier must follow a token.") }
                    output.append(c == unit("*") ? zeroOrMore : oneOrMore)
                }
            case unit("."):
                if !inSet { output.append(any) }
            case unit("\\"):
                if ip + 1 >= units.count { throw fail("Escape found at end of pattern!") }
                ip += 1
                c = Int(units[ip])
                addToParsedPattern = true
            default:
                addToParsedPattern = true
            }
            if inSet {
                if inCharClass {
                    output.append(c)
                    inCharClass = false
                } else if ip + 2 < units.count && Int(units[ip + 1]) == unit("-") && Int(units[ip + 2]) != unit("]") {
                    // The lower end of a range; the upper end is the character after the dash.
                    inCharClass = true
                    output.append(c)
                    ip += 1
                } else {
                    // A single character is a range from itself to itself.
                    output.append(c)
                    output.append(c)
                }
            } else if inRange {
                guard let close = units[ip...].firstIndex(of: UInt16(unit("}"))) else { throw fail("Range not ended with '}'") }
                let range = String(decoding: units[ip..<close], as: UTF16.self)
                let minimum: Int
                let maximum: Int
                if let comma = range.firstIndex(of: ",") {
                    guard let low = javaParseInt(range[..<comma]) else { throw fail("Range number format incorrect") }
                    minimum = low
                    if range.index(after: comma) == range.endIndex {
                        maximum = Int(Int32.max)
                    } else {
                        guard let high = javaParseInt(range[range.index(after: comma)...]) else {
                            throw fail("Range number format incorrect")
                        }
                        maximum = high
                    }
                } else {
                    guard let count = javaParseInt(Substring(range)) else { throw fail("Range number format incorrect") }
                    minimum = count
                    maximum = count
                }
                if minimum > maximum { throw fail("Range quantifier minimum is greater than maximum") }
                output.append(minimum)
                output.append(maximum)
                ip = close
                continue
            } else if addToParsedPattern {
                output.append(c)
            }
            ip += 1
        }
        if inSet { throw fail("Set was not terminated!") }
        return output
    }

    private static func isModifier(_ token: Int) -> Bool {
        token == oneOrMore || token == zeroOrMore || token == rangeStop || token == rangeStart
    }

    /// `Integer.parseInt`: an optional sign, then decimal digits, within 32 bits.
    private static func javaParseInt(_ text: Substring) -> Int? {
        var digits = text
        var negative = false
        if let first = digits.first, first == "-" || first == "+" {
            negative = first == "-"
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int64(digits) else { return nil }
        let signed = negative ? -value : value
        guard signed >= Int64(Int32.min) && signed <= Int64(Int32.max) else { return nil }
        return Int(signed)
    }

    // MARK: Matching (matchAdvancedPattern)

    private enum TokenType { case literal, any, set, inverseSet }

    private static func match(_ parsed: [Int], _ text: [UInt16]) -> Bool {
        var ip = 0
        var im = 0
        while ip < parsed.count {
            let tokenType: TokenType
            var tokenStart = 0
            var tokenEnd = 0
            switch parsed[ip] {
            case any:
                tokenType = .any
                ip += 1
            case setStart, inverseSetStart:
                tokenType = parsed[ip] == setStart ? .set : .inverseSet
                tokenStart = ip + 1
                ip += 1
                while ip < parsed.count && parsed[ip] != setStop { ip += 1 }
                tokenEnd = ip - 1
                ip += 1
            default:
                tokenStart = ip
                tokenType = .literal
                ip += 1
            }
            var minimum = 1
            var maximum = 1
            if ip < parsed.count {
                switch parsed[ip] {
                case zeroOrMore:
                    (minimum, maximum) = (0, Int(Int32.max))
                    ip += 1
                case oneOrMore:
                    (minimum, maximum) = (1, Int(Int32.max))
                    ip += 1
                case rangeStart:
                    minimum = parsed[ip + 1]
                    maximum = parsed[ip + 2]
                    ip += 4
                default:
                    break
                }
            }
            if minimum > maximum { return false }
            // As many as possible, never fewer afterwards: no backtracking.
            var matched = 0
            while matched < maximum && matchCharacter(text, im + matched, tokenType, parsed, tokenStart, tokenEnd) {
                matched += 1
            }
            if matched < minimum { return false }
            im += matched
        }
        return ip >= parsed.count && im >= text.count
    }

    private static func matchCharacter(_ text: [UInt16], _ index: Int, _ type: TokenType, _ parsed: [Int],
                                       _ start: Int, _ end: Int) -> Bool {
        guard index < text.count else { return false }
        let character = Int(text[index])
        switch type {
        case .any:
            return true
        case .set, .inverseSet:
            var inSet = false
            var i = start
            while i < end {
                if character >= parsed[i] && character <= parsed[i + 1] {
                    inSet = true
                    break
                }
                i += 2
            }
            return type == .set ? inSet : !inSet
        case .literal:
            return character == parsed[start]
        }
    }
}
