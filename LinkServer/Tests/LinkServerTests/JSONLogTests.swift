import Foundation
import HummingbirdTesting
import Logging
import Synchronization
import Testing
@testable import LinkServer

/// Lines a `JSONLogHandler` wrote, kept in memory.
final class JSONLines: Sendable {
    private let lines = Mutex<[String]>([])
    var all: [String] { lines.withLock { $0 } }

    func logger() -> Logger {
        let output = JSONLogHandler.Output { [self] line in lines.withLock { $0.append(line) } }
        return Logger(label: "link-server") { label in JSONLogHandler(label: label, output: output) }
    }

    /// Each line as a JSON object.
    func objects() throws -> [[String: Any]] {
        try all.map { line in
            #expect(line.hasSuffix("}\n") && line.dropLast().firstIndex(of: "\n") == nil, "one line per object: \(line)")
            return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }
}

@Suite struct JSONLogTests {
    @Test func aLineIsOneObjectWithTimeLevelMessageAndMetadata() throws {
        let lines = JSONLines()
        var logger = lines.logger()
        logger[metadataKey: "instance"] = "a"
        logger.warning("table \"x\"\nreloaded", metadata: ["status": "200", "note": "\u{202E}\u{0}"])
        let object = try #require(try lines.objects().first)
        #expect(object["level"] as? String == "warning")
        #expect(object["message"] as? String == "table \"x\"\nreloaded")
        #expect(object["instance"] as? String == "a")
        #expect(object["status"] as? Int == 200)
        #expect(object["note"] as? String == "\u{202E}\u{0}")
        let time = try #require(object["time"] as? String)
        #expect(time.hasSuffix("Z") && time.contains("T"), "\(time)")
    }

    @Test func theTimeIsISO8601InUTCWithMilliseconds() {
        #expect(JSONLogHandler.timestamp(Date(timeIntervalSince1970: 1_795_724_169.4125)) == "2026-11-26T20:16:09.412Z")
        #expect(JSONLogHandler.timestamp(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00.000Z")
    }

    @Test func eachRequestLogsMethodPathHostStatusDurationAndRequestID() async throws {
        let lines = JSONLines()
        try await withLinkServer(runtime: OperationsRuntime(Operations(logFormat: .json)), logger: lines.logger()) { client, _ in
            let response = try await client.get("/resolve?url=https%3A%2F%2Fwww.acme.example%2F", headers: [.xRequestID: "trace-42.a"])
            #expect(response.headers[.xRequestID] == "trace-42.a")
            let request = try #require(try lines.objects().first { $0["path"] as? String == "/resolve" })
            #expect(request["method"] as? String == "GET")
            #expect(request["host"] as? String == "www.acme.example")
            #expect(request["status"] as? Int == 200)
            #expect(request["duration_ms"] is Double)
            #expect(request["request_id"] as? String == "trace-42.a")
        }
    }

    @Test func anInsaneRequestIDIsReplacedByANewOne() async throws {
        try await withLinkServer { client, _ in
            for sent in ["a b", String(repeating: "x", count: 129), "<script>", ""] {
                let response = try await client.get("/healthz", headers: [.xRequestID: sent])
                let id = try #require(response.headers[.xRequestID])
                #expect(id != sent)
                #expect(id.count == 32 && id.allSatisfy(\.isHexDigit), "\(id)")
            }
            let first = try await client.get("/healthz").headers[.xRequestID]
            let second = try await client.get("/healthz").headers[.xRequestID]
            #expect(first != nil && first != second)
        }
    }

    @Test func anErrorAnswerCarriesTheRequestIDToo() async throws {
        try await withLinkServer { client, _ in
            let response = try await client.get("/resolve", headers: [.xRequestID: "r1"])
            #expect(response.status == .badRequest)
            #expect(response.headers[.xRequestID] == "r1")
        }
    }
}
