import Testing
import URLRoutes

/// `routes[pattern] = nil` forgets the pattern, as `Dictionary` and min/Routes do.
extension RouterSuite {
    @Suite struct SubscriptRemovalTests {
        @Test func settingNilRemovesEveryRouteOfThePattern() {
            withCleanRouter {
                let routes = Routes()
                routes.addRoute("/p", priority: 5)
                routes.addRoute("/other")
                routes.addRoute("/p")
                routes["/p"] = nil
                #expect(routes.routes().map(\.pattern) == ["/other"])
                #expect(!routes.canRouteURL("app://p"))
            }
        }

        @Test func settingNilForAPatternWithOptionalGroupsRemovesEveryExpansion() {
            withCleanRouter {
                let routes = Routes()
                routes.addRoute("/the(/foo/:a)(/bar/:b)")
                routes.addRoute("/kept")
                routes["/the(/foo/:a)(/bar/:b)"] = nil
                #expect(routes.routes().map(\.pattern) == ["/kept"])
            }
        }

        @Test func settingNilForAnExpansionRemovesOnlyThatExpansion() {
            withCleanRouter {
                let routes = Routes()
                routes.addRoute("/the(/foo/:a)")
                routes["/the"] = nil
                #expect(routes.routes().map(\.pattern) == ["/the/foo/:a"])
            }
        }

        @Test func settingNilForAnUnknownPatternChangesNothing() {
            withCleanRouter {
                let routes = Routes()
                routes.addRoute("/p")
                routes["/q"] = nil
                routes["/broken(/x"] = nil
                #expect(routes.routes().map(\.pattern) == ["/p"])
            }
        }

        @Test func settingNilNeverAddsARoute() {
            withCleanRouter {
                let routes = Routes()
                routes["/p"] = nil
                #expect(routes.routes().isEmpty)
            }
        }

        @Test func theGetterFindsTheRoutesOfAPatternWithOptionalGroups() throws {
            try withCleanRouter {
                let routes = Routes()
                let recorder = RouteRecorder()
                routes["/the(/foo/:a)"] = recorder.handler("the")
                #expect(routes.routeURL("app://the"))
                let handler = try #require(routes["/the(/foo/:a)"])
                #expect(handler(try #require(recorder.last)))
                #expect(recorder.tags == ["the", "the"])
            }
        }
    }
}
