import Foundation
import Testing

/// `urlroutes url TABLE NAME [name=value ...]`: links generated from the table's named routes.
@Suite struct URLCommandTests {
    @Test func aSchemeRouteIsWrittenInHostFormWithLeftoverValuesAsQuery() throws {
        let result = try ToolRunner.run(["url", ToolRunner.exampleTable, "product.reviews", "id=48213", "page=2", "ref=mail"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout == "acme://product/48213/reviews/2?ref=mail\n")
    }

    @Test func aHostRouteIsAnHTTPSURLOfThatHost() throws {
        let result = try ToolRunner.run(["url", ToolRunner.exampleTable, "shop.product", "id=48213", "slug=trail runner"])
        #expect(result.stdout == "https://shop.acme.example/product/48213/trail%20runner\n", "\(result.output)")
    }

    @Test func theGeneratedURLRoutesBackToItsRoute() throws {
        let url = try ToolRunner.run(["url", ToolRunner.exampleTable, "help.article", "article=customs fees",
                                      "--wildcard", "returns/international"]).stdout.trimmingCharacters(in: .newlines)
        #expect(url == "acme://help/returns/international/customs%20fees")
        let (_, json) = try ToolRunner.runJSON(["route", "--json", ToolRunner.exampleTable, url])
        let route = ((json["results"] as? [[String: Any]])?.first?["route"] as? [String: Any])
        #expect(route?["name"] as? String == "help.article")
    }

    @Test func wildcardComponentsAreWrittenAsTheHandlerReceivesThemOrRefused() throws {
        let refused = try ToolRunner.run(["url", ToolRunner.exampleTable, "debug", "--wildcard", "a b/c", "--scheme", "acme"])
        #expect(refused.status == 2, "\(refused.output)")
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains("undecoded"), "\(refused.stderr)")
        let encoded = try ToolRunner.run(["url", ToolRunner.exampleTable, "debug", "--wildcard", "a%20b/c", "--scheme", "acme"])
        #expect(encoded.stdout == "acme://debug/a%20b/c\n", "\(encoded.output)")
    }

    @Test func anIPv4HostIsWrittenAsABrowserReadsIt() throws {
        let result = try ToolRunner.run(["url", ToolRunner.exampleTable, "debug", "--wildcard", "x", "--host", "1.2.3"])
        #expect(result.stdout == "https://1.2.0.3/debug/x\n", "\(result.output)")
        let refused = try ToolRunner.run(["url", ToolRunner.exampleTable, "debug", "--wildcard", "x", "--host", "1.2.3.256"])
        #expect(refused.status == 2, "\(refused.output)")
        #expect(refused.stderr.contains("IPv4"), "\(refused.stderr)")
    }

