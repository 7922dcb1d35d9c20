import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Synchronization
import Testing
@testable import LinkServer

/// The `link-server` process with short links: durability across SIGKILL, and import-fdl.
@Suite struct ShortLinkProcessTests {
    @Test func everyLinkThatGotA201SurvivesSIGKILL() async throws {
        try await Backend.sqlite.withDatabase { database in
            let tokenFile = try writeTokenFile()
            defer { try? FileManager.default.removeItem(atPath: tokenFile) }
            let arguments = [exampleTable, "--host", "www.acme.example", "--app-id", exampleAppID, "--port", "0",
                             "--short-host", shortHost, "--database", database, "--api-token-file", tokenFile]
            let server = try ServerProcess(arguments)
            let port = try await server.port()
            let confirmed = ConfirmedSlugs()
            try await withThrowingTaskGroup(of: Void.self) { group in
                for writer in 0..<4 {
                    group.addTask {
                        try? await TestClient.withClient(host: "127.0.0.1", port: port) { client in
                            for index in 0..<10_000 {
                                let slug = "w\(writer)-\(index)"
                                let request = TestClient.Request(
                                    "/api/links", method: .post, authority: shortHost,
                                    headers: [.authorization: "Bearer \(apiToken)", .contentType: "application/json"],
                                    body: ByteBuffer(string: #"{"url": "acme://product/\#(index)", "slug": "\#(slug)"}"#))
                                guard let response = try? await client.execute(request) else { return }
                                if response.status == .created { confirmed.slugs.withLock { $0.append(slug) } }
                            }
                        }
                    }
                }
                group.addTask {
                    // Kill it mid-stream, once some links are in.
                    while confirmed.slugs.withLock({ $0.count }) < 50 { try await Task.sleep(for: .milliseconds(10)) }
                    server.signal(SIGKILL)
                }
                try await group.waitForAll()
            }
            _ = try await server.exitStatus()
            let slugs = confirmed.slugs.withLock { $0 }
            #expect(slugs.count >= 50)

            let restarted = try ServerProcess(arguments)
            let newPort = try await restarted.port()
            let store = try SQLiteShortLinkStore(path: database)
            var missing: [String] = []
            for slug in slugs {
                if try await store.link(slug: slug) == nil { missing.append(slug) }
            }
            #expect(missing.isEmpty, "links confirmed with 201 but lost: \(missing)")
            let response = try await TestClient.withClient(host: "127.0.0.1", port: newPort) { client in
                try await client.execute(TestClient.Request("/\(slugs[0])", method: .get, authority: shortHost))
            }
            #expect(response.status == .ok)
            restarted.signal(SIGTERM)
            #expect(try await restarted.exitStatus() == 0)
        }
    }

    @Test func sighupChecksTheLinksAgainstTheNewTable() async throws {
        try await withTableFile("https  /p/:id<\\d+>  10  product\n") { path in
            try await Backend.sqlite.withDatabase { database in
                let store = try SQLiteShortLinkStore(path: database)
                try await store.insert(ShortLink(slug: "p1", url: "https://www.acme.example/p/1", route: "product", createdAt: Date()))
                try await store.close()
                let server = try ServerProcess([path, "--host", "www.acme.example", "--app-id", exampleAppID, "--port", "0",
                                                "--short-host", shortHost, "--database", database])
                _ = try await server.port()
                _ = try await server.waitForLine(/(short links: the 1 short link routes in the table)/)
                try "https  /q/:id<\\d+>  10  product\n".write(toFile: path, atomically: true, encoding: .utf8)
                server.signal(SIGHUP)
                _ = try await server.waitForLine(/(short links: 1 of 1 no longer route in the table)/)
                server.signal(SIGTERM)
                #expect(try await server.exitStatus() == 0)
                #expect(try await SQLiteShortLinkStore(path: database).links(after: nil, limit: 10, brokenOnly: true).map(\.slug) == ["p1"])
            }
        }
    }

    @Test func importFDLPrintsTheReport() async throws {
        try await Backend.sqlite.withDatabase { database in
            let server = try ServerProcess(
                ["import-fdl", exampleTable, ImportFDLTests.takeout.path, "--database", database, "--short-host", shortHost,
                 "--host", "www.acme.example"],
                standardOutput: true)
            #expect(try await server.exitStatus() == 0)
            #expect(server.output.contains("imported 3 short links, 2 left out"), "\(server.output)")
            #expect(server.output.contains("line 4: old-sale: no route of the table takes the deep link https://www.acme.example/sale/2019"))
            let store = try SQLiteShortLinkStore(path: database)
            #expect(try await store.link(slug: "summer")?.title == "Trail Runner <Summer>")
        }
    }

    @Test func importFDLWithoutADatabaseExitsWith2() async throws {
        let server = try ServerProcess(["import-fdl", exampleTable, ImportFDLTests.takeout.path, "--short-host", shortHost, "--host", "www.acme.example"])
        #expect(try await server.exitStatus() == 2)
        #expect(server.standardError.contains("--database"))
    }
}

/// The slugs the server answered `201` for, from several tasks.
private final class ConfirmedSlugs: Sendable {
    let slugs = Mutex<[String]>([])
}

/// The short-link counters reach `/metrics` of the running server.
@Suite struct ShortLinkMetricsProcessTests {
    @Test func createdAndOpenedLinksAreCounted() async throws {
        try await Backend.sqlite.withDatabase { database in
            let tokenFile = try writeTokenFile()
            defer { try? FileManager.default.removeItem(atPath: tokenFile) }
            let server = try ServerProcess([exampleTable, "--host", "www.acme.example", "--app-id", exampleAppID, "--port", "0",
                                            "--short-host", shortHost, "--database", database, "--api-token-file", tokenFile,
                                            "--metrics-port", "0"])
            let port = try await server.port()
            let metricsPort = try #require(Int(try await server.waitForLine(/metrics on http:\/\/127\.0\.0\.1:(\d+)\/metrics/)))
            let statuses = try await TestClient.withClient(host: "127.0.0.1", port: port) { client in
                var statuses: [HTTPResponse.Status] = []
                for slug in ["m1", "m2"] {
                    let request = TestClient.Request(
                        "/api/links", method: .post, authority: shortHost,
                        headers: [.authorization: "Bearer \(apiToken)", .contentType: "application/json"],
                        body: ByteBuffer(string: #"{"url": "acme://product/42", "slug": "\#(slug)"}"#))
                    statuses.append(try await client.execute(request).status)
                }
                for _ in 0..<3 {
                    statuses.append(try await client.execute(TestClient.Request("/m1", method: .get, authority: shortHost)).status)
                }
                return statuses
            }
            #expect(statuses == [.created, .created, .ok, .ok, .ok])
            let text = try await get("/metrics", port: metricsPort, host: "127.0.0.1").text
            #expect(text.contains("link_server_short_links_created_total 2\n"), "\(text)")
            #expect(text.contains("link_server_short_links_opened_total 3\n"))
            #expect(text.contains("link_server_short_links_broken 0"))
            server.signal(SIGTERM)
            #expect(try await server.exitStatus() == 0)
        }
    }
}
