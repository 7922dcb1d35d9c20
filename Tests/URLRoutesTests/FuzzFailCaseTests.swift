import Foundation
import Testing

/// Every input a fuzz target ever failed on is replayed here with the target's own checks
/// (`FuzzChecks`, the file Fuzz/Sources/FuzzChecks/FuzzChecks.swift that this target links in), so
/// that `swift test` keeps each fixed failure fixed without building the Fuzz package.
///
/// `Fuzz/FailCases/<target>/` holds them (issue 12's reproducers among them); every one must pass.
/// `Fuzz/run.sh` copies each new crash input there: fix the bug and keep the file.
@Suite struct FuzzFailCaseTests {
    static let targets = ["FuzzPattern", "FuzzURL", "FuzzPair", "FuzzTable", "FuzzTypedRoutes", "FuzzAppleLinkRules"]
    /// Targets whose checks use the process-wide registry: replayed inside RouterSuite, one test
    /// at a time (FuzzGenerateFailCaseTests.swift).
    static let registryTargets = ["FuzzGenerate"]

    /// Fuzz/, found from this file (Tests/URLRoutesTests/FuzzFailCaseTests.swift) so that the
    /// test does not depend on the working directory.
    static let fuzzDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    /// The input files of `folder/target`, sorted by name; none when the folder does not exist.
    static func inputs(_ folder: String, _ target: String) -> [URL] {
        let directory = fuzzDirectory.appendingPathComponent(folder).appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// What `target`'s check reports for `input`, as the fuzz target would see it.
    static func violations(_ target: String, _ input: [UInt8]) -> [String] {
        switch target {
        case "FuzzPattern": FuzzChecks.checkPattern(FuzzChecks.text(input))
        case "FuzzURL": FuzzChecks.checkURL(FuzzChecks.text(input))
        case "FuzzPair": FuzzChecks.checkPair(input)
        case "FuzzTable": FuzzChecks.checkTable(input)
        case "FuzzTypedRoutes": FuzzChecks.checkTypedRoutes(input)
        case "FuzzGenerate": FuzzChecks.checkGenerate(input)
        case "FuzzAppleLinkRules": FuzzChecks.checkAppleLinkRules(input)
        default: ["no fuzz target is called \(target)"]
        }
    }

    @Test("every fuzz fail case passes its target's checks", arguments: targets)
    func failCasesStayFixed(target: String) throws {
        for file in Self.inputs("FailCases", target) {
            let input = try [UInt8](Data(contentsOf: file))
            let found = Self.violations(target, input)
            #expect(found.isEmpty, "Fuzz/FailCases/\(target)/\(file.lastPathComponent): \(found.joined(separator: "; "))")
        }
    }

    @Test("the fail case folders are named after the fuzz targets")
    func failCaseFoldersAreTargets() throws {
        let directory = Self.fuzzDirectory.appendingPathComponent("FailCases")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        #expect(Set(names).isSubset(of: Self.targets + Self.registryTargets), "Fuzz/FailCases/ holds \(names.sorted()); a case in an unknown folder would never be replayed")
    }
}
