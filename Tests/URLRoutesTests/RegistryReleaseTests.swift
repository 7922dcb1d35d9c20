import Testing
@testable import URLRoutes

extension RouterSuite {
    /// Unregistering lets go of the routes: the thread that unregistered keeps no copy of the
    /// registry, so a table no one else holds is freed at once (and leak checkers, which see
    /// only what is still reachable at exit, find nothing of it).
    @Suite struct RegistryRelease {
        /// Registers a named route in a fresh namespace, routes and generates through it (which
        /// fills this thread's copy of the registry and a replica), and returns the namespace
        /// weakly.
        private func namespaceUsedOnThisThread(scheme: String) throws -> WeakBox<RouteNamespace> {
            let routes = Routes(forScheme: scheme)
            routes.addRoute("/user/:id<\\d+>/**", name: "user") { _ in true }
            #expect(Routes.routeURL("\(scheme)://user/42/a/b"))
            #expect(try routes.url(forRouteNamed: "user", parameters: ["id": "7"], wildcard: ["x"]) == "\(scheme)://user/7/x")
            return WeakBox(RouteRegistry.namespace(forScheme: scheme))
        }

        @Test func unregisteringAllSchemesFreesTheNamespaceAtOnce() throws {
            try withCleanRouter { () throws in
                let namespace = try namespaceUsedOnThisThread(scheme: "releaseall")
                #expect(namespace.value != nil)
                Routes.unregisterAllRouteSchemes()
                #expect(namespace.value == nil, "this thread's copy of the registry still holds the unregistered namespace")
            }
        }

        @Test func unregisteringOneSchemeFreesItsNamespaceAtOnce() throws {
            try withCleanRouter { () throws in
                let namespace = try namespaceUsedOnThisThread(scheme: "releaseone")
                Routes.unregisterRouteScheme("releaseone")
                #expect(namespace.value == nil, "this thread's copy of the registry still holds the unregistered namespace")
            }
        }

        @Test func unregisteringAHostFreesItsNamespaceAtOnce() throws {
            try withCleanRouter { () throws in
                let routes = Routes(forHost: "release.example.com")
                routes.addRoute("/p/:id", name: "p") { _ in true }
                #expect(Routes.routeURL("https://release.example.com/p/1"))
                let namespace = WeakBox(RouteRegistry.namespace(forHost: try HostPattern("release.example.com")))
                _ = consume routes
                Routes.unregisterRouteHost("release.example.com")
                #expect(namespace.value == nil, "this thread's copy of the registry still holds the unregistered host namespace")
            }
        }

        @Test func aHandlerThatUnregistersEverythingStillFinishesItsLookup() throws {
            try withCleanRouter { () throws in
                let routes = Routes(forScheme: "selfremoving")
                routes.addRoute("/a", name: "a") { _ in
                    Routes.unregisterAllRouteSchemes()
                    return false
                }
                routes.addRoute("/a", name: "b") { _ in true }
                _ = consume routes
                // The first handler removes the namespace mid-lookup; the lookup goes on over the
                // copy it walks and the second handler takes the URL.
                #expect(Routes.routeURL("selfremoving://a"))
                #expect(!Routes.routeURL("selfremoving://a"))
            }
        }
    }
}

/// A weak reference, to see whether anything else still holds an object.
final class WeakBox<Object: AnyObject> {
    weak var value: Object?
    init(_ value: Object) { self.value = value }
}
