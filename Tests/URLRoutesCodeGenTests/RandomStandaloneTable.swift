import Foundation
import URLRoutes

/// Random tables with every pattern feature the standalone enum reproduces (literals, encoded
/// and dotted literals, variables, constraints, optional groups, `*` in and at the end, `**`,
/// priorities, unnamed routes) in several namespaces (schemes, exact and wildcard hosts, the
/// global one, fallbacks, options), and random URLs for them: filled-in patterns, near misses,
/// encoded and hostile text.
enum RandomStandaloneTable {
    typealias Random = StandaloneDifferentialTests.Random

    static let namespaces = ["acme", "my+app", "https", "http", "*", "//shop.acme.example", "//*.acme.example", "Acme",
                             "//localhost", "//10.0.0.1"]
    static let literals = ["product", "p", "user", "view", "a", "b", "café", "a.b", "x+y", "help", "v2", "~t"]
    static let constraints = ["\\d+", "[a-z0-9-]+", "new|top|old", "[^x]{2,3}", "\\w+", "[A-F]{2}\\d?", "(?:ab)+c*", "\\.?\\S+"]

    static func make(_ random: inout Random) -> String {
        var lines: [String] = []
        if random.chance(15) { lines.append("@option decode-plus-symbols off") }
        if random.chance(10) { lines.append("@option host-as-path-component on") }
        var used: Set<String> = []
        var usedNamespaces: [String] = []
        for index in 0..<random.next(1...9) {
            let namespace = random.pick(namespaces)
            usedNamespaces.append(namespace)
            let priority = random.chance(25) ? " \(random.next(-2...3))" : ""
            var name = random.chance(85) ? " r\(index)" : ""
            if !name.isEmpty && random.chance(20) { name = " home" }
            if !name.isEmpty && !used.insert(namespace + name).inserted { name = " r\(index)" }
            lines.append("\(namespace) \(pattern(&random))\(priority.isEmpty && !name.isEmpty && random.chance(50) ? " 0" : priority)\(name)")
        }
        for namespace in Set(usedNamespaces) where namespace != "*" && random.chance(30) {
            lines.append("@fallback \(namespace)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func pattern(_ random: inout Random) -> String {
        if random.chance(5) { return "/" }
        var parts: [String] = []
        var variable = 0
        let count = random.next(1...4)
        for index in 0..<count {
            let isLast = index == count - 1
            switch random.next(0...9) {
            case 0, 1, 2: parts.append("/" + random.pick(literals))
            case 3, 4:
                variable += 1
                parts.append("/:v\(variable)")
            case 5:
                variable += 1
                parts.append("/:c\(variable)<\(random.pick(constraints))>")
            case 6:
                variable += 1
                parts.append(random.chance(50) ? "(/:o\(variable))" : "(/\(random.pick(literals))/:o\(variable))")
            case 7: parts.append(isLast ? "/*" : "/*")
            case 8: parts.append("/**")
            default: parts.append("/" + random.pick(literals))
            }
        }
        return parts.joined()
    }

    static let values = ["42", "abc", "new", "a b", "a%20b", "a+b", "%2F", "x%2Fy", "caf%C3%A9", "café", "%zz", "100%", "", "AB1",
                         "ab", "abc", "ababcc", ".x", "%E2%82", "a#", "~u", "-", "Z9", "%41", "x.y", "localhost"]
    static let schemes = ["acme", "ACME", "my+app", "https", "HTTP", "http", "other", "Acme"]
    static let hosts = ["", "shop.acme.example", "SHOP.acme.example.", "a.b.acme.example", "acme.example", "localhost",
                        "LOCALHOST", "10.0.0.1", "user@shop.acme.example:8080", "shop.acme.example:443", "x..acme.example",
                        "product", "p", "a.b", "[::1]", "%73hop.acme.example", "10.0.0.01", "bücher.example", "1.2.3.256"]

    /// URLs for `text`'s patterns: routed ones, near misses and hostile ones.
    static func urls(for text: String, count: Int, _ random: inout Random) -> [String] {
        let patterns = text.split(separator: "\n").filter { !$0.hasPrefix("@") }.map { line in
            String(line.split(separator: " ")[1])
        }
        var urls: [String] = []
        while urls.count < count {
            let path = filled(random.pick(patterns), &random)
            let scheme = random.pick(schemes)
            var url: String
            switch random.next(0...9) {
            case 0, 1, 2:
                // Host form: the first component where a host goes.
                url = scheme + "://" + path.dropFirst()
            case 3, 4, 5:
                url = scheme + "://" + random.pick(hosts) + path
            case 6:
                url = scheme + ":" + path
            case 7:
                url = path
            default:
                url = scheme + "://" + random.pick(hosts) + path
            }
            switch random.next(0...14) {
            case 0: url += "/"
            case 1: url += "//"
            case 2: url += "?x=1&v1=q"
            case 3: url += "#/frag/x"
            case 4: url += "#a=1"
            case 5: if let slash = url.range(of: "/") { url.replaceSubrange(slash, with: "//") }
            case 6: url = mutate(url, &random)
            case 7: url += "\u{1}"
            case 8: url += "?"
            case 9: url = url.uppercased()
            default: break
            }
            urls.append(url)
        }
        return urls
    }

    /// The pattern with values in its variables, its optional groups in or out, wildcards
    /// filled with zero or more components.
    static func filled(_ pattern: String, _ random: inout Random) -> String {
        var out = ""
        var index = pattern.startIndex
        var skipping = false
        while index < pattern.endIndex {
            let character = pattern[index]
            switch character {
            case "(":
                skipping = random.chance(40)
                index = pattern.index(after: index)
            case ")":
                skipping = false
                index = pattern.index(after: index)
            case ":":
                var end = pattern.index(after: index)
                while end < pattern.endIndex && pattern[end] != "/" && pattern[end] != "(" && pattern[end] != ")" {
                    if pattern[end] == "<" {
                        while end < pattern.endIndex && pattern[end] != ">" { end = pattern.index(after: end) }
                    }
                    if end < pattern.endIndex { end = pattern.index(after: end) }
                }
                if !skipping { out += random.pick(values) }
                index = end
            case "*":
                var end = pattern.index(after: index)
                if end < pattern.endIndex && pattern[end] == "*" { end = pattern.index(after: end) }
                if !skipping {
                    let components = (0..<random.next(0...3)).map { _ in random.pick(values) }
                    if components.isEmpty && out.hasSuffix("/") { out.removeLast() }
                    out += components.joined(separator: "/")
                }
                index = end
            default:
                if !skipping { out.append(character) }
                index = pattern.index(after: index)
            }
        }
        return out.isEmpty ? "/" : out
    }

    static func mutate(_ url: String, _ random: inout Random) -> String {
        guard !url.isEmpty else { return "x" }
        var scalars = Array(url.unicodeScalars)
        let position = random.next(0...scalars.count - 1)
        switch random.next(0...3) {
        case 0: scalars.remove(at: position)
        case 1: scalars.insert(random.pick(["/", "%", ".", "@", ":", "?", "#", "é", "\\", "[", " "]), at: position)
        case 2: scalars[position] = random.pick(["a", "Z", "0", "/", "%"])
        default: scalars.insert(contentsOf: "%2F".unicodeScalars, at: position)
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }
}
