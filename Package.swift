// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "URLRoutes",
    // Linux: any Swift 6 toolchain. Apple platforms: the OS releases that ship the
    // Synchronization module (Mutex, Atomic), which the router's locks and counters use.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "URLRoutes", targets: ["URLRoutes"]),
        // min/Routes 1.x's API on URLRoutes' matching: `import Routes` where you had min/Routes.
        .library(name: "Routes", targets: ["Routes"]),
        .executable(name: "urlroutes", targets: ["urlroutes"]),
        // For test targets: golden routing cases and `expectRoute`/`expectNoRoute`/`expectLink`.
        .library(name: "URLRoutesTesting", targets: ["URLRoutesTesting"]),
        // A build plugin: a target holding one `*.table` file gets a Swift enum of its named
        // routes (`urlroutes generate swift`, run at build time).
        .plugin(name: "RouteTablePlugin", targets: ["RouteTablePlugin"]),
        // The plugin's generator as a library, for tools of one's own (and the fuzz targets).
        .library(name: "URLRoutesCodeGen", targets: ["URLRoutesCodeGen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.3.0"),
        // Tests only: the round trip of generated links is checked property-based.
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // `swift package generate-documentation`: builds the DocC catalogs (Scripts/check-docs.sh).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // libpcre2-8 from the system: `apt-get install libpcre2-dev` on Debian and Ubuntu.
        .systemLibrary(
            name: "CPCRE2",
            path: "Modules/CPCRE2",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"]), .brew(["pcre2"])]
        ),
        // libcurl from the system, for `urlroutes check`'s fetch with a bounded body:
        // `apt-get install libcurl4-openssl-dev` on Debian and Ubuntu.
        .systemLibrary(
            name: "CCurl",
            path: "Modules/CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
        ),
        // What reading a route table needs, without PCRE2 or any other C library: the table's
        // lines, patterns and their optional groups, constraints' structure, hosts, names, and
        // the errors at FILE:LINE:COLUMN. URLRoutes compiles what it reads; the typed-routes
        // generators and the build plugin's tool read with it alone, so a package that uses
        // the plugin builds without libpcre2 and does not compile URLRoutes for the tool.
        .target(name: "URLRoutesTableSyntax"),
        .target(
            name: "URLRoutes",
            dependencies: [
                "URLRoutesTableSyntax",
                "CPCRE2",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "Routes",
            dependencies: [
                "URLRoutes",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The expectations format and its checker, shared by URLRoutesTesting and `urlroutes
        // test`. A target of its own so that the tool does not link Swift Testing or XCTest.
        .target(name: "URLRoutesExpectations", dependencies: ["URLRoutes"]),
        .target(name: "URLRoutesTesting", dependencies: ["URLRoutes", "URLRoutesExpectations"]),
        // The typed-routes generators (Swift, Kotlin), shared by `urlroutes generate` and the
        // build plugin. They read tables with URLRoutesTableSyntax alone: no PCRE2.
        .target(name: "URLRoutesCodeGen", dependencies: ["URLRoutesTableSyntax"]),
        .executableTarget(
            name: "urlroutes",
            dependencies: [
                "URLRoutes",
                "URLRoutesExpectations",
                "URLRoutesCodeGen",
                "CCurl",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // A notification's deep link, deferred while logged out and replayed after login.
        .executableTarget(name: "DeferredDeepLink", dependencies: ["URLRoutes"], path: "Examples/DeferredDeepLink"),
        // Tests only: counts a thread's heap allocations (it defines malloc for the test
        // executable), for the tests that routing a static URL or a miss allocates nothing.
        .target(name: "MallocCounter", path: "Tests/MallocCounter"),
        .testTarget(
            name: "URLRoutesTests",
            dependencies: [
                "URLRoutes",
                "MallocCounter",
                // FuzzChecks.swift (shared with Fuzz/) checks expectations files too.
                "URLRoutesTesting",
                // TypedRoutesCheck.swift (shared with Fuzz/) checks the typed-routes generator.
                "URLRoutesCodeGen",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // The tool's tests compare what it prints with the library's own answers.
        .testTarget(name: "urlroutesTests", dependencies: ["urlroutes", "URLRoutes", "URLRoutesCodeGen"]),
        .testTarget(name: "RoutesTests", dependencies: ["Routes"]),
        .testTarget(name: "URLRoutesTestingTests", dependencies: ["URLRoutesTesting"]),
        // The plugin only plans the command (the tool writes what `urlroutes generate swift`
        // prints), with the table as its input, so an unchanged table neither regenerates nor
        // recompiles. The tool links neither URLRoutes nor PCRE2: a package that uses the plugin
        // builds on a machine without libpcre2, and a target with `@option swift-standalone`
        // depends on nothing of this package at run time.
        .executableTarget(name: "RouteTableCodeGenTool", dependencies: ["URLRoutesTableSyntax", "URLRoutesCodeGen"]),
        .plugin(name: "RouteTablePlugin", capability: .buildTool(), dependencies: ["RouteTableCodeGenTool"]),
        // FailCases/ holds the differential tests' recorded disagreements, read by path at run time.
        .testTarget(name: "URLRoutesCodeGenTests", dependencies: ["URLRoutesCodeGen", "URLRoutes"], exclude: ["FailCases"]),
        // A target that uses the plugin, as an app would: its routes.table becomes AppRoute.
        .testTarget(
            name: "TypedRoutesTests",
            dependencies: [
                "URLRoutes",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            plugins: ["RouteTablePlugin"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
