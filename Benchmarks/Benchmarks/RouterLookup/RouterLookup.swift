// Lookup benchmarks: every R x lookup kind for six contenders.
//
//   URLRoutes   a standalone Routes() table, routeURL("bench://...") on a String URL;
//               the handler reads params["id"] and params.wildcardComponents and returns true.
//   LinearScan  the same table with usesDispatchIndex = false: every route's own regex in order.
//   RoutingKit  TrieRouter<Int> with the same routes (`:id`, `**`), its own path splitting,
//               a Parameters per lookup, and the route's closure called (reads "id" and the catch-all).
//   Hummingbird Hummingbird 2's Router with the same routes (`:id`, `**`), `buildResponder()`; per
//               lookup a Request made from the request target, a fresh context and
//               `respond(to:context:)`, the route's closure reading "id" and the catch-all.
//   HummingbirdTrie  the trie alone (the builder Router uses, `RouterTrie.resolve` on the path cut
//               at "?"), the route's closure called with the parameters: no request or response.
//   Dictionary  the floor: [[String]: handler]; the URL string's bytes after "://" up to "?" split
//               into Strings, one hash lookup, the handler called. Static lookups and the miss only (it has no variables).
//
// Names: "<contender> R=<R> <lookup> (lookups: <N>)". One measured iteration performs N lookups
// (N = the scaling factor), so the text output (scaled) is per lookup, and raw exported values are
// divided by N by compare.py.
import Benchmark
import HummingbirdFixtures
import RouteFixtures
import URLRoutes

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .instructions],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        maxDuration: .seconds(1),
        maxIterations: 10_000
    )

    for count in RouteFixtures.routeCounts {
        for kind in LookupKind.allCases {
            let url = RouteFixtures.url(kind, count: count)
            let target = RouteFixtures.requestTarget(kind, count: count)

            // URLRoutes, with its dispatch index.
            Benchmark(
                "URLRoutes R=\(count) \(kind.rawValue)",
                configuration: configuration(lookups: 1_000)
            ) { (benchmark: Benchmark, routes: Routes) in
                for _ in benchmark.scaledIterations {
                    blackHole(routes.routeURL(url))
                }
            } setup: {
                let routes = RouteFixtures.makeURLRoutes(count: count)
                check(routes.routeURL(url) == kind.hits, "URLRoutes", url)
                return routes
            }

            // In-house baseline: a per-route linear scan of URLRoutes' own regexes.
            // A lookup costs O(R), so fewer lookups per iteration at large R.
            Benchmark(
                "LinearScan R=\(count) \(kind.rawValue)",
                configuration: configuration(lookups: count >= 1_000 ? 1 : 1_000)
            ) { (benchmark: Benchmark, routes: Routes) in
                for _ in benchmark.scaledIterations {
                    blackHole(routes.routeURL(url))
                }
            } setup: {
                let routes = RouteFixtures.makeURLRoutes(count: count, usesDispatchIndex: false)
                check(routes.routeURL(url) == kind.hits, "LinearScan", url)
                return routes
            }

            // RoutingKit's TrieRouter, splitting the request target itself as a server would.
            Benchmark(
                "RoutingKit R=\(count) \(kind.rawValue)",
                configuration: configuration(lookups: 1_000)
            ) { (benchmark: Benchmark, table: RoutingKitTable) in
                for _ in benchmark.scaledIterations {
                    blackHole(table.route(target))
                }
            } setup: {
                let table = RouteFixtures.makeRoutingKit(count: count)
                check(table.route(target) == kind.hits, "RoutingKit", target)
                return table
            }

            // Hummingbird 2's router, through its responder as its server calls it.
            Benchmark(
                "Hummingbird R=\(count) \(kind.rawValue)",
                configuration: configuration(lookups: 1_000)
            ) { (benchmark: Benchmark, table: HummingbirdTable) async in
                for _ in benchmark.scaledIterations {
                    blackHole(await table.route(target))
                }
            } setup: {
                let table = RouteFixtures.makeHummingbird(count: count)
                check(await table.route(target) == kind.hits, "Hummingbird", target)
                return table
            }

            // Hummingbird's trie alone.
            Benchmark(
                "HummingbirdTrie R=\(count) \(kind.rawValue)",
                configuration: configuration(lookups: 1_000)
            ) { (benchmark: Benchmark, table: HummingbirdTrieTable) in
                for _ in benchmark.scaledIterations {
                    blackHole(table.route(target))
                }
            } setup: {
                let table = RouteFixtures.makeHummingbirdTrie(count: count)
                check(table.route(target) == kind.hits, "HummingbirdTrie", target)
                return table
            }

            // The floor: a Dictionary of the static paths, splitting the URL string itself.
            if kind != .paramWildcardLast {
                Benchmark(
                    "Dictionary R=\(count) \(kind.rawValue)",
                    configuration: configuration(lookups: 1_000)
                ) { (benchmark: Benchmark, table: DictionaryTable) in
                    for _ in benchmark.scaledIterations {
                        blackHole(table.route(url))
                    }
                } setup: {
                    let table = RouteFixtures.makeDictionary(count: count)
                    check(table.route(url) == kind.hits, "Dictionary", url)
                    return table
                }
            }
        }
    }
}

func configuration(lookups: Int) -> Benchmark.Configuration {
    var configuration = Benchmark.defaultConfiguration
    configuration.scalingFactor = lookups == 1 ? .one : .kilo
    configuration.tags = ["lookups": "\(configuration.scalingFactor.rawValue)"]
    return configuration
}

func check(_ condition: Bool, _ contender: String, _ url: String) {
    precondition(condition, "\(contender): \(url) did not route as expected")
}
