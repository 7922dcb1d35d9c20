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

    /// The table as the runtime reads it: one text (`StandaloneTableText`), decoded by
    /// `Links.init(data:)` when a link is first read or written.
    private var data: [String] {
        let text = StandaloneTableText(routes: routes, names: table.routes.map { $0.name ?? "" })
        var lines: [String] = []
        lines.append("/// \(fileName), as `Links.init(data:)` reads it.")
        lines.append("private static let links = Links(data: #\"\"\"")
        lines += text.lines.map { "    " + $0 }
        lines.append("    \"\"\"#)")
        return lines.map { "    " + $0 }
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

