import Foundation
import Testing

/// The commands Examples/README.md gives a newcomer to try run as written, from a clone, with
/// only the files the clone has and the ones the commands themselves write.
@Suite struct ExamplesReadmeCommandsTests {
    /// The shell lines of the block that follows "Then try the other commands:".
    static func commands() throws -> [String] {
        let readme = try String(contentsOf: ToolRunner.packageRoot.appendingPathComponent("Examples/README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "Then try the other commands:\n\n```sh\n"))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        return readme[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
    }

    @Test func everyCommandToTryRunsWithTheFilesOfAClone() throws {
        let binary = try #require(ToolRunner.binary, "the urlroutes executable was not found")
        let scratch = try TemporaryDirectory()
        let lines = try Self.commands()
        #expect(lines.count >= 10)
        // Written files go to a directory of the test's own instead of /tmp, so that runs in
        // parallel do not share them.
        let script = lines
            .map { $0.replacingOccurrences(of: "/tmp/", with: scratch.url.path + "/")
                .replacingOccurrences(of: "swift run urlroutes", with: "'\(binary.path)'") }
            .map { line in line.hasPrefix("'") ? line + "; echo \"status $?\" >&2" : line }
            .joined(separator: "\n")
        let result = try ToolRunner.shell(script)
        let statuses = result.stderr.split(separator: "\n").filter { $0.hasPrefix("status ") }
        #expect(statuses.count == lines.filter { $0.hasPrefix("swift run urlroutes") }.count, "\(result.stderr)")
        // 0 and 1 are answers (a miss, a failing case, a change, a disagreement); 2 is a file
        // the command could not read or bad usage.
        for (line, status) in zip(lines.filter { $0.hasPrefix("swift run urlroutes") }, statuses) {
            #expect(status == "status 0" || status == "status 1", "\(line): \(status)\n\(result.stderr)")
        }
        #expect(!result.stderr.contains("No such file"), "\(result.stderr)")
    }
}
