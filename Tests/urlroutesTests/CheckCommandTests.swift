import Foundation
import Testing
import URLRoutes

/// `urlroutes check TABLE --host HOST ...`: every link of the host judged by routing and by
/// the platforms' files, files fetched as the crawlers fetch them, and the exit status CI
/// relies on.
@Suite struct CheckCommandTests {
    static let appID = "ABCDE12345.com.acme.app"
    static let shop = "shop.acme.example"

    /// An AASA for shop.acme.example with known wrong claims: checkout excluded though the
    /// table routes it, a wishlist the table lacks, every /product/* though only numeric ids
    /// route.
    static let handWrittenAASA = """
        {
          "applinks": {
            "details": [
              {
                "appIDs": ["ABCDE12345.com.acme.app"],
                "components": [
                  { "/": "/cart", "comment": "the cart" },
                  { "/": "/checkout/*", "exclude": true, "comment": "checkout stays on the web" },
                  { "/": "/product/*", "comment": "products" },
                  { "/": "/wishlist", "comment": "a screen the app no longer has" }
                ]
              }
            ]
          }
        }
        """

    static let newsletterLinks = """
        # links from the shop's newsletter
        https://shop.acme.example/cart
        https://shop.acme.example/checkout/payment
        https://shop.acme.example/wishlist
        https://shop.acme.example/product/48213
        https://shop.acme.example/product/trail-runner
        HTTPS://Shop.Acme.Example/checkout

        """

    struct Disagreement: Equatable, CustomStringConvertible {
        var url: String
        var platform: String
        var kind: String
        var route: String?
        var rule: String?

        init(url: String, platform: String, kind: String, route: String?, rule: String?) {
            (self.url, self.platform, self.kind, self.route, self.rule) = (url, platform, kind, route, rule)
        }

        init(_ json: [String: Any]) {
            url = json["url"] as? String ?? ""
            platform = json["platform"] as? String ?? ""
            kind = json["kind"] as? String ?? ""
            route = json["route"] as? String
            rule = json["rule"] as? String
        }

        var description: String { "\(platform) \(kind) \(url) route=\(route ?? "null") rule=\(rule ?? "null")" }
    }

    private func disagreements(_ json: [String: Any]) throws -> [Disagreement] {
        try #require(json["disagreements"] as? [[String: Any]]).map(Disagreement.init)
    }

    private static func exampleTable() throws -> RouteTable {
        try RouteTable(contentsOf: ToolRunner.packageRoot.appendingPathComponent(ToolRunner.exampleTable))
    }

    /// The links of `host` that check makes from a table: the probes of every route a URL of
    /// the host can reach (its host namespaces, http and https, global ones).
    static func hostLinks(_ table: RouteTable, host: String) -> Set<String> {
        let patterns = table.routes.filter { route in
            switch route.namespace {
            case .global: true
            case .scheme(let scheme): scheme == "https" || scheme == "http"
            case .host(let pattern): pattern == host || (pattern.hasPrefix("*.") && host.hasSuffix(pattern.dropFirst()))
            }
        }.map(\.pattern)
        var probes = LinkProbes()
        return Set(probes.paths(ofRoutePatterns: patterns).map { "https://\(host)\($0)" })
    }

