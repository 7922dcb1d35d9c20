import Foundation
import Testing
import URLRoutes

// JLRoutes facts ported from JLRoutesTests.m (testBasicRouting, testMultiple, testNonSingletonUsage,
// testForRouteExistence, testTreatsHostAsPathComponent) and JLRRouteRequest.m (host handling,
// leading/trailing slash stripping).

extension RouterSuite {
    @Suite struct JLRoutesBasicRouting {
        /// The route table JLRoutes' testBasicRouting registers (minus the nameless "/:" route).
        private func registerBasicRoutes(_ recorder: RouteRecorder) {
            let routes = Routes.globalRoutes()
            routes.addRoute("/test", handler: recorder.handler("test"))
            routes.addRoute("/user/view/:userID", handler: recorder.handler("user"))
            routes.addRoute("/:object/:action/:primaryKey", handler: recorder.handler("object"))
            routes.addRoute("/", handler: recorder.handler("root"))
            routes.addRoute("/interleaving/:param1/foo/:param2", handler: recorder.handler("interleaving"))
        }

        @Test func nilURLDoesNotRoute() {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerBasicRoutes(recorder)
                #expect(Routes.routeURL(nil as URL?) == false)
                #expect(Routes.canRouteURL(nil as URL?) == false)
                #expect(Routes.globalRoutes().routeURL(nil as URL?) == false)
                #expect(recorder.count == 0)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func schemeWithSingleSlashRoutesToRoot(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerBasicRoutes(recorder)
                #expect(routeGlobally("tests:/", via: entry))
                #expect(recorder.lastTag == "root")
                #expect(recorder.last?.pattern == "/")
                #expect(recorder.last?.count == 0)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func schemeWithEmptyAuthorityRoutesToRoot(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerBasicRoutes(recorder)
                #expect(routeGlobally("tests://", via: entry))
                #expect(recorder.last?.pattern == "/")
                #expect(recorder.last?.count == 0)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func bareQueryRoutesToRootWithQueryParameters(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerBasicRoutes(recorder)
                #expect(routeGlobally("tests://?key=value", via: entry))
                #expect(recorder.last?.pattern == "/")
                #expect(recorder.last?.count == 1)
                #expect(recorder.last?["key"] == "value")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func hostWithoutDotIsFirstPathComponent(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerBasicRoutes(recorder)
                #expect(routeGlobally("tests://test", via: entry))
                #expect(recorder.lastTag == "test")
                #expect(recorder.last?.pattern == "/test")
                #expect(recorder.last?.count == 0)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func emptyQueryIsIgnored(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerBasicRoutes(recorder)
                #expect(routeGlobally("tests://test?", via: entry))
                #expect(recorder.last?.pattern == "/test")
                #expect(recorder.last?.count == 0)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func trailingSlashInURLIsIgnored(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerBasicRoutes(recorder)
                #expect(routeGlobally("tests://test/", via: entry))
                #expect(recorder.last?.pattern == "/test")
                recorder.reset()
                #expect(routeGlobally("tests://user/view/joeldev/", via: entry))
                #expect(recorder.last?.pattern == "/user/view/:userID")
                #expect(recorder.last?["userID"] == "joeldev")
                #expect(recorder.last?.count == 1)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func pathVariableIsCaptured(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerBasicRoutes(recorder)
                #expect(routeGlobally("tests://user/view/joeldev", via: entry))
                #expect(recorder.lastTag == "user")
                #expect(recorder.last?.pattern == "/user/view/:userID")
                #expect(recorder.last?["userID"] == "joeldev")
                #expect(recorder.last?.count == 1)
                #expect(recorder.last?.names == ["userID"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func pathVariableIsPercentDecoded(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerBasicRoutes(recorder)
                #expect(routeGlobally("tests://user/view/joel%20levin", via: entry))
                #expect(recorder.last?["userID"] == "joel levin")
                #expect(recorder.last?.count == 1)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func queryItemsJoinPathVariables(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerBasicRoutes(recorder)
                #expect(routeGlobally("tests://user/view/joeldev?foo=bar&thing=stuff", via: entry))
                let params = recorder.last
                #expect(params?.count == 3)
                #expect(params?["userID"] == "joeldev")
                #expect(params?["foo"] == "bar")
                #expect(params?["thing"] == "stuff")
                #expect(params?.names == ["foo", "thing", "userID"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func allVariablePatternCapturesEveryComponent(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerBasicRoutes(recorder)
                #expect(routeGlobally("tests://post/edit/123", via: entry))
                let params = recorder.last
                #expect(params?.pattern == "/:object/:action/:primaryKey")
                #expect(params?.count == 3)
                #expect(params?["object"] == "post")
                #expect(params?["action"] == "edit")
                #expect(params?["primaryKey"] == "123")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func variablesInterleaveWithLiterals(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerBasicRoutes(recorder)
                #expect(routeGlobally("tests://interleaving/paramvalue1/foo/paramvalue2", via: entry))
                #expect(recorder.last?.count == 2)
                #expect(recorder.last?["param1"] == "paramvalue1")
                #expect(recorder.last?["param2"] == "paramvalue2")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func unknownPathDoesNotRoute(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerBasicRoutes(recorder)
                #expect(routeGlobally("tests://doesnt/exist/and/wont/match", via: entry) == false)
                #expect(recorder.count == 0)
            }
        }

