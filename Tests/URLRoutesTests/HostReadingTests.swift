import Foundation
import Testing
import URLRoutes

extension RouterSuite {
    /// Hosts are read as a browser reads them (WHATWG URL): percent-decoded, IDNA-mapped,
    /// ASCII-lowercased, without port and trailing dot; malformed hosts are not URLs.
    @Suite struct HostReading {
        @Test(arguments: URLEntry.allCases)
        func anUppercaseLocalhostReachesItsNamespace(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes(forHost: "LOCALHOST").addRoute("/q/:id", handler: recorder.handler())
                #expect(routeGlobally("https://LOCALHOST/q/1", via: entry))
                #expect(routeGlobally("http://LocalHost:8080/q/2", via: entry))
                #expect(recorder.last?["id"] == "2")
                #expect(recorder.last?.host == "localhost")
            }
        }

        @Test func aPercentEncodedHostIsDecodedBeforeTheLookup() {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes(forHost: "shop.example.com").addRoute("/p/:id", handler: recorder.handler("exact"))
                Routes(forHost: "*.example.com").addRoute("/p/:id", handler: recorder.handler("wildcard"))
                #expect(Routes.routeURL("https://%73hop.example.com/p/1"))
                #expect(recorder.lastTag == "exact")
                #expect(recorder.last?.host == "shop.example.com")
                #expect(Routes.routeURL("https://shop%2Eexample.com/p/2"))
                #expect(recorder.lastTag == "exact")
                #expect(Routes.routeURL("https://SHOP%2eEXAMPLE.com/p/3"))
                #expect(recorder.lastTag == "exact")
                #expect(recorder.last?.host == "shop.example.com")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func aNonASCIIHostIsReadInItsPunycodeForm(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes(forHost: "xn--bcher-kva.example").addRoute("/p/:id", handler: recorder.handler())
                #expect(routeGlobally("https://bücher.example/p/1", via: entry))
                #expect(recorder.last?.host == "xn--bcher-kva.example")
                #expect(Routes.routeURL("https://B%C3%BCcher.example/p/2"))
                #expect(Routes.routeURL("https://BÜCHER.EXAMPLE./p/3"))
                #expect(recorder.count == 3)
                #expect(recorder.last?["id"] == "3")
            }
        }

        @Test(arguments: [
            "https://.example.com/p/1", "https://a..example.com/p/1", "https://a.example..com/p/1",
            "https://a b.example.com/p/1", "https://a%20b.example.com/p/1", "https://a<b.example.com/p/1",
            "https://a%zz.example.com/p/1", "https://a%2Fb.example.com/p/1", "https://a%25b.example.com/p/1",
            "https://a|b.example.com/p/1", "https://example.com../p/1", "https://./p/1",
        ])
        func aMalformedHostIsAParseErrorThatRoutesNowhere(_ url: String) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes(forHost: "*.example.com").addRoute("/p/:id", handler: recorder.handler("wildcard"))
                Routes.globalRoutes().addRoute("*", handler: recorder.handler("global"))
                #expect(throws: URLParseError.self) { try RouteRequest(urlString: url, options: [], additionalParameters: nil) }
                #expect(!Routes.routeURL(url))
                #expect(!Routes.canRouteURL(url))
                #expect(Routes.explain(url).urlError != nil)
                #expect(recorder.count == 0)
            }
        }

        @Test func aHostErrorSaysWhatIsWrongAndWhere() throws {
            do {
                _ = try RouteRequest(urlString: "https://a..example.com/p", options: [], additionalParameters: nil)
                Issue.record("accepted")
            } catch {
                #expect(error.message.contains("empty label"))
                #expect(error.offset == 10)
            }
            do {
                _ = try RouteRequest(urlString: "https://a b.example.com/p", options: [], additionalParameters: nil)
                Issue.record("accepted")
            } catch {
                #expect(error.message.contains("a space"))
                #expect(error.offset == 9)
            }
        }

        @Test(arguments: ["https://127.0.0.1/p/1", "https://10.0.0.1/p/1", "https://[::1]/p/1", "https://[::ffff:10.0.0.1]:8443/p/1",
                          "https://1.2.0x10/p/1"])
        func anIPAddressNeverMatchesAWildcard(_ url: String) {
            withCleanRouter {
                let recorder = RouteRecorder()
                for wildcard in ["*.0.0.1", "*.0.1", "*.1", "*.1]", "*.0x10", "*.2.0x10", "*.10.0.0.1]"] {
                    Routes(forHost: wildcard).addRoute("/p/:id", handler: recorder.handler(wildcard))
                }
                Routes(forScheme: "https").addRoute("/p/:id", handler: recorder.handler("scheme"))
                #expect(Routes.routeURL(url))
                #expect(recorder.tags == ["scheme"], "\(url)")
            }
        }

        @Test func anExactIPv4NamespaceMatches() {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes(forHost: "127.0.0.1").addRoute("/p/:id", handler: recorder.handler())
                #expect(Routes.routeURL("http://127.0.0.1:8080/p/1"))
                #expect(recorder.last?.host == "127.0.0.1")
            }
        }

        @Test func anIPv6LiteralIsAHostNotAPathComponentAndCannotBeANamespace() {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/p/:id", handler: recorder.handler())
                #expect(Routes.routeURL("http://[::1]:8080/p/1"))
                #expect(recorder.last?.host == "[::1]")
                #expect(Routes.routeURL("http://[FE80::1]/p/2"))
                #expect(recorder.last?.host == "[fe80::1]")
                #expect(throws: HostPatternError.self) { try Routes(validatingHost: "[::1]") }
                #expect(!Routes.routeURL("http://[::1]x/p/1"))
                #expect(!Routes.routeURL("http://[::g]/p/1"))
            }
        }

        @Test func aHostWithoutADotIsStillTheFirstPathComponentAsWritten() {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/:first/view", handler: recorder.handler())
                // JLRoutes' rule: such a host is not read as a host, so nothing about it is refused.
                #expect(Routes.routeURL("myapp://us%20er/view"))
                #expect(recorder.last?["first"] == "us er")
                #expect(recorder.last?.host == nil)
                #expect(Routes.routeURL("myapp://a|b/view"))
                #expect(recorder.last?["first"] == "a|b")
            }
        }

        @Test func aCustomSchemeHostWithADotIsReadTheSameWay() {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes(forHost: "shop.example.com").addRoute("/p/:id", handler: recorder.handler())
                #expect(Routes.routeURL("shopapp://Shop%2EExample.com/p/1"))
                #expect(recorder.last?.host == "shop.example.com")
                #expect(!Routes.routeURL("shopapp://shop..example.com/p/1"))
            }
        }
    }

    /// The hosts routing reads agree with Foundation's `URL` host parsing (which percent-decodes
    /// hosts and maps them with IDNA on Linux), once ASCII-lowercased, for generated hosts with
    /// escapes, case and IDN.
    ///
    /// Foundation applies one rule at a time: it decodes `%73hop` and maps `bücher`, but it
    /// leaves a decoded `%C3%BC` unmapped and mangles a label holding both kinds. Browsers decode
    /// first and then map (WHATWG's host parser), as routing does; for such hosts Foundation is
    /// asked about the decoded text.
    @Suite struct HostReadingAgreesWithFoundation {
        static let asciiPieces = ["shop", "SHOP", "Ex", "a-b", "x1", "b", "0", "%73", "%53", "%41", "%2E", "%2d"]
        static let unicodePieces = ["shop", "SHOP", "Ex", "a-b", "x1", "ü", "Ü", "é", "日本", "ß", "ﬀ", "Ａ"]
        static let mixedPieces = asciiPieces + unicodePieces + ["%c3%bc", "%C3%9C", "%E6%97%A5"]

        static func randomHost(from pieces: [String], _ generator: inout some RandomNumberGenerator) -> String {
            (0..<Int.random(in: 2...4, using: &generator)).map { _ in
                (0..<Int.random(in: 1...3, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            }.joined(separator: ".")
        }

        static func lowercased(_ text: String) -> String {
            String(decoding: text.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
        }

        /// The host a catch-all route sees for `url`, or nil when routing refuses the URL.
        static func routedHost(_ url: String) -> String? {
            let routes = Routes()
            let seen = LockedBox<String?>(nil)
            routes.addRoute("*") { parameters in
                seen.value = parameters.host
                return true
            }
            return routes.routeURL(url) ? seen.value : nil
        }

        /// Checks routing's reading of `host` against Foundation's reading of `foundationHost`.
        static func check(_ host: String, against foundationHost: String) -> Bool {
            guard let foundation = URL(string: "https://\(foundationHost)/p")?.host(percentEncoded: false) else {
                // Foundation cannot map it (an empty label, a label starting with '-'): routing,
                // which maps through Foundation, refuses it.
                if foundationHost.unicodeScalars.contains(where: { !$0.isASCII }) {
                    #expect(routedHost("https://\(host)/p") == nil, "\(host)")
                }
                return false
            }
            var expected = lowercased(foundation)
            let ours = routedHost("https://\(host)/p")
            // Foundation does not read a host that ends in a number as IPv4; a browser does.
            switch ReferenceIPv4.parse(expected) {
            case .domain: break
            case .failure:
                #expect(ours == nil, "\(host): routing read \(ours ?? "nil"), but a browser refuses the host")
                return true
            case .address(let address): expected = address
            }
            if expected.hasPrefix(".") || expected.contains("..") {
                #expect(ours == nil, "\(host): routing read \(ours ?? "nil"), but the host has an empty label")
            } else {
                #expect(ours == (expected.hasSuffix(".") ? String(expected.dropLast()) : expected),
                        "\(host): Foundation reads \(expected)")
            }
            return true
        }

        @Test func escapesAndCaseAgreeWithFoundation() {
            var generator = SystemRandomNumberGenerator()
            var compared = 0
            for _ in 0..<1_000 {
                let host = Self.randomHost(from: Self.asciiPieces, &generator)
                if Self.check(host, against: host) { compared += 1 }
            }
            #expect(compared > 900)
        }

        @Test func internationalHostsAgreeWithFoundation() {
            var generator = SystemRandomNumberGenerator()
            var compared = 0
            for _ in 0..<1_000 {
                let host = Self.randomHost(from: Self.unicodePieces, &generator)
                if Self.check(host, against: host) { compared += 1 }
            }
            #expect(compared > 900)
        }

        @Test func escapedInternationalHostsAgreeWithFoundationOnTheDecodedHost() {
            var generator = SystemRandomNumberGenerator()
            var compared = 0
            for _ in 0..<1_000 {
                let host = Self.randomHost(from: Self.mixedPieces, &generator)
                guard let decoded = host.removingPercentEncoding else { continue }
                if Self.check(host, against: decoded) { compared += 1 }
            }
            #expect(compared > 500)
        }
    }
}

