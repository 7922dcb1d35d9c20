import Foundation
import Testing

/// `urlroutes check` on the files the table itself makes (their widenings apart, failing only
/// with `--strict`), and `--urls` lines judged as the device receives them, by their own host.
@Suite struct CheckWideningsAndURLsTests {
    static let shop = "shop.acme.example"
    static let appID = "ABCDE12345.com.acme.app"

    @Test func theFilesGeneratedFromTheTablePassWithTheirWideningsListed() throws {
        let directory = try TemporaryDirectory()
        let aasa = try ToolRunner.run(["aasa", ToolRunner.exampleTable, "--host", Self.shop, "--app-id", Self.appID])
        #expect(aasa.status == 0, "\(aasa.stderr)")
        let aasaFile = try directory.file("apple-app-site-association", aasa.stdout)
        let manifest = try CheckAndroidAppFilesTests.manifest(directory)
        let assetLinks = try CheckAndroidAppFilesTests.generatedAssetLinks(directory)
        let arguments = ["check", ToolRunner.exampleTable, "--host", Self.shop, "--aasa", aasaFile, "--app-id", Self.appID,
                         "--android-manifest", manifest, "--assetlinks", assetLinks, "--package", "com.acme.app"]
        let (result, json) = try ToolRunner.runJSON(arguments + ["--format", "json"])
        #expect(result.status == 0, "\(result.stdout.prefix(2000))")
        #expect((json["disagreements"] as? [Any])?.isEmpty == true)
        #expect((json["problems"] as? [Any])?.isEmpty == true)
        let widenings = try #require(json["widenings"] as? [[String: Any]])
        // /product/:id<\d+> is /product/?* in the AASA (the intent filter says [0-9]+, and
        // Android's dynamic rules narrow only what the filter takes).
        let product = widenings.filter { ($0["url"] as? String)?.hasPrefix("https://shop.acme.example/product/") == true }
        #expect(!product.isEmpty && product.allSatisfy { $0["platform"] as? String == "ios" }, "\(widenings.prefix(5))")
        #expect(product.allSatisfy { $0["route"] as? String == "shop.product" }, "\(product.prefix(5))")
        #expect(product.allSatisfy { ($0["rule"] as? String)?.contains("/product/?*") == true }, "\(product.prefix(5))")

        let strict = try ToolRunner.run(arguments + ["--strict"])
        #expect(strict.status == 1)
        let text = try ToolRunner.run(arguments)
        #expect(text.status == 0)
        #expect(text.stdout.contains("ios  widening  https://shop.acme.example/product/"), "\(text.stdout.prefix(500))")
        #expect(text.stdout.contains("as route shop.product's generated rule does by design"), "\(text.stdout.prefix(500))")
        #expect(text.stdout.contains(": routing and the app-link files agree; "), "\(text.stdout.suffix(300))")
        let github = try ToolRunner.run(arguments + ["--format", "github"])
        #expect(github.status == 0)
        #expect(github.stdout.contains("::warning file=\(ToolRunner.exampleTable),title=urlroutes check::iOS: "), "\(github.stdout.prefix(500))")
        // The sample links are the first in byte order: `//product/0`, which iOS reads as
        // `/product/0`, comes before `/product/...`.
        #expect(github.stdout.contains("that no route takes open the app, as route shop.product's generated rule does by design: https://shop.acme.example/"),
                "\(github.stdout.prefix(800))")
    }

    @Test func aHandAddedClaimTheTableNeverMakesIsStillADisagreement() throws {
        let directory = try TemporaryDirectory()
        let aasa = try ToolRunner.run(["aasa", ToolRunner.exampleTable, "--host", Self.shop, "--app-id", Self.appID])
        let edited = aasa.stdout.replacingOccurrences(of: "\"components\" : [", with: "\"components\" : [ {\"/\": \"/admin/*\"},")
        let aasaFile = try directory.file("apple-app-site-association", edited)
        let urls = try directory.file("urls.txt", "https://shop.acme.example/admin/users\n")
        let (result, json) = try ToolRunner.runJSON(["check", ToolRunner.exampleTable, "--host", Self.shop, "--aasa", aasaFile,
                                                     "--app-id", Self.appID, "--urls", urls, "--format", "json"])
        #expect(result.status == 1)
        let first = (json["disagreements"] as? [[String: Any]])?.first
        #expect(first?["url"] as? String == "https://shop.acme.example/admin/users")
        #expect(first?["kind"] as? String == "opens-app-without-route")
    }

    /// A wiki's AASA excludes its special pages in the encoded form the phone receives.
    static let wikiAASA = """
        {"applinks": {"details": [{"appIDs": ["ABCDE12345.org.example.wiki"], "components": [
          {"/": "/wiki/%D0%A1%D0%BB%D1%83%D0%B6%D0%B5%D0%B1%D0%BD%D0%B0%D1%8F:*", "exclude": true},
          {"/": "/wiki/*"}
        ]}]}}
        """

    @Test func urlsLinesAreJudgedAsTheDeviceReceivesThemAndReportedAsWritten() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("wiki.table", "https  /wiki/:title  wiki.page\n")
        let aasa = try directory.file("apple-app-site-association", Self.wikiAASA)
        let urls = try directory.file("urls.txt", """
            https://ru.wiki.example/wiki/Служебная:Поиск
            https://ru.wiki.example/wiki/Москва
            https://en.wiki.example/wiki/Special:Search
            acme://wiki/Москва

            """)
        let (result, json) = try ToolRunner.runJSON(["check", table, "--host", "ru.wiki.example", "--aasa", aasa,
                                                     "--app-id", "ABCDE12345.org.example.wiki", "--urls", urls, "--format", "json"])
        #expect(result.status == 1)
        let disagreements = try #require(json["disagreements"] as? [[String: Any]])
        // The special page routes (wiki.page takes any title) and iOS keeps it out; Москва agrees.
        let listed = disagreements.filter { ($0["url"] as? String)?.contains("Служебная") == true }
        #expect(listed.count == 1, "\(disagreements.prefix(5))")
        #expect(listed.first?["url"] as? String == "https://ru.wiki.example/wiki/Служебная:Поиск")
        #expect(listed.first?["kind"] as? String == "route-without-app")
        #expect(listed.first?["rule"] as? String == #"{"/":"/wiki/%D0%A1%D0%BB%D1%83%D0%B6%D0%B5%D0%B1%D0%BD%D0%B0%D1%8F:*","exclude":true}"#)
        #expect(!disagreements.contains { ($0["url"] as? String)?.contains("Москва") == true })
        #expect(json["skipped"] as? Int == 2)
        let text = try ToolRunner.run(["check", table, "--host", "ru.wiki.example", "--aasa", aasa,
                                       "--app-id", "ABCDE12345.org.example.wiki", "--urls", urls])
        #expect(text.stdout.contains("(2 lines of --urls for other hosts skipped)"), "\(text.stdout.suffix(300))")
    }
}