        @Test func urlRelativeToLocalhostRoutesByItsPath() {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerBasicRoutes(recorder)
                let url = URL(string: "/test", relativeTo: URL(string: "http://localhost"))
                #expect(Routes.routeURL(url, withParameters: nil))
                #expect(recorder.last?.pattern == "/test")
                #expect(recorder.last?.count == 0)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func localhostIsNotAPathComponent(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                registerBasicRoutes(recorder)
                #expect(routeGlobally("http://localhost/test", via: entry))
                #expect(recorder.last?.pattern == "/test")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func hostWithDotIsNotAPathComponent(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/sign_in", handler: recorder.handler("sign_in"))
                Routes.globalRoutes().addRoute("/path/:pathid", handler: recorder.handler("path"))
                #expect(routeGlobally("https://www.mydomain.com/sign_in", via: entry))
                #expect(recorder.last?.pattern == "/sign_in")
                #expect(routeGlobally("https://www.mydomain.com/path/3", via: entry))
                #expect(recorder.last?.pattern == "/path/:pathid")
                #expect(recorder.last?["pathid"] == "3")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func alwaysTreatsHostAsPathComponentMakesDottedHostAComponent(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/sign_in", handler: recorder.handler("sign_in"))
                Routes.globalRoutes().addRoute("/path/:pathid", handler: recorder.handler("path"))
                Routes.alwaysTreatsHostAsPathComponent = true
                #expect(routeGlobally("https://www.mydomain2.com/sign_in", via: entry) == false)
                #expect(routeGlobally("https://www.mydomain2.com/path/3", via: entry) == false)
                #expect(recorder.count == 0)

                Routes.globalRoutes().addRoute("/www.mydomain2.com/sign_in", handler: recorder.handler("host_sign_in"))
                Routes.globalRoutes().addRoute("/www.mydomain2.com/path/:pathid", handler: recorder.handler("host_path"))
                #expect(routeGlobally("https://www.mydomain2.com/sign_in", via: entry))
                #expect(recorder.last?.pattern == "/www.mydomain2.com/sign_in")
                #expect(routeGlobally("https://www.mydomain2.com/path/3", via: entry))
                #expect(recorder.last?.pattern == "/www.mydomain2.com/path/:pathid")
                #expect(recorder.last?["pathid"] == "3")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func alwaysTreatsHostAsPathComponentAppliesToLocalhost(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/test", handler: recorder.handler("test"))
                Routes.globalRoutes().addRoute("/localhost/test", handler: recorder.handler("localhost"))
                Routes.alwaysTreatsHostAsPathComponent = true
                #expect(routeGlobally("http://localhost/test", via: entry))
                #expect(recorder.tags == ["localhost"])
            }
        }

        @Test func alwaysTreatsHostAsPathComponentDefaultsToFalse() {
            withCleanRouter {
                #expect(Routes.alwaysTreatsHostAsPathComponent == false)
                #expect(Routes.shouldDecodePlusSymbols == true)
                #expect(Routes.verboseLoggingEnabled == false)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func addRoutesRegistersEveryPatternWithTheSameHandler(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoutes(["/multiple1", "/multiple2"], handler: recorder.handler("multi"))
                #expect(routeGlobally("tests://multiple1", via: entry))
                #expect(recorder.last?.pattern == "/multiple1")
                #expect(recorder.last?.count == 0)
                #expect(routeGlobally("tests://multiple2", via: entry))
                #expect(recorder.last?.pattern == "/multiple2")
                #expect(recorder.tags == ["multi", "multi"])
                #expect(Routes.globalRoutes().routes().map(\.pattern) == ["/multiple1", "/multiple2"])
            }
        }

        @Test func standaloneTableRoutesSchemelessPathWithNilHandler() {
            withCleanRouter {
                let routes = Routes()
                let url = makeURL("/success")
                routes.addRoute(url.absoluteString)
                #expect(routes.routeURL(url))
                #expect(routes.routeURL("/success"))
                #expect(routes.routeURL("/failure") == false)
            }
        }

        @Test func standaloneTableIsNotInTheRegistry() {
            withCleanRouter {
                let routes = Routes()
                routes.addRoute("/standalone")
                #expect(Routes.canRouteURL("tests://standalone") == false)
                #expect(Routes.allRoutes().values.flatMap { $0 }.contains { $0.pattern == "/standalone" } == false)
                #expect(routes.canRouteURL("tests://standalone"))
            }
        }

        @Test(arguments: URLEntry.allCases)
        func canRouteURLReportsKnownAndUnknownURLs(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/test", handler: recorder.handler())
                #expect(canRoute(Routes.globalRoutes(), "tests:/test", via: entry))
                #expect(canRoute(Routes.globalRoutes(), "tests:/dfjkbsdkjfbskjdfb/sdasd", via: entry) == false)
                #expect(canRouteGlobally("tests:/test", via: entry))
                #expect(canRouteGlobally("tests:/dfjkbsdkjfbskjdfb/sdasd", via: entry) == false)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func patternWithoutLeadingSlashMatches(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("no/leading/:slash", handler: recorder.handler())
                #expect(routeGlobally("tests://no/leading/here", via: entry))
                #expect(recorder.last?["slash"] == "here")
                #expect(recorder.last?.pattern == "no/leading/:slash")
            }
        }

        // API.md deliberately differs from JLRoutes here: a trailing slash in a pattern is ignored.
        @Test(arguments: URLEntry.allCases)
        func trailingSlashInPatternIsIgnored(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/foo/bar/", handler: recorder.handler())
                #expect(routeGlobally("app://foo/bar", via: entry))
                #expect(routeGlobally("app://foo/bar/", via: entry))
                #expect(recorder.last?.pattern == "/foo/bar/")
            }
        }

        // API.md: matching is case-sensitive.
        @Test(arguments: URLEntry.allCases)
        func literalMatchingIsCaseSensitive(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/user/view/:userID", handler: recorder.handler())
                #expect(routeGlobally("tests://user/VIEW/joeldev", via: entry) == false)
                #expect(recorder.count == 0)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func variableValuesKeepTheirCase(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/user/view/:userID", handler: recorder.handler())
                #expect(routeGlobally("tests://user/view/JoelDev", via: entry))
                #expect(recorder.last?["userID"] == "JoelDev")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func componentCountMustMatchWithoutWildcard(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/user/view/:userID", handler: recorder.handler())
                #expect(routeGlobally("tests://user/view", via: entry) == false)
                #expect(routeGlobally("tests://user/view/joeldev/extra", via: entry) == false)
                #expect(recorder.count == 0)
            }
        }

        @Test func parametersCarryTheRoutedURL() {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/user/view/:userID", handler: recorder.handler())
                let url = makeURL("myapp://user/view/1?x=y")
                #expect(Routes.routeURL(url))
                #expect(recorder.last?.url == url)
                #expect(recorder.last?.scheme == Routes.globalScheme)
                #expect(recorder.last?.wildcardComponents == nil)
            }
        }

        @Test func parametersDictionaryHasTheJLRoutesKeys() {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/:object/:action/:primaryKey", handler: recorder.handler())
                let url = makeURL("myapp://post/edit/123?debug=true&foo=bar")
                #expect(Routes.routeURL(url))
                let dictionary = recorder.last?.dictionary ?? [:]
                #expect(dictionary["object"] as? String == "post")
                #expect(dictionary["action"] as? String == "edit")
                #expect(dictionary["primaryKey"] as? String == "123")
                #expect(dictionary["debug"] as? String == "true")
                #expect(dictionary["foo"] as? String == "bar")
                #expect(dictionary["JLRoutePattern"] as? String == "/:object/:action/:primaryKey")
                #expect(dictionary["JLRouteScheme"] as? String == "JLRoutesGlobalRoutesScheme")
                #expect(dictionary["JLRouteURL"] as? URL == url)
                #expect(dictionary.count == 8)
            }
        }
    }
}
