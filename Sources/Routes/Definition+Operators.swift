/// min/Routes' shorthand for building and adding definitions.
///
/// ```swift
/// router.default << "/user/view/:user_id".route { parameters in
///     showProfile(parameters["user_id"] as! String)
///     return true
/// }
/// ```
extension String {
    /// A definition with this string as its pattern, to add with `<<` or `add(definition:)`.
    public func route(priority: Int = 0, handler: Routes.Handler? = nil) -> Definition {
        Definition(pattern: self, priority: priority, handler: handler)
    }
}

extension Routes {
    /// Adds `definition` (`add(definition:)`). `<<` does not associate in Swift, so add one
    /// definition per statement.
    public static func << (routes: Routes, definition: Definition) {
        routes.add(definition: definition)
    }
}
