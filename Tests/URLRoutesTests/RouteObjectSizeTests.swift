import Testing
@testable import URLRoutes

extension RouterSuite {
    /// Every route of a table is a definition and a compiled pattern, two objects of its own: a
    /// field added to either can move it into a larger malloc size class, and a table of 10,000
    /// routes then takes 160 KB more. glibc serves a request of at most 56 bytes from a 64-byte
    /// chunk and one of at most 40 from a 48-byte chunk.
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

        @Test func aDefinitionFitsASixtyFourByteChunkAndItsPatternAFortyEightByteOne() throws {
            #expect(try ClassInstanceSize.of(RouteDefinition.self) <= 56, "RouteDefinition grew past glibc's 64-byte chunk")
            #expect(try ClassInstanceSize.of(RoutePattern.self) <= 40, "RoutePattern grew past glibc's 48-byte chunk")
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
