import URLRoutesTableSyntax

/// Writes the standalone enum: the same cases and members as `TypedRouteSource` minus `table`
/// and `resolver`, reading and writing links with code of its own (`StandaloneRuntime`) over
/// the table's rules written out as data. It imports nothing, so it compiles wherever Swift 6
/// does (iOS, macOS, Linux) without URLRoutes or PCRE2.
struct StandaloneSwiftSource {
    var enumName: String
    var access: TypedRouteGenerator.Access
    var file: String
    var table: ParsedRouteTable
    var cases: [TypedRouteCase]
    var routes: StandaloneRoutes

    /// The enum's own static members, which a case of the same name would redeclare (its
    /// other helpers are nested types, whose names start with a capital letter).
    static let members: Set<String> = ["links"]

    private var modifier: String { access == .public ? "public " : "" }
    private var fileName: String { SourceComment.text(String(file.split(separator: "/").last ?? Substring(file))) }

    func render() -> String {
        var out: [String] = []
        out.append("// Generated from \(fileName) by urlroutes (`urlroutes generate swift --standalone`, or RouteTablePlugin")
        out.append("// with `@option swift-standalone`). Do not edit: edit the table, and the next build writes this file again.")
        out.append("// It reads and writes links as URLRoutes' router does, with no dependency: no URLRoutes, no PCRE2.")
        out.append("")
        out.append("/// The named routes of \(fileName), a case each: `\(enumName)(url:)` reads a link, `url()` and")
        out.append("/// `path()` write one that routes back to the same case with the same values.")
        out.append("\(modifier)enum \(enumName): Hashable, Sendable, CustomStringConvertible {")
        for typed in cases {
            out.append("    /// `\(SourceComment.text("\(typed.route.namespace) \(typed.route.pattern)"))`\(typed.route.line.map { " (\(fileName):\($0))" } ?? "")")
            let values = typed.values.map { "\($0.label): \($0.type)" }.joined(separator: ", ")
            out.append("    case \(typed.name)\(values.isEmpty ? "" : "(\(values))")")
        }
        out.append("")
        out += parsing
        out.append("")
        out += printing
        out.append("")
        out += linkError
        out.append("")
        out.append(StandaloneRuntime.code)
        out.append("")
        out += data
        out.append("}")
        return out.joined(separator: "\n") + "\n"
    }

    private var parsing: [String] {
        let out = [
            "    /// The named route `url` reaches in the table, with its path values; nil for a miss or",
            "    /// a route without a name.",
            "    \(modifier)init?(url: String) {",
            "        guard let match = Self.links.read(url) else { return nil }",
            "        let values = match.values",
            "        switch match.route {",
        ]
        return out + InitArmsSource.arms(for: cases, literal: literal)
    }

    private var printing: [String] {
        let out = [
            "    /// The link's path and query (`/product/42?ref=mail`); it routes back to this case with",
            "    /// these values, or this throws LinkError.",
            "    \(modifier)func path(query: [String: String] = [:]) throws -> String {",
            "        let route = routeValues",
            "        do {",
            "            return try Self.links.link(route: route.index, values: route.values, wildcard: route.wildcard, query: query,",
            "                                       form: Links.Form.path, scheme: nil, host: nil)",
            "        } catch let failure as Links.Failure {",
            "            throw LinkError(route: failure.route, reason: failure.reason)",
            "        }",
            "    }",
            "",
            "    /// The whole link (`acme://product/42`); it routes back to this case with these values, or",
            "    /// this throws LinkError. `scheme` and `host` as URLRoutes' `url(forRouteNamed:)` takes them.",
            "    \(modifier)func url(scheme: String? = nil, host: String? = nil, query: [String: String] = [:]) throws -> String {",
            "        let route = routeValues",
            "        do {",
            "            return try Self.links.link(route: route.index, values: route.values, wildcard: route.wildcard, query: query,",
            "                                       form: Links.Form.url, scheme: scheme, host: host)",
            "        } catch let failure as Links.Failure {",
            "            throw LinkError(route: failure.route, reason: failure.reason)",
            "        }",
            "    }",
            "",
            "    /// The link when it generates (`url()`, else `path()`), else the route's name and values",
            "    /// (`product.show id=abc`).",
            "    \(modifier)var description: String {",
            "        if let link = (try? url()) ?? (try? path()) { return link }",
            "        let route = routeValues",
            "        let values = route.values.sorted { $0.key < $1.key }.map { \"\\($0.key)=\\($0.value)\" }",
            "        let wildcard = route.wildcard.isEmpty ? [] : [\"*=\\(route.wildcard.joined(separator: \"/\"))\"]",
            "        return ([Self.links.names[route.index]] + values + wildcard).joined(separator: \" \")",
            "    }",
            "",
            "    /// The route's index in the table, with the path values generation takes.",
            "    private var routeValues: (index: Int, values: [String: String], wildcard: [String]) {",
        ]
        return out + RouteValuesSource.body(for: cases, literal: literal)
    }

