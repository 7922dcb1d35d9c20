// Not a benchmark: routes one lookup kind N times, for profiling with valgrind's callgrind, whose
// instruction counts stay put on a busy machine where wall-clock times do not.
//
//   Profile <lookup|register> [R] [N] [URLRoutes|RoutingKit|Dictionary|Hummingbird|HummingbirdTrie]
//   Profile links 1000 [N]          N links made by `path(forRouteNamed:)` and N by `url(forRouteNamed:)`
//                                   (the LinkGeneration benchmark's table and route; the first number
//                                   is not used, N is where the other modes take it)
//   Profile explain [R] [N]         N `explain` calls of the static-first URL on the R-route table
//   Profile shape <shape> [N] <routed|resolve|resolve-read|pathmatch>
//                                   N `Routes.routeURL` (registered table), N `RouteResolver.resolve` or
//                                   N `RouteResolver.pathMatch` (the same table) of one URL shape: static, variable, constrained,
//                                   optional, wildcard, query, miss; `resolve-read` reads every field of each resolution
//   Profile time [R] [rounds]       a quick side-by-side timing (no callgrind): every lookup kind
//                                   for every contender, in 2 ms batches run round-robin; prints
//                                   each cell's fastest batch and its median, then a table of the
//                                   medians with URLRoutes / RoutingKit and URLRoutes / Hummingbird
//   Profile routes [R]              which route, `id` and wildcard components every contender's
//                                   lookup reaches, against what the table means: one line a
//                                   contender and lookup, `ok` or `WRONG`; exits 1 on a wrong one
//   valgrind --tool=callgrind --dump-instr=no --collect-atstart=no --toggle-collect='*measured*' \
//       .build/release/Profile static-first 10000 10000
//   callgrind_annotate callgrind.out.<pid>
//
// Only `measured` (the N lookups, or the registration) is collected, so the totals divided by N
// are per lookup. `register` registers R routes one by one and routes once (N is ignored).
import Foundation
import HummingbirdFixtures
import RouteFixtures
import URLRoutes

let arguments = CommandLine.arguments
let what = arguments.count > 1 ? arguments[1] : "static-first"
let count = arguments.count > 2 ? Int(arguments[2]) ?? 10_000 : 10_000
let lookups = arguments.count > 3 ? Int(arguments[3]) ?? 10_000 : 10_000
let contender = arguments.count > 4 ? arguments[4] : "URLRoutes"

@inline(never)
func measured(_ body: () -> Bool) -> Int {
    var routed = 0
    for _ in 0 ..< lookups where body() { routed += 1 }
    return routed
}

/// The async counterpart, for Hummingbird's responder.
@inline(never)
func measured(_ body: () async -> Bool) async -> Int {
    var routed = 0
    for _ in 0 ..< lookups where await body() { routed += 1 }
    return routed
}

@inline(never)
func measured(register patterns: [String], url: String) -> Bool {
    let routes = Routes()
    for pattern in patterns { routes.addRoute(pattern, handler: RouteFixtures.urlRoutesHandler) }
    return withExtendedLifetime(routes) { routes.routeURL(url) }
}

