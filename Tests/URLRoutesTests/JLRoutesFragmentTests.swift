import Foundation
import Testing
import URLRoutes

// JLRoutes facts ported from JLRoutesTests.m (testBasicFragmentRouting, and the fragment cases of
// testBasicRouting) and JLRRouteRequest.m: a fragment that is a path is appended to the path as
// "#/..." (so "tests://user#/view/x" has components ["user#", "view", "x"]); the fragment's query
// items join the URL's query items; a fragment that is only "a=b&c=d" contributes query items only.

extension RouterSuite {
    @Suite struct JLRoutesFragments {
        private func registerFragmentRoutes(_ recorder: RouteRecorder) {
            let routes = Routes.globalRoutes()
            routes.addRoute("/user#/view/:userID", handler: recorder.handler("user"))
            routes.addRoute("/:object#/:action/:primaryKey", handler: recorder.handler("object"))
            routes.addRoute("/interleaving/:param1#/foo/:param2", handler: recorder.handler("interleaving"))
            routes.addRoute("/xyz/wildcard#/*", handler: recorder.handler("wildcard"))
            routes.addRoute("/route#/:param/*", handler: recorder.handler("route"))
            routes.addRoute(
                "/required#/:requiredParam(/optional/:optionalParam)(/moreOptional/:moreOptionalParam)",
                handler: recorder.handler("required"))
        }

        @Test(arguments: URLEntry.allCases)
        func fragmentPathRoutesAfterHash(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerFragmentRoutes(recorder)
                #expect(routeGlobally("tests://user#/view/joeldev", via: entry))
                #expect(recorder.lastTag == "user")
                #expect(recorder.last?.pattern == "/user#/view/:userID")
                #expect(recorder.last?["userID"] == "joeldev")
                #expect(recorder.last?.count == 1)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func fragmentPathTrailingSlashIsIgnored(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerFragmentRoutes(recorder)
                #expect(routeGlobally("tests://user#/view/joeldev/", via: entry))
                #expect(recorder.last?["userID"] == "joeldev")
                #expect(recorder.last?.count == 1)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func fragmentPathVariableIsPercentDecoded(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerFragmentRoutes(recorder)
                #expect(routeGlobally("tests://user#/view/joel%20levin", via: entry))
                #expect(recorder.last?["userID"] == "joel levin")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func fragmentQueryItemsJoinParameters(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerFragmentRoutes(recorder)
                #expect(routeGlobally("tests://user#/view/joeldev?foo=bar&thing=stuff", via: entry))
                #expect(recorder.last?.count == 3)
                #expect(recorder.last?["userID"] == "joeldev")
                #expect(recorder.last?["foo"] == "bar")
                #expect(recorder.last?["thing"] == "stuff")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func pathVariableOverridesFragmentQueryItem(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerFragmentRoutes(recorder)
                #expect(routeGlobally("tests://user#/view/joeldev?userID=evilPerson", via: entry))
                #expect(recorder.last?["userID"] == "joeldev")
                #expect(recorder.last?.count == 1)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func additionalParametersOverrideFragmentQueryItems(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerFragmentRoutes(recorder)
                let url = "tests://user#/view/joeldev?userID=evilPerson&search=evilSearch&evilThing=evil"
                #expect(routeGlobally(url, via: entry, parameters: ["evilThing": "notEvil"]))
                #expect(recorder.last?.count == 3)
                #expect(recorder.last?["userID"] == "joeldev")
                #expect(recorder.last?["search"] == "evilSearch")
                #expect(recorder.last?["evilThing"] == "notEvil")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func mainQueryAndFragmentQueryMerge(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerFragmentRoutes(recorder)
                let url = "tests://user?search=niceSearch&go=home#/view/joeldev?userID=evilPerson&&evilThing=evil"
                #expect(routeGlobally(url, via: entry, parameters: ["evilThing": "notEvil"]))
                #expect(recorder.lastTag == "user")
                #expect(recorder.last?.count == 4)
                #expect(recorder.last?["userID"] == "joeldev")
                #expect(recorder.last?["search"] == "niceSearch")
                #expect(recorder.last?["go"] == "home")
                #expect(recorder.last?["evilThing"] == "notEvil")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func variablesOnBothSidesOfTheHash(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerFragmentRoutes(recorder)
                #expect(routeGlobally("tests://post#/edit/123", via: entry))
                #expect(recorder.lastTag == "object")
                #expect(recorder.last?.count == 3)
                #expect(recorder.last?["object"] == "post")
                #expect(recorder.last?["action"] == "edit")
                #expect(recorder.last?["primaryKey"] == "123")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func interleavedVariablesAcrossTheHash(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerFragmentRoutes(recorder)
                #expect(routeGlobally("tests://interleaving/paramvalue1#/foo/paramvalue2", via: entry))
                #expect(recorder.lastTag == "interleaving")
                #expect(recorder.last?.count == 2)
                #expect(recorder.last?["param1"] == "paramvalue1")
                #expect(recorder.last?["param2"] == "paramvalue2")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func emptyFragmentMatchesFragmentWildcard(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerFragmentRoutes(recorder)
                #expect(routeGlobally("tests://xyz/wildcard#", via: entry))
                #expect(recorder.lastTag == "wildcard")
                #expect(recorder.last?.wildcardComponents == [])
                #expect(recorder.last?.count == 0)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func fragmentWildcardCollectsComponents(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerFragmentRoutes(recorder)
                #expect(routeGlobally("tests://xyz/wildcard#/matches/with/extra/path/components", via: entry))
                #expect(recorder.lastTag == "wildcard")
                #expect(recorder.last?.wildcardComponents == ["matches", "with", "extra", "path", "components"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func fragmentVariableThenWildcard(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerFragmentRoutes(recorder)
                #expect(routeGlobally("tests://route#/matches/with/wildcard", via: entry))
                #expect(recorder.lastTag == "route")
                #expect(recorder.last?["param"] == "matches")
                #expect(recorder.last?.wildcardComponents == ["with", "wildcard"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func unknownFragmentPathDoesNotRoute(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerFragmentRoutes(recorder)
                #expect(routeGlobally("tests://doesnt/exist#/and/wont/match", via: entry) == false)
                #expect(recorder.count == 0)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func optionalGroupsAfterTheHash(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerFragmentRoutes(recorder)
                #expect(routeGlobally("tests://required#/mustExist", via: entry))
                #expect(recorder.last?.count == 1)
                #expect(recorder.last?["requiredParam"] == "mustExist")
                #expect(routeGlobally("tests://required#/mustExist/optional/mightExist", via: entry))
                #expect(recorder.last?.count == 2)
                #expect(recorder.last?["optionalParam"] == "mightExist")
                #expect(routeGlobally("tests://required#/mustExist/optional/mightExist/moreOptional/mightExistToo", via: entry))
                #expect(recorder.last?.count == 3)
                #expect(recorder.last?["moreOptionalParam"] == "mightExistToo")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func queryOnlyFragmentAddsQueryItemsWithoutChangingThePath(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/user/view/:userID", handler: recorder.handler())
                #expect(routeGlobally("tests://user/view/joeldev#foo=bar&thing=stuff", via: entry))
                #expect(recorder.last?.count == 3)
                #expect(recorder.last?["userID"] == "joeldev")
                #expect(recorder.last?["foo"] == "bar")
                #expect(recorder.last?["thing"] == "stuff")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func fragmentPathDoesNotMatchPatternWithoutHash(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/user/view/:userID", handler: recorder.handler())
                #expect(routeGlobally("tests://user#/view/joeldev", via: entry) == false)
                #expect(recorder.count == 0)
            }
        }
    }
}
