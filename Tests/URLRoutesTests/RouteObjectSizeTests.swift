import Foundation
import Testing
@testable import URLRoutes

extension RouterSuite {
    /// Every route of a table is a definition, one object of its own (its compiled pattern is
    /// made only when something asks for more than its text and flags): a field added to it
    /// can move it into a larger malloc size class, and a table of 10,000 routes then takes
    /// 160 KB more. glibc serves a request of at most 72 bytes from an 80-byte chunk and one
    /// of at most 40 from a 48-byte chunk.
    ///
    /// The sizes are the instance sizes Swift asks malloc for, read from the class metadata, not
    /// `malloc_usable_size` of a live object: that one depends on which free chunk malloc
    /// happened to reuse, so it varied with what else the process had allocated.
    @Suite struct RouteObjectSizeTests {
        /// Two classes whose instance sizes are known (a 16-byte object header, then the fields):
        /// they show that the metadata is read where the instance size is.
        private final class OneWord { var a = 0 }
        private final class ThreeWordsAndAByte { var a = 0, b = 0, c = 0; var d: UInt8 = 0 }

        @Test func theInstanceSizeIsReadFromTheMetadata() throws {
            #expect(try ClassInstanceSize.of(OneWord.self) == 24)
            #expect(try ClassInstanceSize.of(ThreeWordsAndAByte.self) == 41)
        }

        @Test func aDefinitionFitsAnEightyByteChunkAndAPatternAFortyEightByteOne() throws {
            #expect(try ClassInstanceSize.of(RouteDefinition.self) <= 72, "RouteDefinition grew past glibc's 80-byte chunk")
            #expect(try ClassInstanceSize.of(RoutePattern.self) <= 40, "RoutePattern grew past glibc's 48-byte chunk")
        }

        /// A plain route is one object: registering it, filing it in the dispatch index and
        /// routing to it, through the index or through its own `routeResponse(for:)`, make no
        /// `RoutePattern` beside its definition.
        @Test func aPlainRouteIsOneObjectWhenRegisteredAndRouted() throws {
            try withCleanRouter {
                let routes = Routes(forScheme: "one-object")
                var urls: [String] = []
                for i in 0 ..< 3 {
                    routes.addRoute("/static\(i)/page") { _ in true }
                    routes.addRoute("/resource\(i)/:id") { _ in true }
                    routes.addRoute("/resource\(i)/view/:id/*") { _ in true }
                    urls += ["one-object://static\(i)/page", "one-object://resource\(i)/7", "one-object://resource\(i)/view/7/a/b"]
                }
                routes.addRoute(RouteDefinition(pattern: "/made/:id", handler: nil))
                for url in urls { #expect(routes.routeURL(url), "\(url)") }
                let made = try #require(routes.routes().first { $0.pattern == "/made/:id" })
                let request = RouteRequest(url: try #require(URL(string: "one-object://made/8")), options: [], additionalParameters: nil)
                #expect(made.routeResponse(for: request).parameters?["id"] == "8")
                for definition in routes.routes() {
                    #expect(!definition.hasMadeCompiledPattern, "\(definition.pattern) made its RoutePattern")
                }
                // Asked for, the pattern is made once and kept.
                let pattern = try #require(made.compiledPattern)
                #expect(made.hasMadeCompiledPattern && made.compiledPattern === pattern && pattern.pattern == "/made/:id")
                #expect(made.regex == "^made/(?<g1>[^/]*+)\\z")
            }
        }

        /// A malformed pattern's error is not kept but found again from the text: it is the
        /// error `init(validating:)` throws.
        @Test func aMalformedDefinitionReportsTheErrorItsPatternHas() throws {
            let definition = RouteDefinition(pattern: "/a/(:b", handler: nil)
            let thrown = #expect(throws: RoutePatternError.self) { try RouteDefinition(validating: "/a/(:b", handler: nil) }
            #expect(definition.patternError == thrown && definition.patternError != nil)
            #expect(definition.pattern == "/a/(:b" && definition.regex.isEmpty && definition.compiledPattern == nil)
        }

        /// A constrained pattern keeps the components and regex its validation made: its
        /// definition holds the compiled pattern from the start.
        @Test func aConstrainedDefinitionKeepsItsValidatedPattern() {
            let definition = RouteDefinition(pattern: "/a/:id<\\d+>", handler: nil)
            #expect(definition.hasMadeCompiledPattern && definition.patternError == nil)
        }

        /// A bucket holds a candidate per route it files: a table of 10,000 routes routed once
        /// each holds 10,000 of them.
        @Test func aBucketCandidateIsOneWordAndReadsBackWhatItWasGiven() {
            #expect(MemoryLayout<DispatchIndex.Candidate>.stride == 8, "DispatchIndex.Candidate grew past one word")
            let definition = RouteDefinition(pattern: "/a/:id", handler: nil)
            for isCombined in [false, true] {
                let candidate = DispatchIndex.Candidate(definition: Unmanaged.passUnretained(definition), isCombined: isCombined)
                #expect(candidate.definition.takeUnretainedValue() === definition)
                #expect(candidate.isCombined == isCombined)
                #expect(candidate.pattern == "/a/:id")
                #expect(!candidate.isInThreadCopy)
                let copy = candidate.inThreadCopy
                #expect(copy.isInThreadCopy && copy.isCombined == isCombined)
                #expect(copy.definition.takeUnretainedValue() === definition)
            }
        }

        @Test func registeringKeepsTheSchemeNameAndDeclaredPatternApart() throws {
            try withCleanRouter { try registeringKeepsTheSchemeNameAndDeclaredPatternApartInACleanRouter() }
        }

        private func registeringKeepsTheSchemeNameAndDeclaredPatternApartInACleanRouter() throws {
            let routes = Routes(forScheme: "size-test")
            routes.addRoute("/a/:id", name: "a") { _ in true }
            routes.addRoute("/b(/:tab)") { _ in true }
            routes.addRoute("/c") { _ in true }
            let byPattern = Dictionary(grouping: routes.routes(), by: \.pattern)
            let a = try #require(byPattern["/a/:id"]?.first)
            #expect(a.scheme == "size-test" && a.name == "a" && a.declaredPattern == nil)
            for expansion in try #require(byPattern["/b/:tab"]) + (byPattern["/b"] ?? []) {
                #expect(expansion.scheme == "size-test" && expansion.name == nil)
                #expect(expansion.declaredPattern?.pattern == "/b(/:tab)")
            }
            let c = try #require(byPattern["/c"]?.first)
            #expect(c.scheme == "size-test" && c.name == nil && c.declaredPattern == nil)
            // The name moves to a newer route and leaves the old one its scheme.
            routes.addRoute("/a2/:id", name: "a") { _ in true }
            #expect(a.name == nil && a.scheme == "size-test")
            #expect(routes.route(named: "a")?.pattern == "/a2/:id")
        }
    }
}
