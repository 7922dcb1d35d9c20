import URLRoutesTableSyntax

/// One subclass of the generated sealed class: a named route, its class name (UpperCamelCase
/// of the Swift case name) and its values as Kotlin properties.
package struct KotlinRouteCase: Sendable, Equatable {
    package struct Value: Sendable, Equatable {
        /// The property as Kotlin writes it (`id`, `` `in` ``).
        package var property: String
        /// The variable's name in the pattern; nil for the wildcard components.
        package var variable: String?
        package var isOptional: Bool

        package var type: String { variable == nil ? "List<String>" : isOptional ? "String?" : "String" }
    }

    package var name: String
    package var values: [Value]
    package var routeIndex: Int
    package var route: ParsedRouteTable.Route

    /// The Kotlin subclasses of the table's cases, or nil with an error at the route's line for
    /// a class name the sealed class already declares or another case already has.
    package static func make(_ cases: [TypedRouteCase], className: String, file: String,
                             diagnostics: inout [TypedRouteDiagnostic]) -> [KotlinRouteCase] {
        var taken: [String: String] = [:]
        var out: [KotlinRouteCase] = []
        for typed in cases {
            let name = KotlinIdentifier.upperCamelCase(typed.name)
            let routeName = typed.route.name ?? ""
            if name == className || KotlinSource.members.contains(name) {
                diagnostics.append(TypedRouteDiagnostic(file: file, line: typed.route.line, column: nil, severity: .error,
                                                        message: "the route name \(routeName.debugDescription) becomes the class \(name), which \(className) already declares; rename the route"))
                continue
            }
            if let earlier = taken[name] {
                diagnostics.append(TypedRouteDiagnostic(file: file, line: typed.route.line, column: nil, severity: .error,
                                                        message: "the route name \(routeName.debugDescription) becomes the class \(name), which \(earlier.debugDescription) already is; rename one of them"))
                continue
            }
            taken[name] = routeName
            let values = typed.values.map { value in
                Value(property: KotlinIdentifier.escaped(KotlinIdentifier.unescapedSwift(value.label)), variable: value.variable,
                      isOptional: value.isOptional)
            }
            out.append(KotlinRouteCase(name: name, values: values, routeIndex: typed.routeIndex, route: typed.route))
        }
        return out
    }
}
