import Foundation
import HummingbirdTesting
import Testing
@testable import LinkServer

/// `GET /SLUG` on the short host: the page for people and link-preview crawlers.
@Suite struct ShortLinkPageTests {
    @Test func thePageOpensTheTargetOffersTheStoresAndCarriesThePreviewTags() async throws {
        try await Backend.sqlite.withDatabase { database in
            try await withShortLinkServer(database: database) { client, _ in
                let created = try await client.post(json: """
                    {"url": "https://www.acme.example/p/42?ref=a&b=<c>", "slug": "deal",
                     "title": "Boots <script>alert(1)</script> & \\"more\\"", "description": "It's 50% off",
                     "imageURL": "https://img.acme.example/b.png?x=1&y=\\"2\\""}
                    """)
                #expect(created.status == .created, "\(created.text)")
                let page = try await client.get("/deal", token: nil)
                #expect(page.status == .ok)
                #expect(page.headers[.contentType] == "text/html; charset=utf-8")
                let html = page.text
                let title = "Boots &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;"
                #expect(html.contains(#"<meta property="og:title" content="\#(title)">"#), "\(html)")
                #expect(html.contains(#"<meta property="og:description" content="It&#39;s 50% off">"#))
                #expect(html.contains(#"<meta property="og:image" content="https://img.acme.example/b.png?x=1&amp;y=&quot;2&quot;">"#))
                #expect(html.contains(#"<meta name="twitter:card" content="summary_large_image">"#))
                #expect(html.contains(#"<meta property="og:url" content="https://go.acme.example/deal">"#))
                #expect(!html.contains("<script>alert"))
                // The target on the links' own host: a tap from the short host opens the app.
                #expect(html.contains(#"<a class="open" href="https://www.acme.example/p/42?ref=a&amp;b=&lt;c&gt;">"#), "\(html)")
                #expect(html.contains(#"<meta name="apple-itunes-app" content="app-id=1234567890, app-argument=https://www.acme.example/p/42?ref=a&amp;b=&lt;c&gt;">"#))
                #expect(html.contains("https://play.google.com/store/apps/details?id=com.acme.app&amp;referrer=https%3A%2F%2Fwww.acme.example%2Fp%2F42%3Fref%3Da%26b%3D%3Cc%3E"), "\(html)")
                #expect(html.contains(#"href="https://apps.apple.com/app/acme/id1234567890""#))
                #expect(html.contains(#"<button type="button" id="copy-and-get-app""#))
                // No inline script: the copy button's script is a file.
                #expect(html.contains(#"<script src="/assets/short-link-copy.js" defer></script>"#))
                #expect(html.components(separatedBy: "<script").count == 2)
                let script = try await client.get("/assets/short-link-copy.js", token: nil)
                #expect(script.status == .ok)
                #expect(script.text.contains("navigator.clipboard.writeText"))
                #expect(html.contains(#"<a class="web" href="https://www.acme.example/">"#))
            }
        }
    }

    @Test func aLinkWithoutAnImageIsASummaryCard() async throws {
        try await Backend.sqlite.withDatabase { database in
            try await withShortLinkServer(database: database) { client, _ in
                #expect(try await client.post(json: #"{"url": "acme://product/42", "slug": "home"}"#).status == .created)
                let html = try await client.get("/home", token: nil).text
                #expect(html.contains(#"<meta name="twitter:card" content="summary">"#))
                #expect(html.contains(#"<meta property="og:title" content="Open in the app">"#))
                #expect(!html.contains("og:image"))
            }
        }
    }

