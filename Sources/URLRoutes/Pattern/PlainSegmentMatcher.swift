import Foundation

/// Matches a plain pattern's text against a routing path component by component, without a
/// regex, finding what the pattern's PCRE2 regex (`RegexBuilder`) finds.
///
/// A plain pattern (`RoutePattern.isSegmentMatchable`) has literal components without other
/// spellings, `:name` variables without a constraint and `*` components, separated by `/`
/// (empty components carry no meaning). Its regex is `^c1/c2/.../cn\z`, where a literal is
/// itself escaped, a variable is `(?<g>[^/]*+)` and an inner `*` is `[^/]*+` (possessive: the
/// rest of the component, never given back), and a last `*` is `(?:/(?<g>.*))?` (`(?<g>.*)`
/// as the only component; `.` matches any byte). Nothing in it can backtrack, so one walk
/// from left to right decides it, in time linear in the pattern and the path.
///
/// The dispatch index matches a bucket of such routes this way, route after route in
/// matching order: no bucket regex and no route regex is compiled until one is needed.
enum PlainSegmentMatcher {
    /// Whether `pattern` (a plain pattern's text) matches the whole of `path`.
    static func matches(_ pattern: UnsafeBufferPointer<UInt8>, _ path: UnsafeBufferPointer<UInt8>) -> Bool {
        walk(pattern, path) { _, _ in }
    }

    /// The match of `pattern` on `path`, read as `RouteMatch(captures:...)` reads the regex's
    /// captures (variables in pattern order, decoded; the last `*`'s components), or nil.
    static func match(_ pattern: UnsafeBufferPointer<UInt8>, _ path: UnsafeBufferPointer<UInt8>,
                      decodePlusSymbols: Bool, keepRawText: Bool = false) -> RouteMatch? {
        guard matches(pattern, path) else { return nil }
        var match = RouteMatch()
        // Set when the walk passes a last `*`: a pattern without one has no wildcard components.
        var wildcard: [String]?
        _ = walk(pattern, path) { name, value in
            guard let name else {
                var components: [String] = []
                if let value, !value.isEmpty { RouteMatch.appendComponents(of: path, value, to: &components) }
                wildcard = components
                return
            }
            // The parser names a lone ":" variable ":".
            let variable = name.isEmpty ? ":" : String(decoding: UnsafeBufferPointer(rebasing: pattern[name]), as: UTF8.self)
            let range = value ?? 0..<0
            if keepRawText {
                match.rawVariables.append(NamedValue(name: variable, value: String(decoding: UnsafeBufferPointer(rebasing: path[range]), as: UTF8.self)))
            }
            match.variables.append(NamedValue(name: variable, value: RouteMatch.decodeVariable(path, range, decodePlusSymbols: decodePlusSymbols)))
        }
        match.wildcardComponents = wildcard
        return match
    }

    /// Walks `pattern` over `path`, calling `capture` for each variable (the range of its name
    /// in `pattern`, of its value in `path`) and for a last `*` (nil name; nil value when it
    /// took no component) as it passes them; true when the whole path matched.
    @inline(__always)
    private static func walk(_ pattern: UnsafeBufferPointer<UInt8>, _ path: UnsafeBufferPointer<UInt8>,
                             _ capture: (_ name: Range<Int>?, _ value: Range<Int>?) -> Void) -> Bool {
        let slash = UInt8(ascii: "/")
        var index = 0        // in pattern
        var position = 0     // in path
        var isFirst = true
        while true {
            while index < pattern.count && pattern[index] == slash { index += 1 }
            if index == pattern.count { break }
            let start = index
            while index < pattern.count && pattern[index] != slash { index += 1 }
            let length = index - start
            let isStar = length == 1 && pattern[start] == UInt8(ascii: "*")
            if isStar {
                var rest = index
                while rest < pattern.count && pattern[rest] == slash { rest += 1 }
                if rest == pattern.count {
                    // The last `*`: the rest of the path, or after a "/" whatever follows it.
                    if isFirst {
                        capture(nil, position..<path.count)
                        return true
                    }
                    if position == path.count {
                        capture(nil, nil)
                        return true
                    }
                    guard path[position] == slash else { return false }
                    capture(nil, position + 1..<path.count)
                    return true
                }
            }
            if !isFirst {
                guard position < path.count && path[position] == slash else { return false }
                position += 1
            }
            isFirst = false
            if isStar || pattern[start] == UInt8(ascii: ":") {
                let valueStart = position
                while position < path.count && path[position] != slash { position += 1 }
                if !isStar { capture(start + 1..<index, valueStart..<position) }
            } else {
                guard path.count - position >= length,
                      memcmp(pattern.baseAddress! + start, path.baseAddress! + position, length) == 0 else { return false }
                position += length
            }
        }
        return position == path.count
    }
}
