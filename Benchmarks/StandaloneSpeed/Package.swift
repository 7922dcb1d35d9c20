// swift-tools-version:6.0
// Not a benchmark suite: times reading the same URLs with the standalone typed-routes enum,
// the PCRE2-backed enum (RouteTablePlugin) and Routes.routeURL, in one process. A package of
// its own, with no dependency but URLRoutes, so that it builds offline.
//
//   Benchmarks/StandaloneSpeed/run.sh [ROUNDS]
import PackageDescription

let package = Package(
    name: "StandaloneSpeed",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "StandaloneSpeed",
            dependencies: [.product(name: "URLRoutes", package: urlRoutesPackage)],
            plugins: [.plugin(name: "RouteTablePlugin", package: urlRoutesPackage)]
        ),
    ]
)

// The identity of a `.package(path:)` dependency is its directory's name (the checkout's).
var urlRoutesPackage: String {
    let parts = Context.packageDirectory.split(separator: "/").dropLast(2)
    return (parts.last.map(String.init) ?? "URLRoutes").lowercased()
}
