import Foundation
import Testing
@testable import URLRoutes

/// `RouteTable.androidIntentFilter(host:scheme:)`: the patterns, read through the resource
/// compiler and judged by a port of Android's PatternMatcher.
@Suite struct AndroidIntentFilterTests {
    private func filter(_ text: String, host: String = "www.example.com", scheme: String = "https") throws -> (AppLinkFile, IntentFilterReader) {
        let file = try RouteTable(parsing: text, file: "app.table").androidIntentFilter(host: host, scheme: scheme)
        return (file, try IntentFilterReader(file.contents))
    }

    private func values(_ text: String) throws -> [String] {
        try filter(text).1.entries.map(\.value)
    }

    @Test func theFilterVerifiesTheLinksOfTheSchemeAndHost() throws {
        let (https, _) = try filter("https  /cart  cart\n", host: "Shop.Example.com.")
        #expect(https.contents == """
            <!-- App Links for https://shop.example.com/: routes of app.table from https -->
            <intent-filter android:autoVerify="true">
                <action android:name="android.intent.action.VIEW" />
                <category android:name="android.intent.category.DEFAULT" />
                <category android:name="android.intent.category.BROWSABLE" />
                <data android:scheme="https" />
                <data android:host="shop.example.com" />
                <!-- cart: /cart (line 1) -->
                <data android:pathAdvancedPattern="/cart" />
                <!-- cart: /cart (line 1) -->
                <data android:pathAdvancedPattern="/cart/" />
            </intent-filter>

            """)
    }

    @Test func aSimpleConstraintBecomesACharacterClass() throws {
        let (file, reader) = try filter("https  /p/:id<\\d+>/:slug<[a-z0-9-]{3,40}>  product\n")
        #expect(reader.entries.map(\.value) == ["/p/[0-9]+/[\\-0-9a-z]{3,40}", "/p/[0-9]+/[\\-0-9a-z]{3,40}/"])
        #expect(file.widenings.isEmpty)
    }

    @Test func aVariableIsNonEmptyLastAndMayBeEmptyBeforeASlash() throws {
        let reader = try filter("https  /user/:id  user\nhttps  /user/:id/edit  edit\n").1
        #expect(reader.entries.map(\.value) == ["/user/[^/]+", "/user/[^/]*/", "/user/[^/]*/edit", "/user/[^/]*/edit/"])
        let claims = { (path: String) in reader.entries.contains { $0.matcher.matches(path) } }
        #expect(claims("/user//"), "routes with id = \"\"")
        #expect(claims("/user//edit"))
        #expect(!claims("/user/"), "routes nowhere: routing drops the trailing '/' and finds no id")
    }

    @Test func theRootIsTheEmptyPathWithOrWithoutASecondSlash() throws {
        #expect(try values("https  /  home\n") == ["/", "//"])
    }

    @Test func aTrailingWildcardIsOnePatternWithoutItAndOneWithAnyRest() throws {
        #expect(try values("https  /promo/*  promo\n") == ["/promo", "/promo/", "/promo/.*"])
    }

    @Test func aDoubleStarBeforeAVariableIsACountOfSlashesNotAGreedyRun() throws {
        let (file, reader) = try filter("https  /help/**/:article  help\n")
        #expect(reader.entries.map(\.value) == ["/help/[^/]+", "/help/[^/]*/", "/help/[^/]*/.+"])
        #expect(file.widenings.isEmpty, "exact")
        let claims = { (path: String) in reader.entries.contains { $0.matcher.matches(path) } }
        #expect(claims("/help/returns/international/fees"))
        #expect(!claims("/help/"))
    }

    @Test func aDoubleStarBeforeALiteralIsSpeltOutToFourComponentsThenWidened() throws {
        let (file, reader) = try filter("https  /**/edit  edit\n")
        #expect(reader.entries.map(\.value) == [
            "/edit", "/edit/", "/[^/]*/edit", "/[^/]*/edit/", "/[^/]*/[^/]*/edit", "/[^/]*/[^/]*/edit/",
            "/[^/]*/[^/]*/[^/]*/edit", "/[^/]*/[^/]*/[^/]*/edit/", "/[^/]*/[^/]*/[^/]*/[^/]*/edit", "/[^/]*/[^/]*/[^/]*/[^/]*/edit/",
            "/[^/]*/[^/]*/[^/]*/[^/]*/[^/]*/.+",
        ])
        #expect(reader.entries.filter(\.isWidened).map(\.value) == ["/[^/]*/[^/]*/[^/]*/[^/]*/[^/]*/.+"])
        #expect(file.widenings.map(\.route.name) == ["edit"])
        #expect(file.widenings.allSatisfy { $0.reason.contains("greedy") })
        let claims = { (path: String) in reader.entries.contains { $0.matcher.matches(path) } }
        let claimsExactly = { (path: String) in reader.entries.contains { !$0.isWidened && $0.matcher.matches(path) } }
        #expect(claimsExactly("/a/b/c/d/edit"))
        #expect(!claims("/a/b/c/d"))
        #expect(claims("/a/b/c/d/e/f"), "widened beyond four components in the '**'")
    }

    @Test func aConstrainedVariableAfterADoubleStarIsSpeltOutThenWidened() throws {
        let (file, reader) = try filter("https  /share/**/:token<[a-zA-Z0-9]{8}>  share\n")
        #expect(reader.entries.first?.value == "/share/[0-9A-Za-z]{8}")
        #expect(reader.entries.contains { $0.value == "/share/[^/]*/[^/]*/[^/]*/[^/]*/[0-9A-Za-z]{8}" && !$0.isWidened })
        #expect(reader.entries.filter(\.isWidened).map(\.value) == ["/share/[^/]*/[^/]*/[^/]*/[^/]*/[^/]*/.+"])
        #expect(file.widenings.count == 1)
    }

    @Test func aConstraintAGreedyMatcherCouldNeverMatchIsWidened() throws {
        let (file, reader) = try filter("https  /doc/:file<[a-z.]+\\.pdf>  pdf\nhttps  /ten/:n<\\d+0>  tens\n")
        #expect(reader.entries.map(\.value) == ["/doc/[.a-z]{5,}", "/doc/[.a-z]{5,}/", "/ten/[0-9]{2,}", "/ten/[0-9]{2,}/"])
        #expect(reader.entries.allSatisfy { $0.isWidened })
        #expect(reader.entries[0].matcher.matches("/doc/menu.pdf"))
        #expect(file.widenings.map(\.route.line) == [1, 2])
    }

    @Test func runsOfOneSetAreOnePieceAndExact() throws {
        let (file, reader) = try filter("https  /aa/:a<a+a>  aa\n")
        #expect(reader.entries.map(\.value) == ["/aa/a{2,}", "/aa/a{2,}/"])
        #expect(file.widenings.isEmpty)
    }

    @Test func aConstraintThatMayBeEmptyIsNonEmptyWhereRoutingNeedsIt() throws {
        let reader = try filter("https  /q/:n<\\d{0,2}>  q\nhttps  /k/:k<[a-z]*[0-9]*>  k\n").1
        #expect(reader.entries.map(\.value) == ["/q/[0-9]{1,2}", "/q/[0-9]{0,2}/", "/k/[a-z]+[0-9]*", "/k/[0-9]+", "/k/[a-z]*[0-9]*/"])
        let claims = { (path: String) in reader.entries.contains { $0.matcher.matches(path) } }
        #expect(!claims("/q/"))
        #expect(claims("/q//"))
        #expect(claims("/q/12"))
        #expect(!claims("/k/"))
    }

    @Test func aWordHoldingASlashIsLeftOut() throws {
        #expect(try values("https  /sl/:x<a|\\/>  slash\n") == ["/sl/a", "/sl/a/"])
    }

    @Test func backslashesAreDoubledForTheResourceCompiler() throws {
        let (file, reader) = try filter("https  /dots/v1.2  dots\n")
        #expect(file.contents.contains(#"android:pathAdvancedPattern="/dots/v1\\.2""#), "\(file.contents)")
        #expect(reader.entries.first?.value == #"/dots/v1\.2"#)
        #expect(try AndroidResourceCompiler.read(reader.entries[0].attribute, as: .aapt) == reader.entries[0].value,
                "aapt and aapt2 read the same pattern")
    }

    @Test func aReservedCharacterInALiteralIsWidenedForTheDecodedPath() throws {
        let (file, reader) = try filter("https  /plus/a+b  plus\nhttps  /lit/a%20b  encoded\n")
        #expect(reader.entries.map(\.value) == [#"/plus/a\+b"#, #"/plus/a\+b/"#, "/lit/a b", "/lit/a b/"])
        #expect(reader.entries.map(\.isWidened) == [true, true, false, false])
        #expect(file.widenings.map(\.reason) == ["the literal 'a+b': Android matches the decoded path, where '+' and %2B are the same text"])
    }

    @Test func aClassHoldingAReservedCharacterIsWidenedForTheDecodedPath() throws {
        let (file, reader) = try filter("https  /colon/:x<[a-z:]+>  colon\n")
        #expect(reader.entries.map(\.value) == ["/colon/[:a-z]+", "/colon/[:a-z]+/"])
        #expect(file.widenings.first?.reason.contains("Android matches the decoded path") == true)
    }

    @Test func aConstraintWithGroupsIsWidened() throws {
        let (file, reader) = try filter("https  /gift/:code<[A-Z]{4}(?:-[A-Z]{4}){3}>  gift\n")
        #expect(reader.entries.map(\.value) == ["/gift/[^/]+", "/gift/[^/]*/"])
        #expect(file.widenings.count == 1)
    }

    @Test func aFragmentRouteClaimsItsPathWidened() throws {
        let (file, reader) = try filter("https  /help#/:section  help\n")
        #expect(reader.entries.map(\.value) == ["/help"])
        #expect(file.widenings.map(\.reason) == ["the fragment part of the pattern is not matched: an intent filter's path has no fragment"])
    }

    @Test func onlyHTTPAndHTTPSCanBeVerified() throws {
        #expect(throws: AppLinkError.self) { try RouteTable(parsing: "acme  /cart\n").androidIntentFilter(host: "www.example.com", scheme: "acme") }
    }

    @Test func everyPatternIsOneAndroidAccepts() throws {
        for (table, host) in [(try AppLinkTables.example(), "www.acme.example"), (try AppLinkTables.nasty(), "shop.example.com")] {
            let reader = try IntentFilterReader(try table.androidIntentFilter(host: host).contents)
            #expect(reader.entries.count > 10, "every value parsed by PatternMatcher")
        }
    }
}
