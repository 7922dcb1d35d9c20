// Registration benchmarks: build a table one route at a time, then route once.
//
//   "URLRoutes register R=10000 + route once"  Routes(), 10,000 x addRoute(pattern, handler:), one routeURL
//   "URLRoutes empty + route once"             Routes(), one routeURL: the reference for memory
//   "RoutingKit register R=10000 + route once" the same with TrieRouter, for reference
//   "Dictionary register R=10000 + route once" the same with a [[String]: handler] Dictionary: the floor
//
// Each benchmark runs in a process of its own, so peak resident memory of the register benchmark minus
// that of the empty one is what 10,000 routes cost. (Sources/RegisterOnce measures the same with
// getrusage in a bare process, without the benchmark framework.)
import Benchmark
import RouteFixtures
import URLRoutes

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .peakMemoryResident, .peakMemoryResidentDelta, .mallocCountTotal],
        timeUnits: .milliseconds,
        warmupIterations: 0,
        maxDuration: .seconds(5),
        maxIterations: 25
    )
    let count = 10_000
    let patterns = RouteFixtures.patterns(count: count)
    let url = RouteFixtures.url(.staticLast, count: count)
    let target = RouteFixtures.requestTarget(.staticLast, count: count)

    Benchmark("URLRoutes register R=\(count) + route once") { _ in
        let routes = Routes()
        for pattern in patterns {
            routes.addRoute(pattern, handler: RouteFixtures.urlRoutesHandler)
        }
        precondition(routes.routeURL(url))
        blackHole(routes)
    }

    Benchmark("URLRoutes empty + route once") { _ in
        let routes = Routes()
        blackHole(routes.routeURL(url))
        blackHole(routes)
    }

    Benchmark("RoutingKit register R=\(count) + route once") { _ in
        let table = RoutingKitTable(patterns: patterns)
        precondition(table.route(target))
        blackHole(table)
    }

    Benchmark("Dictionary register R=\(count) + route once") { _ in
        let table = DictionaryTable(patterns: patterns)
        precondition(table.route(url))
        blackHole(table)
    }
}
