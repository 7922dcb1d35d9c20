import Foundation
import Testing
import URLRoutes

// JLRoutes facts ported from JLRoutesTests.m (testBasicRouting wildcard cases,
// testVariableEmptyFollowedByWildcard), README "Wildcards" and JLRRouteDefinition.m
// (wildcard components are taken raw from the request's percent-encoded path components;
// "/a/b/c/*" has to be matched by at least "/a/b/c").

extension RouterSuite {
    @Suite struct JLRoutesWildcards {
        @Test(arguments: URLEntry.allCases)
        func trailingWildcardMatchesZeroComponents(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/xyz/wildcard/*", handler: recorder.handler())
                #expect(routeGlobally("tests://xyz/wildcard", via: entry))
                #expect(recorder.last?.pattern == "/xyz/wildcard/*")
                #expect(recorder.last?.wildcardComponents == [])
                #expect(recorder.last?.count == 0)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func trailingWildcardCollectsRemainingComponents(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/xyz/wildcard/*", handler: recorder.handler())
                #expect(routeGlobally("tests://xyz/wildcard/matches/with/extra/path/components", via: entry))
                #expect(recorder.last?.wildcardComponents == ["matches", "with", "extra", "path", "components"])
                #expect(recorder.last?.names == [])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func wildcardFollowsAVariable(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/route/:param/*", handler: recorder.handler())
                #expect(routeGlobally("tests://route/matches/with/wildcard", via: entry))
                #expect(recorder.last?["param"] == "matches")
                #expect(recorder.last?.wildcardComponents == ["with", "wildcard"])
                #expect(recorder.last?.names == ["param"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func wildcardComponentsAreNotPercentDecoded(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/files/*", handler: recorder.handler())
                #expect(routeGlobally("tests://files/a%20b/c+d", via: entry))
                #expect(recorder.last?.wildcardComponents == ["a%20b", "c+d"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func wildcardRequiresTheLiteralPrefix(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/xyz/wildcard/*", handler: recorder.handler())
                #expect(routeGlobally("tests://xyz", via: entry) == false)
                #expect(routeGlobally("tests://xyz/other/thing", via: entry) == false)
                #expect(recorder.count == 0)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func singleComponentWildcardMatchesItsParent(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/a/*", handler: recorder.handler())
                #expect(routeGlobally("tests://a", via: entry))
                #expect(recorder.last?.wildcardComponents == [])
                #expect(routeGlobally("tests://a/b", via: entry))
                #expect(recorder.last?.wildcardComponents == ["b"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func variableBeforeWildcardMustBePresent(_ entry: URLEntry) {
            withCleanRouter {
                let routes = Routes(forScheme: "wildcardTests")
                routes.addRoute("list/:variable/detail/:variable2/*")
                #expect(routeGlobally("wildcardTests://list/variable/detail/", via: entry) == false)
                #expect(routeGlobally("wildcardTests://list/variable/detail/variable2", via: entry))
            }
        }

        @Test(arguments: URLEntry.allCases)
        func handlerCanRejectOnWildcardContents(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/wildcard/*") { parameters in
                    recorder.record("joker", parameters)
                    return parameters.wildcardComponents?.first == "joker"
                }
                #expect(routeGlobally("tests://wildcard/joker/smile", via: entry))
                #expect(routeGlobally("tests://wildcard/batman", via: entry) == false)
                #expect(recorder.count == 2)
            }
        }

        @Test func wildcardComponentsAppearInTheDictionary() {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/route/:param/*", handler: recorder.handler())
                #expect(Routes.routeURL(makeURL("tests://route/matches/with/wildcard")))
                let dictionary = recorder.last?.dictionary ?? [:]
                #expect(dictionary["JLRouteWildcardComponents"] as? [String] == ["with", "wildcard"])
                #expect(dictionary["param"] as? String == "matches")
            }
        }

        @Test func wildcardComponentsAreNilForPatternWithoutWildcard() {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/route/:param", handler: recorder.handler())
                #expect(Routes.routeURL(makeURL("tests://route/x")))
                #expect(recorder.last != nil)
                #expect(recorder.last?.wildcardComponents == nil)
                #expect(recorder.last?.dictionary["JLRouteWildcardComponents"] == nil)
            }
        }
    }
}