/// Ns per lookup of each contender and lookup kind: every cell runs a batch of about 2 ms in
/// turn, `rounds` times, so that a busy moment of the machine hits every cell alike. The fastest
/// batch is the least disturbed by other processes; the median is printed beside it.
func timeSideBySide(count: Int, rounds: Int) async {
    let routes = RouteFixtures.makeURLRoutes(count: count)
    let kit = RouteFixtures.makeRoutingKit(count: count)
    let floor = RouteFixtures.makeDictionary(count: count)
    let bird = RouteFixtures.makeHummingbird(count: count)
    let birdTrie = RouteFixtures.makeHummingbirdTrie(count: count)
    // A cell runs its lookup n times; the synchronous contenders' loops have no await in them.
    var cells: [(name: String, run: (Int) async -> Void)] = []
    for kind in LookupKind.allCases {
        let url = RouteFixtures.url(kind, count: count)
        let target = RouteFixtures.requestTarget(kind, count: count)
        // Every contender routes (or misses) the lookup as the table expects before it is timed.
        precondition(routes.routeURL(url) == kind.hits && kit.route(target) == kind.hits
            && birdTrie.route(target) == kind.hits && (kind == .paramWildcardLast || floor.route(url) == kind.hits),
            "\(url) did not route as expected")
        let birdRouted = await bird.route(target)
        precondition(birdRouted == kind.hits, "Hummingbird: \(target) did not route as expected")
        cells.append(("URLRoutes \(kind.rawValue)", { n in for _ in 0 ..< n { _ = routes.routeURL(url) } }))
        cells.append(("RoutingKit \(kind.rawValue)", { n in for _ in 0 ..< n { _ = kit.route(target) } }))
        cells.append(("Hummingbird \(kind.rawValue)", { n in for _ in 0 ..< n { _ = await bird.route(target) } }))
        cells.append(("HummingbirdTrie \(kind.rawValue)", { n in for _ in 0 ..< n { _ = birdTrie.route(target) } }))
        if kind != .paramWildcardLast {
            cells.append(("Dictionary \(kind.rawValue)", { n in for _ in 0 ..< n { _ = floor.route(url) } }))
        }
    }
    let clock = ContinuousClock()
    func nanoseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    }
    // Calibrate each cell's batch to about 2 ms.
    var batch: [Int] = []
    for cell in cells {
        var n = 1
        while true {
            let start = clock.now
            await cell.run(n)
            let elapsed = clock.now - start
            if nanoseconds(elapsed) > 1e6 { batch.append(max(1, Int(Double(n) * 2e6 / nanoseconds(elapsed)))); break }
            n *= 4
        }
    }
    var samples = Array(repeating: [Double](), count: cells.count)
    var order = Array(cells.indices)
    for _ in 0 ..< rounds {
        // A different order each round: no cell always follows the same one.
        order.shuffle()
        for position in order {
            let cell = cells[position]
            let n = batch[position]
            let start = clock.now
            await cell.run(n)
            samples[position].append(nanoseconds(clock.now - start) / Double(n))
        }
    }
    var medians: [String: Double] = [:]
    for (position, cell) in cells.enumerated() {
        let sorted = samples[position].sorted()
        medians[cell.name] = sorted[sorted.count / 2]
        print("R=\(count) \(cell.name): fastest \(String(format: "%.1f", sorted[0])) ns, median \(String(format: "%.1f", sorted[sorted.count / 2])) ns")
    }
    // The medians side by side; a ratio below 1 is URLRoutes faster.
    print("\nR=\(count), median ns per lookup:")
    print("| lookup | URLRoutes | RoutingKit | Hummingbird | HummingbirdTrie | Dictionary | URLRoutes/RoutingKit | URLRoutes/Hummingbird | URLRoutes/HummingbirdTrie |")
    print("|---|---|---|---|---|---|---|---|---|")
    for kind in LookupKind.allCases {
        func cell(_ contender: String) -> Double? { medians["\(contender) \(kind.rawValue)"] }
        func ns(_ value: Double?) -> String { value.map { String(format: "%.0f", $0) } ?? "-" }
        func ratio(_ other: Double?) -> String {
            guard let ours = cell("URLRoutes"), let other else { return "-" }
            return String(format: "%.2f", ours / other)
        }
        print("| \(kind.rawValue) | \(ns(cell("URLRoutes"))) | \(ns(cell("RoutingKit"))) | \(ns(cell("Hummingbird"))) | "
            + "\(ns(cell("HummingbirdTrie"))) | \(ns(cell("Dictionary"))) | \(ratio(cell("RoutingKit"))) | "
            + "\(ratio(cell("Hummingbird"))) | \(ratio(cell("HummingbirdTrie"))) |")
    }
}

