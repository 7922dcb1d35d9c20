#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import URLRoutes

extension RouterSuite {
    /// Every route of a table is a definition and a compiled pattern, two objects of its own: a
    /// field added to either can move it into a larger malloc size class, and a table of 10,000
    /// routes then takes 160 KB more. The sizes here are glibc's usable sizes of the two objects
    /// (a 64-byte chunk holds 56, a 48-byte one 40).
    @Suite struct RouteObjectSizeTests {
        /// `malloc_usable_size` (Swift does not import `<malloc.h>`); nil where it cannot be found.
        private static let usableSize: (@convention(c) (UnsafeMutableRawPointer?) -> Int)? = {
            #if canImport(Glibc)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutableRawPointer?) -> Int).self)
            #else
            return nil
            #endif
        }()

        private func usableSize(of object: AnyObject) -> Int? {
            Self.usableSize.map { $0(Unmanaged.passUnretained(object).toOpaque()) }
        }

        @Test func aDefinitionFitsASixtyFourByteChunkAndItsPatternAFortyEightByteOne() throws {
            try #require(Self.usableSize != nil, "malloc_usable_size not found")
            let routes = Routes()
            routes.addRoute("/section42/item/:id", name: "item") { _ in true }
            routes.addRoute("/section43/item(/:tab)") { _ in true }
            for definition in routes.routes() {
                let pattern = try #require(definition.compiledPattern)
                #expect(try #require(usableSize(of: definition)) <= 56, "RouteDefinition grew past glibc's 64-byte chunk")
                #expect(try #require(usableSize(of: pattern)) <= 40, "RoutePattern grew past glibc's 48-byte chunk")
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
