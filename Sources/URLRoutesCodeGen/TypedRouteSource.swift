import URLRoutesTableSyntax

/// Writes the enum's source. The table is embedded verbatim, so lines and messages at run
/// time name the table's own lines.
struct TypedRouteSource {
    var enumName: String
    var access: TypedRouteGenerator.Access
    var file: String
    var tableText: String
    var cases: [TypedRouteCase]

    /// The enum's own static members, which a case of the same name would redeclare (its
    /// instance members, `path`, `url`, `description`, may share a name with a case).
    static let members: Set<String> = ["table", "resolver", "tableText"]

    /// `public ` or nothing, before every declaration the enum's users see.
    private var modifier: String { access == .public ? "public " : "" }

    func render() -> String {
        var out: [String] = []
        out.append("// Generated from \(commentFileName) by urlroutes (RouteTablePlugin or `urlroutes generate swift`).")
        out.append("// Do not edit: edit the table, and the next build writes this file again.")
        // `pathValues(_:)`, which `init?(url:)` reads, is for generated enums only.
        out.append("@_spi(TypedRoutes) import URLRoutes")
        out.append("")
        out.append("/// The named routes of \(commentFileName), a case each: `\(enumName)(url:)` reads a link, `url()` and")
        out.append("/// `path()` write one that routes back to the same case with the same values.")
        out.append("\(modifier)enum \(enumName): Hashable, Sendable, CustomStringConvertible {")
        for typed in cases {
            out.append("    /// `\(SourceComment.text("\(typed.route.namespace) \(typed.route.pattern)"))`\(typed.route.line.map { " (\(commentFileName):\($0))" } ?? "")")
            let values = typed.values.map { "\($0.label): \($0.type)" }.joined(separator: ", ")
            out.append("    case \(typed.name)\(values.isEmpty ? "" : "(\(values))")")
        }
        out.append("")
        out += parsing
        out.append("")
        out += printing
        out.append("")
        out += embeddedTable
        out.append("}")
        return out.joined(separator: "\n") + "\n"
    }

    private var fileName: String {
        String(file.split(separator: "/").last ?? Substring(file))
    }

    /// The file name as a comment can hold it: a line break in it would end the comment.
    private var commentFileName: String { SourceComment.text(fileName) }

    /// `init?(url:)`: the route index `pathValues` gives picks the case; its values are read by
    /// name as `pathMatch`'s `values` would give them, without making that dictionary.
    private var parsing: [String] {
        let out = [
            "    /// The named route `url` reaches in the table, with its path values; nil for a miss or",
            "    /// a route without a name.",
            "    \(modifier)init?(url: String) {",
            "        guard let match = Self.resolver.pathValues(url) else { return nil }",
            "        let values = match",
            "        switch match.routeIndex {",
        ]
        return out + InitArmsSource.arms(for: cases, literal: literal)
    }

    /// `path(query:)`, `url(scheme:host:query:)`, `description`, and the values they print.
    private var printing: [String] {
        let out = [
            "    /// The link's path and query (`/product/42?ref=mail`); it routes back to this case with",
            "    /// these values, or this throws RouteGenerationError.",
            "    \(modifier)func path(query: [String: String] = [:]) throws -> String {",
            "        let route = routeValues",
            "        return try Self.resolver.link(toRouteAt: route.index, values: route.values, wildcard: route.wildcard,",
            "                                      query: query, form: RouteResolver.LinkForm.path)",
            "    }",
            "",
            "    /// The whole link (`acme://product/42`); it routes back to this case with these values, or",
            "    /// this throws RouteGenerationError. `scheme` and `host` as RouteResolver.url(forRouteNamed:) takes them.",
            "    \(modifier)func url(scheme: String? = nil, host: String? = nil, query: [String: String] = [:]) throws -> String {",
            "        let route = routeValues",
            "        return try Self.resolver.link(toRouteAt: route.index, values: route.values, wildcard: route.wildcard,",
            "                                      query: query, form: RouteResolver.LinkForm.url, scheme: scheme, host: host)",
            "    }",
            "",
            "    /// The link when it generates (`url()`, else `path()`), else the route's name and values",
            "    /// (`product.show id=abc`).",
            "    \(modifier)var description: String {",
            "        if let link = (try? url()) ?? (try? path()) { return link }",
            "        let route = routeValues",
            "        let values = route.values.sorted { $0.key < $1.key }.map { \"\\($0.key)=\\($0.value)\" }",
            "        let wildcard = route.wildcard.isEmpty ? [] : [\"*=\\(route.wildcard.joined(separator: \"/\"))\"]",
            "        return ([Self.table.routes[route.index].name ?? \"\"] + values + wildcard).joined(separator: \" \")",
            "    }",
            "",
            "    /// The route's index in `table.routes`, with the path values generation takes. (`if case`",
            "    /// rather than a `switch`: Swift cannot check a switch over some 850 cases with values.)",
            "    private var routeValues: (index: Int, values: [String: String], wildcard: [String]) {",
        ]
        return out + RouteValuesSource.body(for: cases, literal: literal)
    }

    /// The table's text in a raw string, and the table and resolver made from it once.
    private var embeddedTable: [String] {
        let hashes = String(repeating: "#", count: longestRun(of: "#", in: tableText) + 1)
        var out = [
            "    /// \(commentFileName), embedded: nothing is read at run time.",
            "    \(modifier)static let table: RouteTable = {",
            "        do {",
            "            return try RouteTable(parsing: tableText, file: \(literal(fileName)))",
            "        } catch {",
            "            fatalError(\"\\(error)\")   // the generator read this same text without an error",
            "        }",
            "    }()",
            "",
            "    /// The table compiled on its own, for reading and writing links.",
            "    \(modifier)static let resolver: RouteResolver = {",
            "        do {",
            "            return try RouteResolver(table)",
            "        } catch {",
            "            fatalError(\"\\(error)\")   // the generator compiled this same table without an error",
            "        }",
            "    }()",
            "",
            "    private static let tableText = \(hashes)\"\"\"",
        ]
        // The lines as the table parser splits them (LF, CRLF or CR), so the literal's own
        // line breaks are the only ones in it.
        // A control character other than tab cannot stand raw in a literal: it is escaped
        // (`\#u{d}`), which the raw string reads as that character.
        for line in TextLines.split(tableText) {
            let written = line.unicodeScalars.map { scalar -> String in
                scalar.properties.generalCategory == .control && scalar != "\t"
                    ? "\\" + hashes + "u{\(String(scalar.value, radix: 16))}" : String(scalar)
            }.joined()
            out.append(written.isEmpty ? "" : "        " + written)
        }
        out.append("        \"\"\"\(hashes)")
        return out
    }

    /// A string literal for a name or the file name: a quote, a backslash and anything not
    /// printable (a line break, U+2028) escaped.
    private func literal(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            default: SourceComment.isPrintable(scalar) ? String(scalar) : "\\u{\(String(scalar.value, radix: 16))}"
            }
        }.joined() + "\""
    }

    private func longestRun(of character: Character, in text: String) -> Int {
        var longest = 0, current = 0
        for each in text {
            current = each == character ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}
