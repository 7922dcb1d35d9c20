import Foundation
import Testing
import URLRoutes

extension RouterSuite {
    /// A literal holding what clients percent-encode (`café`, `{`) matches as clients send
    /// it: percent-encoded UTF-8, uppercase hex (as browsers write it) or lowercase throughout;
    /// and as written, for an app that routes its own strings. Links are generated encoded, and
    /// the app-link files claim the encoded forms.
    @Suite struct EncodedLiteralTests {
        private func table() throws -> RouteTable {
            try RouteTable(parsing: """
                https  /café                 cafe
                https  /menu/:id/crème       creme
                https  /a{b}/x               spaced
                https  /cafe                 plain
                myapp  /naïve/:id            app.naive
                """)
        }

        @Test(arguments: ["https://shop.example/caf%C3%A9", "https://shop.example/caf%c3%a9", "https://shop.example/café"])
        func aNonASCIILiteralMatchesAsClientsSendIt(url: String) throws {
            let resolver = try RouteResolver(table())
            #expect(resolver.resolve(url).route?.name == "cafe", "\(url)")
        }

        @Test func mixedCaseHexAndOtherTextDoNotMatch() throws {
            let resolver = try RouteResolver(table())
            #expect(resolver.resolve("https://shop.example/caf%C3%a9").status == .unrouted)
            #expect(resolver.resolve("https://shop.example/caf%C3").status == .unrouted)
            #expect(resolver.resolve("https://shop.example/cafe").route?.name == "plain")
            #expect(resolver.resolve("https://shop.example/menu/7/cr%C3%A8me").parameters?["id"] == "7")
            #expect(resolver.resolve("https://shop.example/a%7Bb%7D/x").route?.name == "spaced")
            #expect(resolver.resolve("myapp://na%C3%AFve/1").route?.name == "app.naive")
        }

        @Test func theRegisteredTableRoutesTheEncodedFormToo() throws {
            try withCleanRouter {
                try table().register()
                #expect(Routes.canRouteURL("https://shop.example/caf%C3%A9"))
                #expect(Routes.canRouteURL("myapp://na%C3%AFve/1"))
                #expect(!Routes.canRouteURL("https://shop.example/caf%C3%A8"))
            }
        }

        @Test func linksAreGeneratedEncodedAndRouteBack() throws {
            let resolver = try RouteResolver(table())
            let cafe = try resolver.url(forRouteNamed: "cafe", host: "shop.example")
            #expect(cafe == "https://shop.example/caf%C3%A9")
            #expect(try resolver.url(forRouteNamed: "creme", parameters: ["id": "é"], host: "shop.example")
                    == "https://shop.example/menu/%C3%A9/cr%C3%A8me")
            #expect(try resolver.url(forRouteNamed: "spaced", host: "shop.example") == "https://shop.example/a%7Bb%7D/x")
            #expect(try resolver.url(forRouteNamed: "app.naive", parameters: ["id": "1"], host: nil) == "myapp://na%C3%AFve/1")
            // What a browser makes of the link is the link itself: it is already encoded.
            #expect(URL(string: cafe)?.absoluteString == cafe)
        }

        @Test func theAppleFileClaimsEveryFormRoutingTakes() throws {
            let aasa = try table().appleAppSiteAssociation(host: "shop.example", appIDs: ["ABCDE12345.com.example.app"]).contents
            #expect(aasa.contains(#""/" : "/caf%C3%A9""#), "\(aasa)")
            #expect(aasa.contains(#""/" : "/caf%c3%a9""#), "\(aasa)")
            #expect(aasa.contains(#""/" : "/café""#), "\(aasa)")
            #expect(aasa.contains(#""/" : "/a%7Bb%7D/x""#), "\(aasa)")
            #expect(aasa.contains(#""/" : "/a%7bb%7d/x""#), "\(aasa)")
        }
    }
}
