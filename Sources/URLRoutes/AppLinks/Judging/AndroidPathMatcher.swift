/// One path attribute of an intent filter's `<data>` element, matched as Android's
/// `android.os.PatternMatcher` matches it: by UTF-16 code unit, against the decoded path.
///
/// `path` is equality, `pathPrefix` and `pathSuffix` compare the ends, `pathPattern` is the
/// simple glob (`.` any character, `x*` a run of `x`, `.*` everything up to the next literal
/// character, with no backtracking) and `pathAdvancedPattern` the advanced glob (sets, ranges,
/// `+`, `{m,n}`; every token takes as much as it can and never gives it back).
struct AndroidPathMatcher: Sendable {
    enum Kind: String, Sendable, CaseIterable {
        case path, pathPrefix, pathPattern, pathAdvancedPattern, pathSuffix
    }

    let kind: Kind
    let pattern: String
    private let units: [UInt16]
    /// The parsed advanced pattern; nil when it is not one or when Android refuses it.
    private let parsed: [Int]?

    /// A matcher; an advanced pattern that Android's parser refuses matches nothing (the
    /// package manager rejects such a manifest, so no link opens through it).
    init(kind: Kind, pattern: String) {
        self.kind = kind
        self.pattern = pattern
        units = Array(pattern.utf16)
        parsed = kind == .pathAdvancedPattern ? Self.parseAdvanced(units) : nil
    }

    func matches(_ path: String) -> Bool {
        matches(units: Array(path.utf16))
    }

    /// `matches(_:)` for the path's UTF-16 code units, made once for all the paths of a filter.
    func matches(units text: [UInt16]) -> Bool {
        switch kind {
        case .path: return text == units
        case .pathPrefix: return text.starts(with: units)
        case .pathSuffix: return text.count >= units.count && text.suffix(units.count).elementsEqual(units)
        case .pathPattern: return Self.matchSimpleGlob(units, text)
        case .pathAdvancedPattern:
            guard let parsed else { return false }
            return Self.matchAdvanced(parsed, text)
        }
    }

    /// The code units every path this matches starts with (empty when that cannot be said:
    /// a suffix, a pattern that starts with a wildcard).
    ///
    /// A simple glob's characters count up to the first `.` or `\` (an escaped `.` still
    /// matches any character) or the first character a `*` repeats; an advanced glob's up to
    /// the first token that is not a literal or that a modifier repeats.
    var literalPrefix: [UInt16] {
        switch kind {
        case .path, .pathPrefix: return units
        case .pathSuffix: return []
        case .pathPattern:
            var prefix: [UInt16] = []
            for (offset, unit) in units.enumerated() {
                if unit == Self.dot || unit == Self.backslash || unit == Self.star { break }
                if offset + 1 < units.count && units[offset + 1] == Self.star { break }
                prefix.append(unit)
            }
            return prefix
        case .pathAdvancedPattern:
            guard let parsed else { return [] }
            var prefix: [UInt16] = []
            for (offset, token) in parsed.enumerated() {
                // Literals are code units (0 and up); the other tokens are negative.
                guard token >= 0 else { break }
                if offset + 1 < parsed.count && Self.isModifier(parsed[offset + 1]) { break }
                prefix.append(UInt16(token))
            }
            return prefix
        }
    }

    // MARK: Simple glob (PATTERN_SIMPLE_GLOB)

    private static let dot = UInt16(UInt8(ascii: "."))
    private static let star = UInt16(UInt8(ascii: "*"))
    private static let backslash = UInt16(UInt8(ascii: "\\"))

    private static func matchSimpleGlob(_ pattern: [UInt16], _ text: [UInt16]) -> Bool {
        let np = pattern.count, nm = text.count
        if np == 0 { return nm == 0 }
        var ip = 0, im = 0
        func at(_ index: Int) -> UInt16 { index < np ? pattern[index] : 0 }
        var next = pattern[0]
        while ip < np && im < nm {
            var c = next
            ip += 1
            next = at(ip)
            let escaped = c == backslash
            if escaped {
                c = next
                ip += 1
                next = at(ip)
            }
            if next == star {
                if !escaped && c == dot {
                    if ip >= np - 1 { return true }  // `.*` ends the pattern
                    ip += 1
                    next = pattern[ip]
                    if next == backslash {
                        ip += 1
                        next = at(ip)
                    }
                    // `.*` takes everything up to the first occurrence of the next character.
                    while im < nm && text[im] != next { im += 1 }
                    if im == nm { return false }
                    ip += 1
                    next = at(ip)
                    im += 1
                } else {
                    while im < nm && text[im] == c { im += 1 }
                    ip += 1
                    next = at(ip)
                }
            } else {
                if c != dot && text[im] != c { return false }
                im += 1
            }
        }
        if ip >= np && im >= nm { return true }
        // The text is used up and only a `.*` is left.
        return ip == np - 2 && pattern[ip] == dot && pattern[ip + 1] == star
    }

    // MARK: Advanced glob (PATTERN_ADVANCED_GLOB)

    private static let setStart = -1, inverseSetStart = -2, setStop = -3, anyCharacter = -4
    private static let rangeStart = -5, rangeStop = -6, zeroOrMore = -7, oneOrMore = -8
    /// Android's `MAX_PATTERN_STORAGE`.
    private static let maximumStorage = 2048

