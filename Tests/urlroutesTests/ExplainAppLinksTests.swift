import Foundation
import Testing

/// `urlroutes explain TABLE URL --aasa FILE --app-id ID [--android-manifest FILE
/// [--assetlinks FILE]]`: after the trace, what each platform does with the URL and the rule
/// that decided.
@Suite struct ExplainAppLinksTests {
    private func aasa() throws -> (directory: TemporaryDirectory, path: String) {
        let directory = try TemporaryDirectory()
        return (directory, try directory.file("apple-app-site-association", CheckCommandTests.handWrittenAASA))
    }

    @Test func theTraceEndsWithWhatIOSDoesAndWhy() throws {
        let file = try aasa()
        let result = try ToolRunner.run(["explain", ToolRunner.exampleTable, "https://shop.acme.example/checkout/payment",
                                         "--aasa", file.path, "--app-id", CheckCommandTests.appID])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains { $0.hasPrefix("Winner: shop.checkout") })
        #expect(lines.last { !$0.isEmpty }
            == #"iOS: opens the browser, by {"/":"/checkout/*","exclude":true,"comment":"checkout stays on the web"}; but a route takes it"#)
    }

    @Test func aLinkBothOpenSaysNoMoreThanTheRule() throws {
        let file = try aasa()
        let result = try ToolRunner.run(["explain", ToolRunner.exampleTable, "https://shop.acme.example/cart",
                                         "--aasa", file.path, "--app-id", CheckCommandTests.appID])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("\niOS: opens the app, by {\"/\":\"/cart\",\"comment\":\"the cart\"}\n"), "\(result.stdout)")
    }

    @Test func anUnroutedLinkTheAppOpensIsMarked() throws {
        let file = try aasa()
        let result = try ToolRunner.run(["explain", ToolRunner.exampleTable, "https://shop.acme.example/wishlist",
                                         "--aasa", file.path, "--app-id", CheckCommandTests.appID])
        #expect(result.status == 1)
        #expect(result.stdout.contains("No route matched."))
        #expect(result.stdout.hasSuffix("iOS: opens the app, by {\"/\":\"/wishlist\",\"comment\":\"a screen the app no longer has\"}; but no route takes it\n"))
    }

    @Test func anotherAppOpensNothing() throws {
        let file = try aasa()
        let result = try ToolRunner.run(["explain", ToolRunner.exampleTable, "https://shop.acme.example/cart",
                                         "--aasa", file.path, "--app-id", "FGHIJ67890.com.other.app"])
        #expect(result.stdout.hasSuffix("\niOS: opens the browser, no rule matches; but a route takes it\n"), "\(result.stdout)")
    }

    @Test func jsonAddsTheAppsVerdicts() throws {
        let file = try aasa()
        let (result, json) = try ToolRunner.runJSON(["explain", ToolRunner.exampleTable, "https://shop.acme.example/wishlist",
                                                     "--aasa", file.path, "--app-id", CheckCommandTests.appID, "--json"])
        #expect(result.status == 1)
        let apps = try #require(json["apps"] as? [[String: Any]])
        #expect(apps.count == 1)
        #expect(apps[0]["platform"] as? String == "ios")
        #expect(apps[0]["opensApp"] as? Bool == true)
        #expect(apps[0]["rule"] as? String == #"{"/":"/wishlist","comment":"a screen the app no longer has"}"#)
        #expect(json["trace"] != nil && json["status"] as? String == "unrouted")
        // Without files, the object is what it was.
        let (_, plain) = try ToolRunner.runJSON(["explain", ToolRunner.exampleTable, "https://shop.acme.example/wishlist", "--json"])
        #expect(plain["apps"] == nil)
    }

    @Test func filesNeedTheirCompanions() throws {
        let file = try aasa()
        var result = try ToolRunner.run(["explain", ToolRunner.exampleTable, "https://shop.acme.example/cart", "--aasa", file.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--aasa needs --app-id"), "\(result.stderr)")
        result = try ToolRunner.run(["explain", ToolRunner.exampleTable, "https://shop.acme.example/cart", "--assetlinks", file.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--assetlinks needs --android-manifest"), "\(result.stderr)")
        result = try ToolRunner.run(["explain", ToolRunner.exampleTable, "https://shop.acme.example/cart", "--aasa", "no/such",
                                     "--app-id", CheckCommandTests.appID])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read apple-app-site-association 'no/such': no such file"), "\(result.stderr)")
    }
}

extension ExplainAppLinksTests {
    @Test func androidsVerdictFollowsIOSs() throws {
        let directory = try TemporaryDirectory()
        let aasa = try directory.file("apple-app-site-association", CheckCommandTests.handWrittenAASA)
        let manifest = try directory.file("AndroidManifest.xml", CheckCommandTests.handWrittenManifest)
        let result = try ToolRunner.run(["explain", ToolRunner.exampleTable, "https://shop.acme.example/product/trail-runner",
                                         "--aasa", aasa, "--app-id", CheckCommandTests.appID, "--android-manifest", manifest])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.suffix(2).first == #"iOS: opens the app, by {"/":"/product/*","comment":"products"}; but no route takes it"#)
        let android = try #require(lines.last)
        #expect(android.hasPrefix("Android: opens the app, by ") && android.hasSuffix("; but no route takes it"), "\(android)")
        #expect(android.contains(#"android:pathPrefix="/product/""#), "\(android)")
    }
}
