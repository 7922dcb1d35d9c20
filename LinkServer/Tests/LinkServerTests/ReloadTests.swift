import Foundation
import HummingbirdTesting
import Synchronization
import Testing
@testable import LinkServer

/// Two tables that route the same URL to different routes: a response names one or the other.
private let tableA = """
    https  /p/:id<\\d+>  10  product.a
    https  /cart             cart
    """
private let tableB = """
    https  /p/:id<\\d+>  10  product.b
    https  /cart             cart
    """
private let brokenTable = """
    https  /p/:id<\\d+>  10  product.c
    https  /cart(            cart
    """

@Suite struct ReloadTests {
    private func routeName(_ client: LinkClient) async throws -> String? {
        let json = try await client.get("/resolve?url=https%3A%2F%2Fwww.acme.example%2Fp%2F42").json
        return (json["route"] as? [String: Any])?["name"] as? String
    }

    @Test func aReloadOfATableWithErrorsLogsEveryErrorWithItsLineAndACaret() async throws {
        let logs = LogRecorder()
        try await withTableFile(tableA) { path in
            try await withLinkServer(table: path, hosts: ["www.acme.example"], logs: logs) { _, store in
                try "https  /p/:id<\\d+  product\nhttps  /cart  cart\nhttps  /q(/:x  broken\n".write(toFile: path, atomically: true, encoding: .utf8)
                #expect(!store.reload())
                let errors = logs.messages.filter { $0.hasPrefix("error: ") }.map { String($0.dropFirst("error: ".count)) }
                #expect(errors.count == 8, "\(errors)")
                #expect(errors[0].hasPrefix("\(path):1:"))
                #expect(errors[1] == "    https  /p/:id<\\d+  product")
                #expect(errors[2].hasSuffix("^") && errors[2].allSatisfy { $0 == " " || $0 == "^" })
                #expect(errors[3].hasPrefix("\(path):3:"))
                #expect(errors[4] == "    https  /q(/:x  broken")
                #expect(errors[6] == "\(path): 2 errors; fix the table (`urlroutes lint \(path)` checks it)")
                #expect(errors[7] == "\(path): not reloaded; still serving the table loaded before")
            }
        }
    }

    @Test func aValidTableReplacesTheOldOne() async throws {
        try await withTableFile(tableA) { path in
            try await withLinkServer(table: path, hosts: ["www.acme.example"]) { client, store in
                #expect(try await routeName(client) == "product.a")
                try tableB.write(toFile: path, atomically: true, encoding: .utf8)
                #expect(store.reload())
                #expect(try await routeName(client) == "product.b")
            }
        }
    }

    @Test func anInvalidTableIsLoggedAtItsPlaceAndTheOldOneKeepsServing() async throws {
        let logs = LogRecorder()
        try await withTableFile(tableA) { path in
            try await withLinkServer(table: path, hosts: ["www.acme.example"], logs: logs) { client, store in
                try brokenTable.write(toFile: path, atomically: true, encoding: .utf8)
                #expect(!store.reload())
                #expect(try await routeName(client) == "product.a")
                let error = try #require(logs.messages.first { $0.hasPrefix("error: ") })
                #expect(error.hasPrefix("error: \(path):2:"))
                #expect(error.contains(": error: "))
            }
        }
    }

    @Test func aTableWithoutRoutesForAServedHostIsNotLoaded() async throws {
        let logs = LogRecorder()
        try await withTableFile(tableA) { path in
            try await withLinkServer(table: path, hosts: ["www.acme.example"], logs: logs) { client, store in
                try "acme  /product/:id  product\n".write(toFile: path, atomically: true, encoding: .utf8)
                #expect(!store.reload())
                #expect(try await routeName(client) == "product.a")
                #expect(logs.messages.contains { $0.hasPrefix("error: \(path): error: no route") })
            }
        }
    }

    @Test func theAASAFollowsTheReloadedTable() async throws {
        try await withTableFile(tableA) { path in
            try await withLinkServer(table: path, hosts: ["www.acme.example"]) { client, store in
                let before = try await client.get("/.well-known/apple-app-site-association")
                try (tableA + "\nhttps  /orders/:id  order\n").write(toFile: path, atomically: true, encoding: .utf8)
                #expect(store.reload())
                let after = try await client.get("/.well-known/apple-app-site-association")
                #expect(after.text.contains("/orders/"))
                #expect(after.headers[.eTag] != before.headers[.eTag])
            }
        }
    }

    /// Clients request without pause while the table is reloaded over and over, valid and
    /// broken by turns: every request is answered 200 by one whole table.
    @Test func noRequestFailsDuringReloadsUnderLoad() async throws {
        try await withTableFile(tableA) { path in
            try await withLinkServer(table: path, hosts: ["www.acme.example"]) { client, store in
                let port = client.port
                let record = LoadRecord()
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for _ in 0..<4 {
                        group.addTask {
                            try await TestClient.withClient(host: "localhost", port: port) { client in
                                let client = LinkClient(client: client, port: port)
                                while !record.done.load(ordering: .relaxed) {
                                    let response = try await client.get("/resolve?url=https%3A%2F%2Fwww.acme.example%2Fp%2F42")
                                    let name = (try? response.json["route"] as? [String: Any])?["name"] as? String
                                    if response.status != .ok || (name != "product.a" && name != "product.b") {
                                        record.failures.withLock { $0.append("\(response.status) \(response.text)") }
                                    }
                                    record.answered.add(1, ordering: .relaxed)
                                }
                            }
                        }
                    }
                    // 30 reloads at least, and on until the clients have been answered 60 times
                    // (a loaded machine answers slowly): requests and reloads interleave.
                    let deadline = ContinuousClock.now + .seconds(30)
                    var round = 0
                    while round < 30 || (record.answered.load(ordering: .relaxed) < 60 && ContinuousClock.now < deadline) {
                        let text = [tableA, brokenTable, tableB][round % 3]
                        try text.write(toFile: path, atomically: true, encoding: .utf8)
                        store.reload()
                        try await Task.sleep(for: .milliseconds(20))
                        round += 1
                    }
                    record.done.store(true, ordering: .relaxed)
                    try await group.waitForAll()
                }
                #expect(record.failures.withLock { $0 }.isEmpty)
                #expect(record.answered.load(ordering: .relaxed) >= 60)
            }
        }
    }
}

/// What the clients of a load saw, shared with the test.
private final class LoadRecord: Sendable {
    let done = Atomic(false)
    let answered = Atomic(0)
    let failures = Mutex<[String]>([])
}

@Suite struct RequestLogTests {
    @Test func eachRequestIsOneLineWithHostMethodPathStatusAndTime() async throws {
        let logs = LogRecorder()
        try await withLinkServer(logs: logs) { client, _ in
            _ = try await client.get("/p/48213?ref=secret")
            _ = try await client.get("/nowhere")
            _ = try await client.get("/", host: "127.0.0.1:8080")
        }
        let lines = logs.messages.filter { $0.contains(" GET ") }
        #expect(lines.count == 3)
        #expect(lines[0].wholeMatch(of: /info: www.acme.example GET \/p\/48213 200 \d+\.\d\dms/) != nil, "\(lines[0])")
        #expect(lines[1].wholeMatch(of: /info: www.acme.example GET \/nowhere 404 \d+\.\d\dms/) != nil, "\(lines[1])")
        #expect(lines[2].wholeMatch(of: /info: 127.0.0.1:8080 GET \/ 404 \d+\.\d\dms \(host not served\)/) != nil, "\(lines[2])")
    }
}
