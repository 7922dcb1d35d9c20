import Foundation
import URLRoutesTableSyntax

/// Writes the sealed class: a subclass per named route (a data class with its values, or an
/// object), `parse`, `path` and `url`, reading and writing links with `KotlinRuntime`'s `Links`
/// over the table's rules (`StandaloneRoutes`) written out as data. It uses only the Kotlin
/// standard library and `java.util`.
struct KotlinSource {
    var packageName: String
    var className: String
    var file: String
    var table: ParsedRouteTable
    var cases: [KotlinRouteCase]
    var routes: StandaloneRoutes

    /// The names the sealed class declares or its code uses unqualified, which a subclass of
    /// the same name would shadow.
    static let members: Set<String> = [
        "Links", "Companion", "Any", "Array", "ArrayList", "Boolean", "ByteArray", "Char", "CharArray", "Character", "Charsets",
        "HashMap", "IllegalArgumentException", "Int", "IntArray", "LinkedHashMap", "List", "Long", "Map", "MutableList",
        "Nothing", "Pair", "String", "StringBuilder", "Unit", "Exception", "Throwable", "System",
    ]

    /// Routes (or rules) per generated function: far below the JVM's 64 KB of code a method.
    static let chunk = 100

    private var fileName: String { comment(String(file.split(separator: "/").last ?? Substring(file))) }

    func render() -> String {
        var out: [String] = []
        out.append("// Generated from \(fileName) by urlroutes (`urlroutes generate kotlin`). Do not edit: edit the table and")
        out.append("// generate again. It reads and writes links as URLRoutes' router does, with the Kotlin standard library and java.util only.")
        out.append("package \(packageName)")
        out.append("")
        out += body
        return out.joined(separator: "\n") + "\n"
    }

    /// The sealed class, without the package line (the differential test puts many in one file).
    var body: [String] {
        var out: [String] = []
        out.append("/**")
        out.append(" * The named routes of \(fileName), a class each: `\(className).parse(url)` reads a link, `url()` and `path()`")
        out.append(" * write one that routes back to the same class with the same values.")
        out.append(" */")
        out.append("sealed class \(className) {")
        for typed in cases {
            out.append("    // `\(comment("\(typed.route.namespace) \(typed.route.pattern)"))`\(typed.route.line.map { " (\(fileName):\($0))" } ?? "")")
            if typed.values.isEmpty {
                out.append("    object \(typed.name) : \(className)()")
            } else {
                let values = typed.values.map { "val \($0.property): \($0.type)" }.joined(separator: ", ")
                out.append("    data class \(typed.name)(\(values)) : \(className)()")
            }
        }
        out += [
            "",
            "    /**",
            "     * The link's path and query (`/product/42?ref=mail`); it routes back to this class with these values.",
            "     * @throws IllegalArgumentException for a value its constraint refuses, or a link that reads back as another route.",
            "     */",
            "    fun path(query: Map<String, String> = emptyMap()): String = links.link(route(), query, false, null, null)",
            "",
            "    /**",
            "     * The whole link (`acme://product/42`); it routes back to this class with these values. `scheme` and `host` as",
            "     * URLRoutes' `url(forRouteNamed:)` takes them.",
            "     * @throws IllegalArgumentException for a value its constraint refuses, a link that reads back as another",
            "     * route, or a scheme or host a link cannot hold.",
            "     */",
            "    fun url(scheme: String? = null, host: String? = null, query: Map<String, String> = emptyMap()): String =",
            "        links.link(route(), query, true, scheme, host)",
            "",
            "    /** The route's index in the table, with the path values generation takes. */",
        ]
        func routeLine(_ typed: KotlinRouteCase) -> String {
            let wildcard = typed.values.first { $0.variable == nil }.map(\.property) ?? "emptyList()"
            let pairs = typed.values.filter { $0.variable != nil }.map { "\(KotlinIdentifier.literal($0.variable!)) to \($0.property)" }
            return "        is \(typed.name) -> Links.Route(\(typed.routeIndex), \(className).links.values(\(pairs.joined(separator: ", "))), \(wildcard))"
        }
        // A JVM method holds at most 64 KB of code: a large table's `when`s and data are split
        // into functions of `chunk` routes each.
        let caseChunks = stride(from: 0, to: cases.count, by: Self.chunk).map { Array(cases[$0..<min($0 + Self.chunk, cases.count)]) }
        if caseChunks.count <= 1 {
            out.append("    private fun route(): Links.Route = when (this) {")
            out += cases.map(routeLine)
            if cases.isEmpty { out.append("        else -> throw IllegalStateException(\"\(className) has no routes\")") }
            out.append("    }")
        } else {
            out.append("    private fun route(): Links.Route =")
            out.append("        " + caseChunks.indices.map { "route\($0)()" }.joined(separator: " ?: ") + " ?: throw IllegalStateException(\"every class is listed\")")
            for (number, chunk) in caseChunks.enumerated() {
                out.append("")
                out.append("    private fun route\(number)(): Links.Route? = when (this) {")
                out += chunk.map(routeLine)
                out.append("        else -> null")
                out.append("    }")
            }
        }
        out += [
            "",
            "    companion object {",
            "        /** The named route `url` reaches in the table, with its path values; null for a miss or a route without a name. */",
            "        fun parse(url: String): \(className)? {",
            "            val match = links.read(url) ?: return null",
            "            return " + (caseChunks.isEmpty ? "null" : caseChunks.indices.map { "parse\($0)(match)" }.joined(separator: " ?: ")),
            "        }",
        ]
        for (number, chunk) in caseChunks.enumerated() {
            out += [
                "",
                "        private fun parse\(number)(match: Links.Match): \(className)? {",
                "            val values = match.values",
                "            return when (match.route) {",
            ]
            for typed in chunk {
                let arguments = typed.values.map { value -> String in
                    guard let variable = value.variable else { return "match.wildcard" }
                    let read = "values[\(KotlinIdentifier.literal(variable))]"
                    return value.isOptional ? read : read + " ?: \"\""
                }
                out.append("                \(typed.routeIndex) -> \(typed.name)\(typed.values.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")")
            }
            out += [
                "                else -> null",
                "            }",
                "        }",
            ]
        }
        out.append("")
        out += data.map { "        " + $0 }
        out += [
            "    }",
            "",
            KotlinRuntime.code,
            "}",
        ]
        return out
    }

