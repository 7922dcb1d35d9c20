import Foundation
import HummingbirdTesting
import Testing
@testable import LinkServer

/// What the server says to a person who reached it the wrong way, and what it logs.
@Suite struct ServerMessagesTests {
    @Test func theNotServedPageNamesHostsAndShortHostsApartAndAnAddressThatWorks() async throws {
        try await Backend.sqlite.withDatabase { database in
            try await withShortLinkServer(database: database) { client, _ in
                let named = try await client.get("/", host: "evil.example.org", token: nil)
                #expect(named.status == .notFound)
                #expect(named.text.contains("It answers only for shop.acme.example, www.acme.example (--host) and go.acme.example (--short-host)."), "\(named.text)")
                // The host it does not serve is no address to send the request to.
                #expect(!named.text.contains("http://evil.example.org"))
                #expect(named.text.contains("curl -H 'Host: shop.acme.example' http://127.0.0.1:0/"), "\(named.text)")
                let address = try await client.get("/", host: "127.0.0.1:8080", token: nil)
                #expect(address.text.contains("curl -H 'Host: shop.acme.example' http://127.0.0.1:8080/"), "\(address.text)")
            }
        }
    }

    @Test func aListenAddressIsWrittenAsAClientWouldWriteIt() {
        #expect(HostFilterMiddleware.listenAddress(bind: "0.0.0.0", port: 8080) == "127.0.0.1:8080")
        #expect(HostFilterMiddleware.listenAddress(bind: "::", port: 80) == "[::1]:80")
        #expect(HostFilterMiddleware.listenAddress(bind: "fe80::1", port: 80) == "[fe80::1]:80")
        #expect(HostFilterMiddleware.listenAddress(bind: "10.0.0.2", port: 9) == "10.0.0.2:9")
    }

    @Test func aPathThatDoesNotRouteIsAPlainText404() async throws {
        try await withLinkServer { client, _ in
            let response = try await client.get("/no/such/screen")
            #expect(response.status == .notFound)
            #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
            #expect(response.text == "404 Not Found: no route of this server's table takes this link.\n")
        }
    }

    @Test func healthzIsNotLoggedAsAHostNotServed() async throws {
        let logs = LogRecorder()
        try await withLinkServer(logs: logs) { client, _ in
            #expect(try await client.get("/healthz", host: "10.1.2.3:8080").status == .ok)
            _ = try await client.get("/", host: "evil.example")
            let lines = logs.messages.filter { $0.contains(" GET /") }
            #expect(lines.contains { $0.contains("10.1.2.3:8080 GET /healthz 200") && !$0.contains("host not served") }, "\(lines)")
            #expect(lines.contains { $0.contains("evil.example GET / 404") && $0.contains("(host not served)") }, "\(lines)")
        }
    }

    @Test func theRecheckCountsInWords() {
        #expect(ShortLinkService.allRoute(0) == "no short links yet")
        #expect(ShortLinkService.allRoute(1) == "the 1 short link routes in the table")
        #expect(ShortLinkService.allRoute(3) == "all 3 short links route in the table")
    }

    @Test func theStartUpLogNamesTheDefaultDatabaseFile() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("link-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try ServerProcess(
            [exampleTable, "--host", "www.acme.example", "--app-id", exampleAppID, "--port", "0", "--short-host", shortHost],
            currentDirectory: directory)
        let line = try await server.waitForLine(/(short links on go.acme.example: database .*)/)
        let path = directory.appendingPathComponent("link-server.sqlite").resolvingSymlinksInPath().path
        #expect(line.contains("link-server.sqlite (the default; --database names another)"), "\(line)")
        #expect(line.contains(path) || line.contains(directory.appendingPathComponent("link-server.sqlite").path), "\(line)")
        // Stopped once it listens, when SIGTERM is the service group's to handle.
        _ = try await server.port()
        server.signal(SIGTERM)
        #expect(try await server.exitStatus() == 0)
    }
}
