// Not a benchmark: one process that registers R routes one by one, routes once, and prints the
// elapsed time and the process's peak RSS (VmHWM) as JSON.
//   RegisterOnce 10000                 URLRoutes: Routes(), addRoute(pattern, handler:), routeURL
//   RegisterOnce 10000 RoutingKit      TrieRouter, register(_:at:), its own path splitting
//   RegisterOnce 10000 Dictionary      [[String]: handler], the floor
// Run it with R = 0 for the "empty process" reference:  RegisterOnce 0
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RouteFixtures
import Synchronization
import URLRoutes

let count = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 10_000 : 10_000
let contender = CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : "URLRoutes"

func nowNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

// The patterns are made before the clock starts, as the benchmark's are.
let patterns = count > 0 ? RouteFixtures.patterns(count: count) : []
let target = count > 0 ? RouteFixtures.requestTarget(.staticLast, count: count) : "/static0/page"
let url = count > 0 ? RouteFixtures.url(.staticLast, count: count) : "bench://static0/page"

let start = nowNanoseconds()
let routed: Bool
switch contender {
case "RoutingKit":
    let table = RoutingKitTable(patterns: [])
    for pattern in patterns { table.register(pattern) }
    routed = table.route(target)
    withExtendedLifetime(table) {}
case "Dictionary":
    let table = DictionaryTable(patterns: [])
    for pattern in patterns { table.register(pattern) }
    routed = table.route(url)
    withExtendedLifetime(table) {}
default:
    let routes = Routes()
    for pattern in patterns {
        routes.addRoute(pattern, handler: RouteFixtures.urlRoutesHandler)
    }
    routed = routes.routeURL(url)
    withExtendedLifetime(routes) {}
}
let elapsed = nowNanoseconds() - start

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
let maxRSSKiB = peakRSSKiB()

print("{\"contender\": \"\(contender)\", \"routes\": \(count), \"ms\": \(Double(elapsed) / 1e6), \"maxrss_kib\": \(maxRSSKiB), \"routed\": \(routed)}")


// Sanity check, after the measurement: both routers hand the handler what the benchmarks claim.
if count > 0 && contender == "URLRoutes" {
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
