// swift-tools-version:6.1
// A package of its own, so that URLRoutes itself gains no dependency: the deep-link server
// `link-server`, on Hummingbird. Build and test it with
// `swift test --package-path LinkServer`.
import PackageDescription

let package = Package(
    name: "LinkServer",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "link-server", targets: ["LinkServer"]),
    ],
    dependencies: [
        .package(path: ".."),
        // ConfigurationSupport (swift-configuration) is not used: the server reads its command line.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: ["FullFoundation"]),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.3.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
        // Operations: /metrics in Prometheus text, and the connection limits' channel handlers.
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        // Short links: their store (SQLite in a file, or PostgreSQL shared by several
        // instances) and their counters.
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
    ],
    targets: [
        .executableTarget(
            name: "LinkServer",
            dependencies: [
                .product(name: "URLRoutes", package: urlRoutesPackage),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        .testTarget(
            name: "LinkServerTests",
            dependencies: [
                "LinkServer",
                .product(name: "URLRoutes", package: urlRoutesPackage),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The identity of a `.package(path:)` dependency is the name of its directory, which is the
// name of the checkout (`URLRoutes` in a fresh clone): read it off the path.
var urlRoutesPackage: String {
    let components = Context.packageDirectory.split(separator: "/")    // .../<checkout>/LinkServer
    let checkout = components.dropLast(1).last.map(String.init) ?? "URLRoutes"
    return checkout.lowercased()
}
