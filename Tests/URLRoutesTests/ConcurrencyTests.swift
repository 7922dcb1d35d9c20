import Dispatch
import Foundation
import Synchronization
import Testing
@testable import URLRoutes

/// Routing, adding and removing from many threads at once, and from inside handlers.
@Suite struct ConcurrencyTests {
    @Test func routingWhileRoutesAreAddedAndRemoved() {
        let routes = Routes()
        let handled = Atomic<Int>(0)
        routes.addRoute("/stable/:id") { parameters in
            #expect(parameters["id"] != nil)
            handled.add(1, ordering: .relaxed)
            return true
        }
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<200 {
                if worker % 2 == 0 {
                    #expect(routes.routeURL("app://stable/\(round)"))
                } else {
                    let pattern = "/churn\(worker)/\(round)/:x"
                    routes.addRoute(pattern)
                    #expect(routes.canRouteURL("app://churn\(worker)/\(round)/y"))
                    routes.removeRoute(withPattern: pattern)
                }
            }
        }
        #expect(handled.load(ordering: .relaxed) == 4 * 200)
        #expect(routes.routes().map(\.pattern) == ["/stable/:id"])
    }

    @Test func handlerMayAddRemoveAndRouteReentrantly() {
        let routes = Routes()
        let log = Locked<[String]>([])
        routes.addRoute("/outer/:id") { parameters in
            log.withLock { $0.append("outer \(parameters["id"]!)") }
            routes.addRoute("/added") { _ in
                log.withLock { $0.append("added") }
                return true
            }
            #expect(routes.routeURL("app://added"))
            routes.removeRoute(withPattern: "/outer/:id")
            return true
        }
        #expect(routes.routeURL("app://outer/1"))
        #expect(!routes.routeURL("app://outer/2"))
        #expect(log.withLock { $0 } == ["outer 1", "added"])
    }

    /// The lookup walks its thread's copy of the routes without counting references on it: a
    /// handler that replaces the routes and routes again makes a new copy, and the old one must
    /// stay valid until the outer lookup has asked its remaining routes.
    @Test func aDecliningHandlerMayReplaceTheRoutesAndRouteBeforeTheNextRouteIsAsked() {
        let routes = Routes()
        let log = Locked<[String]>([])
        routes.addRoute("/a/:x") { _ in
            log.withLock { $0.append("first") }
            routes.removeAllRoutes()
            for index in 0..<50 {
                routes.addRoute("/n\(index)") { _ in
                    log.withLock { $0.append("nested") }
                    return true
                }
            }
            #expect(routes.routeURL("app://n3"))
            return false
        }
        routes.addRoute("/a/b") { _ in
            log.withLock { $0.append("second") }
            return true
        }
        #expect(routes.routeURL("app://a/b"))
        #expect(log.withLock { $0 } == ["first", "nested", "second"])
        #expect(!routes.routeURL("app://a/b"))
    }

    @Test func aThreadSeesRoutesAddedOnAnotherThread() {
        // Each thread routes through its own copy of the dispatch index; a change made on
        // another thread must reach it before the next routing call.
        let routes = Routes()
        routes.addRoute("/first")
        let ready = DispatchSemaphore(value: 0)
        let changed = DispatchSemaphore(value: 0)
        let results = Locked<[Bool]>([])
        let router = Thread {
            results.withLock { $0.append(routes.canRouteURL("app://first")) }
            results.withLock { $0.append(routes.canRouteURL("app://second")) }
            ready.signal()
            changed.wait()
            results.withLock { $0.append(routes.canRouteURL("app://second")) }
            results.withLock { $0.append(routes.canRouteURL("app://first")) }
            ready.signal()
        }
        router.start()
        ready.wait()
        routes.addRoute("/second")
        routes.removeRoute(withPattern: "/first")
        changed.signal()
        ready.wait()
        #expect(results.withLock { $0 } == [true, false, true, false])
    }

    @Test func settingsChangedOnAnotherThreadApply() {
        let routes = Routes()
        routes.addRoute("/a")
        #expect(routes.routeURL("app://a"))
        #expect(!routes.routeURL("app://b"))
        let unmatched = Atomic<Int>(0)
        let done = DispatchSemaphore(value: 0)
        Thread {
            routes.usesDispatchIndex = false
            routes.unmatchedURLHandler = { _, _, _ in unmatched.add(1, ordering: .relaxed) }
            done.signal()
        }.start()
        done.wait()
        #expect(routes.routeURL("app://a"))
        #expect(!routes.routeURL("app://b"))
        #expect(unmatched.load(ordering: .relaxed) == 1)
    }

    @Test func aDroppedTableIsFreedDespiteTheThreadsCopyOfIt() {
        final class Owner: Sendable {}
        weak var owner: Owner?
        do {
            let routes = Routes()
            let captured = Owner()
            owner = captured
            routes.addRoute("/a") { _ in withExtendedLifetime(captured) { true } }
            #expect(routes.routeURL("app://a"))
        }
        // This thread's dispatch copy of the dropped table goes when the next table is made.
        let next = Routes()
        #expect(owner == nil)
        #expect(!next.routeURL("app://a"))
    }

    @Test func unmatchedHandlerMayRegisterTheMissingRoute() {
        let routes = Routes()
        routes.unmatchedURLHandler = { table, url, _ in
            table.addRoute("/late")
            #expect(url?.absoluteString == "app://late")
        }
        #expect(!routes.routeURL("app://late"))
        #expect(routes.routeURL("app://late"))
    }
}

extension RouterSuite {
    /// The registry from many threads and from handlers.
    @Suite struct RegistryConcurrencyTests {
        @Test func registryIsSafeFromManyThreads() {
            withCleanRouter {
                DispatchQueue.concurrentPerform(iterations: 8) { worker in
                    let scheme = "concurrent\(worker % 3)"
                    for round in 0..<100 {
                        Routes(forScheme: scheme).addRoute("/w\(worker)/r\(round)")
                        #expect(Routes.canRouteURL("\(scheme)://w\(worker)/r\(round)"))
                        _ = Routes.allRoutes()
                    }
                }
                #expect(Routes.allRoutes().values.map(\.count).reduce(0, +) == 800)
            }
        }

        @Test func handlerMayChangeGlobalRoutesWhileTheyRoute() {
            withCleanRouter {
                let count = Atomic<Int>(0)
                Routes.globalRoutes().addRoute("/again/:n") { parameters in
                    let n = Int(parameters["n"]!)!
                    count.add(1, ordering: .relaxed)
                    if n > 0 { Routes.routeURL("anything://again/\(n - 1)") }
                    Routes.globalRoutes().addRoute("/level\(n)")
                    return true
                }
                #expect(Routes.routeURL("anything://again/5"))
                #expect(count.load(ordering: .relaxed) == 6)
                #expect(Routes.canRouteURL("x://level0"))
            }
        }

        @Test func handlerMayUnregisterItsOwnSchemeWhileItRuns() {
            withCleanRouter {
                let calls = Atomic<Int>(0)
                Routes(forScheme: "vanishing").addRoute("/go/:n") { parameters in
                    calls.add(1, ordering: .relaxed)
                    Routes.unregisterAllRouteSchemes()
                    // The namespace this handler runs in is gone from the registry now.
                    #expect(!Routes.routeURL("vanishing://go/again"))
                    return parameters["n"] == "1"
                }
                #expect(Routes.routeURL("vanishing://go/1"))
                #expect(!Routes.routeURL("vanishing://go/1"))
                #expect(calls.load(ordering: .relaxed) == 1)
            }
        }
    }
}
