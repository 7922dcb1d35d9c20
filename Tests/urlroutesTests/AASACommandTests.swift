import Foundation
import Testing

/// `urlroutes aasa TABLE --app-id ID --host HOST`: the apple-app-site-association components,
/// checked with a matcher of Apple's rules against what the router itself does.
@Suite struct AASACommandTests {
    static let appID = "ABCDE12345.com.acme.app"

    private func aasa(_ table: String, host: String, appIDs: [String] = [appID]) throws -> (ToolRunner.Result, AppleLinkMatcher) {
        let (result, json) = try ToolRunner.runJSON(["aasa", table, "--host", host] + appIDs.flatMap { ["--app-id", $0] })
        return (result, try AppleLinkMatcher(json: json))
    }

    private func table(_ text: String) throws -> (directory: TemporaryDirectory, path: String) {
        let directory = try TemporaryDirectory()
        return (directory, try directory.file("app.table", text))
    }

    @Test func theFileHasTheAppIDsAndTheApplinksShape() throws {
        let (result, json) = try ToolRunner.runJSON(["aasa", ToolRunner.exampleTable, "--host", "shop.acme.example",
                                                     "--app-id", Self.appID, "--app-id", "FGHIJ67890.com.acme.beta"])
        #expect(result.status == 0)
        let details = try #require((json["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
        #expect(details.count == 1)
        #expect(details[0]["appIDs"] as? [String] == [Self.appID, "FGHIJ67890.com.acme.beta"])
        #expect((details[0]["components"] as? [[String: Any]])?.isEmpty == false)
    }

    @Test func aHostNamespaceWithoutFallbackClaimsOnlyItsOwnRoutes() throws {
        let (_, matcher) = try aasa(ToolRunner.exampleTable, host: "shop.acme.example")
        #expect(matcher.claims(path: "/cart"))
        #expect(matcher.claims(path: "/checkout/payment"))
        // https routes and the global ones are not reached from the shop's host.
        #expect(!matcher.claims(path: "/login"))
        #expect(!matcher.claims(path: "/p/48213"))
    }

    /// The paths of the components that claim (not the excludes), in order.
    private func claimingPaths(_ matcher: AppleLinkMatcher) -> [String] {
        matcher.components.filter { !$0.exclude }.compactMap(\.path)
    }

    @Test func routesComeDeepestFirstEachDepthAfterAnExcludeOfDeeperPaths() throws {
        let (directory, path) = try table("https  /user/:id  user\nhttps  /user/:id/edit  user.edit\n")
        let (result, matcher) = try aasa(path, host: "www.example.com")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(matcher.components.map { ($0.exclude ? "exclude " : "") + ($0.path ?? "") } == [
            "exclude /*/*/*/*/*", "/user/*/edit/",
            "exclude /*/*/*/*", "/user/*/", "/user/*/edit",
            "exclude /*/*/*", "/user/?*",
        ])
        #expect(matcher.claims(path: "/user/42"))
        #expect(matcher.claims(path: "/user/42/edit"))
        #expect(!matcher.claims(path: "/user/42/photos"))
        #expect(!matcher.claims(path: "/user/42/edit/more"))
        #expect(!matcher.claims(path: "/user"))
        _ = directory
    }

    @Test func anEmptyComponentIsClaimedWhereRoutingTakesIt() throws {
        let (directory, path) = try table("https  /user/:id  user\nhttps  /user/:id/edit  user.edit\nhttps  /  home\n")
        let (_, matcher) = try aasa(path, host: "www.example.com")
        #expect(matcher.claims(path: "/user//"), "routes with id = \"\"")
        #expect(matcher.claims(path: "/user//edit"))
        #expect(matcher.claims(path: "//"), "routes as the root")
        #expect(!matcher.claims(path: "/user/"), "routing drops the '/' and finds no id")
        #expect(!matcher.claims(path: "///"))
        _ = directory
    }

    @Test func aConstraintThatMayBeEmptyClaimsTheEmptyComponentOnlyBeforeASlash() throws {
        let (directory, path) = try table("https  /q/:n<\\d{0,2}>  q\n")
        let (_, matcher) = try aasa(path, host: "www.example.com")
        #expect(matcher.claims(path: "/q//"))
        #expect(!matcher.claims(path: "/q/"))
        _ = directory
    }

    @Test func aWordHoldingASlashIsLeftOut() throws {
        let (directory, path) = try table("https  /sl/:x<a|\\/>  slash\n")
        let (_, matcher) = try aasa(path, host: "www.example.com")
        #expect(claimingPaths(matcher) == ["/sl/a/", "/sl/a"])
        #expect(!matcher.claims(path: "/sl//"))
        _ = directory
    }

    @Test func aTrailingSlashIsClaimedWhereRoutingIgnoresIt() throws {
        let (directory, path) = try table("""
            https  /cart  cart
            https  /user/:id  user
            https  /user/:id/edit  user.edit
            https  /home/:tab<feed|deals>  home
            https  /year/:y<\\d{4}>  year
            """)
        let (result, matcher) = try aasa(path, host: "www.example.com")
        #expect(result.status == 0, "\(result.stderr)")
        for url in ["/cart/", "/user/42/", "/user/42/edit/", "/home/feed/", "/year/2026/"] {
            #expect(matcher.claims(path: url), "\(url) routes but is not claimed: \(matcher.components.map(\.path))")
        }
        for url in ["/cart/x", "/user/42/x/", "/user/42/edit/x", "/home/feed/x", "/year/2026/x", "/user/a/b/edit/", "/cart//"] {
            #expect(!matcher.claims(path: url), "\(url) does not route but is claimed")
        }
        _ = directory
    }

