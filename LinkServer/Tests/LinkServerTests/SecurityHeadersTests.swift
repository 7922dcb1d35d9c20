import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import LinkServer

@Suite struct SecurityHeadersTests {
    @Test func theLandingPageAllowsNoScriptAndSendsNoReferrer() async throws {
        try await withLinkServer { client, _ in
            let response = try await client.get("/p/48213/trail-runner")
            #expect(response.status == .ok)
            let policy = try #require(response.headers[.contentSecurityPolicy])
            #expect(policy.contains("default-src 'none'"))
            #expect(!policy.contains("unsafe-inline"))
            #expect(response.headers[.xContentTypeOptions] == "nosniff")
            #expect(response.headers[.referrerPolicy] == "no-referrer")
            // The page has no script of its own that the policy would block.
            #expect(!response.text.contains("<script"))
            #expect(!response.text.contains(" on"))
        }
    }

    @Test func theShortLinkPageAllowsItsCopyScriptAndNoInlineScript() async throws {
        try await Backend.sqlite.withDatabase { database in
            try await withShortLinkServer(database: database) { client, _ in
                #expect(try await client.post(json: #"{"url": "https://www.acme.example/p/42", "slug": "copy"}"#).status == .created)
                let page = try await client.get("/copy", token: nil)
                #expect(page.status == .ok)
                #expect(page.text.contains(#"<script src="\#(ShortLinkPage.copyScriptPath)" defer></script>"#))
                let policy = try #require(page.headers[.contentSecurityPolicy])
                let directives = policy.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
                // A script file of the page's own origin runs; nothing inline, nothing elsewhere.
                #expect(directives.contains("script-src 'self'"))
                #expect(directives.contains("default-src 'none'"))
                #expect(!policy.contains("unsafe-inline"))
                #expect(!policy.contains("unsafe-eval"))
                let script = try await client.get(ShortLinkPage.copyScriptPath, token: nil)
                #expect(script.status == .ok)
                #expect(script.headers[.contentType]?.hasPrefix("text/javascript") == true)
                #expect(script.headers[.xContentTypeOptions] == "nosniff")
            }
        }
    }

    @Test func theAppLinkFilesAreCacheableForAnHour() async throws {
        try await withLinkServer(android: true) { client, _ in
            for path in ["/.well-known/apple-app-site-association", "/.well-known/assetlinks.json"] {
                let response = try await client.get(path)
                #expect(response.status == .ok)
                #expect(response.headers[.cacheControl] == "public, max-age=3600")
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
                #expect(response.headers[.contentSecurityPolicy] == nil)
            }
        }
    }

    @Test func headIsAnsweredWhereverGetIsWithTheSameHeadersAndNoBody() async throws {
        try await withLinkServer { client, _ in
            for path in ["/.well-known/apple-app-site-association", "/resolve?url=https%3A%2F%2Fwww.acme.example%2F", "/p/48213", "/healthz", "/nope"] {
                let get = try await client.get(path)
                let head = try await client.client.execute(TestClient.Request(path, method: .head, authority: "www.acme.example"))
                #expect(head.status == get.status, "\(path)")
                #expect(head.headers[.contentType] == get.headers[.contentType], "\(path)")
                #expect(head.headers[.contentLength] == get.headers[.contentLength], "\(path)")
                #expect(head.headers[.eTag] == get.headers[.eTag], "\(path)")
                #expect(head.body == nil || head.body?.readableBytes == 0, "\(path)")
            }
        }
    }

    @Test func otherMethodsAre405WithAllow() async throws {
        try await withLinkServer { client, _ in
            for method in [HTTPRequest.Method.post, .put, .delete, .patch, .options] {
                for path in ["/p/48213", "/.well-known/assetlinks.json", "/resolve"] {
                    let response = try await client.client.execute(TestClient.Request(path, method: method, authority: "www.acme.example"))
                    #expect(response.status == .methodNotAllowed, "\(method) \(path)")
                    #expect(response.headers[.allow] == "GET, HEAD")
                }
            }
        }
    }

    @Test func theAPIsPathsAnswerTheirOwnMethods() async throws {
        try await withLinkServer { client, _ in
            // No API route on this server: the router's 404, not the guard's 405.
            let response = try await client.client.execute(TestClient.Request("/api/links", method: .post, authority: "www.acme.example"))
            #expect(response.status == .notFound)
            #expect(response.headers[.allow] == nil)
        }
    }

    @Test func aBodyOverTheLimitIs413() async throws {
        let runtime = OperationsRuntime(Operations(limits: RequestLimits(maxBodySize: 10)))
        try await withLinkServer(runtime: runtime) { client, _ in
            let connection = try RawConnection(port: client.port)
            connection.send("GET /p/1 HTTP/1.1\r\nHost: www.acme.example\r\nContent-Length: 11\r\n\r\n01234567890")
            #expect(await connection.readResponse().statusCode == 413)
        }
    }
}
