// Not a benchmark: one process that registers R routes, routes once, and prints the elapsed
// time, the process's peak RSS (VmHWM) and the heap the routes hold as JSON.
//   RegisterOnce 10000                 URLRoutes: Routes(), addRoute(pattern, handler:), routeURL
//   RegisterOnce 10000 RoutingKit      TrieRouter, register(_:at:), its own path splitting
//   RegisterOnce 10000 Dictionary      [[String]: handler], the floor
//   RegisterOnce 10000 table           URLRoutes: RouteTable(parsing:) of a table of named routes,
//                                      register(handlers:), Routes.routeURL
// Run it with R = 0 for the "empty process" reference:  RegisterOnce 0
//
// A fourth argument picks the routes (default `fixture`, the benchmarks' table of five shapes,
// routed once, at its last static route):
//   every         the fixture, every route then routed once with a URL it matches
//                 (`/static{i}/page`, `/resource{i}/7`, `/resource{i}/7/edit`,
//                 `/resource{i}/view/7/a/b`, `/static{i}/about`): what each route builds when
//                 it is first reached is in the figure
//   static        /section{i}/item
//   param         /section{i}/item/:id
//   constrained   /section{i}/item/:id<\d+>    (not RoutingKit's or the Dictionary's)
//
//   RegisterOnce bytes-per-route [R] [runs]
// runs each kind with addRoute, as a table and with RoutingKit, each in a process of its own
// (`runs` times, medians), and prints the peak RSS above the empty process and the heap held,
// per route.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RouteFixtures
import Synchronization
import URLRoutes

/// The routes of one kind, and a URL of the last one with what RoutingKit is given for it
/// (for `every`, a URL of each route, in `urls` and `targets`).
struct Workload {
    var patterns: [String]
    var url: String
    var target: String
    var urls: [String] = []
    var targets: [String] = []

    init(kind: String, count: Int) {
        let last = count - 1
        switch kind {
        case "static":
            patterns = (0 ..< count).map { "/section\($0)/item" }
            target = "/section\(last)/item"
        case "param":
            patterns = (0 ..< count).map { "/section\($0)/item/:id" }
            target = "/section\(last)/item/7"
        case "constrained":
            patterns = (0 ..< count).map { "/section\($0)/item/:id<\\d+>" }
            target = "/section\(last)/item/7"
        default:
            patterns = count > 0 ? RouteFixtures.patterns(count: count) : []
            target = count > 0 ? RouteFixtures.requestTarget(.staticLast, count: count) : "/static0/page"
            if kind == "every" {
                targets = (0 ..< count / 5).flatMap { i in
                    ["/static\(i)/page", "/resource\(i)/7", "/resource\(i)/7/edit", "/resource\(i)/view/7/a/b", "/static\(i)/about"]
                }
            }
        }
        url = "\(RouteFixtures.scheme)://" + target.dropFirst()
        urls = targets.map { "\(RouteFixtures.scheme)://" + $0.dropFirst() }
    }
}

func nowNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Bytes malloc has handed out and not had back (mmapped blocks included), from glibc's
/// `mallinfo2`; 0 where it cannot be read.
///
/// Swift does not import `<malloc.h>`. `struct mallinfo2` is ten `size_t`s, returned through a
/// hidden pointer, which the x86-64 System V ABI passes as the first argument: so the function
/// is called as one that takes that pointer.
func heapBytes() -> Int {
    #if os(Linux) && arch(x86_64)
    typealias MallInfo2 = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallinfo2") else { return 0 }
    var fields = [Int](repeating: 0, count: 10)     // arena, ordblks, smblks, hblks, hblkhd, usmblks, fsmblks, uordblks, ...
    fields.withUnsafeMutableBytes { _ = unsafeBitCast(symbol, to: MallInfo2.self)($0.baseAddress!) }
    return fields[7] + fields[4]                    // uordblks (in use) + hblkhd (mmapped)
    #else
    return 0
    #endif
}

// Peak RSS of this process. On Linux from /proc/self/status VmHWM: getrusage's ru_maxrss carries
// over the RSS of the process that forked us (e.g. the Python driver) across exec.
func peakRSSKiB() -> Int {
    #if os(Linux)
    if let file = fopen("/proc/self/status", "r") {
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("VmHWM:") {
                return Int(text.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "") ?? -1
            }
        }
    }
    return -1
    #else
    var usage = rusage()
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss) / 1024          // bytes on Darwin
    #endif
}

