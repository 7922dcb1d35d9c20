import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
import Testing
@testable import LinkServer

/// The example table of the repository: Acme Outfitters' deep links.
let exampleTable = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Examples/routes.table").path

let exampleAppID = "ABCDE12345.com.acme.app"
/// 32 colon-separated bytes, as `keytool -list -v` prints a certificate's SHA-256.
let exampleFingerprint = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"

/// A client of a live link server that names the host each request is for, as a browser or
/// Apple's CDN would.
struct LinkClient: Sendable {
    let client: TestClient
    /// The port the server listens on, for more clients.
    let port: Int

    func get(_ path: String, host: String = "www.acme.example", headers: HTTPFields = [:]) async throws -> TestClient.Response {
        try await client.execute(TestClient.Request(path, method: .get, authority: host, headers: headers))
    }
}

extension TestClient.Response {
    var text: String { body.map { String(buffer: $0) } ?? "" }

    /// The body as a JSON object.
    var json: [String: Any] {
        get throws {
            let data = Data(text.utf8)
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }
    }
}

/// Swift-log entries kept in memory, for tests that read what the server logged.
final class LogRecorder: Sendable {
    private let lines = Mutex<[String]>([])

    var messages: [String] { lines.withLock { $0 } }

    func logger() -> Logger {
        Logger(label: "link-server") { _ in RecordingHandler(recorder: self) }
    }

    fileprivate func record(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    private struct RecordingHandler: LogHandler {
        let recorder: LogRecorder
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .info

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            recorder.record("\(event.level): \(event.message)")
        }
    }
}

/// Runs `body` against a link server serving `table` on 127.0.0.1 (a free port), over a real
/// socket, with the store it serves from (to reload it).
func withLinkServer(
    table: String = exampleTable,
    hosts: [String] = ["www.acme.example", "shop.acme.example"],
    android: Bool = false,
    androidDynamicRules: Bool = false,
    appIDs: [String] = [exampleAppID],
    fallbackURL: String? = nil,
    logs: LogRecorder = LogRecorder(),
    runtime: OperationsRuntime = OperationsRuntime(),
    logger: Logger? = nil,
    _ body: @escaping @Sendable (LinkClient, TableStore) async throws -> Void
) async throws {
    let options = try ServerOptions(
        tablePath: table, hosts: hosts, appIDs: appIDs,
        androidPackage: android ? "com.acme.app" : nil, androidFingerprints: android ? [exampleFingerprint] : [],
        port: 0, fallbackURL: fallbackURL, androidDynamicRules: androidDynamicRules)
    let logger = logger ?? logs.logger()
    let store = try TableStore(options: options, logger: logger)
    let app = buildApplication(store: store, runtime: runtime, logger: logger)
    try await app.test(.live) { client in
        let port = try #require(client.port)
        try await TestClient.withClient(host: "localhost", port: port) { client in
            try await body(LinkClient(client: client, port: port), store)
        }
    }
}

/// A table file of its own for a test, removed afterwards.
func withTableFile<T>(_ text: String, _ body: (String) async throws -> T) async throws -> T {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("link-server-\(UUID().uuidString).table").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try await body(path)
}
