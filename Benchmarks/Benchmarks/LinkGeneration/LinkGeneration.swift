// Link generation: `path(forRouteNamed:)` and `url(forRouteNamed:)` for a named route with
// three variables, one of them constrained, in a table of 1,000 named routes.
//
// Names: "<method> <route> (lookups: 1000)". One measured iteration generates 1,000 links, so
// the text output (scaled) is per link.
import Benchmark
import Foundation
import URLRoutes

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .instructions],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        maxDuration: .seconds(1),
        maxIterations: 10_000
    )
    var configuration = Benchmark.defaultConfiguration
    configuration.scalingFactor = .kilo
    configuration.tags = ["lookups": "\(configuration.scalingFactor.rawValue)"]

    let parameters = ["user": "joel", "list": "42", "item": "trail runner"]
    let expectedPath = "/user/joel/lists/42/items/trail%20runner"

    Benchmark("path(forRouteNamed:) three variables", configuration: configuration) { (benchmark: Benchmark, routes: Routes) in
        for _ in benchmark.scaledIterations {
            blackHole(try! routes.path(forRouteNamed: "item", parameters: parameters))
        }
    } setup: {
        let routes = makeRoutes()
        precondition(try! routes.path(forRouteNamed: "item", parameters: parameters) == expectedPath)
        return routes
    }

    Benchmark("path(forRouteNamed:) three variables, no constraint", configuration: configuration) { (benchmark: Benchmark, routes: Routes) in
        for _ in benchmark.scaledIterations {
            blackHole(try! routes.path(forRouteNamed: "plain", parameters: parameters))
        }
    } setup: {
        let routes = makeRoutes()
        precondition(try! routes.path(forRouteNamed: "plain", parameters: parameters) == expectedPath.replacingOccurrences(of: "/user/", with: "/plain/"))
        return routes
    }

    Benchmark("url(forRouteNamed:) three variables", configuration: configuration) { (benchmark: Benchmark, routes: Routes) in
        for _ in benchmark.scaledIterations {
            blackHole(try! routes.url(forRouteNamed: "item", parameters: parameters, scheme: "bench"))
        }
    } setup: {
        let routes = makeRoutes()
        precondition(try! routes.url(forRouteNamed: "item", parameters: parameters, scheme: "bench") == "bench://" + expectedPath.dropFirst())
        return routes
    }
}

/// 999 other named routes around the one measured, so the name lookup is not in a tiny table.
func makeRoutes() -> Routes {
    let routes = Routes()
    for index in 0..<999 {
        routes.addRoute("/resource\(index)/:id", name: "resource\(index)")
    }
    routes.addRoute(#"/user/:user/lists/:list<\d+>/items/:item"#, name: "item")
    routes.addRoute("/plain/:user/lists/:list/items/:item", name: "plain")
    return routes
}
