import Foundation
import HummingbirdTesting
import Testing
@testable import LinkServer

@Suite struct LinkRoutesTests {
    @Test func aNamedRouteGivesTheObjectTheCLIPrints() async throws {
        try await withLinkServer { client, _ in
            let response = try await client.get("/links/shop.product?id=48213&slug=trail-runner", host: "shop.acme.example")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json")
            // `urlroutes url Examples/routes.table shop.product id=48213 slug=trail-runner --json`,
            // but for the table path.
            let json = try response.json
            #expect(json["url"] as? String == "https://shop.acme.example/product/48213/trail-runner")
            #expect(json["name"] as? String == "shop.product")
            #expect(json["scheme"] as? String == "//shop.acme.example")
            #expect(json["pattern"] as? String == #"/product/:id<\d+>(/:slug)"#)
            #expect(json["line"] as? Int == 67)
            #expect(json["table"] as? String == "routes.table")
            #expect(json["host"] as? String == "shop.acme.example")
        }
    }

    @Test func anHTTPSRouteLinksToTheRequestsHost() async throws {
        try await withLinkServer { client, _ in
            let json = try await client.get("/links/web.product?id=48213", host: "www.acme.example").json
            #expect(json["url"] as? String == "https://www.acme.example/p/48213")
        }
    }

    @Test func aHostNamespaceRouteLinksToItsOwnHostWhateverTheRequestsHost() async throws {
        try await withLinkServer { client, _ in
            let json = try await client.get("/links/shop.product?id=48213", host: "www.acme.example").json
            #expect(json["url"] as? String == "https://shop.acme.example/product/48213")
        }
    }

    @Test func anAppSchemeRouteLinksInTheAppsScheme() async throws {
        try await withLinkServer { client, _ in
            let json = try await client.get("/links/product.show?id=42").json
            #expect(json["url"] as? String == "acme://product/42")
        }
    }

    @Test func aWildcardHostAndAGlobalRouteLinkToTheRequestsHost() async throws {
        try await withLinkServer { client, _ in
            let stores = try await client.get("/links/stores.locator?country=fr").json
            #expect(stores["url"] as? String == "https://www.acme.example/store-locator/fr")
            let login = try await client.get("/links/login").json
            #expect(login["url"] as? String == "https://www.acme.example/login")
        }
    }

    @Test func valuesArePercentDecodedAndEncodedAgainInTheLink() async throws {
        try await withLinkServer { client, _ in
            let json = try await client.get("/links/search?query=trail%20boots%2Fgaiters").json
            #expect(json["url"] as? String == "acme://search/trail%20boots%2Fgaiters")
        }
    }

    @Test func anUnknownNameIs404() async throws {
        try await withLinkServer { client, _ in
            let response = try await client.get("/links/no.such.route")
            #expect(response.status == .notFound)
            #expect(try (response.json["error"] as? String)?.contains("no.such.route") == true)
            let typo = try await client.get("/links/shop.produkt")
            #expect(try (typo.json["error"] as? String)?.contains("did you mean 'shop.product'?") == true)
        }
    }

    @Test func aMissingValueIs422WithTheReason() async throws {
        try await withLinkServer { client, _ in
            let response = try await client.get("/links/shop.product")
            #expect(response.status == .unprocessableContent)
            #expect(try (response.json["error"] as? String)?.contains("id") == true)
        }
    }

    @Test func aValueFailingItsConstraintIs422() async throws {
        try await withLinkServer { client, _ in
            let response = try await client.get("/links/shop.product?id=trail-runner")
            #expect(response.status == .unprocessableContent)
            #expect(try (response.json["error"] as? String)?.isEmpty == false)
        }
    }
}

/// `GET /links/NAME` for a name several namespaces use: ambiguous, and named with its namespace.
@Suite struct SharedRouteNameLinkTests {
    @Test func aSharedNameIsAmbiguousAndTheQualifiedNameNamesOne() async throws {
        try await withTableFile("acme  /home  home\nhttps  /  home\n") { path in
            try await withLinkServer(table: path) { client, _ in
                let plain = try await client.get("/links/home")
                #expect(plain.status == .badRequest)
                let error = try plain.json["error"] as? String
                #expect(error?.contains("several namespaces (acme, https)") == true, "\(String(describing: error))")
                #expect(error?.contains("'acme:home'") == true)
                let acme = try await client.get("/links/acme:home").json
                #expect(acme["url"] as? String == "acme://home")
                #expect(acme["scheme"] as? String == "acme")
                #expect(acme["name"] as? String == "home")
                let web = try await client.get("/links/https:home", host: "www.acme.example").json
                #expect(web["url"] as? String == "https://www.acme.example/")
                let missing = try await client.get("/links/http:home")
                #expect(missing.status == .notFound)
            }
        }
    }
}
