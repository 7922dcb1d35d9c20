import Foundation
import Testing

/// What `urlroutes lint` says names the real mistake, and no more than is true.
@Suite struct LintMessageTests {
    @Test func anUnclosedBracketInAConstraintIsNamedAtTheBracket() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("bracket.table", """
            acme  /user/:id<[a-z>   user
            """)
        let result = try ToolRunner.run(["lint", table])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stdout.contains("\(table):1:17: error: invalid pattern: the '[' in the constraint is never closed by ']'"),
                "\(result.stdout)")
        #expect(!result.stdout.contains("'<' is never closed"), "\(result.stdout)")
    }

    @Test func aRouteHiddenByANamedRouteWinsWhenThatHandlerDeclines() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("shop.table", """
            acme  /:shopName   shop
            acme  /cart        cart
            """)
        let result = try ToolRunner.run(["lint", table])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains(
            "\(table):2: warning: /cart can never win unless the handler of /:shopName (shop, line 1) declines: that route is tried first and matches every URL this one matches [shadowedRoute]"),
            "\(result.stdout)")
    }

    @Test func aRouteHiddenByAnUnnamedRouteCanNeverWin() throws {
        // An unnamed route of a table is registered without a handler: it takes every URL.
        let directory = try TemporaryDirectory()
        let table = try directory.file("shop.table", """
            acme  /:shopName
            acme  /cart        cart
            """)
        let result = try ToolRunner.run(["lint", table])
        #expect(result.stdout.contains(
            "\(table):2: warning: /cart can never win: /:shopName (line 1) is tried first and matches every URL it matches [shadowedRoute]"),
            "\(result.stdout)")
    }
}

/// Constraints and wildcards that are legal but rarely mean what they say.
@Suite struct LintPatternWarningTests {
    @Test func aBraceThatPCRE2TakesLiterallyIsAWarningAtItsColumn() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("brace.table", #"""
            acme  /order/:id<[A-Z]{2}-\d{6>   order
            """#)
        let result = try ToolRunner.run(["lint", table])
        #expect(result.status == 0, "a warning alone does not fail: \(result.output)")
        #expect(result.stdout.contains("\(table):1:29: warning: in the constraint of :id in /order/:id<[A-Z]{2}-\\d{6>: '{6' is not a quantifier"),
                "\(result.stdout)")
        #expect(result.stdout.contains("[literalBrace]"))
    }

    @Test func twoRestWildcardsAreAWarning() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("wildcards.table", """
            acme  /a/**/b/**/c   two
            """)
        let result = try ToolRunner.run(["lint", "--strict", table])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stdout.contains("\(table):1: warning: /a/**/b/**/c has 2 wildcards"), "\(result.stdout)")
        #expect(result.stdout.contains("[ambiguousWildcards]"))
    }
}
