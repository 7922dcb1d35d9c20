// Hostile inputs (issue 12, findings 2 and 6), one benchmark each, timed in release. The goal is
// every row under 10 ms per lookup. Each benchmark routes one input per iteration on a small
// table; the handlers return true.
//
//   "control char in 1 MB URL"        1 MB URL with one control character (rejected)
//   "50000 query items k=a+b%20c"     routeURL and canRouteURL of a URL with 50,000 query items
//   "2^20 ampersands"                  a query of 1,048,576 `&`
//   "20 routes (?:a|a)*c, 33-byte URL" `/:x<(?:a|a)*c>/kN` for N < 20: each hits PCRE2's match limit
//   "5000 segments /help/**/:article"  a 5,000-segment path through a `**` route (and `/a/**/b/**/c`
//                                      at 2,500)
//   "100000-label host"                a host of 100,000 labels, with a wildcard host namespace
//                                      registered (the adversarial review of 0.2.0)
//   "handler reads 50000 query names"  a handler that reads every name of 50,000 distinct items
//
// Refused URLs and matches PCRE2 gives up on are logged at error level. Logging goes to a handler
// that accepts every level and throws the line away: the message is still built (which is what
// finding 6 is about), but the terminal is not flooded with megabytes of it.
import Benchmark
import Logging
import URLRoutes

/// Accepts every level, writes nothing.
struct DiscardingLogHandler: LogHandler {
    var logLevel: Logger.Level = .trace
    var metadata: Logger.Metadata = [:]
    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
    func log(event: LogEvent) {}
}

enum DiscardLogging {
    static let once: Void = LoggingSystem.bootstrap { _ in DiscardingLogHandler() }
}

/// One hostile input: the table it is routed on and the URL.
struct HostileCase: Sendable {
    let name: String
    let patterns: [String]
    let url: String
    /// Also time `canRouteURL`, which must not pay for what only handlers need.
    var alsoCanRoute = false
}

let hostileCases: [HostileCase] = {
    let table = ["/", "/product/:id<\\d+>", "/search(/:query)", "/static/page", "/help/**/:article", "/a/**/b/**/c", "/user/:id"]
    let megabyte = 1 << 20
    return [
        HostileCase(name: "control char in 1 MB URL", patterns: table,
                    url: "acme://static/" + String(repeating: "a", count: megabyte / 2) + "\u{01}"
                        + String(repeating: "b", count: megabyte / 2)),
        HostileCase(name: "50000 query items k=a+b%20c", patterns: table,
                    url: "acme://static/page?" + Array(repeating: "k=a+b%20c", count: 50_000).joined(separator: "&"),
                    alsoCanRoute: true),
        HostileCase(name: "2^20 ampersands", patterns: table,
                    url: "acme://static/page?" + String(repeating: "&", count: megabyte)),
        HostileCase(name: "20 routes (?:a|a)*c, 33-byte URL",
                    patterns: (0..<20).map { "/:x<(?:a|a)*c>/k\($0)" },
                    url: "x://" + String(repeating: "a", count: 25) + "/k19"),
        HostileCase(name: "5000 segments /help/**/:article", patterns: table,
                    url: "acme://help/" + Array(repeating: "s", count: 5_000).joined(separator: "/")),
        HostileCase(name: "5000 segments /**/x", patterns: ["/**/x"],
                    url: "acme://" + Array(repeating: "s", count: 5_000).joined(separator: "/") + "/x"),
        HostileCase(name: "2500 segments /a/**/b/**/c", patterns: table,
                    url: "acme://a/" + Array(repeating: "s", count: 1_250).joined(separator: "/") + "/b/"
                        + Array(repeating: "s", count: 1_250).joined(separator: "/") + "/c"),
    ]
}()

let benchmarks: @Sendable () -> Void = {
    DiscardLogging.once
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        // Microseconds: the fast rows (a route that gives up at once) would all read 0 ms.
        timeUnits: .microseconds,
        warmupIterations: 1,
        maxDuration: .seconds(3),
        maxIterations: 50
    )
    // Host namespaces live in the process-wide registry: routed through `Routes.routeURL`.
    Routes(forHost: "*.example.com").addRoute("/a") { _ in true }
    let manyLabels = "https://" + String(repeating: "x.", count: 100_000) + "example.com/a"
    Benchmark("routeURL 100000-label host, *.example.com registered") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(Routes.routeURL(manyLabels))
        }
    }
    let readsEveryName = Routes()
    readsEveryName.addRoute("/q") { parameters in
        for name in parameters.names { blackHole(parameters[name]) }
        return true
    }
    let distinctNames = "acme://q?" + (0..<50_000).map { "q\($0)=v" }.joined(separator: "&")
    Benchmark("routeURL handler reads 50000 query names") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(readsEveryName.routeURL(distinctNames))
        }
    }
    for hostile in hostileCases {
        let routes = Routes()
        for pattern in hostile.patterns {
            routes.addRoute(pattern) { _ in true }
        }
        Benchmark("routeURL \(hostile.name)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(routes.routeURL(hostile.url))
            }
        }
        if hostile.alsoCanRoute {
            Benchmark("canRouteURL \(hostile.name)") { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(routes.canRouteURL(hostile.url))
                }
            }
        }
    }
}
