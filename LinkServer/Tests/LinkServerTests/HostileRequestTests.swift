import Foundation
import HummingbirdTesting
import Testing
@testable import LinkServer

/// Requests a hostile client writes by hand, over a raw socket.
@Suite struct HostileRequestTests {
    private func response(to request: String, runtime: OperationsRuntime = OperationsRuntime()) async throws -> String {
        let result = Mutex_Box()
        try await withLinkServer(android: true, runtime: runtime) { client, _ in
            let connection = try RawConnection(port: client.port)
            connection.send(request)
            result.set(await connection.readResponse())
        }
        return result.value
    }

    @Test func twoHostHeadersAre400() async throws {
        let text = try await response(to: "GET /.well-known/assetlinks.json HTTP/1.1\r\nHost: www.acme.example\r\nHost: evil.example\r\n\r\n")
        #expect(text.statusCode == 400, "\(text)")
    }

    @Test func anAbsoluteFormTargetIsJudgedByItsOwnAuthority() async throws {
        let evil = try await response(to: "GET http://evil.example/.well-known/assetlinks.json HTTP/1.1\r\nHost: www.acme.example\r\n\r\n")
        #expect(evil.statusCode == 404, "\(evil)")
        #expect(!evil.contains("delegate_permission"))
        #expect(evil.contains("does not serve the host \\\"evil.example\\\"") || evil.contains("evil.example"))
        // A served authority in the target is served as itself, whatever the Host says.
        let served = try await response(to: "GET https://www.acme.example/.well-known/assetlinks.json HTTP/1.1\r\nHost: evil.example\r\n\r\n")
        #expect(served.statusCode == 200, "\(served)")
        #expect(served.contains("delegate_permission"))
    }

    @Test func aTargetThatIsNeitherAPathNorAnHTTPURLIs400() async throws {
        let text = try await response(to: "GET ftp://www.acme.example/x HTTP/1.1\r\nHost: www.acme.example\r\n\r\n")
        #expect(text.statusCode == 400, "\(text)")
    }

    @Test func aHostWithAPortThatIsNotANumberIs400() async throws {
        try await withLinkServer { client, _ in
            for host in ["www.acme.example:evil", "www.acme.example:", "www.acme.example:123456", "www.acme.example evil", "user@www.acme.example"] {
                let response = try await client.get("/.well-known/apple-app-site-association", host: host)
                #expect(response.status == .badRequest, "\(host)")
            }
            #expect(try await client.get("/.well-known/apple-app-site-association", host: "WWW.Acme.Example.:8443").status == .ok)
        }
    }

    @Test func aKelvinSignIsNotAK() async throws {
        // U+212A lowercases to "k" under Unicode's rules; host names compare ASCII-lowercased.
        try await withLinkServer(hosts: ["kite.example"]) { client, _ in
            let connection = try RawConnection(port: client.port)
            connection.send("GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: \u{212A}ite.example\r\n\r\n")
            let text = await connection.readResponse()
            #expect(text.statusCode == 400, "\(text)")
            #expect(try await client.get("/.well-known/apple-app-site-association", host: "KITE.example").status == .ok)
        }
    }

    @Test func linksAnswersNameTheHostAndNotTheTablesPath() async throws {
        try await withLinkServer { client, _ in
            let response = try await client.get("/links/web.product?id=1")
            #expect(!response.text.contains(exampleTable))
            #expect(!response.text.contains("/Examples/"))
            let json = try response.json
            #expect(json["host"] as? String == "www.acme.example")
            #expect(json["table"] as? String == "routes.table")
        }
    }

    @Test func invisibleCharactersInValuesAreShownEscapedOnTheLandingPage() async throws {
        try await withLinkServer { client, _ in
            // /p/:id<\d+>(/:slug) takes the slug as written, decoded.
            let response = try await client.get("/p/48213/a%E2%80%AEfdp.exe%0D%0ASet-Cookie%3A%20x%00")
            #expect(response.status == .ok)
            let page = response.text
            #expect(page.contains(#"a\u{202E}fdp.exe\u{D}\u{A}Set-Cookie: x\u{0}"#), "\(page)")
            #expect(!page.contains("\u{202E}"))
            #expect(!page.contains("\u{0}"))
            #expect(!page.contains("\r\nSet-Cookie"))
        }
    }
}

/// A value set inside a `@Sendable` closure and read after it.
final class Mutex_Box: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    func set(_ value: String) { lock.withLock { text = value } }
    var value: String { lock.withLock { text } }
}
