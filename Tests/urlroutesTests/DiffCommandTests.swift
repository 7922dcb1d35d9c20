import Foundation
import Testing
import URLRoutes

/// `urlroutes diff OLD NEW`: the links a change to the table moves, loses, gains or hands
/// other parameters, in every format, with the exit status CI relies on.
@Suite struct DiffCommandTests {
    static let productsByID = """
        https  /p/:id<\\d+>   product
        https  /p/:slug       product.slug

        """
    /// The same two routes, the id route moved below the slug route: every product link by
    /// id now reaches the slug route.
    static let productsBySlugFirst = """
        https  /p/:slug       product.slug
        https  /p/:id<\\d+>   product

        """

    private func tables(_ old: String, _ new: String, urls: String? = nil)
        throws -> (directory: TemporaryDirectory, old: String, new: String, urls: String?) {
        let directory = try TemporaryDirectory()
        return (directory, try directory.file("old.table", old), try directory.file("new.table", new),
                try urls.map { try directory.file("urls.txt", $0) })
    }

    private func changes(_ json: [String: Any]) throws -> [[String: Any]] {
        try #require(json["changes"] as? [[String: Any]])
    }

    private func routeName(_ side: Any?) -> String? {
        ((side as? [String: Any])?["route"] as? [String: Any])?["name"] as? String
    }

    @Test func movingTheIDRouteBelowTheSlugRouteSendsEveryProductLinkElsewhere() throws {
        let files = try tables(Self.productsByID, Self.productsBySlugFirst, urls: "https://www.example.com/p/42\n")
        let (result, json) = try ToolRunner.runJSON(["diff", files.old, files.new, "--urls", files.urls!, "--format", "json"])
        #expect(result.status == 1, "\(result.stderr)")
        let changes = try changes(json)
        #expect(changes.first?["url"] as? String == "https://www.example.com/p/42")
        for change in changes {
            #expect(change["kind"] as? String == "moved")
            #expect(routeName(change["old"]) == "product" && routeName(change["new"]) == "product.slug", "\(change)")
        }
        // Exactly the probe links of the two routes that the old table gives the id route:
        // every one moved.
        let old = try RouteResolver(RouteTable(parsing: Self.productsByID))
        var probes = LinkProbes()
        let productLinks = Set(probes.paths(ofRoutePatterns: [#"/p/:id<\d+>"#, "/p/:slug"]).map { "https://www.example.com" + $0 }
            .filter { old.resolve($0).route?.name == "product" })
        #expect(productLinks.count > 20)
        #expect(Set(changes.compactMap { $0["url"] as? String }) == productLinks.union(["https://www.example.com/p/42"]))
        #expect(json["checked"] as? Int ?? 0 > productLinks.count)
    }

    @Test func aTableAgainstItselfChangesNothing() throws {
        let result = try ToolRunner.run(["diff", ToolRunner.exampleTable, ToolRunner.exampleTable])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.hasPrefix("none of "), "\(result.stdout)")
        #expect(result.stdout.hasSuffix(" links changed\n"), "\(result.stdout)")
    }

    @Test func everyNamespaceIsProbedWhereItsLinksArrive() throws {
        let directory = try TemporaryDirectory()
        let empty = try directory.file("empty.table", "# no routes\n")
        let (result, json) = try ToolRunner.runJSON(["diff", ToolRunner.exampleTable, empty, "--format", "json"])
        #expect(result.status == 1)
        let lost = Dictionary(try changes(json).map { ($0["url"] as? String ?? "", routeName($0["old"])) }) { first, _ in first }
        #expect(lost["acme://product/7"] == "product.show")
        #expect(lost["https://www.example.com/p/7"] == "web.product")
        #expect(lost["https://shop.acme.example/cart"] == "shop.cart")
        #expect(lost["https://www.acme.example/store-locator"] == "stores.locator")
        // Global routes, under each scheme that falls back to them.
        #expect(lost["acme://settings"] == "settings")
        #expect(lost["https://www.example.com/settings"] == "settings")
        #expect(lost.values.allSatisfy { $0 != nil })
        #expect(json["checked"] as? Int ?? 0 > 4_000)
    }

    @Test func oldAndNewAreWhatRouteJSONPrints() throws {
        let files = try tables(Self.productsByID, Self.productsBySlugFirst)
        let (_, json) = try ToolRunner.runJSON(["diff", files.old, files.new, "--format", "json"])
        let change = try #require(try changes(json).first)
        let url = try #require(change["url"] as? String)
        for (side, table) in [("old", files.old), ("new", files.new)] {
            let (_, routed) = try ToolRunner.runJSON(["route", table, url, "--json"])
            let printed = try #require((routed["results"] as? [[String: Any]])?.first)
            #expect(NSDictionary(dictionary: printed).isEqual(to: try #require(change[side] as? [String: Any])), "\(side)")
        }
    }

    @Test func aRemovedRouteLosesItsLinksAndAnAddedOneGainsThem() throws {
        let files = try tables("https  /cart  cart\n", "https  /basket  basket\n")
        let (result, json) = try ToolRunner.runJSON(["diff", files.old, files.new, "--format", "json"])
        #expect(result.status == 1)
        let changes = try changes(json)
        let lost = try #require(changes.first { $0["url"] as? String == "https://www.example.com/cart" })
        #expect(lost["kind"] as? String == "lost")
        #expect(routeName(lost["old"]) == "cart")
        #expect(lost["new"] is NSNull)
        let gained = try #require(changes.first { $0["url"] as? String == "https://www.example.com/basket" })
        #expect(gained["kind"] as? String == "gained")
        #expect(gained["old"] is NSNull)
        #expect(routeName(gained["new"]) == "basket")
        #expect(Set(changes.compactMap { $0["kind"] as? String }) == ["lost", "gained"])
    }

    @Test func aRenamedVariableChangesTheParameters() throws {
        let files = try tables("acme  /user/:id  user\n", "acme  /user/:userID  user\n",
                               urls: "acme://user/joe\n")
        let result = try ToolRunner.run(["diff", files.old, files.new, "--urls", files.urls!])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("""
            parameters  acme://user/joe
                old: user (\(files.old):1: acme /user/:id)
                new: user (\(files.new):1: acme /user/:userID)
                old parameters: id=joe
                new parameters: userID=joe

            """), "\(result.stdout)")
        #expect(!result.stdout.contains("moved"))
    }

