import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `urlroutes android TABLE --host HOST`: the App Links intent filter, its patterns checked
/// with a matcher of pathAdvancedPattern against what the router itself does.
@Suite struct AndroidCommandTests {
    private func android(_ table: String, host: String, scheme: String? = nil) throws -> (ToolRunner.Result, AndroidIntentFilter) {
        let result = try ToolRunner.run(["android", table, "--host", host] + (scheme.map { ["--scheme", $0] } ?? []))
        return (result, try AndroidIntentFilter(output: result.stdout))
    }

    private func table(_ text: String) throws -> (directory: TemporaryDirectory, path: String) {
        let directory = try TemporaryDirectory()
        return (directory, try directory.file("app.table", text))
    }

    @Test func theFilterVerifiesAndNamesSchemeAndHost() throws {
        let (result, _) = try android(ToolRunner.exampleTable, host: "Shop.Acme.Example")
        #expect(result.stdout.contains("<intent-filter android:autoVerify=\"true\">"))
        #expect(result.stdout.contains("<action android:name=\"android.intent.action.VIEW\" />"))
        #expect(result.stdout.contains("<category android:name=\"android.intent.category.DEFAULT\" />"))
        #expect(result.stdout.contains("<category android:name=\"android.intent.category.BROWSABLE\" />"))
        #expect(result.stdout.contains("<data android:scheme=\"https\" />"))
        #expect(result.stdout.contains("<data android:host=\"shop.acme.example\" />"))
        #expect(result.stdout.hasSuffix("</intent-filter>\n"))
    }

    @Test func aSimpleConstraintBecomesACharacterClass() throws {
        let (directory, path) = try table("https  /p/:id<\\d+>/:slug<[a-z0-9-]{3,40}>  product\n")
        let (result, filter) = try android(path, host: "www.example.com")
        #expect(filter.entries.map(\.value) == ["/p/[0-9]+/[\\-0-9a-z]{3,40}", "/p/[0-9]+/[\\-0-9a-z]{3,40}/"])
        #expect(!result.stderr.contains("warning"))
        _ = directory
    }

    @Test func aVariableIsNonEmptyLastAndMayBeEmptyBeforeASlash() throws {
        let (directory, path) = try table("https  /user/:id  user\nhttps  /user/:id/edit  edit\n")
        let (_, filter) = try android(path, host: "www.example.com")
        #expect(filter.entries.map(\.value) == ["/user/[^/]+", "/user/[^/]*/", "/user/[^/]*/edit", "/user/[^/]*/edit/"])
        let claims = { (path: String) in filter.entries.contains { $0.matcher.matches(path) } }
        #expect(claims("/user//"), "routes with id = \"\"")
        #expect(claims("/user//edit"))
        #expect(!claims("/user/"), "routes nowhere: routing drops the trailing '/' and finds no id")
        _ = directory
    }

    @Test func theRootIsTheEmptyPathWithOrWithoutASecondSlash() throws {
        let (directory, path) = try table("https  /  home\n")
        let (_, filter) = try android(path, host: "www.example.com")
        #expect(filter.entries.map(\.value) == ["/", "//"])
        _ = directory
    }

    @Test func aTrailingWildcardIsOnePatternWithoutItAndOneWithAnyRest() throws {
        let (directory, path) = try table("https  /promo/*  promo\n")
        let (_, filter) = try android(path, host: "www.example.com")
        #expect(filter.entries.map(\.value) == ["/promo", "/promo/", "/promo/.*"])
        _ = directory
    }

    @Test func aDoubleStarBeforeAVariableIsACountOfSlashesNotAGreedyRun() throws {
        let (directory, path) = try table("https  /help/**/:article  help\n")
        let (result, filter) = try android(path, host: "www.example.com")
        #expect(filter.entries.map(\.value) == ["/help/[^/]+", "/help/[^/]*/", "/help/[^/]*/.+"])
        #expect(!result.stderr.contains("warning"), "exact: \(result.stderr)")
        let claims = { (path: String) in filter.entries.contains { $0.matcher.matches(path) } }
        #expect(claims("/help/returns/international/fees"))
        #expect(!claims("/help/"))
        _ = directory
    }

    @Test func aDoubleStarBeforeALiteralIsWidenedAndReported() throws {
        let (directory, path) = try table("https  /**/edit  edit\nhttps  /share/**/:token<[a-zA-Z0-9]{8}>  share\n")
        let (result, filter) = try android(path, host: "www.example.com")
        #expect(filter.entries.map(\.value) == ["/edit", "/edit/", "/[^/]*/.+", "/share/[0-9A-Za-z]{8}", "/share/[0-9A-Za-z]{8}/", "/share/[^/]*/.+"])
        #expect(filter.entries.filter(\.isWidened).map(\.value) == ["/[^/]*/.+", "/share/[^/]*/.+"])
        #expect(result.stderr.contains("greedy"), "\(result.stderr)")
        _ = directory
    }

