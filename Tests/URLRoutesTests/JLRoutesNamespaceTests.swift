import Foundation
import Testing
import URLRoutes

// JLRoutes facts ported from JLRoutesTests.m (testNamespaces, testFallbackToGlobal, testRouteRemoval,
// testRoutesArray, testAllRoutes, testSubscripting, testForRouteExistence), README "Schemes", and
// JLRoutes.m (routeURL: picks the namespace by URL scheme, else global; canRouteURL: returns on the
// first pattern match without calling the handler; the unmatched URL handler runs only when routing
// for real). API.md: scheme lookup is exact, then ASCII-case-insensitive.

extension RouterSuite {
    @Suite struct JLRoutesNamespaces {
        @Test func globalSchemeConstant() {
            withCleanRouter {
                #expect(Routes.globalScheme == "JLRoutesGlobalRoutesScheme")
                #expect(Routes.globalRoutes().scheme == Routes.globalScheme)
                #expect(Routes(forScheme: "thing").scheme == "thing")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func sameRouteIsHandledPerScheme(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/test", handler: recorder.handler("global"))
                Routes(forScheme: "namespaceTest1").addRoute("/test", handler: recorder.handler("ns1"))
                Routes(forScheme: "namespaceTest2").addRoute("/test", handler: recorder.handler("ns2"))

                #expect(routeGlobally("tests://test", via: entry))
                #expect(recorder.lastTag == "global")
                #expect(recorder.last?.scheme == Routes.globalScheme)

                #expect(routeGlobally("namespaceTest1://test", via: entry))
                #expect(recorder.lastTag == "ns1")
                #expect(recorder.last?.scheme == "namespaceTest1")

                #expect(routeGlobally("namespaceTest2://test", via: entry))
                #expect(recorder.lastTag == "ns2")
                #expect(recorder.last?.scheme == "namespaceTest2")
            }
        }

        @Test func forSchemeReturnsTheSameNamespaceEveryTime() {
            withCleanRouter {
                Routes(forScheme: "shared").addRoute("/one")
                Routes(forScheme: "shared").addRoute("/two")
                #expect(Routes(forScheme: "shared").routes().map(\.pattern) == ["/one", "/two"])
                Routes(forScheme: "shared").shouldFallbackToGlobalRoutes = true
                #expect(Routes(forScheme: "shared").shouldFallbackToGlobalRoutes)
            }
        }

