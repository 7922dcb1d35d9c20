import Foundation
import HummingbirdTesting
import Testing
@testable import LinkServer

/// `/api/links` over a live socket, on SQLite and (when reachable) PostgreSQL.
@Suite struct ShortLinkAPITests {
    @Test(arguments: Backend.allCases)
    func aLinkIsCreatedReadListedOpenedCountedAndDeleted(_ backend: Backend) async throws {
        try await backend.withDatabase { database in
            try await withShortLinkServer(database: database) { client, _ in
                let created = try await client.post(json: """
                    {"url": "https://www.acme.example/p/48213/trail-runner", "slug": "trail", "title": "Trail Runner",
                     "description": "Light shoes", "imageURL": "https://img.acme.example/t.png", "expiresAt": "2099-01-31T23:59:59Z"}
                    """)
                #expect(created.status == .created, "\(created.text)")
                let link = try created.json
                #expect(link["slug"] as? String == "trail")
                #expect(link["shortLink"] as? String == "https://go.acme.example/trail")
                #expect(link["url"] as? String == "https://www.acme.example/p/48213/trail-runner")
                #expect(link["route"] as? String == "web.product")
                #expect(link["title"] as? String == "Trail Runner")
                #expect(link["description"] as? String == "Light shoes")
                #expect(link["imageURL"] as? String == "https://img.acme.example/t.png")
                #expect(link["expiresAt"] as? String == "2099-01-31T23:59:59Z")
                #expect((link["createdAt"] as? String).flatMap(ISO8601.date) != nil)

                let read = try await client.get("/api/links/trail")
                #expect(read.status == .ok)
                #expect(try read.json["url"] as? String == "https://www.acme.example/p/48213/trail-runner")

                let listed = try await client.get("/api/links")
                #expect(listed.status == .ok)
                let links = try #require(try listed.json["links"] as? [[String: Any]])
                #expect(links.map { $0["slug"] as? String } == ["trail"])
                #expect(try listed.json["nextCursor"] is NSNull)

                for _ in 0..<3 { #expect(try await client.get("/trail", token: nil).status == .ok) }
                let stats = try await client.get("/api/links/trail/stats")
                #expect(stats.status == .ok)
                let statsJSON = try stats.json
                #expect(statsJSON["slug"] as? String == "trail")
                #expect(statsJSON["total"] as? Int == 3)
                let days = try #require(statsJSON["days"] as? [[String: Any]])
                #expect(days.count == 1)
                #expect(days.first?["day"] as? String == OpenCounter.day(of: Date()))
                #expect(days.first?["opens"] as? Int == 3)

                #expect(try await client.delete("/api/links/trail").status == .noContent)
                #expect(try await client.get("/api/links/trail").status == .notFound)
                #expect(try await client.get("/trail", token: nil).status == .notFound)
                #expect(try await client.delete("/api/links/trail").status == .notFound)
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func aLinkMadeFromARouteGetsARandomSlug(_ backend: Backend) async throws {
        try await backend.withDatabase { database in
            try await withShortLinkServer(database: database) { client, _ in
                let created = try await client.post(json: #"{"route": "web.product", "parameters": {"id": "42", "slug": "boots"}}"#)
                #expect(created.status == .created, "\(created.text)")
                let link = try created.json
                #expect(link["url"] as? String == "https://www.acme.example/p/42/boots")
                #expect(link["route"] as? String == "web.product")
                let slug = try #require(link["slug"] as? String)
                #expect(slug.wholeMatch(of: /[A-Za-z0-9_-]{8}/) != nil)
                #expect(link["title"] is NSNull)
                #expect(link["expiresAt"] is NSNull)
                let app = try await client.post(json: #"{"route": "acme:home"}"#)
                #expect(app.status == .created, "\(app.text)")
                #expect(try app.json["route"] as? String == "home", "\(app.text)")
                #expect(try (app.json["url"] as? String)?.hasPrefix("acme:") == true, "\(app.text)")
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func aTargetThatDoesNotRouteIs422WithTheExplanation(_ backend: Backend) async throws {
        try await backend.withDatabase { database in
            try await withShortLinkServer(database: database) { client, _ in
                let response = try await client.post(json: #"{"url": "https://www.acme.example/nowhere/at/all"}"#)
                #expect(response.status == .unprocessableContent)
                let json = try response.json
                #expect((json["error"] as? String)?.contains("no route") == true)
                let explanation = try #require(json["explanation"] as? String)
                #expect(explanation.contains("/nowhere/at/all"), "\(explanation)")
                let badValue = try await client.post(json: #"{"route": "web.product", "parameters": {"id": "abc"}}"#)
                #expect(badValue.status == .unprocessableContent)
                #expect((try badValue.json["explanation"] as? String)?.isEmpty == false)
                #expect(try await client.get("/api/links").text.contains("nowhere") == false)
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func aTakenSlugIs409(_ backend: Backend) async throws {
        try await backend.withDatabase { database in
            try await withShortLinkServer(database: database) { client, _ in
                let body = #"{"url": "acme://product/42", "slug": "home"}"#
                #expect(try await client.post(json: body).status == .created)
                let again = try await client.post(json: body)
                #expect(again.status == .conflict)
                #expect((try again.json["error"] as? String)?.contains("taken") == true)
            }
        }
    }

    @Test func badBodiesAreA4xxThatSaysWhy() async throws {
        try await Backend.sqlite.withDatabase { database in
            try await withShortLinkServer(database: database) { client, _ in
                let cases: [(String, String)] = [
                    ("{", "not JSON"),
                    ("[1]", "JSON object"),
                    (#"{"url": "acme://product/42", "colour": "red"}"#, "unknown field 'colour'"),
                    (#"{"url": "acme://product/42", "slug": "a b"}"#, "A-Z a-z 0-9 _ -"),
                    (#"{"url": "acme://product/42", "slug": ""}"#, "A-Z a-z 0-9 _ -"),
                    (#"{"url": "acme://product/42", "slug": "\#(String(repeating: "x", count: 65))"}"#, "1 to 64"),
                    (#"{"url": "acme://product/42", "slug": "API"}"#, "reserved"),
                    (#"{"url": "acme://product/42", "slug": ".well-known"}"#, "A-Z a-z"),
                    (#"{"url": "acme://product/42", "slug": "healthz"}"#, "reserved"),
                    (#"{"url": "acme://product/42", "imageURL": "http://img.acme.example/x.png"}"#, "https"),
                    (#"{"url": "acme://product/42", "expiresAt": "tomorrow"}"#, "ISO 8601"),
                    (#"{"url": 42}"#, "must be a string"),
                    (#"{"route": "web.product", "parameters": {"id": 42}}"#, "object of strings"),
                    (#"{"url": "acme://product/42", "route": "home"}"#, "not both"),
                    (#"{}"#, "give the target"),
                ]
                for (body, message) in cases {
                    let response = try await client.post(json: body)
                    #expect(response.status == .badRequest, "\(body): \(response.status)")
                    #expect((try? response.json["error"] as? String)?.contains(message) == true, "\(body): \(response.text)")
                }
                let huge = #"{"url": "acme://product/42", "title": "\#(String(repeating: "x", count: 70_000))"}"#
                let tooLarge = try await client.post(json: huge)
                #expect(tooLarge.status == .contentTooLarge)
                #expect(try await client.get("/api/links?cursor=%2F").status == .badRequest)
                #expect(try await client.get("/api/links?broken=maybe").status == .badRequest)
                #expect(try await client.get("/api/links").json["links"] as? [Any] != nil)
            }
        }
    }

    @Test func theAPINeedsTheToken() async throws {
        try await Backend.sqlite.withDatabase { database in
            try await withShortLinkServer(database: database) { client, _ in
                let body = #"{"url": "acme://product/42"}"#
                let noToken = try await client.post(json: body, token: nil)
                #expect(noToken.status == .unauthorized)
                let wrongToken = try await client.post(json: body, token: "wrong-token-0123456789abcdef")
                #expect(wrongToken.status == .unauthorized)
                let prefix = try await client.post(json: body, token: String(apiToken.dropLast()))
                #expect(prefix.status == .unauthorized)
                let listWithoutToken = try await client.get("/api/links", token: nil)
                #expect(listWithoutToken.status == .unauthorized)
                let created = try await client.post(json: body)
                #expect(created.status == .created)
                // The API answers on the short host only.
                let onLinksHost = try await client.get("/api/links", host: "www.acme.example")
                #expect(onLinksHost.status == .notFound)
            }
        }
    }

    @Test func withoutATokenFileThereIsNoAPI() async throws {
        try await Backend.sqlite.withDatabase { database in
            try await withShortLinkServer(database: database, api: false) { client, _ in
                let create = try await client.post(json: #"{"url": "acme://product/42"}"#)
                #expect(create.status == .notFound)
                let list = try await client.get("/api/links")
                #expect(list.status == .notFound)
                let onLinksHost = try await client.get("/api/links", host: "www.acme.example")
                #expect(onLinksHost.status == .notFound)
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func theListPagesByHundredsWithACursor(_ backend: Backend) async throws {
        try await backend.withDatabase { database in
            try await withShortLinkServer(database: database) { client, service in
                for index in 0..<230 {
                    try await service.store.insert(ShortLink(slug: String(format: "s%03d", index), url: "acme://product/42",
                                                             route: "home", createdAt: Date()))
                }
                var slugs: [String] = []
                var path = "/api/links"
                var pages = 0
                while true {
                    let json = try await client.get(path).json
                    let links = try #require(json["links"] as? [[String: Any]])
                    slugs += links.compactMap { $0["slug"] as? String }
                    pages += 1
                    guard let cursor = json["nextCursor"] as? String else { break }
                    #expect(links.count == 100)
                    path = "/api/links?cursor=\(cursor)"
                }
                #expect(pages == 3)
                #expect(slugs == (0..<230).map { String(format: "s%03d", $0) })
            }
        }
    }
}