    @Test func aNonASCIILiteralIsWrittenAsBrowsersSendItAndTheAppleFileClaimsThat() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("cafe.table", "https /café cafe\n")
        let url = try ToolRunner.run(["url", table, "cafe", "--host", "host.example"])
        #expect(url.stdout == "https://host.example/caf%C3%A9\n", "\(url.output)")
        let aasa = try ToolRunner.run(["aasa", table, "--host", "host.example", "--app-id", "ABCDE12345.com.example.app"])
        #expect(aasa.stdout.contains("\"/caf%C3%A9\""), "\(aasa.output)")
        let routed = try ToolRunner.run(["route", table, "https://host.example/caf%C3%A9"])
        #expect(routed.status == 0, "\(routed.output)")
    }

    @Test func aGlobalRouteNeedsAScheme() throws {
        let missing = try ToolRunner.run(["url", ToolRunner.exampleTable, "debug", "--wildcard", "cache/flush"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--scheme"), "\(missing.stderr)")
        let given = try ToolRunner.run(["url", ToolRunner.exampleTable, "debug", "--wildcard", "cache/flush", "--scheme", "acme"])
        #expect(given.stdout == "acme://debug/cache/flush\n", "\(given.output)")
    }

    @Test func aValueThatFailsTheConstraintOfAnOptionalVariableIsAnErrorToo() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("t.table", "pawly  /orders(/:orderID<[A-Z]\\d+>)  orders\n")
        let result = try ToolRunner.run(["url", table, "orders", "orderID=123"])
        #expect(result.status != 0, "\(result.output)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("orderID"), "\(result.output)")
    }

    @Test func aValueThatFailsItsConstraintIsAnErrorNamingTheParameter() throws {
        let result = try ToolRunner.run(["url", ToolRunner.exampleTable, "product.show", "id=abc"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Examples/routes.table:18: cannot generate route \"product.show\""), "\(result.stderr)")
        #expect(result.stderr.contains("parameter \"id\": \"abc\" does not match <\\d+>"))
    }

    @Test func aMissingValueIsAnError() throws {
        let result = try ToolRunner.run(["url", ToolRunner.exampleTable, "user.list", "username=sam_hikes"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("listID"), "\(result.stderr)")
    }

    @Test func anUnknownNameSuggestsTheClosest() throws {
        let result = try ToolRunner.run(["url", ToolRunner.exampleTable, "prodcut.show", "id=1"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no route is named 'prodcut.show'; did you mean 'product.show'?"), "\(result.stderr)")
    }

    @Test func anArgumentThatIsNotNameEqualsValueIsAnError() throws {
        let result = try ToolRunner.run(["url", ToolRunner.exampleTable, "product.show", "42"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("'42' is not name=value"))
    }

    @Test func jsonHasTheURLAndTheRoute() throws {
        let (result, json) = try ToolRunner.runJSON(["url", "--json", ToolRunner.exampleTable, "shop.cart"])
        #expect(result.status == 0)
        #expect(json["url"] as? String == "https://shop.acme.example/cart")
        #expect(json["name"] as? String == "shop.cart")
        #expect(json["scheme"] as? String == "//shop.acme.example")
        #expect(json["line"] as? Int == 68)
    }

    @Test func jsonFailuresAreJSONToo() throws {
        let (result, json) = try ToolRunner.runJSON(["url", "--json", ToolRunner.exampleTable, "product.show"])
        #expect(result.status == 2)
        #expect(json["status"] as? String == "error")
        #expect(json["exitCode"] as? Int == 2)
    }
    @Test func aWebRouteNeedsAHostAndSaysWhichOptionGivesIt() throws {
        let missing = try ToolRunner.run(["url", ToolRunner.exampleTable, "web.product", "id=42"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("needs a real host"), "\(missing.stderr)")
        #expect(missing.stderr.contains("(give it with --host)"), "\(missing.stderr)")
        #expect(!missing.stderr.contains("forRouteNamed"), "\(missing.stderr)")
        let given = try ToolRunner.run(["url", ToolRunner.exampleTable, "web.product", "id=42", "--host", "www.acme.example"])
        #expect(given.status == 0, "\(given.output)")
        #expect(given.stdout == "https://www.acme.example/p/42\n")
    }

    @Test func aWildcardHostRouteTakesTheHostGiven() throws {
        let missing = try ToolRunner.run(["url", ToolRunner.exampleTable, "stores.locator"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--host"), "\(missing.stderr)")
        let given = try ToolRunner.run(["url", ToolRunner.exampleTable, "stores.locator", "country=de", "--host", "EU.acme.example"])
        #expect(given.stdout == "https://eu.acme.example/store-locator/de\n", "\(given.output)")
    }

    @Test func aGlobalRouteWithAHostIsAnHTTPSLink() throws {
        let result = try ToolRunner.run(["url", ToolRunner.exampleTable, "debug", "--wildcard", "cache/flush", "--host", "www.acme.example"])
        #expect(result.stdout == "https://www.acme.example/debug/cache/flush\n", "\(result.output)")
    }

    @Test func aURLTakenByAnotherRouteNamesItAndItsLine() throws {
        let scratch = try TemporaryDirectory()
        let table = try scratch.file("shadow.table", """
        app  /:first/tail       first
        app  /q/:b              q

        """)
        let result = try ToolRunner.run(["url", table, "q", "b=tail"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("would route to route \"first\" (/:first/tail) in app"), "\(result.stderr)")
        #expect(result.stderr.contains("(first, \(table):1)"), "\(result.stderr)")
        #expect(try ToolRunner.run(["url", table, "q", "b=head"]).stdout == "app://q/head\n")
    }

    @Test func aSchemeThatRoutesElsewhereIsAnError() throws {
        let result = try ToolRunner.run(["url", ToolRunner.exampleTable, "product.show", "id=42", "--scheme", "other"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no route would take the link \"other://product/42\""), "\(result.stderr)")
    }

    @Test func patternsWithSeveralRestWildcardsDoNotCrashTheTool() throws {
        let scratch = try TemporaryDirectory()
        let table = try scratch.file("globstars.table", """
        app  /a/**/b/**/c   two
        app  /**/x/*        tail

        """)
        let two = try ToolRunner.run(["url", table, "two", "--wildcard", "x"])
        #expect(two.status == 0, "\(two.output)")
        #expect(two.stdout == "app://a/x/b/c\n")
        let tail = try ToolRunner.run(["url", table, "tail", "--wildcard", "p/q"])
        #expect(tail.stdout == "app://p/q/x\n", "\(tail.output)")
    }

    @Test func jsonKeepsItsFieldsWithAHost() throws {
        let (result, json) = try ToolRunner.runJSON(["url", "--json", ToolRunner.exampleTable, "stores.locator", "--host", "eu.acme.example"])
        #expect(result.status == 0)
        #expect(json["url"] as? String == "https://eu.acme.example/store-locator")
        #expect(json["name"] as? String == "stores.locator")
        #expect(json["scheme"] as? String == "//*.acme.example")
        #expect(json["pattern"] as? String != nil)
        #expect(json["line"] as? Int != nil)
        #expect(json["table"] as? String == ToolRunner.exampleTable)
    }
}