    /// The table as `Links` reads it.
    private var data: [String] {
        func namespace(_ namespace: StandaloneRoutes.Namespace) -> String {
            "Links.Namespace(intArrayOf(\(namespace.rules.map(String.init).joined(separator: ", "))), \(namespace.fallsBack))"
        }
        func part(_ part: StandaloneRoutes.Part) -> String {
            switch part {
            case .literal(let forms): "Links.Part.Literal(\(forms.map(KotlinIdentifier.literal).joined(separator: ", ")))"
            case .variable(let name, let constraint): "Links.Part.Variable(\(KotlinIdentifier.literal(name)), \(constraint ?? -1))"
            case .star: "Links.Part.Star"
            case .globstar: "Links.Part.Globstar"
            }
        }
        var lines: [String] = []
        lines.append("/** \(fileName), as `Links` reads it. */")
        lines.append("private val links = Links(")
        lines.append("    \(routes.decodesPlusSymbols),")
        lines.append("    \(routes.treatsHostAsPathComponent),")
        let ruleChunks = stride(from: 0, to: routes.rules.count, by: Self.chunk).map { routes.rules[$0..<min($0 + Self.chunk, routes.rules.count)] }
        let routeRuleChunks = stride(from: 0, to: routes.routeRules.count, by: Self.chunk).map {
            routes.routeRules[$0..<min($0 + Self.chunk, routes.routeRules.count)]
        }
        lines.append("    " + (ruleChunks.isEmpty ? "arrayOf()" : ruleChunks.indices.map { "rules\($0)()" }.joined(separator: " + ")) + ",")
        lines.append("    arrayOf(\(routes.constraints.map { KotlinIdentifier.literal(KotlinConstraintPattern.pattern($0)) }.joined(separator: ", "))),")
        lines.append("    linkedMapOf(\(routes.schemes.map { "\(KotlinIdentifier.literal($0.scheme)) to \(namespace($0.namespace))" }.joined(separator: ", "))),")
        lines.append("    linkedMapOf(\(routes.hosts.map { "\(KotlinIdentifier.literal($0.host)) to \(namespace($0.namespace))" }.joined(separator: ", "))),")
        lines.append("    listOf(\(routes.wildcardHosts.map { "\(KotlinIdentifier.literal($0.suffix)) to \(namespace($0.namespace))" }.joined(separator: ", "))),")
        lines.append("    \(namespace(routes.global)),")
        lines.append("    " + (routeRuleChunks.isEmpty ? "arrayOf()" : routeRuleChunks.indices.map { "routeRules\($0)()" }.joined(separator: " + ")) + ",")
        lines.append("    arrayOf(\(routes.routeNamespaces.map(KotlinIdentifier.literal).joined(separator: ", "))),")
        lines.append("    arrayOf(\(table.routes.map { KotlinIdentifier.literal($0.name ?? "") }.joined(separator: ", ")))")
        lines.append(")")
        // Kotlin 1.3 takes no comma after the last argument.
        for (number, chunk) in ruleChunks.enumerated() {
            lines.append("")
            lines.append("private fun rules\(number)(): Array<Links.Rule> = arrayOf(")
            lines += chunk.enumerated().map { index, rule in
                "    Links.Rule(\(rule.route ?? -1), arrayOf(\(rule.parts.map(part).joined(separator: ", "))))" + (index == chunk.count - 1 ? "" : ",")
            }
            lines.append(")")
        }
        for (number, chunk) in routeRuleChunks.enumerated() {
            lines.append("")
            lines.append("private fun routeRules\(number)(): Array<IntArray> =")
            lines.append("    arrayOf(\(chunk.map { "intArrayOf(\($0.map(String.init).joined(separator: ", ")))" }.joined(separator: ", ")))")
        }
        return lines
    }

    /// Table text as a comment holds it: Kotlin's block comments nest, so neither `/*` nor `*/`
    /// stays whole.
    private func comment(_ text: String) -> String {
        SourceComment.text(text).replacingOccurrences(of: "*/", with: "*\\u{2F}").replacingOccurrences(of: "/*", with: "\\u{2F}*")
    }
}
