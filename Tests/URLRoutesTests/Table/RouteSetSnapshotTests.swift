import Dispatch
import Synchronization
import Testing
@testable import URLRoutes

extension RouterSuite {
    /// A route set holds each namespace's snapshot: a walk reads the routes the set was made
    /// with, a change makes the next lookup take a new set, and a run of changes builds none.
    @Suite struct RouteSetSnapshotTests {
        /// The patterns of the namespace `scheme` picks in `set`, as a walk reads them.
        static func patterns(in set: RouteSet, scheme: String) -> [String] {
            var patterns: [String] = []
            withExtendedLifetime(set) {
                RouteWalk.walk(scheme: scheme, host: { nil }, in: set) { namespace, entry in
                    if entry == .scheme { patterns = namespace.takeUnretainedValue().definitions.map(\.pattern) }
                    return false
                }
            }
            return patterns
        }

        @Test func aSetTakenBeforeAChangeKeepsTheRoutesItWasMadeWith() {
            withCleanRouter {
                let routes = Routes(forScheme: "snap")
                routes.addRoute("/old")
                let before = RouteRegistry.makeSet()
                routes.addRoute("/new")
                routes.removeRoute(withPattern: "/old")
                routes.shouldFallbackToGlobalRoutes = true
                let after = RouteRegistry.makeSet()

                #expect(Self.patterns(in: before, scheme: "snap") == ["/old"])
                #expect(Self.patterns(in: after, scheme: "snap") == ["/new"])
                #expect(!before.namespace(forURLScheme: "snap").takeUnretainedValue().shouldFallbackToGlobalRoutes)
                #expect(after.namespace(forURLScheme: "snap").takeUnretainedValue().shouldFallbackToGlobalRoutes)
                // The old set's snapshot still matches as it did, through this thread's replica.
                let old = before.namespace(forURLScheme: "snap").takeUnretainedValue()
                let replica = ThreadRouteCache.replica(of: old).takeUnretainedValue()
                let request = RouteRequest(parsed: try! ParsedURL("snap://old", treatHostAsPathComponent: false),
                                           options: RouterOptions.requestOptions, additionalParameters: nil)
                var matched: [String] = []
                withExtendedLifetime(replica) {
                    replica.forEachMatch("snap://old", RoutedURL(request, namespaceScheme: "snap")) { definition, _ in
                        matched.append(definition.takeUnretainedValue().pattern)
                        return true
                    }
                }
                #expect(matched == ["/old"])
                #expect(!Routes.canRouteURL("snap://old"))
                #expect(Routes.canRouteURL("snap://new"))
            }
        }

        @Test func aHandlerThatAddsARouteAndRoutesAgainSeesTheNewRoute() {
            withCleanRouter {
                let routes = Routes(forScheme: "snap")
                let secondRan = Atomic<Bool>(false)
                let routedAgain = Atomic<Bool>(false)
                routes.addRoute("/first") { _ in
                    routes.addRoute("/second") { _ in
                        secondRan.store(true, ordering: .relaxed)
                        return true
                    }
                    routedAgain.store(Routes.routeURL("snap://second"), ordering: .relaxed)
                    return true
                }
                #expect(Routes.routeURL("snap://first"))
                let (again, ran) = (routedAgain.load(ordering: .relaxed), secondRan.load(ordering: .relaxed))
                #expect(again)
                #expect(ran)
            }
        }

        /// 10,000 routes registered one by one (a few hundredths of a second): the lookup after
        /// them makes the one set, holding the namespace's one new snapshot.
        @Test func tenThousandAddsThenOneLookupMakeOneSet() {
            withCleanRouter {
                let routes = Routes(forScheme: "bulk")
                #expect(!Routes.canRouteURL("bulk://r0"))
                let copies = ThreadRouteCache.registryCopiesMade
                for index in 0..<10_000 { routes.addRoute("/r\(index)/:id") }
                #expect(ThreadRouteCache.registryCopiesMade == copies)
                #expect(Routes.canRouteURL("bulk://r9999/1"))
                #expect(Routes.canRouteURL("bulk://r0/1"))
                #expect(ThreadRouteCache.registryCopiesMade == copies + 1)
            }
        }

        /// Threads routing in the registry while another adds routes: a route added before a
        /// reader learns of it is routed by that reader's next lookup.
        @Test func threadsRoutingWhileAnotherAddsRoutesSeeEachAddedRoute() {
            withCleanRouter {
                let routes = Routes(forScheme: "live")
                routes.addRoute("/r0")
                let added = Atomic<Int>(1)
                let misses = Atomic<Int>(0)
                DispatchQueue.concurrentPerform(iterations: 4) { worker in
                    if worker == 0 {
                        for index in 1..<300 {
                            routes.addRoute("/r\(index)")
                            added.store(index + 1, ordering: .releasing)
                        }
                    } else {
                        while true {
                            let count = added.load(ordering: .acquiring)
                            if !Routes.canRouteURL("live://r\(count - 1)") { misses.add(1, ordering: .relaxed) }
                            if count == 300 { break }
                        }
                    }
                }
                let missed = misses.load(ordering: .relaxed)
                #expect(missed == 0)
                #expect(Routes.canRouteURL("live://r299"))
            }
        }
    }
}
