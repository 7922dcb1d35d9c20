import Foundation
import HummingbirdTesting
import Testing
import URLRoutes
@testable import LinkServer

@Suite struct WellKnownRoutesTests {
    @Test func theAASAIsTheLibrarysFileForTheRequestsHost() async throws {
        let table = try RouteTable(contentsOf: URL(fileURLWithPath: exampleTable))
        let shop = try table.appleAppSiteAssociation(host: "shop.acme.example", appIDs: [exampleAppID]).contents
        let www = try table.appleAppSiteAssociation(host: "www.acme.example", appIDs: [exampleAppID]).contents
        #expect(shop != www)
        try await withLinkServer { client, _ in
            let response = try await client.get("/.well-known/apple-app-site-association", host: "shop.acme.example")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json")
            #expect(response.text == shop)
            let forWWW = try await client.get("/.well-known/apple-app-site-association", host: "www.acme.example")
            #expect(forWWW.text == www)
        }
    }

    @Test func theAASAHasAnEntityTagAndAMatchingIfNoneMatchGets304() async throws {
        try await withLinkServer { client, _ in
            let first = try await client.get("/.well-known/apple-app-site-association")
            let eTag = try #require(first.headers[.eTag])
            let again = try await client.get("/.well-known/apple-app-site-association", headers: [.ifNoneMatch: eTag])
            #expect(again.status == .notModified)
            #expect(again.headers[.eTag] == eTag)
            #expect(again.body?.readableBytes ?? 0 == 0)
            let stale = try await client.get("/.well-known/apple-app-site-association", headers: [.ifNoneMatch: "\"stale\""])
            #expect(stale.status == .ok)
        }
    }

    @Test func theAASAIsNeverARedirect() async throws {
        try await withLinkServer { client, _ in
            let response = try await client.get("/.well-known/apple-app-site-association")
            #expect(response.status == .ok)
            #expect(response.headers[.location] == nil)
        }
    }

    @Test func assetLinksNameThePackageAndFingerprints() async throws {
        let expected = try AppLinkFile.assetLinks(packageName: "com.acme.app", sha256CertFingerprints: [exampleFingerprint]).contents
        try await withLinkServer(android: true) { client, _ in
            let response = try await client.get("/.well-known/assetlinks.json")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json")
            #expect(response.text == expected)
            #expect(response.headers[.eTag] != nil)
        }
    }

    @Test func anAndroidOnlyServerServesAssetLinksAndNoAppleFile() async throws {
        try await withLinkServer(android: true, appIDs: []) { client, _ in
            let assetLinks = try await client.get("/.well-known/assetlinks.json")
            let apple = try await client.get("/.well-known/apple-app-site-association")
            #expect(assetLinks.status == .ok)
            #expect(apple.status == .notFound)
        }
    }

    @Test func dynamicRulesAreEachHostsOwnRoutes() async throws {
        let table = try RouteTable(contentsOf: URL(fileURLWithPath: exampleTable))
        try await withLinkServer(android: true, androidDynamicRules: true) { client, _ in
            var served: [String] = []
            for host in ["www.acme.example", "shop.acme.example"] {
                let expected = try table.assetLinks(host: host, packageName: "com.acme.app", sha256CertFingerprints: [exampleFingerprint]).contents
                let response = try await client.get("/.well-known/assetlinks.json", host: host)
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json")
                #expect(response.text == expected)
                #expect(response.text.contains("dynamic_app_link_components"))
                served.append(response.text)
            }
            // Two hosts with other routes: two files.
            #expect(served[0] != served[1])
        }
    }

    @Test func dynamicRulesNeedTheAndroidApp() throws {
        #expect(throws: ServerOptionsError.self) {
            try ServerOptions(tablePath: exampleTable, hosts: ["www.acme.example"], appIDs: [exampleAppID], androidDynamicRules: true)
        }
    }

    @Test func assetLinksWithoutAnAndroidPackageAre404() async throws {
        try await withLinkServer { client, _ in
            let response = try await client.get("/.well-known/assetlinks.json")
            #expect(response.status == .notFound)
        }
    }
}

@Suite struct HostFilterTests {
    @Test func aHostNotServedGets404OnEveryEndpoint() async throws {
        try await withLinkServer { client, _ in
            for path in ["/.well-known/apple-app-site-association", "/resolve?url=acme%3A%2F%2Fproduct%2F42",
                         "/links/shop.cart", "/p/48213"] {
                let response = try await client.get(path, host: "evil.example")
                #expect(response.status == .notFound, "\(path)")
            }
        }
    }

    @Test func aHostNotServedGetsAPageNamingTheServedHosts() async throws {
        try await withLinkServer { client, _ in
            let response = try await client.get("/", host: "127.0.0.1:8080")
            #expect(response.status == .notFound)
            #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
            #expect(response.text.contains("does not serve the host \"127.0.0.1:8080\""))
            #expect(response.text.contains("It answers only for shop.acme.example, www.acme.example"))
        }
    }

    @Test func theHostHeaderMatchesIgnoringCasePortAndTrailingDot() async throws {
        try await withLinkServer { client, _ in
            let response = try await client.get("/.well-known/apple-app-site-association", host: "Shop.Acme.Example.:443")
            #expect(response.status == .ok)
        }
    }
}
