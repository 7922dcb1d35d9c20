// Not a benchmark: reads URLs with the enum RouteTablePlugin generates from this target's
// routes.table (1,000 routes, make-typed-table.py), and with RouteResolver.resolve, for time or
// for valgrind's callgrind.
//
//   TypedRoutesProfile enum|resolve ROUNDS URLS-FILE
//
// Prints the nanoseconds per URL of each round's run (median first) and how many URLs routed.
import Foundation
import URLRoutes

let arguments = CommandLine.arguments
guard arguments.count == 4, let rounds = Int(arguments[2]),
      let text = try? String(contentsOfFile: arguments[3], encoding: .utf8) else {
    print("usage: TypedRoutesProfile enum|resolve ROUNDS URLS-FILE")
    exit(2)
}
let urls = text.split(separator: "\n").map(String.init)
let mode = arguments[1]
// Made before timing: both read the same embedded table and its compiled resolver.
let resolver = AppRoute.resolver

func run() -> Int {
    var routed = 0
    switch mode {
    case "enum":
        for url in urls where AppRoute(url: url) != nil { routed += 1 }
    case "resolve":
        for url in urls where resolver.resolve(url).route != nil { routed += 1 }
    default:
        print("unknown mode \(mode)")
        exit(2)
    }
    return routed
}

_ = run()   // warm up: lazy per-route state, the thread's caches
var times: [Double] = []
var routed = 0
for _ in 0..<rounds {
    let start = ContinuousClock.now
    routed = run()
    let elapsed = ContinuousClock.now - start
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    times.append(nanoseconds / Double(urls.count))
}
times.sort()
print("\(mode): median \(Int(times[times.count / 2])) ns per URL, min \(Int(times[0])), \(routed) of \(urls.count) routed")
