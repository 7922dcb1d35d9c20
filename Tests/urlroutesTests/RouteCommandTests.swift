import Foundation
import Testing

/// `urlroutes route TABLE URL...`: the route each URL reaches, its parameters, and the exit
/// status a script can rely on.
@Suite struct RouteCommandTests {
    @Test func theExampleCommandRoutesEveryExampleURLAndExplainsTheFirst() throws {
        let result = try ToolRunner.run([
            "route", ToolRunner.exampleTable, "--urls", ToolRunner.exampleURLs, "--explain", "first",
        ])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stderr.isEmpty)
        let urlCount = try String(contentsOf: ToolRunner.packageRoot.appendingPathComponent(ToolRunner.exampleURLs), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.count
        #expect(result.stdout.contains("\(urlCount) URLs: \(urlCount) routed"))
        #expect(!result.stdout.contains("✗ no route"))
        // The first URL, a product slug, is explained: the numeric-id route turns it down first.
        #expect(result.stdout.contains("→ product.bySlug"))
        #expect(result.stdout.contains("Tried in order:"))
        #expect(result.stdout.components(separatedBy: "Tried in order:").count == 2, "only the first URL is explained")
        #expect(result.stdout.contains("product.show (line "))
    }

    @Test func aRoutedURLShowsTheWinningRouteAndItsParameters() throws {
        let result = try ToolRunner.run(["route", ToolRunner.exampleTable, "acme://product/48213?ref=push"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("→ product.show  acme /product/:id<\\d+>  priority 10  (line "))
        #expect(result.stdout.contains(#"id  = "48213""#))
        #expect(result.stdout.contains(#"ref = "push"  (query)"#))
    }

    @Test func anOptionalGroupShowsTheExpansionThatMatched() throws {
        let result = try ToolRunner.run(["route", ToolRunner.exampleTable, "acme://category/footwear"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("acme /category/:category  from /category/:category(/:subcategory)"))
    }

    @Test func aSchemeWithoutRoutesIsRoutedInTheGlobalNamespace() throws {
        let result = try ToolRunner.run(["route", ToolRunner.exampleTable, "acmebeta://login"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("→ login  * /login"))
    }

    @Test func aURLThatMatchesNoRouteExitsWithOne() throws {
        let result = try ToolRunner.run(["route", ToolRunner.exampleTable, "acme://wishlist/42"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("✗ no route matched (searched acme, then * (global fallback))"))
    }

    @Test func aURLWithoutASchemeIsSearchedOnlyInTheGlobalNamespaceAndSaysSo() throws {
        let result = try ToolRunner.run(["route", ToolRunner.exampleTable, "product/48213"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("✗ no route matched (searched *: the URL has no scheme)"))
    }

    @Test func aStringThatIsNotAURLExitsWithThreeAndSaysWhy() throws {
        let result = try ToolRunner.run(["route", ToolRunner.exampleTable, "acme://user/\u{7}42"])
        #expect(result.status == 3)
        #expect(result.stdout.contains("✗ not a routable URL: "))
        #expect(result.stdout.contains("control character 0x7"))
    }

    @Test func aStringThatIsNotAURLIsCalledNotRoutableOnce() throws {
        let result = try ToolRunner.run(["route", ToolRunner.exampleTable, "acme://user/\u{7}42"])
        #expect(result.stdout.contains("✗ not a routable URL: control character 0x7 is not allowed in a URL (at offset 12)"), "\(result.stdout)")
        #expect(result.stdout.components(separatedBy: "not a routable URL").count == 2, "\(result.stdout)")
    }

    @Test func theMissesFileExplainsEveryMissAndExitsWithOne() throws {
        let result = try ToolRunner.run([
            "route", ToolRunner.exampleTable, "--urls", ToolRunner.exampleMisses, "--explain", "misses",
        ])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stdout.contains("4 URLs: 0 routed, 4 matched no route"))
        #expect(result.stdout.components(separatedBy: "Searched: ").count == 5, "every miss is explained")
    }

    @Test func anInvalidURLOutranksAMissInTheExitStatus() throws {
        let result = try ToolRunner.run(["route", ToolRunner.exampleTable, "acme://wishlist", "acme://\u{1}"])
        #expect(result.status == 3)
        #expect(result.stdout.contains("2 URLs: 0 routed, 1 matched no route, 1 not routable"))
    }

    @Test func jsonOutputParsesAndCarriesRouteAndParameters() throws {
        let (result, json) = try ToolRunner.runJSON([
            "route", ToolRunner.exampleTable, "--json",
            "acme://orders/AB-123456/track?carrier=ups", "acme://wishlist/42", "acme://\u{1}",
        ])
        #expect(result.status == 3)
        let results = try #require(json["results"] as? [[String: Any]])
        #expect(results.map { $0["status"] as? String } == ["routed", "unrouted", "invalid"])

        let routed = results[0]
        let route = try #require(routed["route"] as? [String: Any])
        #expect(route["name"] as? String == "order.show")
        #expect(route["scheme"] as? String == "acme")
        #expect(route["priority"] as? Int == 5)
        #expect(route["pattern"] as? String == "/orders/:orderID<[A-Z]{2}-\\d{6}>/:action<track|return|invoice>")
        #expect(route["tablePattern"] as? String == "/orders/:orderID<[A-Z]{2}-\\d{6}>(/:action<track|return|invoice>)")
        let parameters = try #require(routed["parameters"] as? [String: String])
        #expect(parameters == ["orderID": "AB-123456", "action": "track", "carrier": "ups"])

        #expect(results[1]["searched"] as? [String] == ["acme", "*"])
        #expect((results[2]["error"] as? String)?.isEmpty == false)
        let summary = try #require(json["summary"] as? [String: Int])
        #expect(summary == ["routed": 1, "unrouted": 1, "invalid": 1])
    }

    @Test func jsonOutputIncludesTheTraceWhenAsked() throws {
        let (_, json) = try ToolRunner.runJSON([
            "route", ToolRunner.exampleTable, "--json", "--explain", "all", "acme://product/trail-runner-2",
        ])
        let results = try #require(json["results"] as? [[String: Any]])
        let trace = try #require(results.first?["trace"] as? [String: Any])
        let candidates = try #require(trace["candidates"] as? [[String: Any]])
        let winner = try #require(trace["winner"] as? Int)
        #expect(candidates[winner]["name"] as? String == "product.bySlug")
        #expect(candidates.contains { $0["name"] as? String == "product.show" && $0["outcome"] as? String == "rejected" })
    }

    @Test func repeatedQueryKeysKeepEveryValue() throws {
        let (_, json) = try ToolRunner.runJSON([
            "route", ToolRunner.exampleTable, "--json", "acme://search/boots?size=42&size=43",
        ])
        let result = try #require((json["results"] as? [[String: Any]])?.first)
        #expect((result["parameters"] as? [String: String])?["size"] == "42")
        #expect((result["repeatedParameters"] as? [String: [String]])?["size"] == ["42", "43"])
    }

    @Test func anAdditionalParameterOverridesAPathVariable() throws {
        let result = try ToolRunner.run([
            "route", ToolRunner.exampleTable, "--parameter", "id=1", "--parameter", "source=push",
            "acme://product/48213",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains(#"id     = "1"  (additional)"#))
        #expect(result.stdout.contains(#"source = "push"  (additional)"#))
    }

    @Test func aParameterWithoutAnEqualsSignIsAUsageError() throws {
        let result = try ToolRunner.run(["route", ToolRunner.exampleTable, "--parameter", "id", "acme://"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--parameter 'id' must be name=value"))
    }

    @Test func urlsCanComeFromStandardInput() throws {
        let result = try ToolRunner.run(
            ["route", ToolRunner.exampleTable, "--urls", "-"],
            input: "# a comment\n\nacme://home/deals\r\nacme://account\n")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("→ home.tab"))
        #expect(result.stdout.contains("→ account"))
        #expect(result.stdout.contains("2 URLs: 2 routed"))
    }

    @Test func noURLsAtAllIsAUsageError() throws {
        let result = try ToolRunner.run(["route", ToolRunner.exampleTable])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no URLs to route"))
    }

    @Test func aMissingURLFileIsReportedByName() throws {
        let result = try ToolRunner.run(["route", ToolRunner.exampleTable, "--urls", "Examples/no-such-urls.txt"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read URL list 'Examples/no-such-urls.txt': no such file"))
    }


    @Test(.timeLimit(.minutes(1))) func aURLWithTwentyThousandQueryItemsReportsEveryOne() throws {
        // Each name was once looked up by scanning the whole query: quadratic, minutes here.
        let directory = try TemporaryDirectory()
        let table = try directory.file("app.table", "acme  /search  search\n")
        let query = (0..<20_000).map { "k\($0)=\($0)" }.joined(separator: "&")
        // Standard input: the URL is longer than one command-line argument may be.
        let (result, json) = try ToolRunner.runJSON(["route", table, "--json", "--urls", "-"], input: "acme://search?\(query)\n")
        #expect(result.status == 0, "\(result.stderr)")
        let parameters = try #require((json["results"] as? [[String: Any]])?.first?["parameters"] as? [String: String])
        #expect(parameters.count == 20_000)
        #expect(parameters["k0"] == "0")
        #expect(parameters["k19999"] == "19999")
    }
}
