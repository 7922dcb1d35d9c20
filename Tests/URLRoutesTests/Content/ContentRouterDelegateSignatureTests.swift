import Foundation
import Testing

/// The delegate signatures the docs offer for copying are the protocol's own: a copied
/// signature that drifted would compile and never be called.
@Suite struct ContentRouterDelegateSignatureTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func text(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The protocol's requirements, as declared.
    private static func requirements() throws -> [String] {
        try text("Sources/URLRoutes/Content/ContentRouterDelegate.swift")
            .components(separatedBy: "\n")
            .drop { !$0.hasPrefix("public protocol ContentRouterDelegate") }
            .prefix { $0 != "}" }
            .filter { $0.hasPrefix("    func router(") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The signatures a text offers, with `Screen` read as the protocol's `Content`.
    private static func offered(in lines: [String], prefix: String) -> [String] {
        lines.filter { $0.hasPrefix(prefix + "func router(") }
            .map { String($0.dropFirst(prefix.count)).replacingOccurrences(of: "Screen", with: "Content") }
    }

    @Test func theProtocolsDocCommentOffersEveryRequirementExactly() throws {
        let lines = try Self.text("Sources/URLRoutes/Content/ContentRouterDelegate.swift").components(separatedBy: "\n")
        let requirements = try Self.requirements()
        #expect(requirements.count == 7)
        #expect(Self.offered(in: lines, prefix: "/// ") == requirements)
    }

    @Test func theContentRoutingArticleOffersEveryRequirementExactly() throws {
        let lines = try Self.text("Sources/URLRoutes/URLRoutes.docc/ContentRouting.md").components(separatedBy: "\n")
        #expect(Self.offered(in: lines, prefix: "") == (try Self.requirements()))
    }
}
