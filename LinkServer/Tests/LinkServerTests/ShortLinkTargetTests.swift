import Foundation
import Testing
import URLRoutes
@testable import LinkServer

/// A short link opens only a link of the app: an https link on a `--host`, or a link in one of
/// the table's own schemes. Most targets here route in the example table (a scheme route
/// ignores the host, `*` takes any scheme).
@Suite struct ShortLinkTargetTests {
    @Test(arguments: [
        ("https://evil.example/p/1", "is on the host 'evil.example'; a short link opens links on shop.acme.example, www.acme.example"),
        ("file:///login", "has the scheme 'file'; a short link opens https, acme: links"),
        ("javascript://evil.example/settings/%0aalert(document.domain)", "has the scheme 'javascript'"),
        ("http://www.acme.example/p/1", "has the scheme 'http'"),
        ("https://user@www.acme.example/p/1", "has a user name or password"),
        ("https://www.acme.example:8443/p/1", "names the port 8443"),
    ])
    func aTargetOffTheAppIs422WithTheReason(_ url: String, _ reason: String) async throws {
        try await Backend.sqlite.withDatabase { database in
            try await withShortLinkServer(database: database) { client, service in
                // Each routes (but the http link, which no route of the example table takes
                // either): the reason is where it points, not that it routes nowhere.
                #expect(service.tables.table.resolver.resolve(url).status == .routed || url.hasPrefix("http:"))
                let created = try await client.post(json: #"{"url": "\#(url)", "slug": "hostile"}"#)
                #expect(created.status == .unprocessableContent, "\(created.text)")
                #expect(try (created.json["error"] as? String)?.contains(reason) == true, "\(created.text)")
                #expect(try await client.get("/api/links/hostile").status == .notFound)
            }
        }
    }

    @Test func linksOfTheAppAreTaken() async throws {
        try await Backend.sqlite.withDatabase { database in
            try await withShortLinkServer(database: database) { client, _ in
                for url in ["https://www.acme.example/p/1", "https://SHOP.acme.example./cart", "https://www.acme.example:443/p/2",
                            "acme://product/42", "ACME://product/43"] {
                    let created = try await client.post(json: #"{"url": "\#(url)"}"#)
                    #expect(created.status == .created, "\(url): \(created.text)")
                }
            }
        }
    }

    @Test func httpIsALinkOfTheAppOnlyWhenTheTableRoutesHTTP() throws {
        let web = try RouteTable(parsing: "https /p/:id\n")
        let both = try RouteTable(parsing: "https /p/:id\nhttp /p/:id\n")
        #expect(ShortLinkTargets(hosts: ["www.acme.example"], table: web).problem(with: "http://www.acme.example/p/1") != nil)
        #expect(ShortLinkTargets(hosts: ["www.acme.example"], table: both).problem(with: "http://www.acme.example/p/1") == nil)
    }

    @Test func aStoredLinkOffTheAppIsBrokenAndItsPageIsNotServed() async throws {
        try await Backend.sqlite.withDatabase { database in
            try await withShortLinkServer(database: database) { client, service in
                // As a link stored before targets were checked would be.
                try await service.store.insert(ShortLink(
                    slug: "old-evil", url: "javascript://evil.example/settings/%0aalert(1)", route: "settings",
                    title: nil, description: nil, imageURL: nil, createdAt: Date()))
                #expect(try await service.recheck() == 1)
                let page = try await client.get("/old-evil", token: nil)
                #expect(page.status == .ok)
                #expect(!page.text.contains("javascript:") && !page.text.contains("evil.example"), "\(page.text)")
            }
        }
    }
}
