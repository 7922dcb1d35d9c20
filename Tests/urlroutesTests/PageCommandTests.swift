import Foundation
import Testing

/// `urlroutes report`, `explain --html` and `diff --format html`: what each page says, and that
/// text from the table or the URL reaches the page as text, never as markup. (The pages are
/// opened in Chromium by `Tests/Browser/run.sh`.)
@Suite struct PageCommandTests {
    static let table = """
        acme   /product/:id<\\d+>            10  product.show
        acme   /product/:slug                    product.slug
        acme   /search(/:query)                  search
        acme   /product/:number<\\d+>        10  product.again
        https  /p/:id<\\d+>                      web.product
        https  /q/:id                            web.other

        """

    private func write(_ name: String, _ contents: String) throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory()
        return (directory, try directory.file(name, contents))
    }

    private func page(_ arguments: [String], status: Int32 = 0) throws -> String {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == status, "\(result.stderr)")
        return result.stdout
    }

    /// Every page is one document that can load nothing and run nothing.
    private func expectSelfContained(_ html: String) {
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.contains(#"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'"#))
        #expect(!html.contains("<script"))
        #expect(!html.contains("<link"))
        #expect(!html.contains(" src="))
    }

    @Test func theReportListsEachNamespacesRoutesInMatchingOrderWithAnchorsAndColouredCaptures() throws {
        let (directory, table) = try write("routes.table", Self.table)
        let html = try page(["report", table])
        _ = directory
        expectSelfContained(html)
        // acme: the two priority-10 routes first, in table order, then the others.
        let order = ["product.show", "product.again", "product.slug", "search"].map { html.range(of: "<b>\($0)</b>")?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        #expect(html.contains(#"<article class="problem" id="line-4">"#))
        #expect(html.contains(#"<article id="line-1">"#))
        // :id's group is coloured, the constraint guard is not, and the legend names both.
        #expect(html.contains(#"<span class="v0">(?&lt;g2&gt;(?:\d+))</span>"#), "\(html)")
        #expect(html.contains(#"(?=[^/]*+(?&lt;g1&gt;.*+))"#))
        #expect(html.contains(#"<span class="v0">:id</span> must match <code>\d+</code>"#))
        // An optional group's two expansions are both shown.
        #expect(html.contains("<div><code>/search/:query</code></div>") && html.contains("<div><code>/search</code></div>"))
    }

    @Test func eachNamespaceHasAnAnchorMadeOfItsNameAndTheSummaryLinksToIt() throws {
        let (directory, table) = try write("routes.table", Self.table + "//shop.example.com  /p/:id  web.shop\n*  /settings  settings\n")
        let html = try page(["report", table])
        _ = directory
        for (scheme, anchor) in [("acme", "ns-acme"), ("https", "ns-https"), ("//shop.example.com", "ns-_2F_2Fshop.example.com"), ("*", "ns-_2A")] {
            #expect(html.contains(#"<h2 id="\#(anchor)"><code>\#(scheme)</code>"#), "\(scheme)")
            #expect(html.contains(##"<a href="#\##(anchor)"><code>\##(scheme)</code></a>"##), "\(scheme)")
        }
    }

    @Test func theReportPutsShadowedAndDuplicateRoutesFirstAndLinksEachProblemToItsRoute() throws {
        let (directory, table) = try write("routes.table", Self.table)
        let html = try page(["report", table])
        _ = directory
        let problems = try #require(html.range(of: #"<h2 id="problems">"#))
        let firstNamespace = try #require(html.range(of: #"<section class="ns""#))
        let list = String(html[problems.upperBound ..< firstNamespace.lowerBound])
        #expect(list.contains(##"<a href="#line-4">line 4</a>: "##), "\(list)")
        let kinds = ["[shadowedRoute]", "[duplicateRoute]"].compactMap { list.range(of: $0)?.lowerBound }
        #expect(!kinds.isEmpty)
        // The problem is also on the route it concerns.
        let route = try #require(html.range(of: #"<article class="problem" id="line-4">"#))
        #expect(html[route.upperBound...].prefix(2000).contains("product.show"))
    }

    @Test func theReportEscapesWhatTheTableSays() throws {
        let hostile = """
            acme  /x/<script>window.__pwned=1</script>  0  hostile.script   # <script>alert(2)</script>
            acme  /q/"'><img/src=x/onerror=alert(3)>       0  hostile.quotes
            acme  /long/\(String(repeating: "a", count: 5000))  0  hostile.long

            """
        // A table refuses a bidirectional override in a pattern; a file name may hold one.
        let (directory, table) = try write("<b>\"quoted\"\u{202E}.table", hostile)
        let html = try page(["report", table])
        _ = directory
        expectSelfContained(html)
        #expect(html.contains("/x/&lt;script&gt;window.__pwned=1&lt;/script&gt;"))
        #expect(html.contains("/q/&quot;&#39;&gt;&lt;img/src=x/onerror=alert(3)&gt;"))
        #expect(!html.contains("<img"))
        #expect(html.contains("&lt;b&gt;&quot;quoted&quot;\\u{202E}.table") && !html.contains("\u{202E}"))
        #expect(!html.contains("<b>\"quoted"))
        #expect(html.contains(String(repeating: "a", count: 5000)))
    }

    @Test func theReportCountsTheGoldenCasesOfEachRoute() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("routes.table", Self.table)
        let expectations = try directory.file("routes.expectations", """
            acme://product/42        product.show
            acme://product/7         product.show
            acme://product/boots     product.show
            acme://search/tents      search

            """)
        let html = try page(["report", table, "--expectations", expectations])
        #expect(html.contains("4 cases, 3 passed, 1 failed."), "\(html)")
        let show = try #require(html.range(of: #"<article id="line-1">"#))
        #expect(html[show.upperBound...].prefix(600).contains(#"<span class="tag ok">2 cases</span>"#))
        let slug = try #require(html.range(of: #"<article id="line-2">"#))
        #expect(html[slug.upperBound...].prefix(600).contains(#"<span class="tag bad">1 case, 1 failing</span>"#))
        #expect(html.contains("routes without a case</summary>"))
        #expect(html.contains(##"<li><a href="#line-5">web.product</a>"##))
    }

    @Test func theReportSaysWhichRoutesAPlatformOpensMissesAndWidens() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("routes.table", Self.table)
        let aasa = try directory.file("aasa.json", """
            {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/p/*"}]}]}}
            """)
        let html = try page(["report", table, "--host", "www.example.com", "--aasa", aasa, "--app-id", "ABCDE12345.com.example.app"])
        let product = try #require(html.range(of: #"<article id="line-5">"#))
        let productBlock = html[product.upperBound...].prefix { $0 != "\u{0}" }.prefix(3000)
        #expect(productBlock.contains("<b>iOS</b>: opens"), "\(productBlock)")
        // /p/* also claims /p/a/b, which no route takes.
        #expect(productBlock.contains(#"<span class="tag warn">widens"#))
        let other = try #require(html.range(of: #"<article id="line-6">"#))
        #expect(html[other.upperBound...].prefix(3000).contains(#"<b>iOS</b>: opens 0 links, <span class="tag bad">misses"#))
    }

    @Test func theReportRefusesPlatformFilesWithoutTheirHostOrApp() throws {
        let (directory, table) = try write("routes.table", Self.table)
        _ = directory
        let withoutAppID = try ToolRunner.run(["report", table, "--host", "www.example.com", "--aasa", table])
        #expect(withoutAppID.status == 2)
        #expect(withoutAppID.stderr.contains("--aasa needs --app-id"))
        let withoutHost = try ToolRunner.run(["report", table, "--aasa", table, "--app-id", "ABCDE12345.com.example.app"])
        #expect(withoutHost.status == 2)
        #expect(withoutHost.stderr.contains("need --host HOST"))
    }

    @Test func theReportGoesToTheFileOfDashO() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("routes.table", Self.table)
        let output = directory.url.appendingPathComponent("report.html").path
        let result = try ToolRunner.run(["report", table, "-o", output])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let html = try String(contentsOfFile: output, encoding: .utf8)
        #expect(html.contains("<b>product.show</b>"))
    }

    @Test func theExplainPageMarksTheComponentEachRouteRefusedAndShowsTheWinner() throws {
        let (directory, table) = try write("routes.table", Self.table)
        _ = directory
        let html = try page(["explain", table, "acme://product/boots?ref=mail", "--html"])
        expectSelfContained(html)
        // product.show refuses component 2 for its constraint: that component is marked.
        #expect(html.contains(#"<code class="comp">:id&lt;\d+&gt;</code><code class="comp miss">boots</code>"#), "\(html)")
        #expect(html.contains("<b>constraint refused the value:</b> component 2 &quot;boots&quot; does not satisfy :id&lt;\\d+&gt;"))
        #expect(html.contains(#"<h2 id="winner">Winner</h2>"#))
        #expect(html.contains("<td><code>slug</code></td><td><code>&quot;boots&quot;</code></td><td>path</td>")
                || html.contains("<td><code>slug</code></td><td><code>boots</code></td>"), "\(html)")
        #expect(html.contains("<td><code>ref</code></td><td><code>&quot;mail&quot;</code></td><td>query</td>"))
        #expect(html.contains("<h3>Handler decisions</h3>"))
    }

    @Test func theExplainPageSaysWhyALiteralOrTheComponentCountDiffers() throws {
        let (directory, table) = try write("routes.table", Self.table)
        _ = directory
        let html = try page(["explain", table, "acme://product/42/extra", "--html"], status: 1)
        #expect(html.contains("<b>component count:</b> the path has 3 components; the pattern needs exactly 2"), "\(html)")
        #expect(html.contains("No route matched."))
    }

    @Test func theExplainPageEscapesTheURL() throws {
        let (directory, table) = try write("routes.table", Self.table)
        _ = directory
        let html = try page(["explain", table, "acme://search/<script>alert(1)</script>?q=\"'\u{202E}", "--html"], status: 1)
        expectSelfContained(html)
        #expect(html.contains("acme://search/&lt;script&gt;alert(1)&lt;/script&gt;?q=&quot;&#39;\\u{202E}"), "\(html)")
        #expect(!html.contains("\u{202E}"))
    }

    @Test func explainRefusesDashOWithoutHTML() throws {
        let (directory, table) = try write("routes.table", Self.table)
        _ = directory
        let result = try ToolRunner.run(["explain", table, "acme://search", "-o", "/dev/null"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("-o writes the page of --html"))
    }

    @Test func theDiffPageGroupsTheChangedLinksByKindWithTheirOldAndNewRoutes() throws {
        let directory = try TemporaryDirectory()
        let old = try directory.file("old.table", Self.table)
        let new = try directory.file("new.table", Self.table.replacingOccurrences(of: "https  /q/:id ", with: "https  /r/:id "))
        let html = try page(["diff", old, new, "--format", "html"], status: 1)
        expectSelfContained(html)
        #expect(html.contains(#"<h2 id="lost">"#) && html.contains(#"<h2 id="gained">"#), "\(html)")
        #expect(!html.contains(#"<h2 id="moved">"#))
        let lost = try #require(html.range(of: #"<h2 id="lost">"#))
        let row = html[lost.upperBound...].prefix(3000)
        #expect(row.contains("web.other (\(old):6: https /q/:id)"), "\(row)")
        #expect(row.contains("values</span> <code>id="))
        #expect(row.contains("no route (searched: "))
    }
}