    private var linkError: [String] {
        [
            "    /// Why a link cannot be written: a value its constraint refuses, a link that would read back",
            "    /// as another route, a scheme or host a link cannot hold.",
            "    \(modifier)struct LinkError: Error, Sendable, CustomStringConvertible {",
            "        /// The route's name in the table.",
            "        \(modifier)var route: String",
            "        \(modifier)var reason: String",
            "        \(modifier)var description: String { \"cannot link to \\(route): \\(reason)\" }",
            "    }",
        ]
    }

    /// The table as the runtime reads it: members of `Links`, after its code.
    private var data: [String] {
        func namespace(_ namespace: StandaloneRoutes.Namespace) -> String {
            "Links.Namespace(rules: [\(namespace.rules.map(String.init).joined(separator: ", "))], fallsBack: \(namespace.fallsBack))"
        }
        func part(_ part: StandaloneRoutes.Part) -> String {
            switch part {
            case .literal(let forms): ".literal([\(forms.map(literal).joined(separator: ", "))])"
            case .variable(let name, let constraint): ".variable(\(literal(name)), \(constraint.map(String.init) ?? "nil"))"
            case .star: ".star"
            case .globstar: ".globstar"
            }
        }
        var lines: [String] = []
        lines.append("/// \(fileName), as `Links` reads it.")
        lines.append("private static let links = Links(")
        lines.append("    decodesPlusSymbols: \(routes.decodesPlusSymbols),")
        lines.append("    treatsHostAsPathComponent: \(routes.treatsHostAsPathComponent),")
        lines.append("    rules: [")
        for rule in routes.rules {
            lines.append("        Links.Rule(route: \(rule.route ?? -1), parts: [\(rule.parts.map(part).joined(separator: ", "))]),")
        }
        lines.append("    ],")
        lines.append("    constraints: [")
        for constraint in routes.constraints { lines.append("        \(node(constraint)),") }
        lines.append("    ],")
        lines.append("    schemes: [\(routes.schemes.isEmpty ? ":" : "")")
        for (scheme, space) in routes.schemes { lines.append("        \(literal(scheme)): \(namespace(space)),") }
        lines.append("    ],")
        lines.append("    hosts: [\(routes.hosts.isEmpty ? ":" : "")")
        for (host, space) in routes.hosts { lines.append("        \(literal(host)): \(namespace(space)),") }
        lines.append("    ],")
        lines.append("    wildcardHosts: [")
        for (suffix, space) in routes.wildcardHosts { lines.append("        (\(literal(suffix)), \(namespace(space))),") }
        lines.append("    ],")
        lines.append("    global: \(namespace(routes.global)),")
        lines.append("    routeRules: [\(routes.routeRules.map { "[\($0.map(String.init).joined(separator: ", "))]" }.joined(separator: ", "))],")
        lines.append("    routeNamespaces: [\(routes.routeNamespaces.map(literal).joined(separator: ", "))],")
        lines.append("    names: [\(table.routes.map { literal($0.name ?? "") }.joined(separator: ", "))]")
        lines.append(")")
        return lines.map { "    " + $0 }
    }

    private func node(_ node: ConstraintRegex) -> String {
        switch node {
        case .bytes(let bytes): ".bytes([\(bytes.map(String.init).joined(separator: ", "))])"
        case .set(let ranges, let negated): ".set([\(ranges.map { "\($0.lowerBound)...\($0.upperBound)" }.joined(separator: ", "))], negated: \(negated))"
        case .sequence(let nodes): ".sequence([\(nodes.map(self.node).joined(separator: ", "))])"
        case .either(let nodes): ".either([\(nodes.map(self.node).joined(separator: ", "))])"
        case .repeated(let inner, let min, let max): ".repeated(\(self.node(inner)), min: \(min), max: \(max.map(String.init) ?? "nil"))"
        }
    }

    private func literal(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            default: scalar.value < 0x20 || scalar.value == 0x7F || !scalar.isASCII ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
            }
        }.joined() + "\""
    }
}

