import Testing
@testable import URLRoutes

@Suite struct ParsedURLTests {
    private func parse(_ url: String, hostIsComponent: Bool = false) throws -> ParsedURL {
        try ParsedURL(url, treatHostAsPathComponent: hostIsComponent)
    }

    @Test func hostWithoutDotIsTheFirstComponent() throws {
        #expect(try parse("myapp://user/view/joeldev").path == "user/view/joeldev")
        #expect(try parse("myapp://user").path == "user")
    }

    @Test func hostWithDotOrLocalhostIsNot() throws {
        #expect(try parse("https://example.com/user/view/1").path == "user/view/1")
        #expect(try parse("http://localhost/user").path == "user")
        #expect(try parse("http://localhost/user", hostIsComponent: true).path == "localhost/user")
    }

    @Test func userInfoAndPortAreNotPartOfTheHost() throws {
        #expect(try parse("myapp://me:secret@user:8080/view").path == "user/view")
        #expect(try parse("http://[::1]:80/a").path == "a")  // an IP literal is a host, never a component
        #expect(try parse("http://[::1]:80/a").host == "[::1]")
    }

    @Test func oneLeadingAndTrailingSlashAreDropped() throws {
        #expect(try parse("tests://").path == "")
        #expect(try parse("tests:/").path == "")
        #expect(try parse("?a=b").path == "")
        #expect(try parse("app://foo/bar/").path == "foo/bar")
        #expect(try parse("/foo/bar").scheme == nil)
    }

    @Test func pathStaysPercentEncoded() throws {
        #expect(try parse("app://x/a%20b").path == "x/a%20b")
    }

    @Test func queryItemsArePercentDecodedAndValuelessOnesDropped() throws {
        let items = try parse("app://x?a=1&b=x%20y&c&=z&d=&a=2").queryItems
        #expect(items == [.init(name: "a", value: "1"), .init(name: "b", value: "x y"), .init(name: "", value: "z"),
                          .init(name: "d", value: ""), .init(name: "a", value: "2")])
    }

    @Test func fragmentPathRoutesAfterAHash() throws {
        let url = try parse("tests://user#/view/1?x=2")
        #expect(url.path == "user#/view/1")
        #expect(url.queryItems == [.init(name: "x", value: "2")])
    }

    @Test func fragmentThatIsOnlyQueryItemsJoinsTheQuery() throws {
        let url = try parse("tests://user/view?a=1#b=2&c=3")
        #expect(url.path == "user/view")
        #expect(url.queryItems.map(\.name) == ["a", "b", "c"])
    }

    @Test func fragmentWithoutValueIsAPath() throws {
        #expect(try parse("tests://user#view").path == "user#view")
    }

    @Test func schemeNeedsALetterFirst() throws {
        #expect(try parse("1abc://x").scheme == nil)
        #expect(try parse("my-app+v1.2://x").scheme == "my-app+v1.2")
    }

    @Test func controlCharactersAreRefusedWithTheirOffset() {
        #expect(throws: URLParseError.self) { try parse("app://a\u{0}b") }
        let error = #expect(throws: URLParseError.self) { try parse("app://ab\nc") }
        #expect(error?.offset == 8)
        #expect(error?.description.contains("control character 0xa") == true)
    }

    @Test func nonASCIIAndSpacesPassThrough() throws {
        #expect(try parse("app://x/café bar").path == "x/café bar")
    }
}
