// App-link files from a route table: `RouteTable.appleAppSiteAssociation(host:appIDs:)` and
// `RouteTable.androidIntentFilter(host:scheme:)` for R = 1,000 and 10,000 https routes (the
// benchmark table, RouteFixtures.patterns, with a constraint and a list of words in every group
// of five), to show that making a file grows with the table, not with its square.
//
// Names: "<file> R=<R>". One measured iteration makes one file. Both apple-app-site-association
// files are over Apple's 128 KB: the call stops making the file once it is sure to be larger, measures every route and throws
// (AppLinkError.fileTooLarge, naming the costliest routes).
import Benchmark
import Foundation
import RouteFixtures
import URLRoutes

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: .seconds(5),
        maxIterations: 50
    )

    for count in [1_000, 10_000] {
        Benchmark("appleAppSiteAssociation R=\(count)") { (benchmark: Benchmark, table: RouteTable) in
            for _ in benchmark.scaledIterations {
                do {
                    blackHole(try table.appleAppSiteAssociation(host: "www.example.com", appIDs: ["ABCDE12345.com.example.app"]))
                } catch let error as AppLinkError {
                    precondition(error.kind == .fileTooLarge)
                    blackHole(error)
                } catch {
                    preconditionFailure("\(error)")
                }
            }
        } setup: {
            appLinkTable(count: count)
        }

        Benchmark("androidIntentFilter R=\(count)") { (benchmark: Benchmark, table: RouteTable) in
            for _ in benchmark.scaledIterations {
                blackHole(try! table.androidIntentFilter(host: "www.example.com"))
            }
        } setup: {
            appLinkTable(count: count)
        }
    }
}

/// The benchmark table's R patterns in the https namespace, in every group of five the
/// `/resource{i}/:id` constrained (`<\d+>`) and `/static{i}/about` a list of words.
func appLinkTable(count: Int) -> RouteTable {
    let patterns = RouteFixtures.patterns(count: count).enumerated().map { index, pattern in
        switch index % 5 {
        case 1: pattern + #"<\d+>"#
        case 4: pattern.replacingOccurrences(of: "/about", with: "/:tab<about|feed|deals>")
        default: pattern
        }
    }
    return RouteTable(routes: patterns.map { RouteTable.Route(.scheme("https"), $0) })
}
