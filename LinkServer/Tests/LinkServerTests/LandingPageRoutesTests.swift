import Foundation
import HummingbirdTesting
import Testing
@testable import LinkServer

@Suite struct LandingPageRoutesTests {
    @Test func aLinkThatRoutesGetsAPageNamingTheRoute() async throws {
        try await withLinkServer(fallbackURL: "https://www.acme.example/get-the-app") { client, _ in
            let response = try await client.get("/p/48213/trail-runner?ref=mail")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            let page = response.text
            #expect(page.contains("web.product"))
            #expect(page.contains("<a href=\"https://www.acme.example/p/48213/trail-runner?ref=mail\">Open in the app</a>"))
            #expect(page.contains("<a href=\"https://www.acme.example/get-the-app\">Continue on the web</a>"))
        }
    }

    @Test func aLinkThatDoesNotRouteIs404() async throws {
        try await withLinkServer { client, _ in
            let missing = try await client.get("/nowhere/at/all")
            #expect(missing.status == .notFound)
        }
    }

    @Test func theRequestsHostChoosesTheNamespace() async throws {
        try await withLinkServer { client, _ in
            // /cart is a route of //shop.acme.example only.
            let shopCart = try await client.get("/cart", host: "shop.acme.example")
            #expect(shopCart.status == .ok)
            let wwwCart = try await client.get("/cart", host: "www.acme.example")
            #expect(wwwCart.status == .notFound)
        }
    }

    @Test func scriptInThePathAndQueryIsEscaped() async throws {
        try await withLinkServer { client, _ in
            // web.category, /c/:category(/:subcategory): the page shows the decoded values.
            let response = try await client.get("/c/%3Cscript%3Ealert(1)%3C%2Fscript%3E?ref=%22%3E%3Cscript%3E")
            #expect(response.status == .ok)
            #expect(!response.text.contains("<script>"))
            #expect(response.text.contains("<td>&lt;script&gt;alert(1)&lt;/script&gt;</td>"))
            #expect(response.text.contains("<td>&quot;&gt;&lt;script&gt;</td>"))
        }
    }
}
