// Not a benchmark: the route-table work of RouteTableBenchmarks, for valgrind's callgrind, whose
// instruction counts stay put on a busy machine where wall-clock times do not.
//
//   TableProfile <parse|parsed|code|byhand|resolver|time> [R] [N]
//   valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*measured*' \
//       .build/release/TableProfile parsed 10000 3
//
//   parse   RouteTable(parsing:) of the R-route table's text
//   parsed  register(handlers:) of the parsed table
//   code    register(handlers:) of the same table made with RouteTable(routes:)
//   byhand  addRoute(_:name:handler:) for each route
//   resolver  RouteResolver(_:) of the parsed table (standalone: the registry stays empty);
//           also prints the wall-clock median of the N rounds
//
// Each of the N rounds empties the registry first (outside `measured`), so "Collected" divided
// by N is one parse or one registration of R named routes in the `bench` scheme.
//
//   TableProfile time [R] [N]
//
// times a table's start-up in this process, N rounds (default 21) after one unmeasured round:
// `RouteTable(parsing:)`, then `register(handlers:)` of what it parsed, then the first
// `Routes.routeURL` (which builds the dispatch index), and prints each step's median and
// fastest round in ms.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RouteFixtures
import URLRoutes

let arguments = CommandLine.arguments
let what = arguments.count > 1 ? arguments[1] : "parsed"
let count = arguments.count > 2 ? Int(arguments[2]) ?? 10_000 : 10_000
let rounds = arguments.count > 3 ? Int(arguments[3]) ?? 3 : 3

let patterns = RouteFixtures.patterns(count: count)
let names = patterns.indices.map { "route\($0)" }
let text = zip(patterns, names).map { "\(RouteFixtures.scheme)  \($0)  \($1)" }.joined(separator: "\n") + "\n"
let parsed = try! RouteTable(parsing: text)
let madeInCode = RouteTable(routes: zip(patterns, names).map { .init(.scheme(RouteFixtures.scheme), $0, name: $1) })
let handlers = Dictionary(uniqueKeysWithValues: names.map { ($0, RouteFixtures.urlRoutesHandler) })

@inline(never) func measuredParse() -> RouteTable { try! RouteTable(parsing: text) }
@inline(never) func measuredRegister(_ table: RouteTable) { try! table.register(handlers: handlers) }
@inline(never) func measuredResolver(_ table: RouteTable) -> RouteResolver { try! RouteResolver(table) }
@inline(never) func measuredByHand() {
    let routes = Routes(forScheme: RouteFixtures.scheme)
    for (pattern, name) in zip(patterns, names) {
        routes.addRoute(pattern, name: name, handler: RouteFixtures.urlRoutesHandler)
    }
}

func nowNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// `TableProfile time`: parse, register and first route, each round after emptying the registry.
func timeStartup(rounds: Int) {
    let url = RouteFixtures.url(.staticLast, count: count)
    var parse: [UInt64] = [], register: [UInt64] = [], route: [UInt64] = []
    for round in 0 ... rounds {
        Routes.unregisterAllRouteSchemes()
        let start = nowNanoseconds()
        let table = try! RouteTable(parsing: text)
        let parsed = nowNanoseconds()
        try! table.register(handlers: handlers)
        let registered = nowNanoseconds()
        precondition(Routes.routeURL(url))
        let routed = nowNanoseconds()
        guard round > 0 else { continue }                  // the first round warms up
        parse.append(parsed - start)
        register.append(registered - parsed)
        route.append(routed - registered)
    }
    func ms(_ nanoseconds: UInt64) -> String {
        let hundredths = Int((Double(nanoseconds) / 10_000).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
    func row(_ name: String, _ samples: [UInt64]) {
        let sorted = samples.sorted()
        print("\(name + String(repeating: " ", count: max(0, 36 - name.count))) median \(ms(sorted[sorted.count / 2])) ms   fastest \(ms(sorted[0])) ms")
    }
    print("time: \(rounds) rounds of \(count) named routes (after one unmeasured round)")
    row("RouteTable(parsing:)", parse)
    row("register(handlers:)", register)
    row("parse + register", zip(parse, register).map { $0 + $1 })
    row("first routeURL (builds the index)", route)
    row("parse + register + first routeURL", (0 ..< parse.count).map { parse[$0] + register[$0] + route[$0] })
}

if what == "time" {
    timeStartup(rounds: arguments.count > 3 ? rounds : 21)
    exit(0)
}

var tables: [RouteTable] = []
var resolvers: [RouteResolver] = []
var resolverTimes: [Duration] = []
for _ in 0 ..< rounds {
    Routes.unregisterAllRouteSchemes()
    switch what {
    case "parse": tables.append(measuredParse())
    case "parsed": measuredRegister(parsed)
    case "code": measuredRegister(madeInCode)
    case "byhand": measuredByHand()
    case "resolver":
        // Kept until the end, as a server keeps its resolver: freeing one is not its making.
        let start = ContinuousClock.now
        resolvers.append(measuredResolver(parsed))
        resolverTimes.append(ContinuousClock.now - start)
    default: fatalError("unknown mode \(what); one of parse, parsed, code, byhand, resolver, time")
    }
}
if what == "resolver" {
    precondition(resolvers[0].resolve(RouteFixtures.url(.staticLast, count: count)).status == .routed)
    let median = resolverTimes.sorted()[resolverTimes.count / 2]
    let milliseconds = Double(median.components.seconds) * 1_000 + Double(median.components.attoseconds) / 1e15
    print("resolver: median of \(rounds) rounds \(Int(milliseconds.rounded())) ms")
} else {
    precondition(Routes.routeURL(RouteFixtures.url(.staticLast, count: count)) || what == "parse")
}
print("\(what): \(rounds) rounds of \(count) routes")