/// Links drawn from the files themselves.
extension CheckWideningsAndURLsTests {
    @Test func aHandAddedAASAClaimIsFoundWithoutURLs() throws {
        let directory = try TemporaryDirectory()
        let aasa = try ToolRunner.run(["aasa", ToolRunner.exampleTable, "--host", Self.shop, "--app-id", Self.appID])
        let edited = aasa.stdout.replacingOccurrences(of: "\"components\" : [", with: "\"components\" : [ {\"/\": \"/admin/*\", \"comment\": \"support tools\"},")
        let aasaFile = try directory.file("apple-app-site-association", edited)
        let (result, json) = try ToolRunner.runJSON(["check", ToolRunner.exampleTable, "--host", Self.shop, "--aasa", aasaFile,
                                                     "--app-id", Self.appID, "--format", "json"])
        #expect(result.status == 1)
        let admin = (json["disagreements"] as? [[String: Any]] ?? []).filter { ($0["url"] as? String)?.hasPrefix("https://shop.acme.example/admin/") == true }
        #expect(!admin.isEmpty, "\(json["disagreements"] ?? "")")
        #expect(admin.allSatisfy { $0["kind"] as? String == "opens-app-without-route" && ($0["rule"] as? String)?.contains("/admin/*") == true })
    }

    @Test func aHandAddedManifestPathAndDynamicRuleAreFoundWithoutURLs() throws {
        let directory = try TemporaryDirectory()
        let filter = try ToolRunner.run(["android", ToolRunner.exampleTable, "--host", Self.shop])
        let manifest = try directory.file("AndroidManifest.xml", """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.acme.app">
            <application><activity android:name=".Main" android:exported="true">
            \(filter.stdout.replacingOccurrences(of: "<data android:host=\"shop.acme.example\" />",
                                                  with: "<data android:host=\"shop.acme.example\" />\n<data android:pathPrefix=\"/internal/\" />"))
            </activity></application></manifest>
            """)
        let (result, json) = try ToolRunner.runJSON(["check", ToolRunner.exampleTable, "--host", Self.shop,
                                                     "--android-manifest", manifest, "--format", "json"])
        #expect(result.status == 1)
        let found = (json["disagreements"] as? [[String: Any]] ?? []).compactMap { $0["url"] as? String }
        #expect(found.contains("https://shop.acme.example/internal/x"), "\(found.prefix(10))")
    }
}
