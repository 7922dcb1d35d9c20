import Testing
import URLRoutes

/// The dispatch path reuses the storage of the last lookup's parameters: what a handler sees
/// is still its own lookup's values, whatever the lookups before it and inside it read.
extension RouterSuite {
    @Suite struct ParametersReuseTests {
        @Test func aLookupSeesNothingOfTheLastOnesDecodedQuery() {
            withCleanRouter {
                let seen = Locked<[[String]]>([])
                let routes = Routes()
                routes.addRoute("/static/:page") { parameters in
                    // values(_:) decodes the whole query; names reads every item.
                    let record = [parameters["page"] ?? "-", parameters.values("a").joined(separator: ","),
                                  parameters.names.joined(separator: ","), parameters.urlString]
                    seen.withLock { $0.append(record) }
                    return true
                }
                #expect(routes.routeURL("bench://static/one?a=1&a=2&b=3"))
                #expect(routes.routeURL("bench://static/two"))
                #expect(routes.routeURL("bench://static/three?b=4"))
                #expect(seen.withLock { $0 } == [["one", "1,2", "a,b,page", "bench://static/one?a=1&a=2&b=3"],
                                                 ["two", "", "page", "bench://static/two"],
                                                 ["three", "", "b,page", "bench://static/three?b=4"]])
            }
        }

        @Test func aLookupInsideAHandlerLeavesTheOuterParametersAlone() {
            withCleanRouter {
                let seen = Locked<[String]>([])
                let routes = Routes()
                routes.addRoute("/inner/:id") { parameters in
                    seen.withLock { $0.append("inner \(parameters["id"] ?? "-")") }
                    return true
                }
                routes.addRoute("/outer/:id") { [routes] parameters in
                    let before = parameters["id"] ?? "-"
                    _ = routes.routeURL("bench://inner/7?q=inner")
                    seen.withLock { $0.append("outer \(before) \(parameters["id"] ?? "-") \(parameters["q"] ?? "-")") }
                    return true
                }
                #expect(routes.routeURL("bench://outer/1?q=outer"))
                #expect(routes.routeURL("bench://outer/2?q=again"))
                #expect(seen.withLock { $0 } == ["inner 7", "outer 1 1 outer", "inner 7", "outer 2 2 again"])
            }
        }

        /// The reused storage keeps the last pattern while the next route's is the same: routes
        /// taken in turn each see their own.
        @Test func routesTakenInTurnEachSeeTheirOwnPattern() {
            withCleanRouter {
                let seen = Locked<[String]>([])
                let routes = Routes()
                for pattern in ["/a/:x", "/b/:x", "/c"] {
                    routes.addRoute(pattern) { parameters in
                        seen.withLock { $0.append("\(parameters.pattern) \(parameters["x"] ?? "-") \(parameters.scheme)") }
                        return true
                    }
                }
                for url in ["app://a/1", "app://a/2", "app://b/3", "app://c", "app://c", "app://a/4"] {
                    #expect(routes.routeURL(url))
                }
                #expect(seen.withLock { $0 } == ["/a/:x 1 ", "/a/:x 2 ", "/b/:x 3 ", "/c - ", "/c - ", "/a/:x 4 "])
            }
        }

        @Test func aCopyAHandlerChangedKeepsItsChange() {
            withCleanRouter {
                let kept = Locked<[RouteParameters]>([])
                let routes = Routes()
                routes.addRoute("/static/:page") { parameters in
                    var copy = parameters
                    copy.pattern = "changed"
                    kept.withLock { $0.append(copy) }
                    return parameters.pattern == "/static/:page"
                }
                #expect(routes.routeURL("bench://static/one"))
                #expect(routes.routeURL("bench://static/two"))
                #expect(kept.withLock { $0.map { [$0.pattern, $0["page"]] } } == [["changed", "one"], ["changed", "two"]])
            }
        }
    }
}
