/// The table of a standalone enum as one text, which `Links.init(data:)` (`StandaloneRuntime`)
/// decodes when the enum first reads or writes a link. Written as nested array and enum
/// literals, the rules of 1,000 routes took the release compiler tens of minutes; a string
/// literal costs it nothing.
///
/// Fields end with `,`; a byte other than a letter, a digit or `-._~/:*()<>[]{}|^$+?=!@&;'` is
/// written `%XX`, so the text holds no `"`, `\` or `#` and goes in a raw string literal
/// unescaped. Line breaks stand between records and mean nothing. Numbers are decimal, `-` is
/// nil. In order: the two options (0 or 1); the rules (count, then each: route, or -1 for a
/// route without a name, its part count and parts: `l` count forms, `v` name constraint, `s`,
/// `g`); the constraints (count, then nodes: `b` count bytes, `c` negated count low high...,
/// `q` count nodes, `e` count nodes, `r` node min max); the schemes, hosts and wildcard hosts
/// (count, then each: key and namespace: rule count, rules, falls back); the global namespace;
/// each route's rules (count, then each: count, rules); each route's namespace (count, texts);
/// each route's name (count, texts).
struct StandaloneTableText {
    var routes: StandaloneRoutes
    var names: [String]

    /// The lines of the text, each a record.
    var lines: [String] {
        var lines: [String] = []
        lines.append(flag(routes.decodesPlusSymbols) + flag(routes.treatsHostAsPathComponent) + number(routes.rules.count))
        for rule in routes.rules {
            var line = number(rule.route ?? -1) + number(rule.parts.count)
            for part in rule.parts {
                switch part {
                case .literal(let forms): line += text("l") + number(forms.count) + forms.map(text).joined()
                case .variable(let name, let constraint): line += text("v") + text(name) + optionalNumber(constraint)
                case .star: line += text("s")
                case .globstar: line += text("g")
                }
            }
            lines.append(line)
        }
        lines.append(number(routes.constraints.count))
        for constraint in routes.constraints { lines.append(node(constraint)) }
        func namespaces(_ spaces: [(String, StandaloneRoutes.Namespace)]) {
            lines.append(number(spaces.count))
            for (key, space) in spaces { lines.append(text(key) + namespace(space)) }
        }
        namespaces(routes.schemes.map { ($0.scheme, $0.namespace) })
        namespaces(routes.hosts.map { ($0.host, $0.namespace) })
        namespaces(routes.wildcardHosts.map { ($0.suffix, $0.namespace) })
        lines.append(namespace(routes.global))
        lines.append(number(routes.routeRules.count))
        for rules in routes.routeRules { lines.append(number(rules.count) + rules.map(number).joined()) }
        lines.append(number(routes.routeNamespaces.count) + routes.routeNamespaces.map(text).joined())
        lines.append(number(names.count))
        for name in names { lines.append(text(name)) }
        return lines
    }

    private func namespace(_ space: StandaloneRoutes.Namespace) -> String {
        number(space.rules.count) + space.rules.map(number).joined() + flag(space.fallsBack)
    }

    private func node(_ node: ConstraintRegex) -> String {
        switch node {
        case .bytes(let bytes):
            text("b") + number(bytes.count) + bytes.map { number(Int($0)) }.joined()
        case .set(let ranges, let negated):
            text("c") + flag(negated) + number(ranges.count) + ranges.map { number(Int($0.lowerBound)) + number(Int($0.upperBound)) }.joined()
        case .sequence(let nodes):
            text("q") + number(nodes.count) + nodes.map(self.node).joined()
        case .either(let nodes):
            text("e") + number(nodes.count) + nodes.map(self.node).joined()
        case .repeated(let inner, let min, let max):
            text("r") + self.node(inner) + number(min) + optionalNumber(max)
        }
    }

    private func flag(_ value: Bool) -> String { value ? "1," : "0," }
    private func number(_ value: Int) -> String { "\(value)," }
    private func optionalNumber(_ value: Int?) -> String { value.map { "\($0)," } ?? "-," }

    /// Bytes written as themselves: none of them is `,`, `%`, `"`, `\`, `#` or a line break.
    private static let plain: Set<UInt8> = Set(Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/:*()<>[]{}|^$+?=!@&;'".utf8))

    private func text(_ text: String) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in text.utf8 {
            if Self.plain.contains(byte) {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 15)]]
            }
        }
        out.append(UInt8(ascii: ","))
        return String(decoding: out, as: UTF8.self)
    }
}
