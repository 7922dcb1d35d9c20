import URLRoutesTableSyntax

/// The cases of a table's enum: one per named route, in table order, each named for its route
/// (qualified by its namespace when another namespace uses the name too) and holding the
/// values of its path.
enum TypedRouteCases {
    /// `members`: the names the enum declares besides its cases, which no case may take.
    static func make(_ table: ParsedRouteTable, lines: [String], file: String, enumName: String, members: Set<String>,
                     diagnostics: inout [TypedRouteDiagnostic]) -> [TypedRouteCase] {
        var namespacesByName: [String: Set<ParsedRouteTable.Namespace>] = [:]
        for route in table.routes {
            if let name = route.name { namespacesByName[name, default: []].insert(route.namespace) }
        }
        var cases: [TypedRouteCase] = []
        var caseLines: [String: (route: String, line: Int?)] = [:]
        for (index, route) in table.routes.enumerated() {
            func report(_ severity: TypedRouteDiagnostic.Severity, _ message: String, at field: String? = nil) {
                diagnostics.append(TypedRouteDiagnostic(file: file, line: route.line, column: column(of: field ?? route.name, in: route, lines: lines),
                                                        severity: severity, message: message))
            }
            guard let name = route.name else {
                report(.warning, "this route has no name, so \(enumName) has no case for it; name it to link to it", at: route.pattern)
                continue
            }
            let shared = namespacesByName[name, default: []].count > 1
            let qualified = shared ? namespaceWord(route.namespace) + "." + name : name
            guard let identifier = SwiftIdentifier.lowerCamelCase(qualified) else {
                report(.error, "the route name \(name.debugDescription) cannot become a Swift case name (it needs a letter after the separators . - _)")
                continue
            }
            if members.contains(identifier) {
                report(.error, "the route name \(name.debugDescription) becomes the case \(identifier), which \(enumName) already declares as its own member; rename the route")
                continue
            }
            if let earlier = caseLines[identifier] {
                let place = earlier.line.map { " on line \($0)" } ?? ""
                report(.error, "the route name \(name.debugDescription) becomes the case \(identifier), which \(earlier.route.debugDescription)\(place) already is; rename one of them")
                continue
            }
            caseLines[identifier] = (name, route.line)
            guard let slots = try? route.slots() else { continue }   // the parser accepted the pattern
            var values: [TypedRouteCase.Value] = []
            var labels: [String: String] = [:]
            for slot in slots {
                let (label, variable, isOptional): (String?, String?, Bool) = switch slot {
                case .variable(let variable, let isOptional): (SwiftIdentifier.lowerCamelCase(variable), variable, isOptional)
                case .wildcard: ("wildcard", nil, false)
                }
                let written = variable.map { ":" + $0 } ?? "the wildcard"
                guard let label else {
                    report(.error, "the variable \(written) cannot become a Swift label; rename it with letters, digits and . - _", at: route.pattern)
                    continue
                }
                if let other = labels[label] {
                    report(.error, "\(written) and \(other) both become the label \(label) of the case \(identifier); rename one of them", at: route.pattern)
                    continue
                }
                labels[label] = written
                values.append(TypedRouteCase.Value(label: SwiftIdentifier.escaped(label), variable: variable, isOptional: isOptional))
            }
            cases.append(TypedRouteCase(name: SwiftIdentifier.escaped(identifier), values: values, routeIndex: index, route: route))
        }
        return cases
    }

    /// The word a namespace adds to a shared name: `acme`, `shopAcmeExample` for
    /// `//shop.acme.example`, `global` for `*`, `anyAcmeExample` for `//*.acme.example`.
    static func namespaceWord(_ namespace: ParsedRouteTable.Namespace) -> String {
        let text: String = switch namespace {
        case .global: "global"
        case .scheme(let scheme): scheme
        case .host(let host): host.split(separator: "*", omittingEmptySubsequences: false).joined(separator: "any")
        }
        // Characters a scheme or host has and an identifier has not (`+`, `:`) separate words.
        return String(text.map { $0.isLetter || $0.isNumber ? $0 : "." })
    }

    /// The 1-based column where `field` stands in the route's line, if it does.
    private static func column(of field: String?, in route: ParsedRouteTable.Route, lines: [String]) -> Int? {
        guard let field, let line = route.line, line >= 1, line <= lines.count else { return nil }
        return RouteTableSyntax.tokens(of: lines[line - 1]).last(where: { $0.text == field })?.column ?? 1
    }
}