        @Test func routesOfUnusedSchemeIsEmpty() {
            withCleanRouter {
                #expect(Routes(forScheme: "foo").routes().isEmpty)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func schemeNamespaceDoesNotSeeGlobalRoutesByDefault(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/user/view/:userID", handler: recorder.handler("global"))
                Routes(forScheme: "namespaceTest1").addRoute("/test", handler: recorder.handler("ns1"))
                #expect(Routes(forScheme: "namespaceTest1").shouldFallbackToGlobalRoutes == false)
                #expect(routeGlobally("namespaceTest1://user/view/joeldev", via: entry) == false)
                #expect(recorder.count == 0)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func fallbackToGlobalRoutesRetriesInGlobalNamespace(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/user/view/:userID", handler: recorder.handler("global"))
                Routes(forScheme: "namespaceTest2").addRoute("/test", handler: recorder.handler("ns2"))
                Routes(forScheme: "namespaceTest2").shouldFallbackToGlobalRoutes = true
                #expect(routeGlobally("namespaceTest2://user/view/joeldev", via: entry))
                #expect(recorder.tags == ["global"])
                #expect(recorder.last?.scheme == Routes.globalScheme)
                #expect(recorder.last?.count == 1)
                #expect(recorder.last?["userID"] == "joeldev")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func fallbackIsNotUsedWhenTheSchemeRoutes(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/test", handler: recorder.handler("global"))
                Routes(forScheme: "thing").addRoute("/test", handler: recorder.handler("thing"))
                Routes(forScheme: "thing").shouldFallbackToGlobalRoutes = true
                #expect(routeGlobally("thing://test", via: entry))
                #expect(recorder.tags == ["thing"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func fallbackAlsoAppliesToCanRouteURL(_ entry: URLEntry) {
            withCleanRouter {
                Routes.globalRoutes().addRoute("/global")
                Routes(forScheme: "thing").shouldFallbackToGlobalRoutes = true
                #expect(canRouteGlobally("thing://global", via: entry))
                #expect(canRouteGlobally("stuff://global", via: entry))
                Routes(forScheme: "other").addRoute("/x")
                #expect(canRouteGlobally("other://global", via: entry) == false)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func unregisteredSchemeUsesGlobalRoutes(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/foo", handler: recorder.handler("global"))
                #expect(routeGlobally("unknownscheme://foo", via: entry))
                #expect(recorder.last?.scheme == Routes.globalScheme)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func instanceRouteURLUsesThatNamespaceWhateverTheURLScheme(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes(forScheme: "alpha").addRoute("/x", handler: recorder.handler("alpha"))
                Routes(forScheme: "beta").addRoute("/x", handler: recorder.handler("beta"))
                #expect(route(Routes(forScheme: "alpha"), "beta://x", via: entry))
                #expect(recorder.tags == ["alpha"])
                #expect(recorder.last?.scheme == "alpha")
            }
        }

        // API.md: scheme lookup is exact, then ASCII-case-insensitive.
        @Test(arguments: URLEntry.allCases)
        func schemeLookupFallsBackToCaseInsensitiveMatch(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/test", handler: recorder.handler("global"))
                Routes(forScheme: "MyApp").addRoute("/test", handler: recorder.handler("MyApp"))
                #expect(routeGlobally("myapp://test", via: entry))
                #expect(recorder.tags == ["MyApp"])
                #expect(recorder.last?.scheme == "MyApp")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func exactSchemeMatchIsPreferred(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes(forScheme: "abc").addRoute("/test", handler: recorder.handler("lower"))
                Routes(forScheme: "ABC").addRoute("/test", handler: recorder.handler("upper"))
                #expect(routeGlobally("ABC://test", via: entry))
                #expect(routeGlobally("abc://test", via: entry))
                #expect(recorder.tags == ["upper", "lower"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func unmatchedURLHandlerIsCalledWhenNothingRouted(_ entry: URLEntry) {
            withCleanRouter {
                let calls = LockedBox<[(scheme: String, url: String?, value: String?)]>([])
                let routes = Routes(forScheme: "unmatched")
                routes.addRoute("/known")
                routes.unmatchedURLHandler = { routes, url, parameters in
                    calls.update { $0.append((routes.scheme, url?.absoluteString, parameters?["k"] as? String)) }
                }
                #expect(routeGlobally("unmatched://unknown", via: entry, parameters: ["k": "v"]) == false)
                let recorded = calls.value
                #expect(recorded.count == 1)
                #expect(recorded.first?.scheme == "unmatched")
                #expect(recorded.first?.url == "unmatched://unknown")
                #expect(recorded.first?.value == "v")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func unmatchedURLHandlerIsCalledWhenEveryHandlerDeclines(_ entry: URLEntry) {
            withCleanRouter {
                let count = LockedBox(0)
                let routes = Routes.globalRoutes()
                routes.addRoute("/declines") { _ in false }
                routes.unmatchedURLHandler = { _, _, _ in count.update { $0 += 1 } }
                #expect(routeGlobally("tests://declines", via: entry) == false)
                #expect(count.value == 1)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func unmatchedURLHandlerIsNotCalledWhenRouted(_ entry: URLEntry) {
            withCleanRouter {
                let count = LockedBox(0)
                let routes = Routes.globalRoutes()
                routes.addRoute("/known")
                routes.unmatchedURLHandler = { _, _, _ in count.update { $0 += 1 } }
                #expect(routeGlobally("tests://known", via: entry))
                #expect(count.value == 0)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func unmatchedURLHandlerIsNotCalledByCanRouteURL(_ entry: URLEntry) {
            withCleanRouter {
                let count = LockedBox(0)
                let routes = Routes.globalRoutes()
                routes.unmatchedURLHandler = { _, _, _ in count.update { $0 += 1 } }
                #expect(canRouteGlobally("tests://unknown", via: entry) == false)
                #expect(canRoute(routes, "tests://unknown", via: entry) == false)
                #expect(count.value == 0)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func unmatchedURLHandlerOnStandaloneTable(_ entry: URLEntry) {
            withCleanRouter {
                let count = LockedBox(0)
                let routes = Routes()
                routes.unmatchedURLHandler = { _, _, _ in count.update { $0 += 1 } }
                #expect(route(routes, "tests://nothing", via: entry) == false)
                #expect(count.value == 1)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func canRouteURLDoesNotCallHandlers(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/test", handler: recorder.handler())
                #expect(canRouteGlobally("tests://test", via: entry))
                #expect(canRoute(Routes.globalRoutes(), "tests://test", via: entry))
                #expect(recorder.count == 0)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func canRouteURLIsTrueOnPatternMatchEvenIfHandlerWouldDecline(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/declines", handler: recorder.handler(returning: false))
                #expect(canRouteGlobally("tests://declines", via: entry))
                #expect(recorder.count == 0)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func staticCanRouteURLUsesTheSchemeNamespace(_ entry: URLEntry) {
            withCleanRouter {
                Routes(forScheme: "scoped").addRoute("/only/here")
                #expect(canRouteGlobally("scoped://only/here", via: entry))
                #expect(canRouteGlobally("tests://only/here", via: entry) == false)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func removeRouteWithPatternStopsMatching(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/:anything", handler: recorder.handler("global"))
                let routes = Routes(forScheme: "namespaceTest3")
                routes.addRoute("/test1", handler: recorder.handler("test1"))
                routes.addRoute("/test2", handler: recorder.handler("test2"))
                #expect(routeGlobally("namespaceTest3://test1", via: entry))
                #expect(recorder.lastTag == "test1")

                routes.removeRoute(withPattern: "/test1")
                #expect(routeGlobally("namespaceTest3://test1", via: entry) == false)
                #expect(routeGlobally("namespaceTest3://test2", via: entry))
                #expect(recorder.lastTag == "test2")
                #expect(recorder.last?.scheme == "namespaceTest3")
                #expect(routes.routes().map(\.pattern) == ["/test2"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func unregisterRouteSchemeSendsItsURLsToGlobalRoutes(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/:anything", handler: recorder.handler("global"))
                Routes(forScheme: "namespaceTest3").addRoute("/test2", handler: recorder.handler("test2"))
                #expect(routeGlobally("namespaceTest3://test2", via: entry))
                #expect(recorder.lastTag == "test2")

                Routes.unregisterRouteScheme("namespaceTest3")
                #expect(routeGlobally("namespaceTest3://test2", via: entry))
                #expect(recorder.lastTag == "global")
                #expect(recorder.last?.scheme == Routes.globalScheme)
            }
        }

        @Test func unregisteredSchemeStartsEmptyWhenUsedAgain() {
            withCleanRouter {
                Routes(forScheme: "gone").addRoute("/test")
                Routes.unregisterRouteScheme("gone")
                #expect(Routes.allRoutes()["gone"] == nil)
                #expect(Routes(forScheme: "gone").routes().isEmpty)
            }
        }

        @Test func removeRouteWithPatternRemovesOnlyTheFirst() {
            withCleanRouter {
                let recorder = RouteRecorder()
                let routes = Routes.globalRoutes()
                routes.addRoute("/dup", handler: recorder.handler("first"))
                routes.addRoute("/dup", handler: recorder.handler("second"))
                routes.removeRoute(withPattern: "/dup")
                #expect(routes.routes().count == 1)
                #expect(Routes.routeURL("tests://dup"))
                #expect(recorder.tags == ["second"])
            }
        }

        @Test func removeRouteWithUnknownPatternChangesNothing() {
            withCleanRouter {
                let routes = Routes.globalRoutes()
                routes.addRoute("/a")
                routes.removeRoute(withPattern: "/b")
                #expect(routes.routes().map(\.pattern) == ["/a"])
            }
        }

        @Test func removeRouteByDefinition() {
            withCleanRouter {
                let routes = Routes.globalRoutes()
                let keep = RouteDefinition(pattern: "/keep", handler: nil)
                let drop = RouteDefinition(pattern: "/drop", handler: nil)
                routes.addRoute(keep)
                routes.addRoute(drop)
                #expect(Routes.canRouteURL("tests://drop"))
                routes.removeRoute(drop)
                #expect(Routes.canRouteURL("tests://drop") == false)
                #expect(Routes.canRouteURL("tests://keep"))
                #expect(routes.routes().map(\.pattern) == ["/keep"])
            }
        }

        @Test func removeAllRoutesEmptiesTheNamespace() {
            withCleanRouter {
                let routes = Routes(forScheme: "wipe")
                routes.addRoutes(["/a", "/b"])
                routes.removeAllRoutes()
                #expect(routes.routes().isEmpty)
                #expect(Routes.canRouteURL("wipe://a") == false)
            }
        }

        @Test func routesListsGlobalAndSchemeRoutesInOrder() {
            withCleanRouter {
                Routes.globalRoutes().addRoute("/global1")
                Routes.globalRoutes().addRoute("/global2")
                Routes.globalRoutes().addRoute("/global3")
                Routes(forScheme: "scheme").addRoute("/scheme1")
                Routes(forScheme: "scheme").addRoute("/scheme2")
                #expect(Routes.globalRoutes().routes().map(\.pattern) == ["/global1", "/global2", "/global3"])
                #expect(Routes(forScheme: "scheme").routes().map(\.pattern) == ["/scheme1", "/scheme2"])
            }
        }

        @Test func allRoutesIsKeyedByScheme() {
            withCleanRouter {
                Routes.globalRoutes().addRoute("/global1")
                Routes.globalRoutes().addRoute("/global2")
                Routes.globalRoutes().addRoute("/global3")
                Routes(forScheme: "scheme").addRoute("/scheme1")
                Routes(forScheme: "scheme").addRoute("/scheme2")
                let all = Routes.allRoutes()
                #expect(all[Routes.globalScheme]?.map(\.pattern) == ["/global1", "/global2", "/global3"])
                #expect(all["scheme"]?.map(\.pattern) == ["/scheme1", "/scheme2"])
            }
        }

        @Test func registeredDefinitionsKnowTheirScheme() {
            withCleanRouter {
                Routes.globalRoutes().addRoute("/g")
                Routes(forScheme: "scheme").addRoute("/s")
                #expect(Routes.globalRoutes().routes().first?.scheme == Routes.globalScheme)
                #expect(Routes(forScheme: "scheme").routes().first?.scheme == "scheme")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func subscriptSetterRegistersARoute(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes()["/subscripting"] = recorder.handler("subscript")
                #expect(Routes.globalRoutes().canRouteURL(makeURL("subscripting")))
                #expect(routeGlobally("tests://subscripting", via: entry))
                #expect(recorder.tags == ["subscript"])
                #expect(Routes.globalRoutes().routes().map(\.pattern) == ["/subscripting"])
            }
        }
    }
}