/// The LinkGeneration benchmark's table: 999 named routes around the two measured.
func makeLinkRoutes() -> Routes {
    let routes = Routes()
    for index in 0..<999 { routes.addRoute("/resource\(index)/:id", name: "resource\(index)") }
    routes.addRoute(#"/user/:user/lists/:list<\d+>/items/:item"#, name: "item")
    routes.addRoute("/plain/:user/lists/:list/items/:item", name: "plain")
    return routes
}

/// One table for the resolve-against-routing comparison: a route of each shape among 1,000 others.
let shapeTable = """
acme  /static/page             static
acme  /user/:id                variable
acme  /product/:id<\\d+>       constrained
acme  /search(/:query)         optional
acme  /files/*                 wildcard
""" + (0..<1000).map { "\nacme  /section\($0)/item/:id  section\($0)" }.joined()
let shapeURLs = [
    "static": "acme://static/page", "variable": "acme://user/42", "constrained": "acme://product/42",
    "optional": "acme://search/boots", "wildcard": "acme://files/a/b/c", "query": "acme://user/42?ref=push&utm=x",
    "miss": "acme://nomatch/page",
]

if what == "shape" {
    guard let url = shapeURLs[arguments.count > 2 ? arguments[2] : ""] else {
        fatalError("unknown shape; one of \(shapeURLs.keys.sorted())")
    }
    let table = try! RouteTable(parsing: shapeTable)
    let routed: Int
    if contender == "resolve" {
        let resolver = try! RouteResolver(table)
        _ = resolver.resolve(url)
        routed = measured { resolver.resolve(url).route != nil }
    } else if contender == "resolve-read" {
        let resolver = try! RouteResolver(table)
        _ = resolver.resolve(url)
        routed = measured {
            let resolution = resolver.resolve(url)
            return withExtendedLifetime((resolution.url, resolution.status, resolution.error, resolution.searched,
                                         resolution.route, resolution.parameters, resolution.repeatedParameters,
                                         resolution.wildcardComponents)) { resolution.route != nil }
        }
    } else if contender == "pathmatch" {
        let resolver = try! RouteResolver(table)
        _ = resolver.pathMatch(url)
        routed = measured { resolver.pathMatch(url) != nil }
    } else {
        try! table.register()
        for _ in 0 ..< 64 { _ = Routes.routeURL(url) }  // past the interpreted first matches
        routed = measured { Routes.routeURL(url) }
    }
    print("\(contender) \(arguments[2]): \(routed) of \(lookups)")
} else if what == "links" {
    let routes = makeLinkRoutes()
    let values = ["user": "joel", "list": "42", "item": "trail runner"]
    precondition(try! routes.path(forRouteNamed: "item", parameters: values) == "/user/joel/lists/42/items/trail%20runner")
    let made = measured {
        (try? routes.path(forRouteNamed: "item", parameters: values)) != nil
            && (try? routes.url(forRouteNamed: "item", parameters: values, scheme: "bench")) != nil
    }
    print("links: \(made) of \(count) pairs")
} else if what == "explain" {
    let routes = RouteFixtures.makeURLRoutes(count: count)
    let url = RouteFixtures.url(.staticFirst, count: count)
    let explained = measured { routes.explain(url).winner != nil }
    print("explain R=\(count): \(explained) of \(lookups) matched")
} else if what == "routes" {
    var wrong = 0
    for kind in LookupKind.allCases {
        let expected = MatchedRoutes.expected(kind, count: count)
        var matched: [(String, String?)] = [
            ("URLRoutes", MatchedRoutes.urlRoutes(kind, count: count)),
            ("RoutingKit", MatchedRoutes.routingKit(kind, count: count)),
            ("Hummingbird", await MatchedRoutes.hummingbird(kind, count: count)),
            ("HummingbirdTrie", MatchedRoutes.hummingbirdTrie(kind, count: count)),
        ]
        if kind != .paramWildcardLast { matched.append(("Dictionary", MatchedRoutes.dictionary(kind, count: count))) }
        for (contender, route) in matched {
            let ok = route == expected
            if !ok { wrong += 1 }
            print("\(ok ? "ok" : "WRONG") R=\(count) \(contender) \(kind.rawValue): \(route ?? "no route")"
                + (ok ? "" : " (expected \(expected ?? "no route"))"))
        }
    }
    if wrong > 0 { exit(1) }
} else if what == "time" {
    await timeSideBySide(count: count, rounds: arguments.count > 3 ? Int(arguments[3]) ?? 50 : 50)
} else if what == "register" {
    let routed = measured(register: RouteFixtures.patterns(count: count), url: RouteFixtures.url(.staticLast, count: count))
    print("registered \(count), routed: \(routed)")
} else {
    guard let kind = LookupKind(rawValue: what) else {
        fatalError("unknown lookup \(what); one of \(LookupKind.allCases.map(\.rawValue)) or register")
    }
    let routed: Int
    switch contender {
    case "RoutingKit":
        let table = RouteFixtures.makeRoutingKit(count: count)
        let target = RouteFixtures.requestTarget(kind, count: count)
        _ = table.route(target)
        routed = measured { table.route(target) }
    case "Hummingbird":
        let table = RouteFixtures.makeHummingbird(count: count)
        let target = RouteFixtures.requestTarget(kind, count: count)
        _ = await table.route(target)
        routed = await measured { await table.route(target) }
    case "HummingbirdTrie":
        let table = RouteFixtures.makeHummingbirdTrie(count: count)
        let target = RouteFixtures.requestTarget(kind, count: count)
        _ = table.route(target)
        routed = measured { table.route(target) }
    case "Dictionary":
        let table = RouteFixtures.makeDictionary(count: count)
        let url = RouteFixtures.url(kind, count: count)
        _ = table.route(url)
        routed = measured { table.route(url) }
    default:
        let routes = RouteFixtures.makeURLRoutes(count: count)
        let url = RouteFixtures.url(kind, count: count)
        // Builds the index and this thread's replica, and routes often enough that a combined
        // regex is JIT-compiled, as a hot one is (it is interpreted for its first few matches).
        for _ in 0 ..< 64 { _ = routes.routeURL(url) }
        routed = measured { routes.routeURL(url) }
    }
    print("\(contender) \(what) R=\(count): routed \(routed) of \(lookups)")
}