    @Test func aTrailingWildcardClaimsEveryDepthEvenPastAnotherRoutesExcludes() throws {
        let (directory, path) = try table("https  /promo/:code  code\nhttps  /promo/*  promo\n")
        let (_, matcher) = try aasa(path, host: "www.example.com")
        #expect(matcher.components.first?.path == "/promo/*", "routes of any depth come first")
        #expect(matcher.claims(path: "/promo"))
        #expect(matcher.claims(path: "/promo/SPRING"))
        #expect(matcher.claims(path: "/promo/a/b/c"))
        #expect(!matcher.claims(path: "/promotions"))
        _ = directory
    }

    @Test func wordsOfAConstraintAreSpeltOutExactly() throws {
        let (directory, path) = try table("https  /home/:tab<feed|deals>  home\n")
        let (result, matcher) = try aasa(path, host: "www.example.com")
        #expect(claimingPaths(matcher) == ["/home/feed/", "/home/deals/", "/home/feed", "/home/deals"])
        #expect(!result.stderr.contains("warning"), "\(result.stderr)")
        _ = directory
    }

    @Test func aConstraintIsWidenedReportedAndCommented() throws {
        let (directory, path) = try table("https  /p/:id<\\d{4}>  product\n")
        let (result, matcher) = try aasa(path, host: "www.example.com")
        #expect(result.status == 0)
        #expect(result.stderr.contains("app.table:1: /p/:id<\\d{4}>: widened: :id<\\d{4}> is written ????"), "\(result.stderr)")
        let positive = try #require(matcher.components.last)
        #expect(positive.path == "/p/????")
        #expect(positive.comment?.contains("widened") == true)
        #expect(matcher.claims(path: "/p/abcd"), "widened: any four characters")
        #expect(!matcher.claims(path: "/p/12345"))
        #expect(!matcher.claims(path: "/p/12/4"), "the exclude still keeps it to one component")
        _ = directory
    }

    @Test func aNonFinalDoubleStarClaimsAnyDepthBeforeItsLastComponent() throws {
        let (directory, path) = try table("https  /help/**/:article  help\n")
        let (result, matcher) = try aasa(path, host: "www.example.com")
        #expect(!result.stderr.contains("warning"), "\(result.stderr)")
        #expect(matcher.claims(path: "/help/returns"))
        #expect(matcher.claims(path: "/help/returns/international/fees"))
        #expect(!matcher.claims(path: "/help"))
        _ = directory
    }

    @Test func aVariableBeforeALiteralInARouteOfAnyDepthIsReportedAsWidened() throws {
        let (directory, path) = try table("https  /stores/:id/events/**  events\n")
        let (result, matcher) = try aasa(path, host: "www.example.com")
        #expect(result.stderr.contains("may span a '/'"), "\(result.stderr)")
        #expect(matcher.claims(path: "/stores/pdx/events"))
        #expect(matcher.claims(path: "/stores/pdx/events/2024/june"))
        _ = directory
    }

    @Test func theExactHostNamespaceWinsOverTheWildcardAsRoutingDecides() throws {
        let (directory, path) = try table("//*.example.com  /tenant  tenant\n//shop.example.com  /cart  cart\nhttps  /web  web\n")
        let (_, shop) = try aasa(path, host: "shop.example.com")
        #expect(claimingPaths(shop) == ["/cart/", "/cart"], "no fallback: only the exact namespace's routes")
        let (_, other) = try aasa(path, host: "eu.shop.example.com")
        #expect(claimingPaths(other) == ["/tenant/", "/tenant"], "the longest wildcard matching the host")
        let (_, apex) = try aasa(path, host: "example.com")
        #expect(claimingPaths(apex) == ["/web/", "/web"], "*.example.com does not take example.com: the https routes do")
        _ = directory
    }

    @Test func aHostNamespaceThatFallsBackAddsTheHTTPSRoutesAfterItsOwn() throws {
        let (directory, path) = try table("@fallback //shop.example.com\n//shop.example.com  /cart  cart\nhttps  /web  web\n")
        let (_, matcher) = try aasa(path, host: "shop.example.com")
        #expect(matcher.claims(path: "/cart"))
        #expect(matcher.claims(path: "/web"))
        #expect(!matcher.claims(path: "/"))
        _ = directory
    }

    @Test func aWildcardHostIsRefused() throws {
        let result = try ToolRunner.run(["aasa", ToolRunner.exampleTable, "--host", "*.acme.example", "--app-id", Self.appID])
        #expect(result.status == 2)
        #expect(result.stderr.contains("names many hosts"), "\(result.stderr)")
    }

    @Test func aHostNoRouteTakesIsAnError() throws {
        let (directory, path) = try table("acme  /home  home\n")
        let result = try ToolRunner.run(["aasa", path, "--host", "www.example.com", "--app-id", Self.appID])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no route in \(path) takes https://www.example.com/"), "\(result.stderr)")
        _ = directory
    }

    @Test func anAppIDIsRequiredAndChecked() throws {
        let missing = try ToolRunner.run(["aasa", ToolRunner.exampleTable, "--host", "www.acme.example"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--app-id"))
        let malformed = try ToolRunner.run(["aasa", ToolRunner.exampleTable, "--host", "www.acme.example", "--app-id", "com acme"])
        #expect(malformed.status == 2)
        #expect(malformed.stderr.contains("is not TEAMID.bundle.id"), "\(malformed.stderr)")
    }
}
