/// The arms of a generated enum's `init?(url:)` switch: for each case, the route index that
/// picks it and the case made from the matched values (an optional variable's value as read,
/// a required one `""` when absent, the wildcard components), then the closing braces. The enum
/// that calls `RouteResolver` and the standalone enum write the same arms, each with its own
/// string literals.
enum InitArmsSource {
    static func arms(for cases: [TypedRouteCase], literal: (String) -> String) -> [String] {
        var out: [String] = []
        for typed in cases {
            let arguments = typed.values.map { value -> String in
                guard let variable = value.variable else { return "\(value.label): match.wildcard" }
                let read = "values[\(literal(variable))]"
                return "\(value.label): \(value.isOptional ? read : read + " ?? \"\"")"
            }.joined(separator: ", ")
            out.append("        case \(typed.routeIndex): self = .\(typed.name)\(arguments.isEmpty ? "" : "(\(arguments))")")
        }
        out += [
            "        default: return nil",
            "        }",
            "    }",
        ]
        return out
    }
}
