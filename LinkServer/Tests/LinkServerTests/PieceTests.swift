import Hummingbird
import Testing
@testable import LinkServer

@Suite struct HTMLTests {
    @Test func escapesMarkupAndQuotes() {
        #expect(HTML.escape("<script>alert(\"x\" & 'y')</script>")
            == "&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;")
    }

    @Test func leavesOtherTextAlone() {
        #expect(HTML.escape("https://www.acme.example/p/42?ref=mail#top é") == "https://www.acme.example/p/42?ref=mail#top é")
    }
}

@Suite struct LandingPageTests {
    @Test func everyValueIsEscaped() {
        let page = LandingPage(
            url: "https://www.acme.example/p/<script>", routeName: "web.<b>", pattern: "/p/:id", line: 3,
            parameters: [("id", "<script>alert(1)</script>")], fallbackURL: "https://www.acme.example/?a=\"b\"").html
        #expect(!page.contains("<script>"))
        #expect(!page.contains("<b>"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("href=\"https://www.acme.example/?a=&quot;b&quot;\""))
    }

    @Test func offersTheAppAndTheFallback() {
        let page = LandingPage(url: "https://www.acme.example/p/42", routeName: "web.product", pattern: "/p/:id",
                               line: 12, parameters: [], fallbackURL: "https://www.acme.example/app").html
        #expect(page.contains("<a href=\"https://www.acme.example/p/42\">Open in the app</a>"))
        #expect(page.contains("<a href=\"https://www.acme.example/app\">Continue on the web</a>"))
        #expect(page.contains("web.product"))
        #expect(page.contains("<td>12</td>"))
    }

    @Test func withoutAFallbackThereIsNoWebLink() {
        let page = LandingPage(url: "https://www.acme.example/p/42", routeName: nil, pattern: "/p/:id", line: nil,
                               parameters: [], fallbackURL: nil).html
        #expect(!page.contains("Continue on the web"))
    }
}

@Suite struct ServedFileTests {
    @Test func theEntityTagFollowsTheBytes() {
        let a = ServedFile("{\"a\":1}", contentType: "application/json")
        #expect(a.eTag == ServedFile("{\"a\":1}", contentType: "application/json").eTag)
        #expect(a.eTag != ServedFile("{\"a\":2}", contentType: "application/json").eTag)
        #expect(a.eTag.hasPrefix("\"") && a.eTag.hasSuffix("\"") && a.eTag.count == 34)
    }

    @Test func ifNoneMatchComparesWeaklyInAList() {
        let tag = "\"0123\""
        #expect(ServedFile.matches("\"0123\"", eTag: tag))
        #expect(ServedFile.matches("W/\"0123\"", eTag: tag))
        #expect(ServedFile.matches("\"zz\", \"0123\"", eTag: tag))
        #expect(ServedFile.matches("*", eTag: tag))
        #expect(!ServedFile.matches("\"01234\"", eTag: tag))
        #expect(!ServedFile.matches("0123", eTag: tag))
    }
}

@Suite struct HostHeaderTests {
    @Test func portCaseAndTrailingDotAreDropped() {
        #expect(HostFilterMiddleware.host(ofAuthority: "Shop.Acme.Example.:8443") == "shop.acme.example")
        #expect(HostFilterMiddleware.host(ofAuthority: "www.acme.example") == "www.acme.example")
    }

    @Test func anIPv6LiteralKeepsItsBrackets() {
        #expect(HostFilterMiddleware.host(ofAuthority: "[::1]:8080") == "[::1]")
    }

    @Test func anEmptyHostIsNone() {
        #expect(HostFilterMiddleware.host(ofAuthority: "") == nil)
        #expect(HostFilterMiddleware.host(ofAuthority: ":80") == nil)
    }
}

@Suite struct QueryItemsTests {
    @Test func namesAndValuesArePercentDecodedAndPlusIsAPlus() throws {
        let items = try QueryItems("url=https%3A%2F%2Fx.example%2Fa%2Bb&q=c+d").items
        #expect(items.map(\.name) == ["url", "q"])
        #expect(items.map(\.value) == ["https://x.example/a+b", "c+d"])
    }

    @Test func aByteOrderMarkIsKeptInNamesAndValues() throws {
        let items = try QueryItems("%EF%BB%BFname=%EF%BB%BFvalue").items
        #expect(items.map(\.name) == ["\u{FEFF}name"])
        #expect(items.map(\.value) == ["\u{FEFF}value"])
    }

    @Test func anItemWithoutEqualsHasAnEmptyValue() throws {
        #expect(try QueryItems("flag").items.first?.value == "")
    }

    @Test func aBrokenPercentEscapeIsABadRequest() {
        #expect { try QueryItems("id=%4") } throws: { error in
            (error as? RequestError)?.status == .badRequest
        }
    }

    @Test func aNameGivenTwiceIsABadRequest() {
        #expect { try QueryItems("id=1&id=2").uniqueValues() } throws: { error in
            (error as? RequestError)?.message.contains("'id' is given twice") == true
        }
    }
}

@Suite struct DurationMillisecondsTests {
    @Test func twoDecimalsRoundedToTheNearestHundredth() {
        #expect(Duration.microseconds(210).milliseconds == "0.21ms")
        #expect(Duration.microseconds(12_504).milliseconds == "12.50ms")
        #expect(Duration.microseconds(12_506).milliseconds == "12.51ms")
        #expect(Duration.seconds(1).milliseconds == "1000.00ms")
        #expect(Duration.zero.milliseconds == "0.00ms")
    }
}
