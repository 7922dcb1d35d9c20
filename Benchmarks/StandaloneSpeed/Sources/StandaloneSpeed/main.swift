// Times reading the same URLs three ways, in one process, rounds interleaved:
//   standalone  StandaloneRoute(url:)   (urlroutes generate swift --standalone, StandaloneRoute.swift)
//   enum        AppRoute(url:)          (RouteTablePlugin: RouteResolver on PCRE2)
//   routeURL    Routes.routeURL(_:)     (the table registered, handlers that accept)
// Prints each way's median and minimum nanoseconds per URL, and how many URLs routed.
//
//   StandaloneSpeed ROUNDS URLS-FILE
import Foundation
import URLRoutes

let arguments = CommandLine.arguments
guard arguments.count == 3, let rounds = Int(arguments[1]),
      let text = try? String(contentsOfFile: arguments[2], encoding: .utf8) else {
    print("usage: StandaloneSpeed ROUNDS URLS-FILE")
    exit(2)
}
let urls = text.split(separator: "\n").map(String.init)
try AppRoute.table.register(handlers: [:])
_ = AppRoute.resolver

let ways: [(name: String, run: () -> Int)] = [
    ("standalone", { urls.reduce(0) { $0 + (StandaloneRoute(url: $1) == nil ? 0 : 1) } }),
    ("enum", { urls.reduce(0) { $0 + (AppRoute(url: $1) == nil ? 0 : 1) } }),
    ("routeURL", { urls.reduce(0) { $0 + (Routes.routeURL($1) ? 1 : 0) } }),
]
var times = Array(repeating: [Double](), count: ways.count)
var routed = Array(repeating: 0, count: ways.count)
for (index, way) in ways.enumerated() { routed[index] = way.run() }   // warm up
for _ in 0..<rounds {
    for (index, way) in ways.enumerated() {
        let start = ContinuousClock.now
        routed[index] = way.run()
        let elapsed = ContinuousClock.now - start
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        times[index].append(nanoseconds / Double(urls.count))
    }
}
for (index, way) in ways.enumerated() {
    let sorted = times[index].sorted()
    print("\(way.name): median \(Int(sorted[sorted.count / 2])) ns per URL, min \(Int(sorted[0])), \(routed[index]) of \(urls.count) routed")
}
