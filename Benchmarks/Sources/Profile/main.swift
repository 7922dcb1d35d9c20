// Not a benchmark: routes one lookup kind N times, for profiling with valgrind's callgrind, whose
// instruction counts stay put on a busy machine where wall-clock times do not.
//
//   Profile <lookup|register> [R] [N] [URLRoutes|RoutingKit|Dictionary]
//   valgrind --tool=callgrind --dump-instr=no --collect-atstart=no --toggle-collect='*measured*' \
//       .build/release/Profile static-first 10000 10000
//   callgrind_annotate callgrind.out.<pid>
//
// Only `measured` (the N lookups, or the registration) is collected, so the totals divided by N
// are per lookup. `register` registers R routes one by one and routes once (N is ignored).
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

@inline(never)
func measured(register patterns: [String], url: String) -> Bool {
    let routes = Routes()
    for pattern in patterns { routes.addRoute(pattern, handler: RouteFixtures.urlRoutesHandler) }
    return withExtendedLifetime(routes) { routes.routeURL(url) }
}

if what == "register" {
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
    case "Dictionary":
        let table = RouteFixtures.makeDictionary(count: count)
        let target = RouteFixtures.requestTarget(kind, count: count)
        _ = table.route(target)
        routed = measured { table.route(target) }
    default:
        let routes = RouteFixtures.makeURLRoutes(count: count)
        let url = RouteFixtures.url(kind, count: count)
        _ = routes.routeURL(url)      // builds the index and this thread's replica
        routed = measured { routes.routeURL(url) }
    }
    print("\(contender) \(what) R=\(count): routed \(routed) of \(lookups)")
}
