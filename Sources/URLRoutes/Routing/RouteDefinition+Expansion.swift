/// Definitions made without registering them, for routers that keep their own tables (the
/// `Routes` compatibility module keeps min/Routes' list semantics on top of URLRoutes' matching).
extension RouteDefinition {
    /// One definition per expansion of `pattern`'s optional groups, longest first, exactly as
    /// `Routes.addRoute(_:priority:handler:)` would register them, but registered nowhere.
    ///
    /// ```swift
    /// try RouteDefinition.definitions(expanding: "/the(/foo/:a)", handler: nil).map(\.pattern)
    /// // ["/the/foo/:a", "/the"]
    /// ```
    public static func definitions(expanding pattern: String, priority: Int = 0,
                                   handler: RouteHandler?) throws(RoutePatternError) -> [RouteDefinition] {
        try RoutePattern.compile(pattern).map { RouteDefinition(compiled: $0, priority: priority, handler: handler) }
    }
}