    @Test func unknownIs404ExpiredIs410() async throws {
        try await Backend.sqlite.withDatabase { database in
            try await withShortLinkServer(database: database) { client, service in
                #expect(try await client.get("/nothing-here", token: nil).status == .notFound)
                #expect(try await client.get("/a/b", token: nil).status == .notFound)
                #expect(try await client.get("/%3Cx%3E", token: nil).status == .notFound)
                try await service.store.insert(ShortLink(
                    slug: "gone", url: "acme://product/42", route: "home", title: "Secret title",
                    createdAt: Date(timeIntervalSinceNow: -100), expiresAt: Date(timeIntervalSinceNow: -10)))
                let expired = try await client.get("/gone", token: nil)
                #expect(expired.status == .gone)
                #expect(expired.text.contains("expired"))
                #expect(!expired.text.contains("Secret title"))
                // The links' own hosts are not short hosts: a slug there is an ordinary path.
                #expect(try await client.get("/gone", host: "www.acme.example", token: nil).status == .notFound)
            }
        }
    }

    @Test func aLinkWhoseTargetStopsRoutingGetsTheFallbackAndIsListedAsBroken() async throws {
        try await withTableFile("https  /p/:id<\\d+>  10  product\nhttps  /q/:id<\\d+>  10  other\n") { path in
            try await Backend.sqlite.withDatabase { database in
                let logs = LogRecorder()
                try await withShortLinkServer(database: database, table: path, logs: logs) { client, service in
                    #expect(try await client.post(json: #"{"url": "https://www.acme.example/p/1", "slug": "p1"}"#).status == .created)
                    #expect(try await client.post(json: #"{"url": "https://www.acme.example/q/1", "slug": "q1"}"#).status == .created)
                    try "https  /q/:id<\\d+>  10  other\n".write(toFile: path, atomically: true, encoding: .utf8)
                    #expect(service.tables.reload())
                    #expect(try await service.recheck() == 1)
                    #expect(logs.messages.contains { $0.contains("1 of 2 no longer route") }, "\(logs.messages)")

                    let broken = try await client.get("/api/links?broken=true").json
                    let slugs = try #require(broken["links"] as? [[String: Any]]).compactMap { $0["slug"] as? String }
                    #expect(slugs == ["p1"])

                    let page = try await client.get("/p1", token: nil)
                    #expect(page.status == .ok)
                    #expect(!page.text.contains("https://www.acme.example/p/1"), "\(page.text)")
                    #expect(page.text.contains(#"<a class="web" href="https://www.acme.example/">"#))
                    #expect(logs.messages.contains { $0.contains("short link p1: its target no longer routes") })
                    #expect(try await client.get("/q1", token: nil).text.contains("https://www.acme.example/q/1"))

                    // The table routes it again: no longer broken.
                    try "https  /p/:id<\\d+>  10  product\nhttps  /q/:id<\\d+>  10  other\n".write(toFile: path, atomically: true, encoding: .utf8)
                    #expect(service.tables.reload())
                    #expect(try await service.recheck() == 0)
                    #expect(try await client.get("/api/links?broken=true").json["links"] as? [Any] != nil)
                    #expect((try await client.get("/api/links?broken=true").json["links"] as? [Any])?.isEmpty == true)
                }
            }
        }
    }

    @Test func twoServersOnOnePostgreSQLSeeEachOthersLinks() async throws {
        try await Backend.postgres.withDatabase { database in
            try await withShortLinkServer(database: database) { first, _ in
                try await withShortLinkServer(database: database) { second, _ in
                    let created = try await first.post(json: #"{"url": "acme://product/42", "slug": "shared"}"#)
                    #expect(created.status == .created)
                    #expect(try await second.get("/api/links/shared").status == .ok)
                    #expect(try await second.get("/shared", token: nil).status == .ok)
                    #expect(try await second.post(json: #"{"url": "acme://product/42", "slug": "shared"}"#).status == .conflict)
                    _ = try await first.get("/shared", token: nil)
                    // Each counts its own opens; the stats add them up.
                    _ = try await first.get("/api/links/shared/stats")
                    #expect(try await second.get("/api/links/shared/stats").json["total"] as? Int == 2)
                }
            }
        }
    }
}
