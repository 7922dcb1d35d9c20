import Foundation
import Testing
import URLRoutes
import URLRoutesTesting

/// `expectGoldenCases`: one issue per failing case, with its message, at the case's line in the
/// expectations' source file when it can be found (not the copy in the test bundle).
@Suite struct ExpectGoldenCasesTests {
    static let table = """
        acme  /product/:id<\\d+>  product.show
        acme  /cart              cart
        """
    static let expectations = """
        acme://product/42   product.show  id=42
        acme://product/boots  product.show
        acme://cart         -
        """

    /// A package folder with the expectations as source and as the build's resource copy.
    private static func package() throws -> (root: URL, source: URL, copy: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
        let tests = root.appendingPathComponent("Tests/AppTests")
        let resources = root.appendingPathComponent(".build/debug/App_AppTests.resources")
        for folder in [tests, resources] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        let source = tests.appendingPathComponent("routes.expectations")
        let copy = resources.appendingPathComponent("routes.expectations")
        try Data(expectations.utf8).write(to: source)
        try Data(expectations.utf8).write(to: copy)
        return (root, source, copy)
    }

    private func issues(_ body: () -> Void) -> [Issue] {
        let recorded = Locked<[Issue]>([])
        withKnownIssue {
            body()
        } matching: { issue in
            recorded.withLock { $0.append(issue) }
            return true
        }
        return recorded.withLock { $0 }
    }

    @Test func eachFailingCaseIsAnIssueOfItsOwnWithItsMessage() throws {
        let expectations = try RouteExpectations(parsing: Self.expectations, file: "routes.expectations",
                                                 table: RouteTable(parsing: Self.table))
        let recorded = issues { expectGoldenCases(expectations) }
        #expect(recorded.count == 2)
        let messages = recorded.map { $0.comments.map(\.rawValue).joined() }
        #expect(messages.contains { $0.hasPrefix("routes.expectations:2: error: acme://product/boots: expected product.show") })
        #expect(messages.contains { $0.hasPrefix("routes.expectations:3: error: acme://cart: expected no route") })
    }

    @Test func allCasesHoldingRecordsNothing() throws {
        let expectations = try RouteExpectations(parsing: "acme://cart  cart\n", file: "routes.expectations",
                                                 table: RouteTable(parsing: Self.table))
        expectGoldenCases(expectations)
    }

    @Test func theIssueIsAtTheCasesLineInTheSourceFileNotTheBuildsCopy() throws {
        let (root, source, copy) = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let expectations = try RouteExpectations(contentsOf: copy, table: RouteTable(parsing: Self.table))
        let testFile = root.appendingPathComponent("Tests/AppTests/LinkTests.swift").path
        let recorded = issues {
            expectGoldenCases(expectations, sourceLocation: SourceLocation(fileID: "AppTests/LinkTests.swift", filePath: testFile, line: 9, column: 5))
        }
        #expect(recorded.count == 2)
        #expect(recorded.map { $0.sourceLocation?.filePath } == [source.path, source.path])
        #expect(recorded.map { $0.sourceLocation?.line } == [2, 3])
        #expect(recorded.allSatisfy { $0.comments.map(\.rawValue).joined().hasPrefix(source.path + ":") })
        #expect(!recorded.contains { $0.comments.map(\.rawValue).joined().contains(".build") })
    }

    @Test func aSourcePathGivenIsUsed() throws {
        let (root, _, copy) = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let expectations = try RouteExpectations(contentsOf: copy, table: RouteTable(parsing: Self.table))
        let recorded = issues { expectGoldenCases(expectations, sourcePath: "Tests/AppTests/routes.expectations") }
        #expect(recorded.map { $0.sourceLocation?.filePath } == ["Tests/AppTests/routes.expectations", "Tests/AppTests/routes.expectations"])
    }

    @Test func withoutASourceTheIssueIsAtTheCallAndNamesTheFileRead() throws {
        let (root, source, copy) = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(at: source)
        let expectations = try RouteExpectations(contentsOf: copy, table: RouteTable(parsing: Self.table))
        let line = #line + 1
        let recorded = issues { expectGoldenCases(expectations) }
        #expect(recorded.map { $0.sourceLocation?.line } == [line, line])
        #expect(recorded.allSatisfy { $0.comments.map(\.rawValue).joined().hasPrefix(copy.path + ":") })
    }
}
