// Concurrency benchmarks: one shared table (R = 1,000), each thread routes the same fixed batch of
// lookups (a mix of static-last, param-wildcard-last, query-first and miss) on a thread of its own
// (Foundation `Thread`s, started per iteration and joined; their start cost is ~0.1% of an iteration).
// With 2 threads the work doubles; perfect scaling keeps the wall time equal, i.e. throughput x2.
// The CPU-time metric tells whether both threads really ran at once (CPU ~ 2 x wall) or took turns.
// compare.py reports scaling = 2 * time(threads=1) / time(threads=2).
// RoutingKit is run the same way as a reference for what this machine allows.
// Each thread routes URL strings of its own; "shared-strings" has both threads route the same String
// instances, which makes every retain/release of the string's buffer contend between the two cores.
import Benchmark
import Dispatch
import Foundation
import RouteFixtures
import URLRoutes

let lookupsPerThread = 50_000
let count = 1_000
let kinds: [LookupKind] = [.staticLast, .paramWildcardLast, .queryFirst, .miss]

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .cpuTotal],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )

    for threads in [1, 2] {
        let tags = ["lookups": "\(lookupsPerThread)"]
        // Each thread builds its own URL strings, as a server's requests each have their own.
        Benchmark(
            "URLRoutes R=\(count) mixed threads=\(threads)",
            configuration: .init(tags: tags)
        ) { (_: Benchmark, routes: Routes) in
            onThreads(threads) {
                let urls = kinds.map { RouteFixtures.url($0, count: count) }
                routeBatch { routes.routeURL(urls[$0]) }
            }
        } setup: {
            RouteFixtures.makeURLRoutes(count: count)
        }

        Benchmark(
            "RoutingKit R=\(count) mixed threads=\(threads)",
            configuration: .init(tags: tags)
        ) { (_: Benchmark, table: RoutingKitTable) in
            onThreads(threads) {
                let targets = kinds.map { RouteFixtures.requestTarget($0, count: count) }
                routeBatch { table.route(targets[$0]) }
            }
        } setup: {
            RouteFixtures.makeRoutingKit(count: count)
        }
    }

    // Both threads route the very same String instances (one shared heap buffer per URL).
    Benchmark(
        "URLRoutes R=\(count) mixed threads=2 shared-strings",
        configuration: .init(tags: ["lookups": "\(lookupsPerThread)"])
    ) { (_: Benchmark, routes: Routes) in
        let urls = kinds.map { RouteFixtures.url($0, count: count) }
        onThreads(2) {
            routeBatch { routes.routeURL(urls[$0]) }
        }
    } setup: {
        RouteFixtures.makeURLRoutes(count: count)
    }
}

/// Routes `lookupsPerThread` lookups, cycling through the four kinds; three in four route.
@inline(__always)
func routeBatch(_ route: (Int) -> Bool) {
    var routed = 0
    for i in 0 ..< lookupsPerThread {
        if route(i & 3) { routed += 1 }
    }
    precondition(routed == lookupsPerThread / 4 * 3)
}

/// Runs `body` on `count` new threads at once and waits for all of them.
func onThreads(_ count: Int, _ body: @escaping @Sendable () -> Void) {
    let done = DispatchGroup()
    for _ in 0 ..< count {
        done.enter()
        let thread = Thread {
            body()
            done.leave()
        }
        thread.start()
    }
    done.wait()
}