/// Runs `command` in a shell and returns the first JSON line it printed, as a dictionary of
/// numbers and texts (enough for RegisterOnce's own output).
func firstJSONLine(of command: String) -> [String: String]? {
    guard let pipe = popen(command, "r") else { return nil }
    defer { pclose(pipe) }
    var line = [CChar](repeating: 0, count: 4096)
    while fgets(&line, Int32(line.count), pipe) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard text.hasPrefix("{") else { continue }
        var fields: [String: String] = [:]
        for pair in text.dropFirst().dropLast(text.hasSuffix("}\n") ? 2 : 1).split(separator: ",") {
            let parts = pair.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let trim: (Substring) -> String = { $0.trimmingCharacters(in: " \"\n") }
            fields[trim(parts[0])] = trim(parts[1])
        }
        return fields
    }
    return nil
}

extension Substring {
    func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}

func median(_ values: [Int]) -> Int { values.sorted()[values.count / 2] }

/// `RegisterOnce bytes-per-route`: every kind, each way, in processes of their own.
func bytesPerRoute(count: Int, runs: Int) {
    var path = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &path, path.count - 1)
    let executable = length > 0 ? String(decoding: path[0 ..< length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        : CommandLine.arguments[0]
    func measure(_ arguments: String) -> (rss: Int, heap: Int, ms: Double)? {
        var rss: [Int] = [], heap: [Int] = [], ms: [Int] = []
        for _ in 0 ..< runs {
            guard let fields = firstJSONLine(of: "'\(executable)' \(arguments)"),
                  let kib = fields["maxrss_kib"].flatMap({ Int($0) }), let bytes = fields["heap_bytes"].flatMap({ Int($0) }),
                  let elapsed = fields["ms"].flatMap({ Double($0) }) else { return nil }
            rss.append(kib)
            heap.append(bytes)
            ms.append(Int(elapsed * 1000))
        }
        return (median(rss) * 1024, median(heap), Double(median(ms)) / 1000)
    }
    guard let empty = measure("0") else {
        print("RegisterOnce 0 failed")
        exit(1)
    }
    print("\(count) routes a row, medians of \(runs) processes; RSS: peak (VmHWM) above `RegisterOnce 0`;")
    print("heap: bytes malloc'd during registering and routing once, still held")
    print("kind          way          ms      peak RSS above empty   RSS per route   heap per route")
    for kind in ["static", "param", "constrained"] {
        for way in ["URLRoutes", "table", "RoutingKit"] where !(way == "RoutingKit" && kind == "constrained") {
            guard let row = measure("\(count) \(way) \(kind)") else {
                print("RegisterOnce \(count) \(way) \(kind) failed")
                exit(1)
            }
            let above = row.rss - empty.rss
            let megabytes = Double(above) / 1_048_576
            let cells = [
                kind.padding(12), (way == "URLRoutes" ? "addRoute" : way).padding(10),
                String(format1: row.ms).leftPadding(8),
                ("+" + String(format1: megabytes) + " MB").leftPadding(22),
                "\(above / count) B".leftPadding(15), "\(row.heap / count) B".leftPadding(16),
            ]
            print(cells.joined(separator: " "))
        }
    }
}

extension String {
    init(format1 value: Double) {
        let tenths = Int((value * 10).rounded())
        self = "\(tenths / 10).\(abs(tenths % 10))"
    }
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
    func leftPadding(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}

if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "bytes-per-route" {
    let count = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 10_000 : 10_000
    let runs = CommandLine.arguments.count > 3 ? Int(CommandLine.arguments[3]) ?? 3 : 3
    bytesPerRoute(count: count, runs: runs)
    exit(0)
}

let count = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 10_000 : 10_000
let contender = CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : "URLRoutes"
let kind = CommandLine.arguments.count > 3 ? CommandLine.arguments[3] : "fixture"

// The patterns (and a table's text and handlers) are made before the clock starts, as the
// benchmark's are.
let workload = Workload(kind: kind, count: count)
let patterns = workload.patterns
let tableText = contender == "table"
    ? patterns.indices.map { "\(RouteFixtures.scheme)  \(patterns[$0])  route\($0)" }.joined(separator: "\n") + "\n" : ""
let tableHandlers = contender == "table"
    ? Dictionary(uniqueKeysWithValues: patterns.indices.map { ("route\($0)", RouteFixtures.urlRoutesHandler) }) : [:]

let heapBefore = heapBytes()
let start = nowNanoseconds()
var elapsed: UInt64 = 0
// Read while the routes are still held, after the clock stops.
var heapHeld = 0
@MainActor func stop() {
    elapsed = nowNanoseconds() - start
    heapHeld = heapBytes() - heapBefore
}
let routed: Bool
switch contender {
case "RoutingKit":
    let table = RoutingKitTable(patterns: [])
    for pattern in patterns { table.register(pattern) }
    routed = workload.targets.reduce(table.route(workload.target)) { $0 && table.route($1) }
    stop()
    withExtendedLifetime(table) {}
case "Dictionary":
    let table = DictionaryTable(patterns: [])
    for pattern in patterns { table.register(pattern) }
    // The floor knows static paths only: the other URLs of `every` are misses to it.
    routed = workload.urls.reduce(table.route(workload.url)) { result, url in table.route(url) || result }
    stop()
    withExtendedLifetime(table) {}
case "table":
    try! RouteTable(parsing: tableText).register(handlers: tableHandlers)
    routed = workload.urls.reduce(Routes.routeURL(workload.url)) { $0 && Routes.routeURL($1) }
    stop()
default:
    let routes = Routes()
    for pattern in patterns {
        routes.addRoute(pattern, handler: RouteFixtures.urlRoutesHandler)
    }
    routed = workload.urls.reduce(routes.routeURL(workload.url)) { $0 && routes.routeURL($1) }
    stop()
    withExtendedLifetime(routes) {}
}
let maxRSSKiB = peakRSSKiB()

print("{\"contender\": \"\(contender)\", \"routes\": \(count), \"ms\": \(Double(elapsed) / 1e6), \"maxrss_kib\": \(maxRSSKiB), \"heap_bytes\": \(heapHeld), \"routed\": \(routed)}")


// Sanity check, after the measurement: both routers hand the handler what the benchmarks claim.
if count > 0 && contender == "URLRoutes" && kind == "fixture" {
    let seen = Mutex<[String]>([])
    let small = Routes()
    for pattern in RouteFixtures.patterns(count: 10) {
        small.addRoute(pattern) { parameters in
            seen.withLock {
                $0 = [parameters.pattern, parameters["id"] ?? "-", parameters["foo"] ?? "-",
                      (parameters.wildcardComponents ?? []).joined(separator: "/")]
            }
            return true
        }
    }
    small.routeURL(RouteFixtures.url(.paramWildcardLast, count: 10))
    let wildcard = seen.withLock { $0 }
    small.routeURL(RouteFixtures.url(.queryFirst, count: 10))
    let query = seen.withLock { $0 }
    let missRouted = small.routeURL(RouteFixtures.url(.miss, count: 10))

    let kit = RoutingKitTable(patterns: [])
    let kitSeen = Mutex<[String]>([])
    for pattern in RouteFixtures.patterns(count: 10) {
        kit.register(pattern) { parameters in
            kitSeen.withLock { $0 = [pattern, parameters.get("id") ?? "-", parameters.getCatchall().joined(separator: "/")] }
            return true
        }
    }
    _ = kit.route(RouteFixtures.requestTarget(.paramWildcardLast, count: 10))
    let kitWildcard = kitSeen.withLock { $0 }

    let ok = wildcard == ["/resource1/view/:id/*", "42", "-", "extra/path"]
        && query == ["/static0/page", "-", "bar", ""]
        && !missRouted
        && kitWildcard == ["/resource1/view/:id/*", "42", "extra/path"]
    if ok {
        print("{\"check\": \"ok\"}")
    } else {
        let detail = "URLRoutes \(wildcard) \(query) miss routed: \(missRouted); RoutingKit \(kitWildcard)"
        print("{\"check\": \"failed: \(detail.replacingOccurrences(of: "\"", with: "'"))\"}")
        exit(1)
    }
}
