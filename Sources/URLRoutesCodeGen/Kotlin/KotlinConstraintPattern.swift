/// A constraint of the model (`ConstraintRegex`) written as a `java.util.regex` pattern over
/// the component's bytes, one char per byte (each written `\xHH`), so that the generated
/// class asks `java.util.regex` the same whole-match question PCRE2 answers in routing. The
/// model has already refused what an engine would read differently.
enum KotlinConstraintPattern {
    static func pattern(_ node: ConstraintRegex) -> String {
        switch node {
        case .bytes(let bytes):
            return bytes.map(byte).joined()
        case .set(let ranges, let negated):
            let body = ranges.map { $0.lowerBound == $0.upperBound ? byte($0.lowerBound) : byte($0.lowerBound) + "-" + byte($0.upperBound) }.joined()
            // An empty set matches nothing, its negation any byte.
            if body.isEmpty { return negated ? "[\\x00-\\xff]" : "(?!)" }
            return "[" + (negated ? "^" : "") + body + "]"
        case .sequence(let nodes):
            return nodes.map { "(?:" + pattern($0) + ")" }.joined()
        case .either(let nodes):
            return "(?:" + nodes.map(pattern).joined(separator: "|") + ")"
        case .repeated(let inner, let min, let max):
            return "(?:" + pattern(inner) + "){" + String(min) + "," + (max.map(String.init) ?? "") + "}"
        }
    }

    private static func byte(_ value: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return "\\x" + String(digits[Int(value >> 4)]) + String(digits[Int(value & 15)])
    }
}
