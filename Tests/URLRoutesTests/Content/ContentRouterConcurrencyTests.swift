import Foundation
import Testing
import URLRoutes

/// Many URLs routed at once: nothing lost, nothing presented twice.
@Suite struct ContentRouterConcurrencyTests {
    static let urlCount = 200

    @Test func urlsRoutedAtOnceArePresentedExactlyOnceEach() async {
        let delegate = ScriptedDelegate()
        let router = ContentRouter(delegate: delegate)
        router.addRoute(#"/item/:id<\d+>"#, priority: 1) { data in
            Int(data.parameters["id"]!)! % 3 == 0 ? nil : "item \(data.parameters["id"]!)"
        }
        router.addRoute("/item/:id") { data in "fallback \(data.parameters["id"]!)" }

        let outcomes = await withTaskGroup(of: (Int, RoutingOutcome<String>).self) { group in
            for index in 0..<Self.urlCount {
                group.addTask { (index, await router.routeURL("app://item/\(index)")) }
            }
            return await group.reduce(into: [Int: RoutingOutcome<String>]()) { $0[$1.0] = $1.1 }
        }

        let expected = (0..<Self.urlCount).map { $0 % 3 == 0 ? "fallback \($0)" : "item \($0)" }
        #expect(outcomes.count == Self.urlCount)
        #expect((0..<Self.urlCount).map { outcomes[$0]?.content } == expected)
        let presented = await delegate.log.entries.filter { $0.hasPrefix("present ") }
        #expect(presented.sorted() == expected.map { "present \($0)" }.sorted())
    }

    @Test func concurrentDeferralsKeepExactlyOneOfThem() async {
        let delegate = ScriptedDelegate(generate: { _, _ in .deferred })
        let router = ContentRouter(delegate: delegate)
        router.addRoute("/item/:id") { _ in "item" }

        await withTaskGroup(of: Void.self) { group in
            for index in 0..<Self.urlCount {
                group.addTask { await router.routeURL("app://item/\(index)") }
            }
        }

        let kept = router.deferredRoute?.parameters["id"].flatMap(Int.init)
        #expect(kept.map { (0..<Self.urlCount).contains($0) } == true)
    }

    @Test func concurrentReplaysReplayTheDeferredRouteOnce() async {
        let replays = 20
        let isOpen = ReplayGate()
        let delegate = ScriptedDelegate(generate: { _, _ in await isOpen.value ? .allow : .deferred })
        let router = ContentRouter(delegate: delegate)
        router.addRoute("/item/:id") { data in "item \(data.parameters["id"]!)" }
        await router.routeURL("app://item/1")
        await isOpen.open()

        let outcomes = await withTaskGroup(of: RoutingOutcome<String>?.self) { group in
            for _ in 0..<replays {
                group.addTask { await router.handleDeferredRoute() }
            }
            return await group.reduce(into: [RoutingOutcome<String>?]()) { $0.append($1) }
        }

        #expect(outcomes.compactMap { $0 } == [.presented("item 1")])
        #expect(await delegate.log.entries.filter { $0.hasPrefix("present ") } == ["present item 1"])
    }

    @Test func routingWhileRoutesChangeNeverPresentsTwice() async {
        let delegate = ScriptedDelegate()
        let router = ContentRouter(delegate: delegate)
        router.addRoute("/item/:id") { data in "item \(data.parameters["id"]!)" }

        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for index in 0..<50 {
                    router.addRoute("/other/\(index)") { _ in "other" }
                    router.removeRoute(withPattern: "/other/\(index)")
                }
            }
            for index in 0..<Self.urlCount {
                group.addTask { await router.routeURL("app://item/\(index)") }
            }
        }

        let presented = await delegate.log.entries.filter { $0.hasPrefix("present ") }
        #expect(presented.count == Self.urlCount)
        #expect(Set(presented).count == Self.urlCount)
    }

    actor ReplayGate {
        private(set) var value = false
        func open() { value = true }
    }
}