    @Test func aHandWrittenAASAsWrongClaimsAreReportedLinkByLink() throws {
        let directory = try TemporaryDirectory()
        let aasa = try directory.file("apple-app-site-association", Self.handWrittenAASA)
        let urls = try directory.file("newsletter.txt", Self.newsletterLinks)
        let (result, json) = try ToolRunner.runJSON(["check", ToolRunner.exampleTable, "--host", Self.shop, "--aasa", aasa,
                                                     "--app-id", Self.appID, "--urls", urls, "--format", "json"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(json["host"] as? String == Self.shop)
        #expect((json["fetched"] as? [Any])?.isEmpty == true)
        let found = try disagreements(json)
        let checkout = #"{"/":"/checkout/*","exclude":true,"comment":"checkout stays on the web"}"#
        // The newsletter's links first, as written, in file order; the cart and product 48213
        // agree, and /product/trail-runner is opened as the table's own file opens it (its
        // /product/?* widens :id<\d+>).
        #expect(Array(found.prefix(3)) == [
            Disagreement(url: "https://shop.acme.example/checkout/payment", platform: "ios", kind: "route-without-app",
                         route: "shop.checkout", rule: checkout),
            Disagreement(url: "https://shop.acme.example/wishlist", platform: "ios", kind: "opens-app-without-route",
                         route: nil, rule: #"{"/":"/wishlist","comment":"a screen the app no longer has"}"#),
            // `/checkout/*` takes `/checkout` too, as Apple's swcutil matches a trailing `/*`.
            Disagreement(url: "HTTPS://Shop.Acme.Example/checkout", platform: "ios", kind: "route-without-app",
                         route: "shop.checkout", rule: checkout),
        ])

        let widenings = try #require(json["widenings"] as? [[String: Any]])
        let trailRunner = try #require(widenings.first)
        #expect(trailRunner["url"] as? String == "https://shop.acme.example/product/trail-runner")
        #expect(trailRunner["platform"] as? String == "ios" && trailRunner["route"] as? String == "shop.product")
        #expect(trailRunner["rule"] as? String == #"{"/":"/product/*","comment":"products"}"#)

        // Then every link the table makes for the host, each judged as routing and iOS judge it,
        // the claims the table's own file makes as well apart.
        let table = try Self.exampleTable()
        let resolver = try RouteResolver(table)
        let rules = try AppleLinkRules(parsing: Self.handWrittenAASA)
        let own = try AppleLinkRules(parsing: try table.appleAppSiteAssociation(host: Self.shop, appIDs: [Self.appID]).contents)
        let listed = Set(Self.newsletterLinks.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") })
        // The table's links, and the file's own components with their wildcards filled in.
        let fromFile = ["/cart", "/checkout/x", "/checkout/", "/product/x", "/product/", "/wishlist"].map { "https://\(Self.shop)" + $0 }
        let generated = Self.hostLinks(table, host: Self.shop).union(fromFile).subtracting(listed)
        #expect(json["checked"] as? Int == generated.count + listed.count)
        var expected: [Disagreement] = []
        for url in generated.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let route = resolver.resolve(url).route
            let verdict = rules.verdict(for: url, appID: Self.appID)
            guard (route != nil) != verdict.opensApp else { continue }
            if route == nil && own.verdict(for: url, appID: Self.appID).opensApp {
                #expect(widenings.contains { $0["url"] as? String == url }, "\(url)")
                continue
            }
            expected.append(Disagreement(url: url, platform: "ios", kind: route != nil ? "route-without-app" : "opens-app-without-route",
                                         route: route.map { $0.name ?? $0.tablePattern ?? $0.pattern }, rule: verdict.rule))
        }
        #expect(expected.contains { $0.kind == "route-without-app" } && expected.contains { $0.kind == "opens-app-without-route" })
        #expect(Array(found.dropFirst(3)) == expected)
    }

    @Test func theTextNamesTheRouteAndTheRule() throws {
        let directory = try TemporaryDirectory()
        let aasa = try directory.file("apple-app-site-association", Self.handWrittenAASA)
        let urls = try directory.file("newsletter.txt", "https://shop.acme.example/checkout/payment\nhttps://shop.acme.example/wishlist\n")
        let result = try ToolRunner.run(["check", ToolRunner.exampleTable, "--host", Self.shop, "--aasa", aasa, "--app-id", Self.appID,
                                         "--urls", urls])
        #expect(result.status == 1)
        let line = try #require(try Self.exampleTable().routes.first { $0.name == "shop.checkout" }?.line)
        #expect(result.stdout.hasPrefix("""
            ios  route-without-app  https://shop.acme.example/checkout/payment
                route shop.checkout (\(ToolRunner.exampleTable):\(line)) takes it; iOS opens the browser (by {"/":"/checkout/*","exclude":true,"comment":"checkout stays on the web"})
            ios  opens-app-without-route  https://shop.acme.example/wishlist
                no route takes it; iOS opens the app (by {"/":"/wishlist","comment":"a screen the app no longer has"})

            """), "\(result.stdout)")
        #expect(result.stdout.contains(" disagreements (ios \(try disagreementCount(result.stdout)))"), "\(result.stdout)")
    }

    private func disagreementCount(_ text: String) throws -> Int {
        text.split(separator: "\n").count { $0.hasPrefix("ios  route-without-app  ") || $0.hasPrefix("ios  opens-app-without-route  ") }
    }

    @Test func githubAnnotatesEachGroupOfLinksAtTheRoutesLine() throws {
        let directory = try TemporaryDirectory()
        let aasa = try directory.file("apple-app-site-association", Self.handWrittenAASA)
        let result = try ToolRunner.run(["check", ToolRunner.exampleTable, "--host", Self.shop, "--aasa", aasa, "--app-id", Self.appID,
                                         "--format", "github"])
        #expect(result.status == 1)
        let line = try #require(try Self.exampleTable().routes.first { $0.name == "shop.checkout" }?.line)
        let checkout = result.stdout.split(separator: "\n").filter {
            $0.hasPrefix("::error file=\(ToolRunner.exampleTable),line=\(line),title=urlroutes check::iOS: ")
                && $0.contains(" links of route shop.checkout open the browser (by {\"/\":\"/checkout/*\",\"exclude\":true,")
        }
        #expect(checkout.count == 1, "\(result.stdout)")
        #expect(checkout.first?.contains("): https://shop.acme.example/checkout") == true, "\(checkout)")
    }

    @Test func filesMadeFromTheTableAgree() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("app.table", "https  /files/*  files\nhttps  /help/**  help\n")
        let aasa = try ToolRunner.run(["aasa", table, "--host", "www.example.com", "--app-id", Self.appID])
        #expect(aasa.status == 0, "\(aasa.stderr)")
        let aasaFile = try directory.file("apple-app-site-association", aasa.stdout)
        let (result, json) = try ToolRunner.runJSON(["check", table, "--host", "www.example.com", "--aasa", aasaFile,
                                                     "--app-id", Self.appID, "--format", "json"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(try disagreements(json).isEmpty)
        #expect(json["checked"] as? Int ?? 0 > 100)
        let text = try ToolRunner.run(["check", table, "--host", "www.example.com", "--aasa", aasaFile, "--app-id", Self.appID])
        // iOS reads `//files/x` as `/files/x`, which routing does not: the table's own file
        // opens such links by design, listed as widenings.
        #expect(text.status == 0)
        #expect(text.stdout.contains("links of www.example.com checked: routing and the app-link files agree; "), "\(text.stdout)")
        #expect(text.stdout.contains("ios  widening  https://www.example.com//files"), "\(text.stdout.prefix(600))")
    }

    // MARK: Fetching

    private func fetchCheck(_ response: LoopbackHTTPServer.Response, path: String = "/.well-known/apple-app-site-association")
        throws -> (result: ToolRunner.Result, json: [String: Any], url: String) {
        let server = try LoopbackHTTPServer([path: response])
        let url = server.url(path)
        let (result, json) = try ToolRunner.runJSON(["check", ToolRunner.exampleTable, "--host", Self.shop, "--aasa", url,
                                                     "--app-id", Self.appID, "--format", "json"])
        return (result, json, url)
    }

    private func fetched(_ json: [String: Any]) throws -> (url: String, status: Int, problems: [String]) {
        let all = try #require(json["fetched"] as? [[String: Any]])
        #expect(all.count == 1)
        let first = try #require(all.first)
        return (first["url"] as? String ?? "", first["status"] as? Int ?? -1, first["problems"] as? [String] ?? [])
    }

    @Test func aFetchedFileIsJudgedAsTheSameFileOnDisk() throws {
        let (result, json, url) = try fetchCheck(.init(body: Self.handWrittenAASA))
        let fetch = try fetched(json)
        #expect(fetch.url == url && fetch.status == 200 && fetch.problems.isEmpty, "\(fetch)")
        let directory = try TemporaryDirectory()
        let file = try directory.file("apple-app-site-association", Self.handWrittenAASA)
        let (_, fromDisk) = try ToolRunner.runJSON(["check", ToolRunner.exampleTable, "--host", Self.shop, "--aasa", file,
                                                    "--app-id", Self.appID, "--format", "json"])
        #expect(result.status == 1)
        #expect(try disagreements(json) == disagreements(fromDisk))
    }

    /// What `producer` (a shell command) writes, gzipped.
    private func gzipped(_ producer: String) throws -> [UInt8] {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("body.gz").path
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/sh")
        gzip.arguments = ["-c", "\(producer) | gzip -9 -c > '\(file)'"]
        try gzip.run()
        gzip.waitUntilExit()
        #expect(gzip.terminationStatus == 0)
        return try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
    }

    private static let compressedBodyProblem = "the body is sent with Content-Encoding gzip though it was asked for uncompressed "
        + "(Accept-Encoding: identity); serve the file uncompressed to a client that does not ask for compression"

    @Test func theFileIsAskedForUncompressedAndACompressedBodyIsReportedNotDecoded() throws {
        // The hand-written AASA, gzipped: the body as sent is not the file, whatever it decodes to.
        let directory = try TemporaryDirectory()
        let plain = try directory.file("aasa.json", Self.handWrittenAASA)
        let compressed = try gzipped("cat '\(plain)'")
        let server = try LoopbackHTTPServer(["/.well-known/apple-app-site-association": .init(
            headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")], bytes: compressed)])
        let (result, json) = try ToolRunner.runJSON(["check", ToolRunner.exampleTable, "--host", Self.shop, "--aasa",
                                                     server.url("/.well-known/apple-app-site-association"), "--app-id", Self.appID, "--format", "json"])
        #expect(result.status == 1)
        #expect(try fetched(json).problems == [Self.compressedBodyProblem])
        #expect(try disagreements(json).isEmpty)
        let head = try #require(server.requestHeads.first).lowercased()
        #expect(head.contains("\r\naccept-encoding: identity\r\n"), "\(head)")
    }

    @Test func aGzipBombTakesMemoryBoundedByTheLimitNotByWhatItExpandsTo() throws {
        // 200 MB of zeros, gzipped to about 200 KB, sent though identity was asked for. Decoding
        // it in memory took over 250 MB; the fetch keeps at most the 128 KB limit. About 1 s
        // (most of it gzip).
        let compressed = try gzipped("head -c 200000000 /dev/zero")
        #expect(compressed.count < 400_000)
        let server = try LoopbackHTTPServer(["/.well-known/apple-app-site-association": .init(
            headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")], bytes: compressed)])
        let binary = try #require(ToolRunner.binary)
        let time = URL(fileURLWithPath: "/usr/bin/time")
        try #require(FileManager.default.isExecutableFile(atPath: time.path), "GNU time (the Debian package 'time') measures the peak memory")
        let directory = try TemporaryDirectory()
        let peakFile = directory.url.appendingPathComponent("peak").path
        let result = try ToolRunner.run(["-f", "%M", "-o", peakFile, binary.path, "check", ToolRunner.exampleTable, "--host", Self.shop,
                                         "--aasa", server.url("/.well-known/apple-app-site-association"), "--app-id", Self.appID,
                                         "--format", "json"], executable: time)
        #expect(result.status == 1, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(try fetched(json).problems == [Self.compressedBodyProblem])
        let peak = try String(contentsOfFile: peakFile, encoding: .utf8).split(separator: "\n").last.flatMap { Int($0) }
        let kilobytes = try #require(peak, "no peak memory from /usr/bin/time")
        #expect(kilobytes < 100_000, "the check took \(kilobytes) KB at its peak")
    }

    @Test func aRedirectIsReportedNotFollowed() throws {
        let (result, json, _) = try fetchCheck(.init(status: 301, headers: [("Location", "https://www.acme.example/aasa.json")], body: ""))
        #expect(result.status == 1)
        let fetch = try fetched(json)
        #expect(fetch.status == 301)
        #expect(fetch.problems == ["it redirects to https://www.acme.example/aasa.json (status 301); Apple's CDN does not follow redirects: serve the file itself at this URL"])
        // Nothing to judge iOS by.
        #expect(try disagreements(json).isEmpty)
    }

    @Test func aStatusOtherThan200IsReported() throws {
        let (result, json, _) = try fetchCheck(.init(status: 404, headers: [("Content-Type", "text/html")], body: "<h1>Not found</h1>"))
        #expect(result.status == 1)
        let fetch = try fetched(json)
        #expect(fetch.status == 404)
        #expect(fetch.problems == ["status 404; Apple's CDN takes the file only with status 200"])
    }

    @Test func aBodyOver128KBIsReported() throws {
        let padding = String(repeating: " ", count: 128 * 1024)
        let (result, json, _) = try fetchCheck(.init(body: Self.handWrittenAASA + padding))
        #expect(result.status == 1)
        let fetch = try fetched(json)
        #expect(fetch.status == 200)
        #expect(fetch.problems == ["the body is larger than 128 KB, more than Apple's CDN reads"])
    }

    @Test func aBodyThatIsNotJSONIsReported() throws {
        let (result, json, _) = try fetchCheck(.init(body: "{\"applinks\": "))
        #expect(result.status == 1)
        #expect(try fetched(json).problems == ["the body is not JSON (13 bytes)"])
    }

    @Test func aContentTypeOtherThanJSONIsReportedAndTheFileStillJudged() throws {
        let (result, json, _) = try fetchCheck(.init(headers: [("Content-Type", "text/plain; charset=utf-8")], body: Self.handWrittenAASA))
        #expect(result.status == 1)
        #expect(try fetched(json).problems == ["Content-Type text/plain; Apple's CDN expects application/json"])
        #expect(try !disagreements(json).isEmpty)
    }

    @Test func theSignedFilesContentTypeIsCalledHistorical() throws {
        let (_, json, _) = try fetchCheck(.init(headers: [("Content-Type", "application/pkcs7-mime")], body: Self.handWrittenAASA))
        #expect(try fetched(json).problems == [
            "Content-Type application/pkcs7-mime is that of a signed file, which only iOS 8 read; serve the file unsigned, as application/json",
        ])
    }

    @Test func jsonWithParametersIsTheRightContentType() throws {
        let (_, json, _) = try fetchCheck(.init(headers: [("Content-Type", "Application/JSON; charset=utf-8")], body: Self.handWrittenAASA))
        #expect(try fetched(json).problems.isEmpty)
    }

    @Test func aFileIOSCannotReadIsAProblemOfTheFetch() throws {
        let (result, json, _) = try fetchCheck(.init(body: #"{"applinks": {"details": "everything"}}"#))
        #expect(result.status == 1)
        let problems = try fetched(json).problems
        #expect(problems.count == 1 && problems[0].hasPrefix("iOS cannot read it: "), "\(problems)")
    }

    @Test func plainHTTPIsTakenOnALoopbackAddressOnly() throws {
        let result = try ToolRunner.run(["check", ToolRunner.exampleTable, "--host", Self.shop, "--aasa",
                                         "http://shop.acme.example/.well-known/apple-app-site-association", "--app-id", Self.appID])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Apple's CDN fetches over https only"), "\(result.stderr)")
    }

    @Test func aHostThatDoesNotAnswerIsAProblem() throws {
        // A port nothing listens on: the server is gone once made.
        let url = try LoopbackHTTPServer([:]).url("/.well-known/apple-app-site-association")
        let (result, json) = try ToolRunner.runJSON(["check", ToolRunner.exampleTable, "--host", Self.shop, "--aasa", url,
                                                     "--app-id", Self.appID, "--format", "json"])
        #expect(result.status == 1)
        let fetch = try fetched(json)
        #expect(fetch.status == 0)
        #expect(fetch.problems.first?.hasPrefix("cannot fetch it: ") == true, "\(fetch.problems)")
    }

    // MARK: Input

    @Test(arguments: [
        (["--host", "shop.acme.example"], "give the files to check"),
        (["--host", "shop.acme.example", "--aasa", "x.json"], "--aasa needs --app-id"),
        (["--host", "shop.acme.example", "--app-id", "ABCDE12345.com.acme.app", "--android-manifest", "m.xml"], "--app-id needs --aasa"),
        (["--host", "shop.acme.example", "--android-manifest", "m.xml", "--assetlinks", "a.json"], "--assetlinks needs --package"),
        (["--host", "shop.acme.example", "--android-manifest", "m.xml", "--package", "com.acme.app"], "--package needs --assetlinks"),
        (["--host", "https://shop.acme.example", "--aasa", "x.json", "--app-id", "ABCDE12345.com.acme.app"], "--host takes a host name"),
    ])
    func badOptionsAreStatusTwo(arguments: [String], message: String) throws {
        let result = try ToolRunner.run(["check", ToolRunner.exampleTable] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func anUnreadableAndroidManifestIsNamedInTheMessage() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.file("AndroidManifest.xml", "<manifest")
        let result = try ToolRunner.run(["check", ToolRunner.exampleTable, "--host", Self.shop, "--android-manifest", manifest])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read the Android app's files '\(manifest)': "), "\(result.stderr)")
    }

    @Test func unreadableFilesAreStatusTwo() throws {
        let directory = try TemporaryDirectory()
        var result = try ToolRunner.run(["check", ToolRunner.exampleTable, "--host", Self.shop, "--aasa", "no/such/file",
                                         "--app-id", Self.appID])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read apple-app-site-association 'no/such/file': no such file"), "\(result.stderr)")
        let broken = try directory.file("aasa.json", "{\"applinks\": [")
        result = try ToolRunner.run(["check", ToolRunner.exampleTable, "--host", Self.shop, "--aasa", broken, "--app-id", Self.appID])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read apple-app-site-association '\(broken)': "), "\(result.stderr)")
        let (failed, json) = try ToolRunner.runJSON(["check", "no/such.table", "--host", Self.shop, "--aasa", broken,
                                                     "--app-id", Self.appID, "--format", "json"])
        #expect(failed.status == 2)
        #expect(json["exitCode"] as? Int == 2)
    }
}

/// Android: hand-written files with known wrong claims, files made from the table, dynamic rules.
extension CheckCommandTests {
    static let handWrittenManifest = """
        <?xml version="1.0" encoding="utf-8"?>
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.acme.app">
          <application>
            <activity android:name=".LinkActivity" android:exported="true">
              <intent-filter android:autoVerify="true">
                <action android:name="android.intent.action.VIEW" />
                <category android:name="android.intent.category.DEFAULT" />
                <category android:name="android.intent.category.BROWSABLE" />
                <data android:scheme="https" />
                <data android:host="shop.acme.example" />
                <data android:path="/cart" />
                <data android:pathPrefix="/product/" />
                <data android:path="/wishlist" />
              </intent-filter>
            </activity>
          </application>
        </manifest>
        """

    /// Whether Android reads the URL's path as another path (a percent-encoded `/` or
    /// unreserved character), which check leaves out of the generated links for Android.
    static func androidDecodesOtherwise(_ url: String) -> Bool {
        let afterHost = url.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false).dropFirst(3).first.map { "/" + $0 } ?? "/"
        let path = afterHost.prefix { $0 != "?" && $0 != "#" }
        var bytes = Array(path.utf8)[...]
        while let percent = bytes.firstIndex(of: UInt8(ascii: "%")) {
            let hex = bytes[(percent + 1)...].prefix(2)
            if hex.count == 2, let value = UInt8(String(decoding: hex, as: UTF8.self), radix: 16) {
                let character = Character(Unicode.Scalar(value))
                if value == UInt8(ascii: "/") || (value < 0x80 && (character.isLetter || character.isNumber || "-._~".contains(character))) {
                    return true
                }
            }
            bytes = bytes[(percent + 1)...]
        }
        return false
    }

    @Test func aHandWrittenManifestsWrongClaimsAreReportedLinkByLink() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.file("AndroidManifest.xml", Self.handWrittenManifest)
        let urls = try directory.file("newsletter.txt", Self.newsletterLinks)
        let (result, json) = try ToolRunner.runJSON(["check", ToolRunner.exampleTable, "--host", Self.shop,
                                                     "--android-manifest", manifest, "--urls", urls, "--format", "json"])
        #expect(result.status == 1, "\(result.stderr)")
        let found = try disagreements(json)
        // The newsletter's links first, in file order; the cart and product 48213 agree.
        let listed = Array(found.prefix(4))
        #expect(listed.map(\.url) == ["https://shop.acme.example/checkout/payment", "https://shop.acme.example/wishlist",
                                      "https://shop.acme.example/product/trail-runner", "HTTPS://Shop.Acme.Example/checkout"])
        #expect(listed.map(\.kind) == ["route-without-app", "opens-app-without-route", "opens-app-without-route", "route-without-app"])
        #expect(listed.map(\.route) == ["shop.checkout", nil, nil, "shop.checkout"])
        #expect(listed[0].rule == nil)
        #expect(listed[1].rule?.contains(#"android:path="/wishlist""#) == true, "\(listed[1])")
        #expect(listed[2].rule?.contains(#"android:pathPrefix="/product/""#) == true, "\(listed[2])")

        let table = try Self.exampleTable()
        let resolver = try RouteResolver(table)
        let rules = try AndroidLinkRules(manifest: Self.handWrittenManifest)
        let listedSet = Set(Self.newsletterLinks.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") })
        var expected: [Disagreement] = []
        // The table's links, and the manifest's own paths (a prefix alone and with components).
        let fromFile = ["/cart", "/product/", "/product/x", "/product/1/x", "/wishlist"].map { "https://\(Self.shop)" + $0 }
        for url in Self.hostLinks(table, host: Self.shop).union(fromFile).subtracting(listedSet).sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        where !Self.androidDecodesOtherwise(url) {
            let route = resolver.resolve(url).route
            let verdict = rules.verdict(for: url)
            guard (route != nil) != verdict.opensApp else { continue }
            expected.append(Disagreement(url: url, platform: "android", kind: route != nil ? "route-without-app" : "opens-app-without-route",
                                         route: route.map { $0.name ?? $0.tablePattern ?? $0.pattern }, rule: verdict.rule))
        }
        #expect(Array(found.dropFirst(listed.count)) == expected)
    }

    @Test func filesMadeFromTheTableAgreeOnAndroid() throws {
        let filter = try ToolRunner.run(["android", ToolRunner.exampleTable, "--host", Self.shop])
        #expect(filter.status == 0, "\(filter.stderr)")
        let directory = try TemporaryDirectory()
        let manifest = try directory.file("AndroidManifest.xml", """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.acme.app">
            <application><activity android:name=".Main" android:exported="true">
            \(filter.stdout)
            </activity></application></manifest>
            """)
        let (result, json) = try ToolRunner.runJSON(["check", ToolRunner.exampleTable, "--host", Self.shop,
                                                     "--android-manifest", manifest, "--format", "json"])
        let found = try disagreements(json)
        #expect(result.status == 0, "\(found.prefix(10))")
        #expect(json["checked"] as? Int ?? 0 > 1_000)
    }

    @Test func anAssetLinksDynamicRuleThatExcludesARoutedLinkIsReported() throws {
        let filter = try ToolRunner.run(["android", ToolRunner.exampleTable, "--host", Self.shop])
        let directory = try TemporaryDirectory()
        let manifest = try directory.file("AndroidManifest.xml", """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.acme.app">
            <application><activity android:name=".Main" android:exported="true">
            \(filter.stdout)
            </activity></application></manifest>
            """)
        let assetLinks = try directory.file("assetlinks.json", """
            [{"relation": ["delegate_permission/common.handle_all_urls"],
              "relation_extensions": {"delegate_permission/common.handle_all_urls": {
                "dynamic_app_link_components": [{"/": "/cart", "exclude": true}, {"/": "*"}]}},
              "target": {"namespace": "android_app", "package_name": "com.acme.app",
                "sha256_cert_fingerprints": ["14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"]}}]
            """)
        let urls = try directory.file("urls.txt", "https://shop.acme.example/cart\n")
        let (result, json) = try ToolRunner.runJSON(["check", ToolRunner.exampleTable, "--host", Self.shop, "--android-manifest", manifest,
                                                     "--assetlinks", assetLinks, "--package", "com.acme.app", "--urls", urls, "--format", "json"])
        #expect(result.status == 1)
        let first = try #require(try disagreements(json).first)
        #expect(first.url == "https://shop.acme.example/cart" && first.platform == "android" && first.kind == "route-without-app")
        #expect(first.route == "shop.cart")
        #expect(first.rule?.contains("/cart") == true, "\(first)")
    }
}
