import Testing

/// `urlroutes explain TABLE URL`: the trace, candidate by candidate.
@Suite struct ExplainCommandTests {
    @Test func theTraceListsRejectedRoutesWithReasonsThenTheWinner() throws {
        let result = try ToolRunner.run(["explain", ToolRunner.exampleTable, "acme://product/trail-runner-2"])
        #expect(result.status == 0, "\(result.output)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "URL: acme://product/trail-runner-2")
        #expect(lines.contains("Searched: acme"))
        let rejected = try #require(lines.firstIndex { $0.contains("✗") && $0.contains("product.show (line ") })
        #expect(!lines[rejected + 1].trimmingCharacters(in: .whitespaces).isEmpty, "a rejection says why")
        let winner = try #require(lines.firstIndex { $0.contains("✓") && $0.contains("product.bySlug") })
        #expect(rejected < winner)
        #expect(lines[(winner + 1)...].contains { $0.contains("regex ") })
        #expect(lines.contains { $0.hasPrefix("Winner: product.bySlug") && $0.contains("(Examples/routes.table:") })
        #expect(lines.contains { $0.contains(#"slug = "trail-runner-2""#) })
    }

    @Test func regexesFlagShowsEveryCandidatesRegex() throws {
        let plain = try ToolRunner.run(["explain", ToolRunner.exampleTable, "acme://product/trail-runner-2"])
        let verbose = try ToolRunner.run(["explain", ToolRunner.exampleTable, "--regexes", "acme://product/trail-runner-2"])
        let count = { (text: String) in text.components(separatedBy: "regex ").count - 1 }
        #expect(count(plain.stdout) == 1)
        #expect(count(verbose.stdout) > 1)
    }

    @Test func aFallbackToTheGlobalNamespaceIsNamed() throws {
        let result = try ToolRunner.run(["explain", ToolRunner.exampleTable, "acme://settings/notifications"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("Searched: acme, then * (global fallback)"))
        #expect(result.stdout.contains("Winner: settings  * /settings/:section"))
    }

    @Test func anUnroutedURLExitsWithOneAfterTheTrace() throws {
        let result = try ToolRunner.run(["explain", ToolRunner.exampleTable, "acme://wishlist/42"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("No route matched."))
    }

    @Test func anInvalidURLExitsWithThreeAndSaysWhatIsWrong() throws {
        let result = try ToolRunner.run(["explain", ToolRunner.exampleTable, "acme://user/\t42"])
        #expect(result.status == 3)
        #expect(result.stdout.contains("Not a routable URL: "))
        #expect(result.stdout.contains("control character 0x9"))
    }

    @Test func anInvalidURLIsCalledNotRoutableOnce() throws {
        let result = try ToolRunner.run(["explain", ToolRunner.exampleTable, "acme://user/\t42"])
        #expect(result.stdout.contains("Not a routable URL: control character 0x9 is not allowed in a URL (at offset 12)"), "\(result.stdout)")
        #expect(result.stdout.lowercased().components(separatedBy: "not a routable url").count == 2, "\(result.stdout)")
    }

    @Test func jsonOutputCarriesTheWholeTrace() throws {
        let (result, json) = try ToolRunner.runJSON(["explain", ToolRunner.exampleTable, "--json", "acme://promo/spring-2023"])
        #expect(result.status == 0)
        #expect(json["status"] as? String == "routed")
        let trace = try #require(json["trace"] as? [String: Any])
        let candidates = try #require(trace["candidates"] as? [[String: Any]])
        let winner = try #require(trace["winner"] as? Int)
        #expect(candidates[winner]["name"] as? String == "promo.expired")
        #expect(candidates[winner]["regex"] as? String != nil)
        let promoCode = try #require(candidates.first { $0["name"] as? String == "promo.code" })
        #expect(promoCode["outcome"] as? String == "rejected")
        #expect((promoCode["reason"] as? String)?.isEmpty == false)
        #expect(json["wildcardComponents"] as? [String] == ["spring-2023"])
        let help = try #require(candidates.first { $0["name"] as? String == "help.home" })
        #expect(help["ruledOutByFirstComponent"] as? Bool == true, "JSON keeps every candidate and marks those routing skips")
        #expect(promoCode["ruledOutByFirstComponent"] == nil)
    }

    @Test func explainTakesExactlyOneURL() throws {
        let result = try ToolRunner.run(["explain", ToolRunner.exampleTable])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Missing expected argument"))
    }

    @Test func aMissCountsTheRoutesItsFirstComponentRulesOut() throws {
        let result = try ToolRunner.run(["explain", ToolRunner.exampleTable, "acme://wishlist/42"])
        #expect(result.status == 1)
        #expect(result.stdout.contains(#"routes in acme skipped: each starts with a literal component other than "wishlist""#))
        #expect(result.stdout.contains(#"routes in * skipped: each starts with a literal component other than "wishlist""#))
        #expect(!result.stdout.contains("product.show"), "ruled-out routes are not listed one by one")
    }

    @Test func theToolPrintsTheLibrarysRendering() throws {
        // The library's own description of the same explanation has the same lines, less the
        // table's names; the tool is the library's renderer plus a route label.
        let result = try ToolRunner.run(["explain", ToolRunner.exampleTable, "acme://settings/notifications"])
        #expect(result.status == 0)
        for line in ["URL: acme://settings/notifications", "Path: settings/notifications",
                     "Namespace: acme (registered for the URL's scheme)", "Searched: acme, then * (global fallback)",
                     "Tried in order:", "  Nothing in acme matched; falling back to *:"] {
            #expect(result.stdout.contains(line + "\n"), "\(line)")
        }
    }
}
