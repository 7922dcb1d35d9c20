import Foundation
import Testing

/// Every input a fuzz target ever failed on is replayed here with the target's own checks
/// (`FuzzChecks`, the file Fuzz/Sources/FuzzChecks/FuzzChecks.swift that this target links in), so
/// that `swift test` keeps each fixed failure fixed without building the Fuzz package.
///
/// - `Fuzz/FailCases/<target>/`: must pass. `Fuzz/run.sh` copies every new crash input there.
/// - `Fuzz/Pending/<target>/`: reproducers of findings that are still open (issue 12); they are
///   replayed as known issues, so they are reported without failing the suite. When a fix lands,
///   move its files to `FailCases/` (a pending case that starts passing is not an error).
@Suite struct FuzzFailCaseTests {
    static let targets = ["FuzzPattern", "FuzzURL", "FuzzPair"]

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
        for folder in ["FailCases", "Pending"] {
            let directory = Self.fuzzDirectory.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { name in
                var isDirectory: ObjCBool = false
                FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path, isDirectory: &isDirectory)
                return isDirectory.boolValue
            }
            #expect(Set(names).isSubset(of: Self.targets), "Fuzz/\(folder)/ holds \(names.sorted()); a case in an unknown folder would never be replayed")
        }
    }

    @Test("open findings of issue 12 are replayed as known issues", arguments: targets)
    func pendingCasesAreReported(target: String) throws {
        for file in Self.inputs("Pending", target) {
            let input = try [UInt8](Data(contentsOf: file))
            withKnownIssue("Fuzz/Pending/\(target)/\(file.lastPathComponent) is open until issue 12's fix lands", isIntermittent: true) {
                let found = Self.violations(target, input)
                #expect(found.isEmpty, "Fuzz/Pending/\(target)/\(file.lastPathComponent): \(found.joined(separator: "; "))")
            }
        }
    }
}