    private static func isModifier(_ token: Int) -> Bool {
        token == zeroOrMore || token == oneOrMore || token == rangeStart || token == rangeStop
    }

    private static func parseAdvanced(_ units: [UInt16]) -> [Int]? {
        func ascii(_ c: Character) -> Int { Int(c.asciiValue!) }
        var output: [Int] = []
        var ip = 0
        var inSet = false, inRange = false, inCharClass = false
        while ip < units.count {
            if output.count > maximumStorage - 3 { return nil }
            var c = Int(units[ip])
            var literal = false
            switch c {
            case ascii("["):
                if inSet {
                    literal = true
                } else {
                    guard ip + 1 < units.count else { return nil }
                    if Int(units[ip + 1]) == ascii("^") {
                        output.append(inverseSetStart)
                        ip += 1
                    } else {
                        output.append(setStart)
                    }
                    ip += 1
                    inSet = true
                    continue
                }
            case ascii("]"):
                if !inSet {
                    literal = true
                } else {
                    if output.last == setStart || output.last == inverseSetStart { return nil }
                    output.append(setStop)
                    inSet = false
                    inCharClass = false
                }
            case ascii("{"):
                if !inSet {
                    guard let last = output.last, !isModifier(last) else { return nil }
                    output.append(rangeStart)
                    ip += 1
                    inRange = true
                }
            case ascii("}"):
                if inRange {
                    output.append(rangeStop)
                    inRange = false
                }
            case ascii("*"), ascii("+"):
                if !inSet {
                    guard let last = output.last, !isModifier(last) else { return nil }
                    output.append(c == ascii("*") ? zeroOrMore : oneOrMore)
                }
            case ascii("."):
                if !inSet { output.append(anyCharacter) }
            case ascii("\\"):
                guard ip + 1 < units.count else { return nil }
                ip += 1
                c = Int(units[ip])
                literal = true
            default:
                literal = true
            }
            if inSet {
                if inCharClass {
                    output.append(c)
                    inCharClass = false
                } else if ip + 2 < units.count && Int(units[ip + 1]) == ascii("-") && Int(units[ip + 2]) != ascii("]") {
                    inCharClass = true
                    output.append(c)
                    ip += 1
                } else {
                    output.append(c)
                    output.append(c)
                }
            } else if inRange {
                guard let end = units[ip...].firstIndex(of: UInt16(ascii("}"))) else { return nil }
                let text = String(decoding: units[ip..<end], as: UTF16.self)
                let bounds: (Int, Int)
                if let comma = text.firstIndex(of: ",") {
                    guard let low = javaInt(text[..<comma]) else { return nil }
                    let rest = text[text.index(after: comma)...]
                    if rest.isEmpty {
                        bounds = (low, Int(Int32.max))
                    } else {
                        guard let high = javaInt(rest) else { return nil }
                        bounds = (low, high)
                    }
                } else {
                    guard let value = javaInt(Substring(text)) else { return nil }
                    bounds = (value, value)
                }
                if bounds.0 > bounds.1 { return nil }
                output.append(bounds.0)
                output.append(bounds.1)
                ip = end
                continue
            } else if literal {
                output.append(c)
            }
            ip += 1
        }
        return inSet ? nil : output
    }

    /// `Integer.parseInt`: an optional sign, then decimal digits, within 32 bits.
    private static func javaInt(_ text: Substring) -> Int? {
        guard let value = Int32(text) else { return nil }
        return Int(value)
    }

    private enum Token { case any, set, inverseSet, literal }

    private static func matchAdvanced(_ parsed: [Int], _ text: [UInt16]) -> Bool {
        var ip = 0, im = 0
        while ip < parsed.count {
            let token: Token
            var start = 0, end = 0
            switch parsed[ip] {
            case anyCharacter:
                token = .any
                ip += 1
            case setStart, inverseSetStart:
                token = parsed[ip] == setStart ? .set : .inverseSet
                start = ip + 1
                ip += 1
                while ip < parsed.count && parsed[ip] != setStop { ip += 1 }
                end = ip - 1
                ip += 1
            default:
                token = .literal
                start = ip
                ip += 1
            }
            var minimum = 1, maximum = 1
            if ip < parsed.count {
                switch parsed[ip] {
                case zeroOrMore: (minimum, maximum) = (0, Int(Int32.max)); ip += 1
                case oneOrMore: (minimum, maximum) = (1, Int(Int32.max)); ip += 1
                case rangeStart:
                    guard ip + 2 < parsed.count else { return false }
                    (minimum, maximum) = (parsed[ip + 1], parsed[ip + 2])
                    ip += 4
                default: break
                }
            }
            if minimum > maximum { return false }
            var matched = 0
            while matched < maximum && im + matched < text.count
                    && matchCharacter(text[im + matched], token, parsed, start, end) {
                matched += 1
            }
            if matched < minimum { return false }
            im += matched
        }
        return im >= text.count
    }

    private static func matchCharacter(_ unit: UInt16, _ token: Token, _ parsed: [Int], _ start: Int, _ end: Int) -> Bool {
        let value = Int(unit)
        switch token {
        case .any: return true
        case .literal: return parsed[start] == value
        case .set, .inverseSet:
            var inSet = false
            var i = start
            while i < end {
                if value >= parsed[i] && value <= parsed[i + 1] { inSet = true; break }
                i += 2
            }
            return token == .set ? inSet : !inSet
        }
    }
}
