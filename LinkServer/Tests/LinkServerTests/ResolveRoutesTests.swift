import Foundation
import HummingbirdTesting
import Testing
@testable import LinkServer

@Suite struct ResolveRoutesTests {
    private func resolve(_ url: String, _ client: LinkClient) async throws -> TestClient.Response {
        let encoded = url.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        return try await client.get("/resolve?url=\(encoded)")
    }

    @Test func aRoutedURLGivesRouteAndParametersAsTheCLIPrintsThem() async throws {
        try await withLinkServer { client, _ in
            let response = try await resolve("https://www.acme.example/p/48213/trail-runner?ref=mail&ref=push", client)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json")
            // `urlroutes route Examples/routes.table --json URL`, results[0].
            #expect(response.text == #"{"parameters":{"id":"48213","ref":"mail","slug":"trail-runner"},"#
                + #""repeatedParameters":{"ref":["mail","push"]},"#
                + #""route":{"line":50,"name":"web.product","pattern":"\/p\/:id<\\d+>\/:slug","priority":10,"#
                    .replacingOccurrences(of: #"\/"#, with: "/")
                + #""scheme":"https","tablePattern":"/p/:id<\\d+>(/:slug)"},"#
                + #""searched":["//*.acme.example","https"],"status":"routed","#
                + #""url":"https://www.acme.example/p/48213/trail-runner?ref=mail&ref=push"}"#)
        }
    }

    @Test func aHostNamespaceRouteNamesItsNamespace() async throws {
        try await withLinkServer { client, _ in
            let json = try await resolve("https://shop.acme.example/product/48213", client).json
            let route = try #require(json["route"] as? [String: Any])
            #expect(route["scheme"] as? String == "//shop.acme.example")
            #expect(route["name"] as? String == "shop.product")
            #expect(route["line"] as? Int == 67)
            #expect(json["searched"] as? [String] == ["//shop.acme.example"])
        }
    }

    @Test func anUnroutedURLIs200WithStatusUnrouted() async throws {
        try await withLinkServer { client, _ in
            let response = try await resolve("https://www.acme.example/nowhere", client)
            #expect(response.status == .ok)
            #expect(response.text == #"{"searched":["//*.acme.example","https","*"],"status":"unrouted","url":"https://www.acme.example/nowhere"}"#)
        }
    }

    @Test func aStringThatIsNotAURLIsStatusInvalidWithTheReason() async throws {
        try await withLinkServer { client, _ in
            let json = try await resolve("acme://product/\u{7}", client).json
            #expect(json["status"] as? String == "invalid")
            #expect((json["error"] as? String)?.isEmpty == false)
        }
    }

    @Test func aURLWithALeadingByteOrderMarkKeepsItAndDoesNotRouteAsTheCLISays() async throws {
        try await withLinkServer { client, _ in
            let response = try await client.get("/resolve?url=%EF%BB%BFhttps%3A%2F%2Fwww.acme.example%2Fp%2F48213")
            // `urlroutes route --json Examples/routes.table $'\uFEFFhttps://www.acme.example/p/48213'`.
            // Compared as text: JSONSerialization drops the BOM from the parsed string on Linux.
            #expect(response.text == "{\"searched\":[\"*\"],\"status\":\"unrouted\",\"url\":\"\u{FEFF}https://www.acme.example/p/48213\"}")
        }
    }

    @Test func aURLOver8KBIs414() async throws {
        try await withLinkServer { client, _ in
            let long = "acme://search/" + String(repeating: "a", count: 8 * 1024)
            let response = try await resolve(long, client)
            #expect(response.status == .uriTooLong)
            #expect(try response.json["error"] as? String == "the url is 8206 bytes; the limit is 8192")
            let atTheLimit = try await resolve(String(long.prefix(8 * 1024)), client)
            #expect(atTheLimit.status == .ok)
        }
    }

    @Test func noURLIsABadRequestThatSaysHow() async throws {
        try await withLinkServer { client, _ in
            let response = try await client.get("/resolve")
            #expect(response.status == .badRequest)
            #expect(try (response.json["error"] as? String)?.contains("/resolve?url=") == true)
        }
    }
}
