import URLRoutes

/// A route's regex as HTML, each named capture group of a path variable or of wildcard
/// components coloured for what it captures, so a reader sees which part of the regex takes
/// `:id` and which `**`.
///
/// The groups are found by reading the regex as PCRE2 does, as far as the route regexes need:
/// `\` escapes the next character, `\Q…\E` quotes, a class `[…]` holds no group, and a group
/// `(?<gN>` opens the capture named in `RouteDefinition.captureGroups`. Constraint guards
/// (bookkeeping) are left plain.
enum RegexMarkup {
    /// The colour class (`v0`…`v5`) of each variable of a route, in the order the variables
    /// first appear; the wildcard takes the next one.
    static func colours(_ groups: [RouteCaptureGroup]) -> [String: String] {
        var colours: [String: String] = [:]
        for group in groups {
            let key: String
            switch group.role {
            case .variable(let name): key = ":" + name
            case .wildcard: key = "*"
            case .constraintGuard: continue
            }
            if colours[key] == nil { colours[key] = "v\(colours.count % 6)" }
        }
        return colours
    }

    /// The label a group's colour stands for: `:id`, or `*` for wildcard components.
    static func key(_ group: RouteCaptureGroup) -> String? {
        switch group.role {
        case .variable(let name): ":" + name
        case .wildcard: "*"
        case .constraintGuard: nil
        }
    }

    /// `regex` escaped, with `<span class="vN">…</span>` around each variable's and
    /// wildcard's group (the page's legend names the colours: a page of 10,000 routes stays
    /// small without a title on every group).
    static func html(_ regex: String, groups: [RouteCaptureGroup]) -> String {
        let colours = colours(groups)
        var labels: [Int: String] = [:]
        for group in groups {
            if let key = key(group) { labels[group.number] = key }
        }
        let scalars = Array(regex.unicodeScalars)
        var result = ""
        var plain = ""
        // One entry per open parenthesis: whether closing it closes a span.
        var open: [Bool] = []
        var index = 0
        var inClass = false
        var quoting = false
        func flush() {
            result += HTMLText.escape(plain)
            plain = ""
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if quoting {
                if scalar == "\\", index + 1 < scalars.count, scalars[index + 1] == "E" {
                    quoting = false
                    plain += "\\E"
                    index += 2
                } else {
                    plain.unicodeScalars.append(scalar)
                    index += 1
                }
                continue
            }
            switch scalar {
            case "\\" where index + 1 < scalars.count:
                if scalars[index + 1] == "Q" { quoting = true }
                plain.unicodeScalars.append(scalar)
                plain.unicodeScalars.append(scalars[index + 1])
                index += 2
                continue
            case "[" where !inClass:
                inClass = true
                // A `]` right after `[` or `[^` is a literal member of the class.
                plain.unicodeScalars.append(scalar)
                index += 1
                if index < scalars.count, scalars[index] == "^" { plain += "^"; index += 1 }
                if index < scalars.count, scalars[index] == "]" { plain += "]"; index += 1 }
                continue
            case "]" where inClass:
                inClass = false
            case "(" where !inClass:
                if let (number, length) = namedGroup(scalars, at: index), let label = labels[number], let colour = colours[label] {
                    flush()
                    result += #"<span class="\#(colour)">"#
                    plain += String(String.UnicodeScalarView(scalars[index ..< index + length]))
                    open.append(true)
                    index += length
                    continue
                }
                open.append(false)
            case ")" where !inClass:
                if open.popLast() == true {
                    plain += ")"
                    flush()
                    result += "</span>"
                    index += 1
                    continue
                }
            default:
                break
            }
            plain.unicodeScalars.append(scalar)
            index += 1
        }
        flush()
        // An unbalanced regex (not one the router builds) still closes every span it opened.
        result += String(repeating: "</span>", count: open.count { $0 })
        return result
    }

    /// The number and length of `(?<gN>` at `index`, nil for any other parenthesis.
    private static func namedGroup(_ scalars: [Unicode.Scalar], at index: Int) -> (number: Int, length: Int)? {
        let prefix: [Unicode.Scalar] = ["(", "?", "<", "g"]
        guard index + prefix.count < scalars.count, Array(scalars[index ..< index + prefix.count]) == prefix else { return nil }
        var end = index + prefix.count
        var number = 0
        while end < scalars.count, let digit = Int(String(scalars[end])), scalars[end].isASCII, number < 1_000_000 {
            number = number * 10 + digit
            end += 1
        }
        guard end > index + prefix.count, end < scalars.count, scalars[end] == ">" else { return nil }
        return (number, end + 1 - index)
    }
}
