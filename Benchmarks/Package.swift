// swift-tools-version:6.1
// A package of its own so that URLRoutes itself gains no dependency:
// run it with `Benchmarks/compare.sh` or `swift package --package-path Benchmarks benchmark`.
import PackageDescription

let package = Package(
    name: "URLRoutesBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/vapor/routing-kit.git", exact: "4.9.3"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
        .package(url: "https://github.com/ordo-one/benchmark.git", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The route table of the issue, the lookups and the RoutingKit conversion, shared by every target.
        .target(
            name: "RouteFixtures",
            dependencies: [
                .product(name: "URLRoutes", package: urlRoutesPackage),
                .product(name: "RoutingKit", package: "routing-kit"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/RouteFixtures"
        ),
        // Not a benchmark: registers R routes, routes once, prints time and the process's peak RSS.
        .executableTarget(
            name: "RegisterOnce",
            dependencies: ["RouteFixtures"],
            path: "Sources/RegisterOnce"
        ),
        // Not a benchmark: parses or registers a route table N times, for valgrind's callgrind.
        .executableTarget(
            name: "TableProfile",
            dependencies: ["RouteFixtures"],
            path: "Sources/TableProfile"
        ),
        // Not a benchmark: routes one lookup kind N times, for valgrind's callgrind.
        .executableTarget(
            name: "Profile",
            dependencies: ["RouteFixtures"],
            path: "Sources/Profile"
        ),
    ]
)

// The identity of a `.package(path:)` dependency is the name of its directory, which is the
// name of the checkout (`main` here, `URLRoutes` in a fresh clone): read it off the path.
var urlRoutesPackage: String {
    let dir = Context.packageDirectory            // .../<checkout>/Benchmarks
    let parent = dir.split(separator: "/").dropLast().last.map(String.init) ?? "URLRoutes"
    return parent.lowercased()
}

for name in ["RouterLookup", "RouterRegistration", "RouterThreads", "LinkGeneration", "RouteTableBenchmarks", "AppLinkFiles"] {
    package.targets.append(
        .executableTarget(
            name: name,
            dependencies: [
                "RouteFixtures",
                .product(name: "URLRoutes", package: urlRoutesPackage),
                .product(name: "RoutingKit", package: "routing-kit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/\(name)",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    )
}

// Hostile inputs of issue 12 (findings 2 and 6): URLRoutes only, logging discarded but built.
package.targets.append(
    .executableTarget(
        name: "Hostile",
        dependencies: [
            .product(name: "URLRoutes", package: urlRoutesPackage),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "Benchmark", package: "benchmark"),
        ],
        path: "Benchmarks/Hostile",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
)