    @Test func aConstraintAGreedyMatcherCouldNeverMatchIsWidenedAndReported() throws {
        let (directory, path) = try table("https  /doc/:file<[a-z.]+\\.pdf>  pdf\nhttps  /ten/:n<\\d+0>  tens\n")
        let (result, filter) = try android(path, host: "www.example.com")
        #expect(filter.entries.map(\.value) == ["/doc/[.a-z]{5,}", "/doc/[.a-z]{5,}/", "/ten/[0-9]{2,}", "/ten/[0-9]{2,}/"])
        #expect(filter.entries.allSatisfy { $0.isWidened })
        #expect(filter.entries[0].matcher.matches("/doc/menu.pdf"))
        let stderr = result.stderr
        #expect(stderr.contains("warning: \(path):1:"), "\(stderr)")
        #expect(stderr.contains("warning: \(path):2:"), "\(stderr)")
        _ = directory
    }

    @Test func runsOfOneSetAreOnePieceAndExact() throws {
        let (directory, path) = try table("https  /aa/:a<a+a>  aa\n")
        let (result, filter) = try android(path, host: "www.example.com")
        #expect(filter.entries.map(\.value) == ["/aa/a{2,}", "/aa/a{2,}/"])
        #expect(!result.stderr.contains("warning"), "\(result.stderr)")
        _ = directory
    }

    @Test func aConstraintThatMayBeEmptyIsNonEmptyWhereRoutingNeedsIt() throws {
        let (directory, path) = try table("https  /q/:n<\\d{0,2}>  q\nhttps  /k/:k<[a-z]*[0-9]*>  k\n")
        let (_, filter) = try android(path, host: "www.example.com")
        #expect(filter.entries.map(\.value) == ["/q/[0-9]{1,2}", "/q/[0-9]{0,2}/", "/k/[a-z]+[0-9]*", "/k/[0-9]+", "/k/[a-z]*[0-9]*/"])
        let claims = { (path: String) in filter.entries.contains { $0.matcher.matches(path) } }
        #expect(!claims("/q/") && claims("/q//") && claims("/q/12") && !claims("/k/"))
        _ = directory
    }

    @Test func aWordHoldingASlashIsLeftOut() throws {
        let (directory, path) = try table("https  /sl/:x<a|\\/>  slash\n")
        let (_, filter) = try android(path, host: "www.example.com")
        #expect(filter.entries.map(\.value) == ["/sl/a", "/sl/a/"])
        _ = directory
    }

    @Test func backslashesAreDoubledForTheResourceCompiler() throws {
        let (directory, path) = try table("https  /dots/v1.2  dots\n")
        let (result, filter) = try android(path, host: "www.example.com")
        #expect(result.stdout.contains(#"android:pathAdvancedPattern="/dots/v1\\.2""#), "\(result.stdout)")
        #expect(filter.entries.first?.value == #"/dots/v1\.2"#)
        #expect(try AndroidResourceCompiler.read(filter.entries[0].attribute, as: .aapt) == filter.entries[0].value,
                "aapt and aapt2 read the same pattern")
        _ = directory
    }

    @Test func aReservedCharacterInALiteralIsWidenedForTheDecodedPath() throws {
        let (directory, path) = try table("https  /plus/a+b  plus\nhttps  /lit/a%20b  encoded\n")
        let (result, filter) = try android(path, host: "www.example.com")
        #expect(filter.entries.map(\.value) == [#"/plus/a\+b"#, #"/plus/a\+b/"#, "/lit/a b", "/lit/a b/"])
        #expect(filter.entries.map(\.isWidened) == [true, true, false, false])
        #expect(result.stderr.contains("decoded path"), "\(result.stderr)")
        _ = directory
    }

    @Test func aConstraintWithGroupsIsWidenedAndReported() throws {
        let (directory, path) = try table("https  /gift/:code<[A-Z]{4}(?:-[A-Z]{4}){3}>  gift\n")
        let (result, filter) = try android(path, host: "www.example.com")
        #expect(filter.entries.map(\.value) == ["/gift/[^/]+", "/gift/[^/]*/"])
        #expect(result.stderr.contains("warning: \(path):1:"), "\(result.stderr)")
        _ = directory
    }

    @Test func onlyHTTPAndHTTPSCanBeVerified() throws {
        let result = try ToolRunner.run(["android", ToolRunner.exampleTable, "--host", "www.acme.example", "--scheme", "acme"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("http and https only"))
    }


    @Test func theWholeOutputIsWellFormedXMLEvenForATablePathWithDoubleHyphens() throws {
        let directory = try TemporaryDirectory()
        let table = try String(contentsOf: ToolRunner.packageRoot.appendingPathComponent(ToolRunner.exampleTable), encoding: .utf8)
        // "--" may not appear in an XML comment, and the header comment names the table.
        let path = try directory.file("acme--routes-.table", table)
        let result = try ToolRunner.run(["android", path, "--host", "www.acme.example"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = #"<manifest xmlns:android="http://schemas.android.com/apk/res/android">"# + result.stdout + "</manifest>"
        let parsed = try XMLDocument(data: Data(document.utf8))
        #expect(try parsed.nodes(forXPath: "//intent-filter/data").count > 4)
        let comments = try parsed.nodes(forXPath: "//comment()").compactMap(\.stringValue)
        #expect(comments.first?.contains("urlroutes android \(directory.url.path)/acme- -routes-.table, host www.acme.example") == true,
                "\(comments.first ?? "no comment")")
    }
}
