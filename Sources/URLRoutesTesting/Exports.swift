// A test that imports URLRoutesTesting reads tables and registers routes too: `RouteTable`,
// `Routes` and the rest come with it.
@_exported import URLRoutes
