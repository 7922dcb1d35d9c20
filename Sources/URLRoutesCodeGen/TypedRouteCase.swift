import URLRoutesTableSyntax

/// One case of the generated enum: a named route of the table and the values its path gives.
package struct TypedRouteCase: Sendable, Equatable {
    /// One associated value: a path variable (`String`, `String?` inside an optional group)
    /// or the wildcard components (`[String]`).
    package struct Value: Sendable, Equatable {
        /// The label as source writes it (`id`, `` `default` ``, `wildcard`).
        package var label: String
        /// The variable's name in the pattern; nil for the wildcard components.
        package var variable: String?
        package var isOptional: Bool

        package var type: String { variable == nil ? "[String]" : isOptional ? "String?" : "String" }
    }

    /// The case name as source writes it (`productShow`, `` `default` ``).
    package var name: String
    package var values: [Value]
    /// The route's index in the table, which `RouteResolver.pathMatch` gives back.
    package var routeIndex: Int
    package var route: ParsedRouteTable.Route
}
