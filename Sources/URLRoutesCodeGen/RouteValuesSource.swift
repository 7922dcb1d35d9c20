/// The body of a generated enum's `routeValues`: for each case an `if case` that returns the
/// route's index, its path values by variable name (an optional one only when set) and its
/// wildcard components, then the closing brace. `if case` rather than a `switch`: Swift cannot
/// check a switch over some 850 cases with values. The enum that calls `RouteResolver` and the
/// standalone enum write the same body, each with its own string literals.
enum RouteValuesSource {
    static func body(for cases: [TypedRouteCase], literal: (String) -> String) -> [String] {
        var out: [String] = []
        for typed in cases {
            let bindings = typed.values.indices.map { "let v\($0)" }.joined(separator: ", ")
            let head = "        if case .\(typed.name)\(bindings.isEmpty ? "" : "(\(bindings))") = self {"
            let wildcard = typed.values.firstIndex { $0.variable == nil }.map { "v\($0)" } ?? "[]"
            let required = typed.values.indices.filter { typed.values[$0].variable != nil && !typed.values[$0].isOptional }
            let optional = typed.values.indices.filter { typed.values[$0].variable != nil && typed.values[$0].isOptional }
            let dictionary = required.isEmpty ? "[:]"
                : "[" + required.map { "\(literal(typed.values[$0].variable!)): v\($0)" }.joined(separator: ", ") + "]"
            if optional.isEmpty {
                out.append("\(head) return (\(typed.routeIndex), \(dictionary), \(wildcard)) }")
            } else {
                out.append(head)
                out.append("            var values: [String: String] = \(dictionary)")
                for index in optional {
                    out.append("            if let v\(index) { values[\(literal(typed.values[index].variable!))] = v\(index) }")
                }
                out.append("            return (\(typed.routeIndex), values, \(wildcard))")
                out.append("        }")
            }
        }
        out += [
            "        fatalError(\"every case is listed above\")",
            "    }",
        ]
        return out
    }
}
