import Foundation
import Testing
import URLRoutes

// JLRoutes facts ported from JLRoutesTests.m (testPriority incl. issue #46, testBlockReturnValue,
// testNonSingletonUsage) and README "Handler Block Chaining": a route matches only if its pattern
// matches AND its handler returns YES; a nil handler behaves as one returning YES.
// API.md: priorities are Int; higher first, equal priorities keep registration order.

extension RouterSuite {
    @Suite struct JLRoutesPriorityAndChaining {
        @Test(arguments: URLEntry.allCases)
        func higherPriorityWinsOverEarlierRegistration(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/test/priority/:level", handler: recorder.handler("level"))
                Routes.globalRoutes().addRoute("/test/priority/high", priority: 20, handler: recorder.handler("high"))
                #expect(routeGlobally("tests://test/priority/high", via: entry))
                #expect(recorder.tags == ["high"])
                #expect(recorder.last?.pattern == "/test/priority/high")
                #expect(recorder.last?.count == 0)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func nonZeroPrioritiesAllStayRoutable(_ entry: URLEntry) {
            // https://github.com/joeldev/JLRoutes/issues/46
            withCleanRouter {
                let recorder = RouteRecorder()
                let routes = Routes(forScheme: "priorityTest")
                routes.addRoute("/:foo/bar/:baz", priority: 20, handler: recorder.handler("bar"))
                routes.addRoute("/:foo/things/:baz", priority: 10, handler: recorder.handler("things"))
                routes.addRoute("/:foo/:baz", priority: 1, handler: recorder.handler("short"))
                #expect(routeGlobally("priorityTest://stuff/things/foo", via: entry))
                #expect(routeGlobally("priorityTest://one/two", via: entry))
                #expect(routeGlobally("priorityTest://stuff/bar/baz", via: entry))
                #expect(recorder.tags == ["things", "short", "bar"])
            }
        }

