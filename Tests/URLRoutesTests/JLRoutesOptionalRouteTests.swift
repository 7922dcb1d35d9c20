import Foundation
import Testing
import URLRoutes

// JLRoutes facts ported from README "Optional Routes" (the /the(/foo/:a)(/bar/:b) list),
// JLRParsingUtilities.m (expansion keeps required subpaths, drops no order, sorts longest first)
// and JLRoutesTests.m (testBasicRouting "required" cases, testMultipleOptionalRoutes).

extension RouterSuite {
    @Suite struct JLRoutesOptionalRoutes {
        @Test func optionalGroupsExpandToEveryCombinationLongestFirst() {
            withCleanRouter {
                let routes = Routes.globalRoutes()
                routes.addRoute("/the(/foo/:a)(/bar/:b)")
                #expect(routes.routes().map(\.pattern) == [
                    "/the/foo/:a/bar/:b",
                    "/the/foo/:a",
                    "/the/bar/:b",
                    "/the",
                ])
            }
        }

        @Test func expandedDefinitionsShareThePriority() {
            withCleanRouter {
                let routes = Routes.globalRoutes()
                routes.addRoute("/the(/foo/:a)(/bar/:b)", priority: 5)
                #expect(routes.routes().map(\.priority) == [5, 5, 5, 5])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func requiredPartAloneMatches(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute(
                    "/required/:requiredParam(/optional/:optionalParam)(/moreOptional/:moreOptionalParam)",
                    handler: recorder.handler())
                #expect(routeGlobally("tests://required/mustExist", via: entry))
                #expect(recorder.last?.count == 1)
                #expect(recorder.last?["requiredParam"] == "mustExist")
                #expect(recorder.last?.pattern == "/required/:requiredParam")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func firstOptionalGroupMatches(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute(
                    "/required/:requiredParam(/optional/:optionalParam)(/moreOptional/:moreOptionalParam)",
                    handler: recorder.handler())
                #expect(routeGlobally("tests://required/mustExist/optional/mightExist", via: entry))
                #expect(recorder.last?.count == 2)
                #expect(recorder.last?["requiredParam"] == "mustExist")
                #expect(recorder.last?["optionalParam"] == "mightExist")
                #expect(recorder.last?.pattern == "/required/:requiredParam/optional/:optionalParam")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func allOptionalGroupsMatch(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute(
                    "/required/:requiredParam(/optional/:optionalParam)(/moreOptional/:moreOptionalParam)",
                    handler: recorder.handler())
                #expect(routeGlobally(
                    "tests://required/mustExist/optional/mightExist/moreOptional/mightExistToo", via: entry))
                #expect(recorder.last?.count == 3)
                #expect(recorder.last?["requiredParam"] == "mustExist")
                #expect(recorder.last?["optionalParam"] == "mightExist")
                #expect(recorder.last?["moreOptionalParam"] == "mightExistToo")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func laterOptionalGroupMatchesWithoutEarlierOne(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/path/:thing(/new)(/anotherpath/:anotherthing)", handler: recorder.handler())
                #expect(routeGlobally("foo://path/foo/anotherpath/bar", via: entry))
                #expect(recorder.last?["thing"] == "foo")
                #expect(recorder.last?["anotherthing"] == "bar")
                #expect(recorder.last?.pattern == "/path/:thing/anotherpath/:anotherthing")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func literalOptionalGroupMatches(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/path/:thing(/new)(/anotherpath/:anotherthing)", handler: recorder.handler())
                #expect(routeGlobally("foo://path/abc/new/anotherpath/def", via: entry))
                #expect(recorder.last?["thing"] == "abc")
                #expect(recorder.last?["anotherthing"] == "def")
                #expect(routeGlobally("foo://path/yyy/new", via: entry))
                #expect(recorder.last?["thing"] == "yyy")
                #expect(recorder.last?.count == 1)
                #expect(routeGlobally("foo://path/zzz", via: entry))
                #expect(recorder.last?["thing"] == "zzz")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func incompleteOptionalGroupDoesNotMatch(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/path/:thing(/new)(/anotherpath/:anotherthing)", handler: recorder.handler())
                #expect(routeGlobally("foo://path/zzz/anotherpath", via: entry) == false)
                #expect(recorder.count == 0)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func optionalGroupsNeverReorder(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/the(/foo/:a)(/bar/:b)", handler: recorder.handler())
                #expect(routeGlobally("tests://the/bar/2/foo/1", via: entry) == false)
                #expect(routeGlobally("tests://the/bar/2", via: entry))
                #expect(recorder.last?["b"] == "2")
                #expect(recorder.last?["a"] == nil)
            }
        }

        @Test func removingOneExpansionKeepsTheOthers() {
            withCleanRouter {
                let routes = Routes.globalRoutes()
                routes.addRoute("/the(/foo/:a)(/bar/:b)")
                routes.removeRoute(withPattern: "/the/foo/:a")
                #expect(routes.routes().map(\.pattern) == ["/the/foo/:a/bar/:b", "/the/bar/:b", "/the"])
                #expect(routes.canRouteURL("tests://the/foo/1") == false)
                #expect(routes.canRouteURL("tests://the/foo/1/bar/2"))
            }
        }

        @Test func expandedDefinitionsUseTheDefaultRouteDefinitionClass() {
            withCleanRouter {
                Routes.defaultRouteDefinitionClass = RecordingRouteDefinition.self
                let routes = Routes.globalRoutes()
                routes.addRoute("/the(/foo/:a)")
                let all = routes.routes()
                #expect(all.count == 2)
                #expect(all.allSatisfy { $0 is RecordingRouteDefinition })
            }
        }
    }
}
