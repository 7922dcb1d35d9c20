import Foundation
import HummingbirdTesting
import Testing
@testable import LinkServer

/// The API's and the short host's rules: where the API answers, the token's scheme, what an
/// open is, which expiry dates exist, which Host ports exist.
@Suite struct ShortLinkRequestRulesTests {
    @Test func aHEADIsNotAnOpen() async throws {
        try await Backend.sqlite.withDatabase { database in
            try await withShortLinkServer(database: database) { client, _ in
                #expect(try await client.post(json: #"{"url": "https://www.acme.example/p/1", "slug": "one"}"#).status == .created)
                for _ in 0..<3 {
                    let head = try await client.client.execute(TestClient.Request("/one", method: .head, authority: shortHost))
                    #expect(head.status == .ok)
                }
                #expect(try await client.get("/one", token: nil).status == .ok)
                #expect(try await client.get("/api/links/one/stats").json["total"] as? Int == 1)
            }
        }
    }

    @Test func theAPIAnswersOnTheShortHostOnly() async throws {
        try await Backend.sqlite.withDatabase { database in
            try await withShortLinkServer(database: database) { client, _ in
                for host in ["www.acme.example", "shop.acme.example"] {
                    let listed = try await client.get("/api/links", host: host)
                    #expect(listed.status == .notFound, "\(host)")
                    #expect(try (listed.json["error"] as? String)?.contains("the API is served on the short host go.acme.example") == true)
                    let created = try await client.post(json: #"{"url": "https://www.acme.example/p/1"}"#, host: host)
                    #expect(created.status == .notFound)
                }
                #expect(try await client.get("/api/links").status == .ok)
            }
        }
    }

    @Test(arguments: ["bearer", "BEARER", "Bearer", "bEaReR"])
    func theBearerSchemeIsCaseInsensitive(_ scheme: String) async throws {
        try await Backend.sqlite.withDatabase { database in
            try await withShortLinkServer(database: database) { client, _ in
                let request = TestClient.Request("/api/links", method: .get, authority: shortHost,
                                                 headers: [.authorization: "\(scheme) \(apiToken)"])
                let right = try await client.client.execute(request)
                #expect(right.status == .ok)
                let wrong = TestClient.Request("/api/links", method: .get, authority: shortHost,
                                               headers: [.authorization: "\(scheme) \(apiToken)x"])
                let refused = try await client.client.execute(wrong)
                #expect(refused.status == .unauthorized)
            }
        }
    }

    private func expiryProblem(_ text: String) -> String? {
        let body = #"{"url": "https://www.acme.example/p/1", "expiresAt": "\#(text)"}"#
        do {
            _ = try NewShortLink(json: Data(body.utf8), now: ISO8601.date("2026-06-01T00:00:00Z")!)
            return nil
        } catch {
            return error.message
        }
    }

    @Test(arguments: ["2027-02-30T00:00:00Z", "2027-01-31T24:00:00Z", "2027-01-31T23:60:00Z", "2027-01-31T23:59:60Z",
                      "2027-13-01T00:00:00Z", "2027-02-29T00:00:00Z", "2027-01-31T23:59:59+24:00", "2027-01-31"])
    func anExpiryThatDoesNotExistIs400(_ text: String) {
        #expect(expiryProblem(text)?.contains("is not an ISO 8601 date and time that exists") == true, "\(text)")
    }

    @Test func anExpiryInThePastIs400() {
        #expect(expiryProblem("2026-05-31T23:59:59Z")?.contains("is in the past") == true)
        #expect(expiryProblem("2020-01-01T00:00:00Z")?.contains("is in the past") == true)
    }

    @Test(arguments: ["2028-02-29T00:00:00Z", "2027-01-31T23:59:59Z", "2027-01-31T23:59:59.250Z", "2027-01-31T23:59:59+05:30"])
    func anExpiryThatExistsAndIsAheadIsTaken(_ text: String) {
        #expect(expiryProblem(text) == nil, "\(text)")
    }

    @Test func aHostPortOver65535IsRefused() async throws {
        #expect(!HostHeaderCheck<LinkRequestContext>.isValid(authority: "www.acme.example:99999"))
        #expect(!HostHeaderCheck<LinkRequestContext>.isValid(authority: "www.acme.example:65536"))
        #expect(HostHeaderCheck<LinkRequestContext>.isValid(authority: "www.acme.example:65535"))
        try await withLinkServer { client, _ in
            let overPort = try await client.get("/p/1", host: "www.acme.example:99999")
            #expect(overPort.status == .badRequest)
            let port = try await client.get("/p/1", host: "www.acme.example:8443")
            #expect(port.status == .ok)
        }
    }
}
