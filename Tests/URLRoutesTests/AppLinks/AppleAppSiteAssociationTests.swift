import Foundation
import Testing
@testable import URLRoutes

/// `RouteTable.appleAppSiteAssociation(host:appIDs:)`: the components, judged by a matcher of
/// Apple's rules.
@Suite struct AppleAppSiteAssociationTests {
    static let appID = "ABCDE12345.com.acme.app"

    private func aasa(_ text: String, host: String = "www.example.com") throws -> (AppLinkFile, AppleLinkMatcher) {
        let file = try RouteTable(parsing: text, file: "app.table").appleAppSiteAssociation(host: host, appIDs: [Self.appID])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [String: Any])
        return (file, try AppleLinkMatcher(json: json, appID: Self.appID))
    }

    /// The paths of the components that claim (not the excludes), in order.
    private func claimingPaths(_ matcher: AppleLinkMatcher) -> [String] {
        matcher.components.filter { !$0.exclude }.compactMap(\.path)
    }

    @Test func theFileIsOneDetailsEntryForTheAppsWithSortedKeys() throws {
        let table = try RouteTable(parsing: "https  /cart  cart\n")
        let file = try table.appleAppSiteAssociation(host: "www.example.com", appIDs: [Self.appID, "FGHIJ67890.com.acme.beta"])
        #expect(file.contents == """
            {
              "applinks" : {
                "details" : [
                  {
                    "appIDs" : [
                      "ABCDE12345.com.acme.app",
                      "FGHIJ67890.com.acme.beta"
                    ],
                    "components" : [
                      {
                        "/" : "/*/?*",
                        "comment" : "not a link: a path with more than 1 '/' that no component above claims",
                        "exclude" : true
                      },
                      {
                        "/" : "/cart",
                        "comment" : "cart: /cart (line 1)"
                      }
                    ]
                  }
                ]
              }
            }

            """)
        #expect(file.widenings.isEmpty)
    }

    @Test func routesComeDeepestFirstEachDepthAfterAnExcludeOfDeeperPaths() throws {
        let (file, matcher) = try aasa("https  /user/:id  user\nhttps  /user/:id/edit  user.edit\n")
        #expect(matcher.components.map { ($0.exclude ? "exclude " : "") + ($0.path ?? "") } == [
            "exclude /*/*/*/?*", "/user/*/edit",
            "exclude /*/*/?*", "/user/?*", "/user/edit",
            "exclude /*/?*", "/user",
        ])
        #expect(matcher.claims(path: "/user/42"))
        #expect(matcher.claims(path: "/user/42/edit"))
        #expect(!matcher.claims(path: "/user/42/photos"))
        #expect(!matcher.claims(path: "/user/42/edit/more"))
        // `/user//` and `/user//edit` route (:id empty); iOS reads them as `/user`, `/user/edit`.
        #expect(matcher.claims(path: "/user") && matcher.claims(path: "/user/edit"))
        #expect(file.widenings.map(\.description) == [
            "/user/:id/edit (line 2): :id empty routes (two '/' in a row), which iOS reads as one '/': the path without that component is claimed too",
            "/user/:id (line 1): :id empty routes (two '/' in a row), which iOS reads as one '/': the path without that component is claimed too",
        ])
    }

    /// The depth excludes take no path with fewer '/' as iOS reads it: not the root, not `//`.
    @Test func theDepthExcludesLeaveTheRootAndShallowerLinks() throws {
        let (_, matcher) = try aasa("https  /  home\nhttps  /a  a\nhttps  /a/b/c  abc\n")
        for path in ["/", "//", "///", "/a", "/a/", "//a//", "/a/b/c", "/a//b/c/"] {
            #expect(matcher.claims(path: path), "\(path)")
        }
        for path in ["/b", "/a/b", "/a/b/c/d", "/x/y/z"] {
            #expect(!matcher.claims(path: path), "\(path)")
        }
    }

    @Test func anEmptyComponentIsClaimedWhereRoutingTakesIt() throws {
        let (_, matcher) = try aasa("https  /user/:id  user\nhttps  /user/:id/edit  user.edit\nhttps  /  home\n")
        #expect(matcher.claims(path: "/user//"), "routes with id = \"\"")
        #expect(matcher.claims(path: "/user//edit"))
        #expect(matcher.claims(path: "//"), "routes as the root")
        #expect(matcher.claims(path: "/user/") && matcher.claims(path: "///"),
                "routing refuses them, but iOS reads them as /user (/user// routes) and /")
    }

    /// `/p/42//` routes (:slug empty) and iOS reads it as `/p/42`, which `/p/:id` claims itself:
    /// nothing is widened for the empty slug.
    @Test func thePathWithoutAnEmptyComponentThatAnotherRouteClaimsIsNoWidening() throws {
        let (file, matcher) = try aasa("https  /p/:id<[0-9]+>(/:slug)  p\n")
        #expect(claimingPaths(matcher) == ["/p/?*/?*", "/p/?*"])
        #expect(file.widenings.map(\.reason) == [":id<[0-9]+> is written ?*: AASA patterns have no character classes or counts"])
        #expect(matcher.components.last?.comment == "p: /p/:id<[0-9]+> (line 1); widened: :id<[0-9]+> is written ?*: AASA patterns have no character classes or counts")
    }

    /// Each component that may be empty doubles a route's claims: past six, the route claims every
    /// path below the components before the first of them, widened.
    @Test func aRouteOfManyComponentsThatMayBeEmptyClaimsEveryPathBelowItsStart() throws {
        let (file, matcher) = try aasa("https  /a/b/:c/:d/:e/:f/:g/:h/:i  many\nhttps  /x/:y  x\n")
        #expect(file.widenings.map(\.reason).contains("7 components may be empty, more than 6 to spell out: every path below /a/b is claimed"))
        #expect(matcher.components.prefix(2).map(\.path) == ["/a/b", "/a/b/?*"], "before the depth excludes")
        for path in ["/a/b", "/a/b/1/2/3/4/5/6/7", "/a/b//////", "/a/b/1", "/x/1"] {
            #expect(matcher.claims(path: path), "\(path)")
        }
        #expect(!matcher.claims(path: "/a") && !matcher.claims(path: "/x/1/2"))
    }

    @Test func aConstraintThatMayBeEmptyClaimsTheEmptyComponentOnlyBeforeASlash() throws {
        let (file, matcher) = try aasa("https  /q/:n<\\d{0,2}>  q\n")
        #expect(matcher.claims(path: "/q//"))
        #expect(matcher.claims(path: "/q") && file.widenings.count == 2, "iOS reads /q// as /q: \(file.widenings)")
    }

    @Test func aWordHoldingASlashIsLeftOut() throws {
        let (_, matcher) = try aasa("https  /sl/:x<a|\\/>  slash\n")
        #expect(claimingPaths(matcher) == ["/sl/a"])
        #expect(!matcher.claims(path: "/sl//"))
    }

    @Test func aTrailingSlashIsClaimedWhereRoutingIgnoresIt() throws {
        let (_, matcher) = try aasa("""
            https  /cart  cart
            https  /user/:id  user
            https  /user/:id/edit  user.edit
            https  /home/:tab<feed|deals>  home
            https  /year/:y<\\d{4}>  year
            """)
        for path in ["/cart/", "/user/42/", "/user/42/edit/", "/home/feed/", "/year/2026/"] {
            #expect(matcher.claims(path: path), "\(path) routes but is not claimed")
        }
        for path in ["/cart/x", "/user/42/x/", "/user/42/edit/x", "/home/feed/x", "/year/2026/x", "/user/a/b/edit/"] {
            #expect(!matcher.claims(path: path), "\(path) does not route but is claimed")
        }
    }

    @Test func aTrailingWildcardClaimsEveryDepthEvenPastTheExcludes() throws {
        let (_, matcher) = try aasa("https  /promo/:code  code\nhttps  /promo/*  promo\n")
        #expect(matcher.components.first?.path == "/promo/?*", "routes of any depth come first")
        #expect(matcher.claims(path: "/promo"))
        #expect(matcher.claims(path: "/promo/SPRING"))
        #expect(matcher.claims(path: "/promo/a/b/c"))
        #expect(!matcher.claims(path: "/promotions"))
    }

    /// `swcutil` reads `X/*` as also matching `X`, and leaves `X/*/` open: no generated path
    /// pattern ends in either, nor in `/` (but the root).
    @Test func noGeneratedPathPatternEndsInSlashStar() throws {
        for (table, host) in [(try AppLinkTables.example(), "www.acme.example"), (try AppLinkTables.example(), "shop.acme.example"),
                              (try AppLinkTables.nasty(), "www.example.com")] {
            let file = try table.appleAppSiteAssociation(host: host, appIDs: [Self.appID])
            let json = try #require(try JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [String: Any])
            let paths = try AppleLinkMatcher(json: json, appID: Self.appID).components.compactMap(\.path)
            #expect(paths.count > 5 && paths.contains { $0.hasSuffix("/?*") && $0.hasPrefix("/*") })
            #expect(paths.filter { $0.hasSuffix("/*") || ($0.hasSuffix("/") && $0 != "/") } == [], "\(host)")
        }
    }

    @Test func wordsOfAConstraintAreSpeltOutExactly() throws {
        let (file, matcher) = try aasa("https  /home/:tab<feed|deals>  home\n")
        #expect(claimingPaths(matcher) == ["/home/feed", "/home/deals"])
        #expect(file.widenings.isEmpty)
    }

    @Test func aConstraintIsWidenedListedAndCommented() throws {
        let (file, matcher) = try aasa("https  /p/:id<\\d{4}>  product\n")
        #expect(file.widenings.map(\.reason) == [":id<\\d{4}> is written ????: AASA patterns have no character classes or counts"])
        #expect(file.widenings.first?.route.line == 1)
        let positive = try #require(matcher.components.last)
        #expect(positive.path == "/p/????")
        #expect(positive.comment?.contains("widened") == true)
        #expect(matcher.claims(path: "/p/abcd"), "widened: any four characters")
        #expect(!matcher.claims(path: "/p/12345"))
        #expect(!matcher.claims(path: "/p/12/4"), "the exclude still keeps it to one component")
    }

    @Test func aNonFinalDoubleStarClaimsAnyDepthBeforeItsLastComponent() throws {
        let (file, matcher) = try aasa("https  /help/**/:article  help\n")
        #expect(file.widenings.map(\.reason) == [":article empty routes (two '/' in a row), which iOS reads as one '/': the path without that component is claimed too"])
        #expect(matcher.claims(path: "/help/returns"))
        #expect(matcher.claims(path: "/help/returns/international/fees"))
        #expect(matcher.claims(path: "/help"), "iOS reads /help// (:article empty) as /help")
        #expect(!matcher.claims(path: "/helpdesk"))
    }

    @Test func aVariableBeforeALiteralInARouteOfAnyDepthIsWidened() throws {
        let (file, matcher) = try aasa("https  /stores/:id/events/**  events\n")
        #expect(file.widenings.contains { $0.reason.contains("may span a '/'") })
        #expect(matcher.claims(path: "/stores/pdx/events"))
        #expect(matcher.claims(path: "/stores/pdx/events/2024/june"))
    }

    @Test func aLiteralHoldingAStarIsWidened() throws {
        let (file, _) = try aasa("https  /lit/a*b  star\n")
        #expect(file.widenings.map(\.reason) == ["the literal 'a*b' holds '*' or '?', which AASA reads as a wildcard"])
    }

    @Test func aFragmentRouteClaimsItsPathWithAFragmentPattern() throws {
        let (_, matcher) = try aasa("https  /help#/:section  help\n")
        #expect(matcher.claims(path: "/help", fragment: "/returns"))
        #expect(!matcher.claims(path: "/help"))
    }

    @Test func theExactHostNamespaceWinsOverTheWildcardAsRoutingDecides() throws {
        let text = "//*.example.com  /tenant  tenant\n//shop.example.com  /cart  cart\nhttps  /web  web\n"
        #expect(claimingPaths(try aasa(text, host: "shop.example.com").1) == ["/cart"], "no fallback: only the exact namespace")
        #expect(claimingPaths(try aasa(text, host: "eu.shop.example.com").1) == ["/tenant"], "the longest wildcard that matches")
        #expect(claimingPaths(try aasa(text, host: "example.com").1) == ["/web"], "*.example.com does not take example.com")
    }

    @Test func aHostNamespaceThatFallsBackAddsTheHTTPSRoutesAfterItsOwn() throws {
        let (_, matcher) = try aasa("@fallback //shop.example.com\n//shop.example.com  /cart  cart\nhttps  /web  web\n", host: "shop.example.com")
        #expect(matcher.claims(path: "/cart"))
        #expect(matcher.claims(path: "/web"))
        #expect(!matcher.claims(path: "/"))
    }

    @Test func theGlobalRoutesComeInWhenHTTPSFallsBackOrHasNoRoutes() throws {
        #expect(try aasa("*  /login  login\n").1.claims(path: "/login"), "no https namespace: the global one")
        #expect(try aasa("@fallback https\nhttps  /web  web\n*  /login  login\n").1.claims(path: "/login"))
        #expect(!(try aasa("https  /web  web\n*  /login  login\n").1.claims(path: "/login")), "https without fallback stops there")
    }

    @Test func aWildcardHostIsAnError() throws {
        #expect(throws: AppLinkError.self) { try aasa("https  /cart\n", host: "*.example.com") }
        do {
            _ = try aasa("https  /cart\n", host: "*.example.com")
        } catch let error as AppLinkError {
            #expect(error.kind == .invalidHost)
            #expect(error.message.contains("names many hosts"))
        }
    }

    @Test func aHostNoRouteTakesIsAnErrorNamingWhatWasSearched() throws {
        do {
            _ = try aasa("acme  /home  home\n")
            Issue.record("no error")
        } catch let error as AppLinkError {
            #expect(error.kind == .noRoutes)
            #expect(error.message == "no route in app.table takes https://www.example.com/... (searched: *)")
        }
    }

    @Test func aHostRoutingReadsAsAPathComponentIsAnError() throws {
        #expect(throws: AppLinkError.self) { try aasa("https  /cart\n", host: "intranet") }
        #expect(throws: AppLinkError.self) { try aasa("@option host-as-path-component on\nhttps  /cart\n") }
    }

    @Test func appIDsAreRequiredAndChecked() throws {
        let table = try RouteTable(parsing: "https  /cart\n")
        #expect(throws: AppLinkError.self) { try table.appleAppSiteAssociation(host: "www.example.com", appIDs: []) }
        #expect(throws: AppLinkError.self) { try table.appleAppSiteAssociation(host: "www.example.com", appIDs: ["com acme"]) }
    }

    @Test func aFileOver128KBIsAnErrorThatNamesItsSizeAndTheCostliestRoutes() throws {
        var routes = (0..<1500).map { RouteTable.Route(.scheme("https"), "/catalogue/section-\($0)/:item/details", name: "section.\($0)") }
        routes.append(.init(.scheme("https"), "/" + String(repeating: "very-long-name-", count: 200) + "/:id", name: "costly"))
        do {
            _ = try RouteTable(routes: routes).appleAppSiteAssociation(host: "www.example.com", appIDs: [Self.appID])
            Issue.record("no error")
        } catch let error as AppLinkError {
            #expect(error.kind == .fileTooLarge)
            #expect(error.message.contains("bytes, more than the 131072 bytes (128 KB) Apple's CDN accepts"), "\(error)")
            #expect(error.message.contains("the routes that cost the most: costly: /very-long-name-"), "\(error)")
        }
    }

    @Test func makingAFileFarOver128KBStopsSoonAfterTheLimit() throws {
        let routes = (0..<5000).map { RouteTable.Route(.scheme("https"), "/catalogue/section-\($0)/:item/details", name: "section.\($0)") }
        let error = try #require(throws: AppLinkError.self) {
            try RouteTable(routes: routes).appleAppSiteAssociation(host: "www.example.com", appIDs: [Self.appID])
        }
        #expect(error.kind == .fileTooLarge)
        // Not the megabyte the whole file would be: a lower bound just past the limit.
        let size = try #require(error.message.firstMatch(of: /would be at least (\d+) bytes, more than the 131072 bytes/).flatMap { Int($0.1) }, "\(error)")
        #expect(size > RouteTable.appleAppSiteAssociationSizeLimit)
        #expect(size < RouteTable.appleAppSiteAssociationSizeLimit + 1000)
        #expect(error.message.contains("the routes that cost the most: section."), "\(error)")
    }

    @Test func aFileUnder128KBIsMade() throws {
        let routes = (0..<200).map { RouteTable.Route(.scheme("https"), "/s\($0)/:item", name: "s\($0)") }
        let file = try RouteTable(routes: routes).appleAppSiteAssociation(host: "www.example.com", appIDs: [Self.appID])
        #expect(file.contents.utf8.count <= RouteTable.appleAppSiteAssociationSizeLimit)
    }
}
