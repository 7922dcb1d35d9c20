// Route tables: reading, printing, registering and listing a table of 10,000 named routes (the
// fixture patterns of the other targets, in the `bench` scheme), and, beside registration, the
// same routes added by hand with `addRoute(_:name:priority:handler:)`.
//
//   "RouteTable parse R=10000"                     RouteTable(parsing:) of the table's text
//   "RouteTable description R=10000"               the table as text
//   "RouteTable register R=10000 + route once"     a parsed table's register(handlers:), one routeURL
//   "RouteTable(routes:) register R=10000 + route once"  the same table made in code, one routeURL
//   "addRoute by hand R=10000 + route once"        10,000 x addRoute(_:name:priority:handler:), one routeURL
//   "RouteTable registered() R=10000"              RouteTable.registered() of the registered table
//
// Registration goes to the process-wide registry (what `register` does); emptying it before
// each iteration is outside the measurement, for both registration rows alike.
import Benchmark
import RouteFixtures
import URLRoutes

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: .seconds(10),
        maxIterations: 30
    )
    let count = 10_000
    let patterns = RouteFixtures.patterns(count: count)
    let names = patterns.indices.map { "route\($0)" }
    let text = zip(patterns, names).map { "\(RouteFixtures.scheme)  \($0)  \($1)" }.joined(separator: "\n") + "\n"
    let table = try! RouteTable(parsing: text)
    precondition(table.routes.count == count)
    // The same routes made in code: registering compiles every pattern (a parsed table's
    // patterns were compiled by the parser, which registration reuses).
    let madeInCode = RouteTable(routes: zip(patterns, names).map { .init(.scheme(RouteFixtures.scheme), $0, name: $1) })
    precondition(madeInCode == table)
    let url = RouteFixtures.url(.staticLast, count: count)
    let handlers = Dictionary(uniqueKeysWithValues: names.map { ($0, RouteFixtures.urlRoutesHandler) })

    func emptyRegistry() {
        Routes.unregisterAllRouteSchemes()
        Routes.globalRoutes().removeAllRoutes()
    }

    Benchmark("RouteTable parse R=\(count)") { _ in
        blackHole(try! RouteTable(parsing: text))
    }

    Benchmark("RouteTable description R=\(count)") { _ in
        blackHole(table.description)
    }

    Benchmark("RouteTable register R=\(count) + route once") { benchmark in
        emptyRegistry()
        benchmark.startMeasurement()
        try! table.register(handlers: handlers)
        precondition(Routes.routeURL(url))
        benchmark.stopMeasurement()
    }

    Benchmark("RouteTable(routes:) register R=\(count) + route once") { benchmark in
        emptyRegistry()
        benchmark.startMeasurement()
        try! madeInCode.register(handlers: handlers)
        precondition(Routes.routeURL(url))
        benchmark.stopMeasurement()
    }

    Benchmark("addRoute by hand R=\(count) + route once") { benchmark in
        emptyRegistry()
        benchmark.startMeasurement()
        let routes = Routes(forScheme: RouteFixtures.scheme)
        for (pattern, name) in zip(patterns, names) {
            routes.addRoute(pattern, name: name, handler: RouteFixtures.urlRoutesHandler)
        }
        precondition(Routes.routeURL(url))
        benchmark.stopMeasurement()
    }

    Benchmark("RouteTable registered() R=\(count)") { benchmark in
        emptyRegistry()
        try! table.register()
        benchmark.startMeasurement()
        let registered = RouteTable.registered()
        benchmark.stopMeasurement()
        precondition(registered == table)
    }
}
