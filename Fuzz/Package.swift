// swift-tools-version:6.0
// A package of its own, so that URLRoutes itself gains no dependency. Build and run it with
// `Fuzz/run.sh SECONDS` (libFuzzer + AddressSanitizer); one executable per fuzz target, in the
// shape of swift-protobuf's FuzzTesting/.
import PackageDescription

let package = Package(
    name: "URLRoutesFuzz",
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
    ],
    targets: [
        // The properties every target checks. Tests/URLRoutesTests/FuzzChecks.swift is a link to
        // the same file, so `swift test` replays Fuzz/FailCases/ with exactly these checks.
        .target(
            name: "FuzzChecks",
            dependencies: [
                .product(name: "URLRoutes", package: urlRoutesPackage),
                // RouteExpectations, for FuzzTable's expectations part.
                .product(name: "URLRoutesTesting", package: urlRoutesPackage),
                // The typed-routes generator, for FuzzTypedRoutes.
                .product(name: "URLRoutesCodeGen", package: urlRoutesPackage),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/FuzzChecks"
        ),
        // Input: a route pattern. Validated ⇒ registers and compiles ⇒ explain and lint agree.
        .executableTarget(name: "FuzzPattern", dependencies: ["FuzzChecks"], path: "Sources/FuzzPattern"),
        // Input: a URL, routed on a fixed table. The dispatch index agrees with the linear scan.
        .executableTarget(name: "FuzzURL", dependencies: ["FuzzChecks"], path: "Sources/FuzzURL"),
        // Input: patterns and URLs, split on 0xFF. Index vs scan, explain's winner vs routing.
        .executableTarget(name: "FuzzPair", dependencies: ["FuzzChecks"], path: "Sources/FuzzPair"),
        // Input: a route table file (any bytes), then after a 0xFF byte an expectations file. An
        // error with a line, or a table that prints and parses back; expectations that read or
        // fail with their lines.
        .executableTarget(name: "FuzzTable", dependencies: ["FuzzChecks"], path: "Sources/FuzzTable"),
        // Input: a pattern, values, wildcard components, competing patterns, a form. The link
        // generated routes back to the route and values through the registry, or generation throws.
        .executableTarget(name: "FuzzGenerate", dependencies: ["FuzzChecks"], path: "Sources/FuzzGenerate"),
        // Input: a route table. The typed-routes generator reports errors at lines of the text,
        // or writes one valid, uniquely named case per named route.
        .executableTarget(name: "FuzzTypedRoutes", dependencies: ["FuzzChecks"], path: "Sources/FuzzTypedRoutes"),
        // Input: an apple-app-site-association file, then after 0xFF URLs. Refused with an
        // AppLinkError, or judged in bounded time with the same verdict for the same link.
        .executableTarget(name: "FuzzAppleLinkRules", dependencies: ["FuzzChecks"], path: "Sources/FuzzAppleLinkRules"),
    ],
    swiftLanguageModes: [.v6]
)

// The identity of a `.package(path:)` dependency is the name of its directory (the checkout's
// name: `main`, `wt-fuzz`, `URLRoutes` in a fresh clone): read it off the path.
var urlRoutesPackage: String {
    let parent = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "URLRoutes"
    return parent.lowercased()
}