    @Test func aVariableOnlyOneSideHasChangesTheParameters() throws {
        // The same route and the same value for `id`: only `section`, which one pattern lacks,
        // differs. Either table may be the one with the extra variable.
        let fewer = "acme  /p/:id/reviews  product\n", more = "acme  /p/:id/:section  product\n"
        for (old, new) in [(fewer, more), (more, fewer)] {
            let files = try tables(old, new, urls: "acme://p/1/reviews\n")
            let (result, json) = try ToolRunner.runJSON(["diff", files.old, files.new, "--urls", files.urls!, "--format", "json"])
            #expect(result.status == 1, "\(result.stdout)")
            let change = try #require(try changes(json).first { $0["url"] as? String == "acme://p/1/reviews" })
            #expect(change["kind"] as? String == "parameters", "\(change)")
        }
    }

    @Test func aRouteIsItselfByNameOrElseByNamespaceAndPattern() throws {
        // Named for the first time, and moved down the file: the same route.
        var files = try tables("acme  /a  \nacme  /b  b\n", "acme  /b  b\nacme  /a  a\n")
        var result = try ToolRunner.run(["diff", files.old, files.new])
        #expect(result.status == 0, "\(result.stdout)")
        // Renamed: another route, though the pattern is the same.
        files = try tables("acme  /a  a\n", "acme  /a  alpha\n")
        result = try ToolRunner.run(["diff", files.old, files.new])
        #expect(result.status == 1)
        #expect(result.stdout.contains("moved  acme://a\n    old: a (\(files.old):1: acme /a)\n    new: alpha (\(files.new):1: acme /a)"),
                "\(result.stdout)")
        // The same pattern in another namespace: another route.
        files = try tables("*  /a\n", "acme  /a\n@fallback acme\n")
        result = try ToolRunner.run(["diff", files.old, files.new, "--format", "json"])
        #expect(result.status == 1)
    }

    @Test func listedURLsAreRoutedAndReportedAsWritten() throws {
        let files = try tables(Self.productsByID, Self.productsBySlugFirst,
                               urls: "# product links from the mail\nHTTPS://WWW.Example.COM/p/48213?ref=mail\nhttps://www.example.com/p/trail-runner\n")
        let (result, json) = try ToolRunner.runJSON(["diff", files.old, files.new, "--urls", files.urls!, "--format", "json"])
        #expect(result.status == 1)
        let urls = try changes(json).compactMap { $0["url"] as? String }
        #expect(urls.first == "HTTPS://WWW.Example.COM/p/48213?ref=mail")
        // A listed link that changes nothing is checked, not reported.
        #expect(!urls.contains("https://www.example.com/p/trail-runner"))
    }

    @Test func unreadableInputIsStatusTwo() throws {
        let files = try tables(Self.productsByID, "https  /p/:id<(>  broken\n")
        var result = try ToolRunner.run(["diff", files.old, files.new])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(files.new): 1 error; fix the new table"), "\(result.stderr)")
        result = try ToolRunner.run(["diff", files.old, "no/such.table"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read new table 'no/such.table': no such file"), "\(result.stderr)")
        result = try ToolRunner.run(["diff", files.old, files.old, "--urls", "no/such.txt"])
        #expect(result.status == 2)
        let (failed, json) = try ToolRunner.runJSON(["diff", "no/such.table", files.old, "--format", "json"])
        #expect(failed.status == 2)
        #expect(json["exitCode"] as? Int == 2)
        result = try ToolRunner.run(["diff", files.old, files.old, "--format", "yaml"])
        #expect(result.status == 2)
    }

    @Test func markdownIsAPullRequestCommentWithATablePerKind() throws {
        let old = (0..<60).map { "https  /s\($0)  s\($0)\n" }.joined() + "https  /cart  cart\n"
        let new = (0..<60).map { "https  /s\($0)  t\($0)\n" }.joined()
        let files = try tables(old, new)
        let result = try ToolRunner.run(["diff", files.old, files.new, "--format", "markdown"])
        #expect(result.status == 1)
        let text = result.stdout
        #expect(text.hasPrefix("### Route table: "))
        #expect(text.contains("| change | links |\n|---|---:|\n| moved | "))
        #expect(text.contains("\n#### Links that reach another route ("))
        #expect(text.contains("\n#### Links that no longer route ("))
        #expect(text.contains("| `https://www.example.com/s0` | `s0` | `t0` |"), "\(text)")
        #expect(text.contains("| `https://www.example.com/cart` | `cart` | no route |"), "\(text)")
        let movedRows = text.components(separatedBy: "#### Links that no longer route")[0]
            .split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(movedRows.count == 50)
        #expect(text.contains("\nand "))
    }

    @Test func markdownEscapesWhatWouldBreakTheTable() throws {
        let files = try tables("acme  /a  a\n", "acme  /a  b\n", urls: "acme://a?x=|`\n")
        let result = try ToolRunner.run(["diff", files.old, files.new, "--urls", files.urls!, "--format", "markdown"])
        #expect(result.stdout.contains("| `acme://a?x=\\|'` | `a` | `b` |"), "\(result.stdout)")
    }

    @Test func githubAnnotatesEachGroupOfLinksAtTheNewRoute() throws {
        let files = try tables(Self.productsByID, Self.productsBySlugFirst)
        let result = try ToolRunner.run(["diff", files.old, files.new, "--format", "github"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(result.stdout)")
        let prefix = "::error file=\(GitHubEscaping.property(files.new)),line=1,title=urlroutes diff::"
        #expect(lines[0].hasPrefix(prefix), "\(lines[0])")
        #expect(lines[0].contains(" links moved from product to product.slug: https://www.example.com/p/"))
        #expect(lines[0].contains(" more"))
        #expect(lines[1].contains(" links changed: ") && lines[1].hasSuffix(" moved"))
    }
}

/// The runner's escaping of a workflow command's property value.
enum GitHubEscaping {
    static func property(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }
}
