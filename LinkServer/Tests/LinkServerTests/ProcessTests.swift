import Foundation
import HummingbirdTesting
import Synchronization
import Testing

/// The `link-server` executable built beside the tests.
private let executable: URL = {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    return directory.appendingPathComponent("link-server")
}()

/// `link-server` as a process: what it writes to standard error, line by line, and signals.
final class ServerProcess: Sendable {
    private let process: Process
    private let buffer = OutputBuffer()

    private final class OutputBuffer: Sendable {
        let text = Mutex("")
    }

    /// Starts `link-server` with `arguments`, in `currentDirectory` when given; `standardOutput`
    /// collects its standard output too, in the same buffer.
    init(_ arguments: [String], standardOutput: Bool = false, environment: [String: String] = [:],
         currentDirectory: URL? = nil) throws {
        let process = Process()
        process.executableURL = executable
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = standardOutput ? pipe : FileHandle.nullDevice
        self.process = process
        pipe.fileHandleForReading.readabilityHandler = { [buffer] handle in
            let data = handle.availableData
            buffer.text.withLock { $0 += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    var standardError: String { buffer.text.withLock { $0 } }
    /// What it wrote (standard error, and standard output when asked for).
    var output: String { standardError }

    /// Waits until standard error holds a line matching `regex`; returns its first capture.
    func waitForLine(_ regex: Regex<(Substring, Substring)>, timeout: Duration = .seconds(20)) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let match = standardError.firstMatch(of: regex) { return String(match.1) }
            try await Task.sleep(for: .milliseconds(20))
        }
        Issue.record("no line matching the pattern in: \(standardError)")
        throw CancellationError()
    }

    func signal(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Kills the process unless it has exited: the cleanup of a test that failed half-way.
    func killIfRunning() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// The exit status, waiting for it at most `timeout`.
    func exitStatus(timeout: Duration = .seconds(20)) async throws -> Int32 {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        if process.isRunning {
            process.terminate()
            Issue.record("link-server did not exit")
            // It traps SIGTERM: one that hangs in shutdown is killed, so that the test ends.
            try await Task.sleep(for: .seconds(2))
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Starts the server on a free port of 127.0.0.1 and returns the port it listens on.
    func port() async throws -> Int {
        let port = try await waitForLine(/listening on 127\.0\.0\.1:(\d+)/)
        return try #require(Int(port))
    }
}

func get(_ path: String, port: Int, host: String = "www.acme.example") async throws -> TestClient.Response {
    try await TestClient.withClient(host: "127.0.0.1", port: port) { client in
        try await client.execute(TestClient.Request(path, method: .get, authority: host))
    }
}

private let validTable = "https  /p/:id<\\d+>  10  product\n"

@Suite struct ProcessTests {
    @Test func helpPrintsTheUsageAndExitsWith0() async throws {
        let server = try ServerProcess(["--help"], standardOutput: true)
        #expect(try await server.exitStatus() == 0)
        #expect(server.output.contains("USAGE: link-server [<options>] <table> --host <host> ..."))
        // Each option's environment variable, after the options.
        #expect(server.output.contains("LINK_SERVER_HOST"))
        #expect(server.output.contains("LINK_SERVER_METRICS_PORT           --metrics-port"))
        #expect(server.output.contains("--short-host <host>"))
        // The endpoint list is written to fit 80 columns, so no line of it wraps.
        #expect(server.output.contains("\n  GET /.well-known/apple-app-site-association\n      the AASA file"), "\(server.output)")
        let discussion = server.output.split(separator: "USAGE:")[0]
        #expect(discussion.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(server.output)")
    }

    @Test func aMissingTableFileExitsWithStatus2() async throws {
        let server = try ServerProcess(["/nonexistent/routes.table", "--host", "www.acme.example", "--app-id", exampleAppID])
        #expect(try await server.exitStatus() == 2)
        #expect(server.standardError.contains("/nonexistent/routes.table: error: cannot read the table: No such file or directory"))
    }

    @Test func aBadArgumentExitsWithStatus2AndSaysWhy() async throws {
        let server = try ServerProcess([exampleTable, "--app-id", exampleAppID])
        #expect(try await server.exitStatus() == 2)
        #expect(server.standardError.contains("--host"))
    }

    @Test func aTableWithErrorsExitsWithStatus2AtItsPlace() async throws {
        try await withTableFile("https  /p/:id<\\d+  product\n") { path in
            let server = try ServerProcess([path, "--host", "www.acme.example", "--app-id", exampleAppID, "--port", "0"])
            #expect(try await server.exitStatus() == 2)
            #expect(server.standardError.contains("\(path):1:"))
            #expect(server.standardError.contains(": error: "))
            // As lint tells it: the line quoted, a caret under the column, and the count.
            #expect(server.standardError.contains("\n    https  /p/:id<\\d+  product\n"), "\(server.standardError)")
            #expect(server.standardError.contains("^\n"), "\(server.standardError)")
            #expect(server.standardError.contains("\(path): 1 error; fix the table"), "\(server.standardError)")
        }
    }

    @Test func aServedHostWithoutRoutesExitsWithStatus2() async throws {
        try await withTableFile("acme  /product/:id  product\n") { path in
            let server = try ServerProcess([path, "--host", "www.acme.example", "--app-id", exampleAppID, "--port", "0"])
            #expect(try await server.exitStatus() == 2)
            #expect(server.standardError.contains("no route"))
            #expect(server.standardError.contains("www.acme.example"))
        }
    }

    @Test func sighupReloadsAndABrokenTableKeepsTheOldOneServing() async throws {
        try await withTableFile(validTable) { path in
            let server = try ServerProcess([path, "--host", "www.acme.example", "--app-id", exampleAppID, "--port", "0"])
            let port = try await server.port()
            let before = try await get("/p/42", port: port)
            #expect(before.status == .ok)

            try "https  /p/:id<\\d+>(  10  product\n".write(toFile: path, atomically: true, encoding: .utf8)
            server.signal(SIGHUP)
            _ = try await server.waitForLine(/(\S+:1:\d+: error: .*)/)
            let afterTheBrokenTable = try await get("/p/42", port: port)
            #expect(afterTheBrokenTable.status == .ok)

            try "https  /q/:id<\\d+>  10  product\n".write(toFile: path, atomically: true, encoding: .utf8)
            server.signal(SIGHUP)
            _ = try await server.waitForLine(/(reloaded, 1 route)/)
            let oldPath = try await get("/p/42", port: port)
            #expect(oldPath.status == .notFound)
            let newPath = try await get("/q/42", port: port)
            #expect(newPath.status == .ok)

            server.signal(SIGTERM)
            #expect(try await server.exitStatus() == 0)
        }
    }

    @Test func sigintShutsDownWithStatus0() async throws {
        try await withTableFile(validTable) { path in
            let server = try ServerProcess([path, "--host", "www.acme.example", "--app-id", exampleAppID, "--port", "0"])
            _ = try await server.port()
            server.signal(SIGINT)
            #expect(try await server.exitStatus() == 0)
        }
    }

    @Test func aNamedPipeInPlaceOfTheTableIsRefusedAndSigtermStillExits() async throws {
        try await withTableFile(validTable) { path in
            let server = try ServerProcess([path, "--host", "www.acme.example", "--app-id", exampleAppID, "--port", "0"])
            let port = try await server.port()
            try FileManager.default.removeItem(atPath: path)
            #expect(mkfifo(path, 0o600) == 0)
            server.signal(SIGHUP)
            _ = try await server.waitForLine(/(cannot read the table: it is a named pipe \(FIFO\), not a regular file)/, timeout: .seconds(10))
            #expect(try await get("/p/42", port: port).status == .ok)
            server.signal(SIGTERM)
            #expect(try await server.exitStatus(timeout: .seconds(10)) == 0)
        }
    }

    @Test func sigtermDuringASlowReloadExitsPromptlyWith0() async throws {
        try await withTableFile(validTable) { path in
            let server = try ServerProcess([path, "--host", "www.acme.example", "--app-id", exampleAppID, "--port", "0"],
                                           environment: ["LINK_SERVER_TEST_RELOAD_DELAY": "60"])
            _ = try await server.port()
            server.signal(SIGHUP)
            _ = try await server.waitForLine(/(SIGHUP: reloading)/)
            let start = ContinuousClock.now
            server.signal(SIGTERM)
            #expect(try await server.exitStatus(timeout: .seconds(10)) == 0)
            #expect(ContinuousClock.now - start < .seconds(10))
        }
    }
}
