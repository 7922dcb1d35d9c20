import Foundation
import Testing

/// Runs the built `urlroutes` executable as a subprocess, the way a person or a script would.
///
/// The binary is found, in order: `$URLROUTES_BINARY`; next to the test bundle (which is where
/// SwiftPM puts every product, whatever `--scratch-path` says); then in the package's
/// `.build/debug`. The working directory is the package root, so paths such as
/// `Examples/routes.table` appear in messages exactly as written here.
enum ToolRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String

        /// Both streams, for assertions that should not care where a line went.
        var output: String { stdout + stderr }
    }

    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let exampleTable = "Examples/routes.table"
    static let exampleURLs = "Examples/urls.txt"
    static let exampleMisses = "Examples/misses.txt"

    static let binary: URL? = {
        let fileManager = FileManager.default
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["URLROUTES_BINARY"] {
            candidates.append(URL(fileURLWithPath: path))
        }
        #if os(Linux)
        candidates.append(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("urlroutes"))
        #endif
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("urlroutes"))
        }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("urlroutes"))
        candidates.append(packageRoot.appendingPathComponent(".build/debug/urlroutes"))
        return candidates.first { fileManager.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `urlroutes` (or `executable`) with `arguments`, feeding `input` on standard input.
    static func run(_ arguments: [String], input: String? = nil, executable: URL? = nil) throws -> Result {
        let binary = try executable ?? #require(binary, "the urlroutes executable was not found; build it or set URLROUTES_BINARY")
        let scratch = try TemporaryDirectory()
        let stdoutURL = scratch.url.appendingPathComponent("stdout")
        let stderrURL = scratch.url.appendingPathComponent("stderr")
        #expect(FileManager.default.createFile(atPath: stdoutURL.path, contents: nil))
        #expect(FileManager.default.createFile(atPath: stderrURL.path, contents: nil))

        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        // A fixed width keeps ArgumentParser's help wrapping the same on every machine.
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = "100"
        process.environment = environment
        // Files, not pipes: a pipe that nobody drains blocks a chatty child forever.
        let stdoutHandle = try FileHandle(forWritingTo: stdoutURL)
        let stderrHandle = try FileHandle(forWritingTo: stderrURL)
        process.standardOutput = stdoutHandle
        process.standardError = stderrHandle
        if let input {
            let inputURL = scratch.url.appendingPathComponent("stdin")
            try Data(input.utf8).write(to: inputURL)
            process.standardInput = try FileHandle(forReadingFrom: inputURL)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        process.waitUntilExit()
        try stdoutHandle.close()
        try stderrHandle.close()
        return Result(
            status: process.terminationStatus,
            stdout: try String(contentsOf: stdoutURL, encoding: .utf8),
            stderr: try String(contentsOf: stderrURL, encoding: .utf8))
    }

    /// Runs `script` with bash in the package root.
    static func shell(_ script: String) throws -> Result {
        try run(["-c", script], executable: URL(fileURLWithPath: "/bin/bash"))
    }

    /// Another executable of the package, built next to `urlroutes`.
    static func sibling(_ name: String) throws -> URL {
        try #require(binary, "the urlroutes executable was not found").deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Runs `urlroutes` and decodes its standard output as a JSON object.
    static func runJSON(_ arguments: [String], input: String? = nil) throws -> (result: Result, json: [String: Any]) {
        let result = try run(arguments, input: input)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return (result, try #require(object as? [String: Any], "stdout is not a JSON object:\n\(result.stdout)"))
    }
}

/// A directory that lives as long as the value, for tables written by a test.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("urlroutes-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `contents` to `name` in the directory and returns its path.
    func file(_ name: String, _ contents: String) throws -> String {
        let fileURL = url.appendingPathComponent(name)
        try Data(contents.utf8).write(to: fileURL)
        return fileURL.path
    }
}
