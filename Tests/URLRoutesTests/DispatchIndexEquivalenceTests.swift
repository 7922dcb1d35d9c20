import Testing
@testable import URLRoutes

/// The dispatch index is an optimisation: through it and through the linear scan of every
/// route's own regex, the same tables must route the same URLs to the same handlers with the
/// same parameters, declining handlers, priorities and custom definitions included.
@Suite struct DispatchIndexEquivalenceTests {
    /// A deterministic generator, so a failure names a reproducible seed.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        mutating func pick<T>(_ values: [T]) -> T { values[next(values.count)] }
    }

    /// A definition that matches its own way: it refuses URLs whose query says `deny=1`.
    final class PickyDefinition: RouteDefinition, @unchecked Sendable {
        override func routeResponse(for request: RouteRequest) -> RouteResponse {
            if request.queryParams["deny"] == ["1"] { return .invalidMatch }
            return super.routeResponse(for: request)
        }
    }

    /// Handler calls in order, shared with @Sendable handlers.
    final class CallLog: Sendable {
        private let entries = Locked<[String]>([])
        func append(_ entry: String) { entries.withLock { $0.append(entry) } }
        /// The calls so far, emptying the log.
        func take() -> [String] { entries.withLock { entries in defer { entries.removeAll() }; return entries } }
    }

    struct RouteSpec {
        var pattern: String
        var priority: Int
        var declines: Bool
        var picky: Bool
    }

    static let patternPieces = ["a", "b", "c", "view", "edit", "a", "b", "view", ":id", ":name", "*", "**",
                                #":n<\d+>"#, "(/opt)", "(/:o)"]
    static let urlPieces = ["a", "b", "c", "view", "edit", "opt", "42", "7", "x%20y", "a+b", ""]

    static func makeSpecs(_ generator: inout Generator, count: Int) -> [RouteSpec] {
        var specs: [RouteSpec] = []
        while specs.count < count {
            let pieces = (0..<1 + generator.next(4)).map { _ in generator.pick(patternPieces) }
            // A pattern without literal text (`/*`, `/:id/**`) routes nearly every URL and would
            // hide the rest of the table.
            if !pieces.contains(where: { $0.first?.isLetter == true }) { continue }
            let pattern = ("/" + pieces.joined(separator: "/")).replacingOccurrences(of: "/(", with: "(")
            specs.append(RouteSpec(pattern: pattern, priority: generator.pick([0, 0, 0, 1, 5, -1]),
                                   declines: generator.next(5) == 0, picky: generator.next(6) == 0))
        }
        return specs
    }

    static func makeURL(_ generator: inout Generator) -> String {
        let length = generator.next(5)
        var url = "app://" + (0..<length).map { _ in generator.pick(urlPieces) }.joined(separator: "/")
        switch generator.next(4) {
        case 0: url += "?q=1&id=query"
        case 1: url += "?deny=1"
        default: break
        }
        return url
    }

    /// Builds a table from the specs; every handler call is written to `log`.
    static func makeTable(_ specs: [RouteSpec], usesIndex: Bool, log: CallLog) -> Routes {
        let routes = Routes()
        routes.usesDispatchIndex = usesIndex
        for (number, spec) in specs.enumerated() {
            let handler: RouteHandler = { parameters in
                let variables = parameters.names.map { "\($0)=\(parameters[$0] ?? "nil")" }.joined(separator: ",")
                log.append("#\(number) \(parameters.pattern) [\(variables)] \(parameters.wildcardComponents ?? ["-"])")
                return !spec.declines
            }
            if spec.picky {
                guard let expansions = try? RoutePattern.compile(spec.pattern) else { continue }
                for expansion in expansions {
                    routes.addRoute(PickyDefinition(pattern: expansion.pattern, priority: spec.priority, handler: handler))
                }
            } else {
                routes.addRoute(spec.pattern, priority: spec.priority, handler: handler)
            }
        }
        return routes
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func indexAndLinearScanRouteIdentically(seed: UInt64) {
        var generator = Generator(state: seed)
        let specs = Self.makeSpecs(&generator, count: 40 + generator.next(60))
        let indexedLog = CallLog()
        let linearLog = CallLog()
        let indexed = Self.makeTable(specs, usesIndex: true, log: indexedLog)
        let linear = Self.makeTable(specs, usesIndex: false, log: linearLog)
        #expect(indexed.routes().map(\.pattern) == linear.routes().map(\.pattern))
        for _ in 0..<400 {
            let url = Self.makeURL(&generator)
            #expect(indexed.canRouteURL(url) == linear.canRouteURL(url), "canRouteURL \(url), seed \(seed)")
            let routedIndexed = indexed.routeURL(url, withParameters: ["extra": 1])
            let routedLinear = linear.routeURL(url, withParameters: ["extra": 1])
            #expect(routedIndexed == routedLinear, "\(url), seed \(seed)")
            #expect(indexedLog.take() == linearLog.take(), "\(url), seed \(seed)")
        }
    }

    @Test func generatedCasesExerciseEveryPath() {
        // Guards the generator: the cases above must include matches, misses and declines.
        var generator = Generator(state: 1)
        let specs = Self.makeSpecs(&generator, count: 60)
        let table = Self.makeTable(specs, usesIndex: true, log: CallLog())
        var routed = 0, missed = 0
        for _ in 0..<400 {
            if table.routeURL(Self.makeURL(&generator)) { routed += 1 } else { missed += 1 }
        }
        #expect(routed > 40)
        #expect(missed > 40)
        #expect(specs.contains { $0.declines } && specs.contains { $0.picky })
    }

    @Test func literalFastPathKeepsMatchingOrder() {
        for usesIndex in [true, false] {
            let log = CallLog()
            let routes = Routes()
            routes.usesDispatchIndex = usesIndex
            for pattern in ["/a/b", "/a/:x", "/a/c", "/a/b", "/"] {
                routes.addRoute(pattern) { parameters in
                    log.append(parameters.pattern)
                    return true
                }
            }
            #expect(routes.routeURL("app://a/b"))   // literal, before any variable route
            #expect(routes.routeURL("app://a/c"))   // literal, but /a/:x comes first
            #expect(routes.routeURL("app:/"))       // the root, an empty literal path
            #expect(!routes.routeURL("app://a/b/c"))
            #expect(log.take() == ["/a/b", "/a/:x", "/"], "usesDispatchIndex \(usesIndex)")
        }
    }

    /// A literal route is looked up by its text only when no route before it in its bucket
    /// could take its path; the routes around it keep their turns either way.
    static func addLiteralLookupTable(to routes: Routes, log: CallLog) -> String {
        func add(_ pattern: String, declines: Bool = false) {
            routes.addRoute(pattern) { parameters in
                log.append(parameters.pattern)
                return !declines
            }
        }
        add("/a/b", declines: true)     // looked up; declines, so /a/:x is asked next
        add("/a/:x")
        routes.addRoute(PickyDefinition(pattern: "/e/f") { parameters in
            log.append("picky " + parameters.pattern)
            return true
        })
        add("/e/f")                     // looked up; the subclassed definition is asked first
        let long = "/l/" + String(repeating: "x", count: DispatchIndex.maximumCombinedSourceBytes / 2 + 1)
        add(long)                       // too long to combine: never looked up
        add("/:any/c")                  // in every bucket: no literal route after it is looked up
        add("/b/c")
        add("/b/d")
        return long
    }

    @Test func literalLookupKeepsMatchingOrderBehindOtherRoutes() {
        var logs: [[String]] = []
        for usesIndex in [true, false] {
            let log = CallLog()
            let routes = Routes()
            routes.usesDispatchIndex = usesIndex
            let long = Self.addLiteralLookupTable(to: routes, log: log)
            #expect(routes.routeURL("app://a/b"))
            #expect(routes.routeURL("app://e/f"))
            #expect(routes.routeURL("app://e/f?deny=1"))
            #expect(routes.routeURL("app:/" + long))
            #expect(routes.routeURL("app://b/c"))
            #expect(routes.routeURL("app://b/d"))
            logs.append(log.take())
        }
        let long = "/l/" + String(repeating: "x", count: DispatchIndex.maximumCombinedSourceBytes / 2 + 1)
        #expect(logs[0] == ["/a/b", "/a/:x", "picky /e/f", "/e/f", long, "/:any/c", "/b/d"])
        #expect(logs[0] == logs[1])
    }

    @Test func onlyLiteralRoutesNoEarlierRouteCouldTakeAreLookedUp() {
        let routes = Routes()
        let long = Self.addLiteralLookupTable(to: routes, log: CallLog())
        let index = routes.namespace.table.index
        func isLookedUp(_ path: String) -> Bool {
            var path = path
            return path.withUTF8 { index.literalPaths[$0] } != nil
        }
        #expect(isLookedUp("a/b") && isLookedUp("e/f"))
        #expect(!isLookedUp(String(long.dropFirst())) && !isLookedUp("b/c") && !isLookedUp("b/d"))
    }

    @Test func largeBucketsSplitIntoSeveralCombinedRegexes() {
        let routes = Routes()
        let count = DispatchIndex.routesPerChunk * 3 + 7
        for i in 0..<count { routes.addRoute("/bucket/r\(i)/:id") }
        let table = routes.namespace.table
        var path = "bucket/x"
        #expect(path.withUTF8 { table.index.bucket(for: $0) }.chunks.count == 4)
        #expect(routes.canRouteURL("app://bucket/r\(count - 1)/9"))
        #expect(routes.canRouteURL("app://bucket/r0/9"))
        #expect(!routes.canRouteURL("app://bucket/r\(count)/9"))
    }
}

extension RouterSuite {
    @Suite struct DispatchIndexFallbackEquivalenceTests {
        @Test func fallbackToGlobalRoutesIsTheSameWithAndWithoutTheIndex() {
            withCleanRouter {
                let log = DispatchIndexEquivalenceTests.CallLog()
                Routes.globalRoutes().addRoute("/shared/:id") { parameters in
                    log.append("global \(parameters["id"]!) \(parameters.scheme)")
                    return true
                }
                var results: [[String]] = []
                for usesIndex in [true, false] {
                    let routes = Routes(forScheme: "fallbacktest")
                    routes.removeAllRoutes()
                    routes.usesDispatchIndex = usesIndex
                    Routes.globalRoutes().usesDispatchIndex = usesIndex
                    routes.shouldFallbackToGlobalRoutes = true
                    routes.addRoute("/shared/:id") { parameters in
                        log.append("scheme \(parameters["id"]!)")
                        return parameters["id"] == "mine"
                    }
                    #expect(Routes.routeURL("fallbacktest://shared/mine"))
                    #expect(Routes.routeURL("fallbacktest://shared/theirs"))
                    #expect(!Routes.routeURL("fallbacktest://nothing"))
                    results.append(log.take())
                }
                #expect(results[0] == ["scheme mine", "scheme theirs", "global theirs JLRoutesGlobalRoutesScheme"])
                #expect(results[0] == results[1])
            }
        }
    }
}
