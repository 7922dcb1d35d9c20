// Not a benchmark: one process that registers R routes one by one through addRoute, routes once,
// and prints the elapsed time and the process's peak RSS (VmHWM) as JSON.
// Run it with R = 0 for the "empty process" reference:  RegisterOnce 10000 ; RegisterOnce 0
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RouteTable
import Synchronization
import URLRoutes

let count = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 10_000 : 10_000

func nowNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

let start = nowNanoseconds()
let routes = Routes()
if count > 0 {
    for pattern in RouteTable.patterns(count: count) {
        routes.addRoute(pattern, handler: RouteTable.urlRoutesHandler)
    }
}
let url = count > 0 ? RouteTable.url(.staticLast, count: count) : "bench://static0/page"
let routed = routes.routeURL(url)
let elapsed = nowNanoseconds() - start

// Peak RSS of this process. On Linux from /proc/self/status VmHWM: getrusage's ru_maxrss carries
// over the RSS of the process that forked us (e.g. the Python driver) across exec.
func peakRSSKiB() -> Int {
    #if os(Linux)
    if let file = fopen("/proc/self/status", "r") {
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(cString: line)
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

print("{\"routes\": \(count), \"ms\": \(Double(elapsed) / 1e6), \"maxrss_kib\": \(maxRSSKiB), \"routed\": \(routed)}")


// Sanity check, after the measurement: both routers hand the handler what the benchmarks claim.
if count > 0 {
    let seen = Mutex<[String]>([])
    let small = Routes()
    for pattern in RouteTable.patterns(count: 10) {
        small.addRoute(pattern) { parameters in
            seen.withLock {
                $0 = [parameters.pattern, parameters["id"] ?? "-", parameters["foo"] ?? "-",
                      (parameters.wildcardComponents ?? []).joined(separator: "/")]
            }
            return true
        }
    }
    small.routeURL(RouteTable.url(.paramWildcardLast, count: 10))
    let wildcard = seen.withLock { $0 }
    small.routeURL(RouteTable.url(.queryFirst, count: 10))
    let query = seen.withLock { $0 }
    let missRouted = small.routeURL(RouteTable.url(.miss, count: 10))

    let kit = RoutingKitTable(patterns: [])
    let kitSeen = Mutex<[String]>([])
    for pattern in RouteTable.patterns(count: 10) {
        kit.register(pattern) { parameters in
            kitSeen.withLock { $0 = [pattern, parameters.get("id") ?? "-", parameters.getCatchall().joined(separator: "/")] }
            return true
        }
    }
    _ = kit.route(RouteTable.requestTarget(.paramWildcardLast, count: 10))
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
