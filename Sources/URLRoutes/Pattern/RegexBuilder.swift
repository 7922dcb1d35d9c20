/// Turns the components of one (expanded) pattern into PCRE2 source.
///
/// The path a URL routes on has its leading and trailing slash removed (`user/view/42`), so a
/// pattern becomes its components joined by `/`:
///
/// | pattern piece     | regex                                             |
/// |-------------------|---------------------------------------------------|
/// | `user`            | `user` (metacharacters escaped: `a.b` → `a\.b`)   |
/// | `café`            | `(?:café|caf%C3%A9|caf%c3%a9)` (`LiteralForms`)   |
/// | `:id`             | `(?<g1>[^/]*+)`                                   |
/// | `:id<\d+>`        | `(?=[^/]*+(?<g2>.*+))(?<g1>(?:\d+))(?=\k<g2>\z)`  |
/// | `*` (not last)    | `[^/]*+`                                          |
/// | `*` (last)        | `(?:/(?<g1>.*))?` — zero or more components       |
/// | `**`              | `(?:/(?<g1>[^/]*+(?:/[^/]*+)*?))??` — lazily, any |
/// |                   | number of whole components                        |
///
/// The constraint form captures the rest of the path first, so the constraint must end
/// exactly where the component ends: it can never make a variable span a `/`.
/// The whole route is `^body\z` (`\z`, not `$`, which would accept a trailing newline).
struct RegexBuilder {
    struct Output: Equatable, Sendable {
        /// The regex without anchors, so several routes can be combined into one regex.
        let body: String
        let groups: [RouteCaptureGroup]

        var anchored: String { "^" + body + "\\z" }
    }

    private var body = ""
    private var groups: [RouteCaptureGroup] = []

    static func build(_ components: [PatternComponent]) -> Output {
        var builder = RegexBuilder()
        builder.append(components)
        return Output(body: builder.body, groups: builder.groups)
    }

    private mutating func append(_ components: [PatternComponent]) {
        let last = components.count - 1
        // True when the next component must be preceded by "/" (something came before it).
        var needsSeparator = false
        for (index, component) in components.enumerated() {
            let isLast = index == last
            switch component {
            case .star where isLast, .globstar where isLast:
                let group = newGroup(.wildcard)
                body += needsSeparator ? "(?:/(?<\(group)>.*))?" : "(?<\(group)>.*)"
                needsSeparator = true
            case .globstar:
                let group = newGroup(.wildcard)
                // Lazily, whole components at a time: a long component costs one step, not
                // one per byte.
                let components = "(?<\(group)>[^/]*+(?:/[^/]*+)*?)"
                if needsSeparator {
                    body += "(?:/\(components))??"
                } else {
                    // First component: the components it takes end with their own "/".
                    body += "(?:\(components)/)??"
                }
                // The separator before the next component is already accounted for when
                // `**` came first; otherwise the next component still needs its "/".
            default:
                if needsSeparator { body += "/" }
                appendSingle(component)
                needsSeparator = true
            }
        }
    }

    private mutating func appendSingle(_ component: PatternComponent) {
        switch component {
        case .literal(let text) where LiteralForms.hasForms(text):
            // As written, or percent-encoded as clients send it (`LiteralForms`).
            body += "(?:" + LiteralForms.forms(text).map(Self.escape).joined(separator: "|") + ")"
        case .literal(let text):
            body += Self.escape(text)
        case .variable(let name, nil):
            body += "(?<\(newGroup(.variable(name)))>[^/]*+)"
        case .variable(let name, let constraint?):
            let rest = newGroup(.constraintGuard)
            let value = newGroup(.variable(name))
            body += "(?=[^/]*+(?<\(rest)>.*+))(?<\(value)>(?:\(constraint)))(?=\\k<\(rest)>\\z)"
        case .star:
            body += "[^/]*+"
        case .globstar:
            preconditionFailure("handled by append")
        }
    }

    private mutating func newGroup(_ role: RouteCaptureGroup.Role) -> String {
        let group = RouteCaptureGroup(number: groups.count + 1, role: role)
        groups.append(group)
        return group.name
    }

    /// Escapes PCRE2 metacharacters; every other byte, UTF-8 included, matches itself.
    static func escape(_ text: String) -> String {
        // Most literals (`user`, `static12`) hold no metacharacter: return them as they are.
        // Escaping scalar by scalar was a quarter of the time of registering 10,000 routes.
        guard text.utf8.contains(where: isMetacharacter) else { return text }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count * 2)
        for byte in text.utf8 {
            if isMetacharacter(byte) { escaped.append(UInt8(ascii: "\\")) }
            escaped.append(byte)
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// `\^$.|?*+()[]{}`: ASCII, so a byte test is exact (UTF-8 continuation bytes are >= 0x80).
    private static func isMetacharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "."), UInt8(ascii: "|"),
             UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            return true
        default:
            return false
        }
    }
}
