// Not a benchmark: reads URLs with the enum RouteTablePlugin generates from this target's
// routes.table (1,000 routes, make-typed-table.py), and with RouteResolver.resolve, for time or
// for valgrind's callgrind.
//
//   TypedRoutesProfile enum|resolve ROUNDS URLS-FILE
//       Prints the nanoseconds per URL of each round's run (median first) and how many URLs routed.
//   TypedRoutesProfile shape SHAPE N enum|routed|pathmatch|resolve
//       N `AppRoute(url:)`, N `Routes.routeURL` (the same table registered), N
//       `AppRoute.resolver.pathMatch` or N `resolve` of one URL of a shape: static, variable,
//       constrained, optional, wildcard, query, miss. For callgrind:
//   valgrind --tool=callgrind --dump-instr=no --collect-atstart=no --toggle-collect='*measured*' \
//       .build/release/TypedRoutesProfile shape variable 10000 enum
import Foundation
import URLRoutes

let arguments = CommandLine.arguments

/// One URL of each shape, on routes of routes.table.
let shapeURLs = [
    "static": "acme://s0/home", "variable": "https://www.example.com/s1/item/42",
    "constrained": "acme://s2/order/123456", "optional": "https://www.example.com/s3/list/3",
    "wildcard": "acme://s4/files/a/b%20c", "query": "https://www.example.com/s1/item/42?ref=push&utm=x",
    "miss": "acme://nomatch/page",
]

@inline(never)
func measured(_ lookups: Int, _ body: () -> Bool) -> Int {
    var routed = 0
    for _ in 0 ..< lookups where body() { routed += 1 }
    return routed
}

if arguments.count == 5, arguments[1] == "shape" {
    guard let url = shapeURLs[arguments[2]], let lookups = Int(arguments[3]) else {
        print("usage: TypedRoutesProfile shape \(shapeURLs.keys.sorted().joined(separator: "|")) N enum|routed|pathmatch|resolve")
        exit(2)
    }
    let resolver = AppRoute.resolver
    let body: () -> Bool
    switch arguments[4] {
    case "enum": body = { AppRoute(url: url) != nil }
    case "pathmatch": body = { resolver.pathMatch(url) != nil }
    case "resolve": body = { resolver.resolve(url).route != nil }
    case "routed":
        try! resolver.table.register()
        body = { Routes.routeURL(url) }
    default:
        print("unknown mode \(arguments[4])")
        exit(2)
    }
    // Builds the index and this thread's replica, and routes often enough that a combined
    // regex is JIT-compiled, as a hot one is.
    for _ in 0 ..< 64 { _ = body() }
    let routed = measured(lookups, body)
    print("\(arguments[4]) \(arguments[2]): \(routed) of \(lookups)")
    exit(0)
}

guard arguments.count == 4, let rounds = Int(arguments[2]),
      let text = try? String(contentsOfFile: arguments[3], encoding: .utf8) else {
    print("usage: TypedRoutesProfile enum|resolve ROUNDS URLS-FILE, or TypedRoutesProfile shape SHAPE N enum|routed|pathmatch|resolve")
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
