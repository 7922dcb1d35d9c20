import Foundation
import Testing

/// `.spi.yml` names the targets whose documentation Swift Package Index hosts: the same ones
/// `Scripts/check-docs.sh` builds, each with a DocC catalog.
@Suite struct SwiftPackageIndexManifestTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func text(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The names in `documentation_targets: [A, B]`.
    private static func documentationTargets() throws -> [String] {
        let line = try #require(try text(".spi.yml").components(separatedBy: "\n").first { $0.contains("documentation_targets:") })
        let list = try #require(line.split(separator: "[", maxSplits: 1).last?.split(separator: "]").first)
        return list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func theManifestNamesTheTargetsTheDocumentationCheckBuilds() throws {
        let script = try Self.text("Scripts/check-docs.sh")
        let line = try #require(script.components(separatedBy: "\n").first { $0.hasPrefix("targets=(") })
        let checked = line.dropFirst("targets=(".count).dropLast().split(separator: " ").map(String.init)
        #expect(try Self.documentationTargets() == checked)
    }

    @Test func everyDocumentationTargetHasADocCCatalog() throws {
        for target in try Self.documentationTargets() {
            let catalog = Self.packageRoot.appendingPathComponent("Sources/\(target)/\(target).docc")
            var isDirectory: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: catalog.path, isDirectory: &isDirectory) && isDirectory.boolValue,
                    "Sources/\(target)/\(target).docc")
        }
    }
}
