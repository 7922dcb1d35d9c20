import Foundation

/// Android's `pathAdvancedPattern` (PatternMatcher.PATTERN_ADVANCED_GLOB), to check what
/// `urlroutes android` prints: the pattern matches the whole path; `.` is any character, `[...]`
/// a set with ranges and `^`, `*` `+` `{n}` `{m,n}` count the token before, `\` escapes. The
/// language is a subset of ICU regular expressions with the same meaning, so a pattern that
/// holds only those tokens is checked with NSRegularExpression, anchored; anything outside it
/// (groups, alternation, `?`) is refused, since Android would not read it that way.
struct AndroidPathMatcher {
    let source: String
    private let regex: NSRegularExpression

    struct Unsupported: Error, CustomStringConvertible {
        var pattern: String
        var description: String { "\(pattern) uses syntax pathAdvancedPattern does not have" }
    }

    init(_ pattern: String) throws {
        var escaped = false
        for character in pattern {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if "()|?$".contains(character) {
                throw Unsupported(pattern: pattern)
            }
        }
        source = pattern
        regex = try NSRegularExpression(pattern: "^(?:" + pattern + ")$")
    }

    func matches(_ path: String) -> Bool {
        regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }
}
