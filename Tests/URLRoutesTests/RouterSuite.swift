import Testing
@testable import URLRoutes

/// Every test that touches process-wide state (the scheme registry, `Routes.globalRoutes()`,
/// or the static options such as `Routes.shouldDecodePlusSymbols`) lives in an extension of
/// this suite, so those tests run one at a time and never see each other's settings.
/// Tests of pure pieces (pattern parsing, URL splitting) may live in their own suites.
@Suite(.serialized) struct RouterSuite {}

/// Resets the registry and every global option to its default, runs `body`, and resets again.
/// What the library logs meanwhile (the bad patterns and hosts these tests feed it) is kept in
/// a `TestLog` rather than printed, so that a green run stays short.
func withCleanRouter<T>(_ body: () throws -> T) rethrows -> T {
    resetRouterState()
    defer { resetRouterState() }
    return try TestLog().capture(body)
}

func resetRouterState() {
    Routes.unregisterAllRouteSchemes()
    Routes.globalRoutes().removeAllRoutes()
    Routes.globalRoutes().unmatchedURLHandler = nil
    Routes.verboseLoggingEnabled = false
    Routes.shouldDecodePlusSymbols = true
    Routes.alwaysTreatsHostAsPathComponent = false
    Routes.defaultRouteDefinitionClass = RouteDefinition.self
}
