import Foundation
import Testing

/// The table rules `urlroutes` shares with the library's `RouteTable`, seen from the command line.
@Suite struct TableRulesTests {
    @Test func aNameMayBeUsedOnceInEachNamespace() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file("two.table", "acme  /home  home\nhttps  /  home\n")
        let result = try ToolRunner.run(["route", path, "acme://home", "https://www.example.com/"])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func urlRefusesANameThatSeveralNamespacesUse() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file("two.table", "acme  /home  home\nhttps  /  home\n")
        let result = try ToolRunner.run(["url", path, "home"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("the name 'home' is used in several namespaces (acme (line 1), https (line 2))"), "\(result.stderr)")
        #expect(result.stderr.contains("write it with its namespace, as in 'acme:home' or 'https:home'"), "\(result.stderr)")
    }

    @Test func urlSuggestsOnlyANameATypoAway() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file("shop.table", "acme  /home  home\nacme  /cart  cart\n")
        let far = try ToolRunner.run(["url", path, "nope"])
        #expect(far.status == 2)
        #expect(!far.stderr.contains("did you mean"), "\(far.stderr)")
        let near = try ToolRunner.run(["url", path, "hme"])
        #expect(near.stderr.contains("did you mean 'home'?"), "\(near.stderr)")
    }

    @Test func aPriorityWrittenAsAWordIsReportedAsSuch() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file("word.table", "acme  /p  high  product\n")
        let result = try ToolRunner.run(["lint", path])
        #expect(result.stdout.contains("\(path):1:17: error: unexpected 'product' after the route"), "\(result.stdout)")
        #expect(result.stdout.contains("'high' is read as the name: a priority is a whole number"))
    }

    @Test func aPatternWithoutALeadingSlashRoutes() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file("slash.table", "acme  cart  cart\nacme  social/share/:a  share\n")
        let result = try ToolRunner.run(["route", path, "acme://cart", "acme://social/share/x"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("→ cart"))
        #expect(result.stdout.contains("→ share"))
    }

    @Test func aTableThatIsNotUTF8NamesTheOffsetOfTheFirstBadByte() throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("latin1.table").path
        try Data("acme /a\nacme /caf".utf8 + [0xE9, 0x0A]).write(to: URL(fileURLWithPath: path))
        let result = try ToolRunner.run(["lint", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("it is not UTF-8 text (the byte 0xE9 at offset 17, line 2, is not part of a UTF-8 character)"), "\(result.stderr)")
    }
}
