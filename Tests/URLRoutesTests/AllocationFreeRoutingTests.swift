import MallocCounter
import Synchronization
import Testing
import URLRoutes

/// Routing a static URL, or one that nothing routes, makes no heap allocation once the thread
/// has routed in the table before: the parameters' storage is reused from the last lookup.
/// Counted with `MallocCounter` (malloc, calloc and realloc on this thread); skipped where it
/// cannot count (sanitizer builds, which bring their own allocator).
extension RouterSuite {
    @Suite(.enabled(if: malloc_counter_is_available() != 0, "the malloc counter needs glibc and no sanitizer"))
    struct AllocationFreeRoutingTests {
        /// Handler calls, counted without allocating.
        final class Calls: Sendable {
            let count = Atomic<Int>(0)
            func add() { count.add(1, ordering: .relaxed) }
            var value: Int { count.load(ordering: .relaxed) }
        }

        /// The benchmarks' table shape: five routes per group, a handler that reads a variable
        /// and the wildcard components, as handlers do.
        static func table(groups: Int, calls: Calls) -> Routes {
            let routes = Routes()
            let handler: RouteHandler = { parameters in
                _ = parameters["id"]
                _ = parameters.wildcardComponents
                calls.add()
                return true
            }
            for group in 0 ..< groups {
                routes.addRoute("/static\(group)/page", handler: handler)
                routes.addRoute("/resource\(group)/:id", handler: handler)
                routes.addRoute("/resource\(group)/:id/edit", handler: handler)
                routes.addRoute("/resource\(group)/view/:id/*", handler: handler)
                routes.addRoute("/static\(group)/about", handler: handler)
            }
            return routes
        }

        /// Allocations made on this thread by `body`.
        static func allocations(_ body: () -> Void) -> Int {
            malloc_counter_start()
            body()
            return malloc_counter_stop()
        }

        /// Routes `url` 100 times after two warm-up lookups; returns the allocations of the 100.
        static func allocations(routing url: String, in routes: Routes, expecting routed: Bool) -> Int {
            #expect(routes.routeURL(url) == routed)
            #expect(routes.routeURL(url) == routed)
            var allRouted = true
            let count = allocations {
                for _ in 0 ..< 100 where routes.routeURL(url) != routed { allRouted = false }
            }
            #expect(allRouted)
            return count
        }

        @Test func theCounterSeesAnAllocation() {
            let count = Self.allocations {
                let array = [Int](repeating: 7, count: Int.random(in: 100 ... 200))
                withExtendedLifetime(array) {}
            }
            #expect(count >= 1)
        }

        @Test(arguments: ["bench://static0/page", "bench://static19/about"])
        func aStaticHitAllocatesNothing(_ literal: String) {
            withCleanRouter {
                let calls = Calls()
                let routes = Self.table(groups: 20, calls: calls)
                // A string of its own on the heap, as a server's request has, not a literal.
                let url = String(literal.utf8.map { Character(Unicode.Scalar($0)) })
                #expect(Self.allocations(routing: url, in: routes, expecting: true) == 0)
                #expect(calls.value == 102)
            }
        }

        @Test func aMissAllocatesNothing() {
            withCleanRouter {
                let calls = Calls()
                let routes = Self.table(groups: 20, calls: calls)
                let url = String("bench://nomatch/page".utf8.map { Character(Unicode.Scalar($0)) })
                #expect(Self.allocations(routing: url, in: routes, expecting: false) == 0)
                #expect(calls.value == 0)
            }
        }

        @Test func aStaticHitWithAShortQueryAllocatesNothing() {
            withCleanRouter {
                let calls = Calls()
                let routes = Self.table(groups: 20, calls: calls)
                let url = String("bench://static0/page?foo=bar&thing=stuff".utf8.map { Character(Unicode.Scalar($0)) })
                #expect(Self.allocations(routing: url, in: routes, expecting: true) == 0)
                #expect(calls.value == 102)
            }
        }

        /// The check can fail: a handler that keeps its parameters makes the next lookup
        /// allocate new ones.
        @Test func parametersAHandlerKeepsAreNotReused() {
            withCleanRouter {
                let kept = Locked<[RouteParameters]>([])
                let routes = Routes()
                routes.addRoute("/static/:page") { parameters in
                    kept.withLock { $0.append(parameters) }
                    return true
                }
                #expect(routes.routeURL("bench://static/one?x=1"))
                let count = Self.allocations { _ = routes.routeURL("bench://static/two?x=2") }
                #expect(count > 0)
                let values = kept.withLock { $0.map { [$0["page"], $0["x"], $0.urlString, $0.pattern] } }
                #expect(values == [["one", "1", "bench://static/one?x=1", "/static/:page"],
                                   ["two", "2", "bench://static/two?x=2", "/static/:page"]])
            }
        }
    }
}