        @Test func routesAreListedHighestPriorityFirstThenByRegistration() {
            withCleanRouter {
                let routes = Routes.globalRoutes()
                routes.addRoute("/a")
                routes.addRoute("/b", priority: 10)
                routes.addRoute("/c", priority: 5)
                routes.addRoute("/d", priority: 10)
                routes.addRoute("/e")
                #expect(routes.routes().map(\.pattern) == ["/b", "/d", "/c", "/a", "/e"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func equalPrioritiesMatchInRegistrationOrder(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/same/:first", priority: 3, handler: recorder.handler("first"))
                Routes.globalRoutes().addRoute("/same/:second", priority: 3, handler: recorder.handler("second"))
                #expect(routeGlobally("tests://same/x", via: entry))
                #expect(recorder.tags == ["first"])
                #expect(recorder.last?["first"] == "x")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func negativePriorityRanksBelowDefault(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/neg/:x", priority: -1, handler: recorder.handler("negative"))
                Routes.globalRoutes().addRoute("/neg/:y", handler: recorder.handler("default"))
                #expect(Routes.globalRoutes().routes().map(\.priority) == [0, -1])
                #expect(routeGlobally("tests://neg/1", via: entry))
                #expect(recorder.tags == ["default"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func handlerReturningFalseMeansNoMatch(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/return/:value") { parameters in
                    recorder.record("return", parameters)
                    return parameters["value"] == "yes"
                }
                #expect(routeGlobally("tests://return/no", via: entry) == false)
                #expect(recorder.count == 1)
                #expect(routeGlobally("tests://return/yes", via: entry))
                #expect(recorder.count == 2)
                #expect(recorder.last?.count == 1)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func rejectedRouteLetsTheNextMatchingRouteTry(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/chain/:a", handler: recorder.handler("declines", returning: false))
                Routes.globalRoutes().addRoute("/chain/other", handler: recorder.handler("not matching"))
                Routes.globalRoutes().addRoute("/chain/:b", handler: recorder.handler("accepts"))
                Routes.globalRoutes().addRoute("/chain/:c", handler: recorder.handler("never reached"))
                #expect(routeGlobally("tests://chain/x", via: entry))
                #expect(recorder.tags == ["declines", "accepts"])
                #expect(recorder.last?.pattern == "/chain/:b")
                #expect(recorder.last?["b"] == "x")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func declinedLiteralRouteFallsThroughToVariableFirstRoute(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/chain/:a", handler: recorder.handler("literal first", returning: false))
                Routes.globalRoutes().addRoute("/other/:a", handler: recorder.handler("other"))
                Routes.globalRoutes().addRoute("/:x/:y", handler: recorder.handler("variable first"))
                #expect(routeGlobally("tests://chain/x", via: entry))
                #expect(recorder.tags == ["literal first", "variable first"])
                #expect(recorder.last?["x"] == "chain")
                #expect(recorder.last?["y"] == "x")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func variableFirstRouteRegisteredEarlierWinsOverLiteralRoute(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/:x/:y", handler: recorder.handler("variable first"))
                Routes.globalRoutes().addRoute("/chain/:a", handler: recorder.handler("literal"))
                #expect(routeGlobally("tests://chain/x", via: entry))
                #expect(recorder.tags == ["variable first"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func registrationOrderHoldsAcrossLargeTables(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                let routes = Routes.globalRoutes()
                for index in 0..<450 {
                    if index == 300 {
                        routes.addRoute("/:any/x", handler: recorder.handler("variable at 300"))
                    } else if index == 420 {
                        routes.addRoute("/r420/:y", handler: recorder.handler("literal at 420"))
                    } else {
                        routes.addRoute("/r\(index)/x", handler: recorder.handler("r\(index)", returning: index != 10))
                    }
                }
                #expect(routeGlobally("tests://r420/x", via: entry))
                #expect(recorder.tags == ["variable at 300"])
                recorder.reset()
                #expect(routeGlobally("tests://r10/x", via: entry))
                #expect(recorder.tags == ["r10", "variable at 300"])
                recorder.reset()
                #expect(routeGlobally("tests://r420/z", via: entry))
                #expect(recorder.tags == ["literal at 420"])
                recorder.reset()
                #expect(routeGlobally("tests://r449/x", via: entry))
                #expect(recorder.tags == ["variable at 300"])
                recorder.reset()
                #expect(routeGlobally("tests://r299/x", via: entry))
                #expect(recorder.tags == ["r299"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func priorityHoldsAcrossLargeTables(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                let routes = Routes.globalRoutes()
                for index in 0..<300 {
                    routes.addRoute("/p/\(index)", handler: recorder.handler("p\(index)"))
                }
                routes.addRoute("/p/:n", priority: 1, handler: recorder.handler("priority"))
                #expect(routes.routes().first?.pattern == "/p/:n")
                #expect(routeGlobally("tests://p/250", via: entry))
                #expect(recorder.tags == ["priority"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func allHandlersDecliningMeansNotRouted(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/chain/:a", handler: recorder.handler("one", returning: false))
                Routes.globalRoutes().addRoute("/chain/:b", handler: recorder.handler("two", returning: false))
                #expect(routeGlobally("tests://chain/x", via: entry) == false)
                #expect(recorder.tags == ["one", "two"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func nilHandlerCountsAsHandled(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/nil/:x")
                Routes.globalRoutes().addRoute("/nil/:y", handler: recorder.handler("after"))
                #expect(routeGlobally("tests://nil/1", via: entry))
                #expect(recorder.count == 0)
            }
        }

        @Test func definitionWithNilHandlerReturnsTrueFromCallHandler() throws {
            let definition = RouteDefinition(pattern: "/x", handler: nil)
            let request = RouteRequest(url: makeURL("tests://x"), options: [], additionalParameters: nil)
            let parameters = try #require(definition.routeResponse(for: request).parameters)
            #expect(definition.callHandler(with: parameters))
        }

        @Test func definitionCallHandlerReturnsTheHandlersResult() throws {
            let recorder = RouteRecorder()
            let declining = RouteDefinition(pattern: "/x", handler: recorder.handler("no", returning: false))
            let request = RouteRequest(url: makeURL("tests://x"), options: [], additionalParameters: nil)
            let parameters = try #require(declining.routeResponse(for: request).parameters)
            #expect(declining.callHandler(with: parameters) == false)
            #expect(recorder.tags == ["no"])
        }
    }
}
