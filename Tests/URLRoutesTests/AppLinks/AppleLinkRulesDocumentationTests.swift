import Testing
import URLRoutes

/// Every example of Apple's universal-links documentation, with the outcome it documents: the
/// `applinks` reference (`applinks`, `applinks.Details`, `applinks.Details.Components`,
/// `applinks.Details.Components.Query`, `applinks.Defaults`, `applinks.SubstitutionVariables`),
/// "Supporting associated domains", TN3155 "Debugging universal links", the legacy "Support
/// Universal Links" guide (`paths`, `NOT `) and the WWDC 2020 "What's new in universal links"
/// example of substitution variables.
@Suite struct AppleLinkRulesDocumentationTests {
    static let app = "ABCDE12345.com.example.app"

    /// The file of "Supporting associated domains" and of the `applinks` reference.
    static let supportingAssociatedDomains = #"""
        {
          "applinks": {
              "details": [
                   {
                     "appIDs": [ "ABCDE12345.com.example.app", "ABCDE12345.com.example.app2" ],
                     "components": [
                       {
                          "#": "no_universal_links",
                          "exclude": true,
                          "comment": "Matches any URL with a fragment that equals no_universal_links and instructs the system not to open it as a universal link."
                       },
                       {
                          "/": "/buy/*",
                          "comment": "Matches any URL with a path that starts with /buy/."
                       },
                       {
                          "/": "/help/website/*",
                          "exclude": true,
                          "comment": "Matches any URL with a path that starts with /help/website/ and instructs the system not to open it as a universal link."
                       },
                       {
                          "/": "/help/*",
                          "?": { "articleNumber": "????" },
                          "comment": "Matches any URL with a path that starts with /help/ and that has a query item with name 'articleNumber' and a value of exactly four characters."
                       }
                     ]
                   }
               ]
           },
           "webcredentials": {
              "apps": [ "ABCDE12345.com.example.app" ]
           },
            "appclips": {
                "apps": ["ABCDE12345.com.example.MyApp.Clip"]
            }
        }
        """#

    private func rules(_ json: String) throws -> AppleLinkRules { try AppleLinkRules(parsing: json) }

    /// A file with one details entry for `app` holding `components` (JSON text).
    private func components(_ components: String, detailDefaults: String? = nil, fileKeys: String = "") throws -> AppleLinkRules {
        let defaults = detailDefaults.map { #", "defaults": \#($0)"# } ?? ""
        return try rules(#"{"applinks": {\#(fileKeys)"details": [{"appIDs": ["\#(Self.app)"], "components": \#(components)\#(defaults)}]}}"#)
    }

    @Test func aFragmentExcludeComesFirst() throws {
        let file = try rules(Self.supportingAssociatedDomains)
        let verdict = file.verdict(for: "https://www.example.com/buy/shoes#no_universal_links", appID: Self.app)
        #expect(!verdict.opensApp)
        #expect(verdict.rule == ##"{"#":"no_universal_links","exclude":true,"comment":"Matches any URL with a fragment that equals no_universal_links and instructs the system not to open it as a universal link."}"##)
    }

    @Test func aPathThatStartsWithBuyOpensTheApp() throws {
        let file = try rules(Self.supportingAssociatedDomains)
        let verdict = file.verdict(for: "https://www.example.com/buy/shoes/42", appID: Self.app)
        #expect(verdict == AppLinkVerdict(opensApp: true, rule: #"{"/":"/buy/*","comment":"Matches any URL with a path that starts with /buy/."}"#))
        #expect(file.verdict(for: "https://www.example.com/buy/shoes#reviews", appID: Self.app).opensApp)
    }

    @Test func bothAppsOfTheEntryOpenItsLinksAndNoOtherApp() throws {
        let file = try rules(Self.supportingAssociatedDomains)
        #expect(file.verdict(for: "https://www.example.com/buy/1", appID: "ABCDE12345.com.example.app2").opensApp)
        #expect(file.verdict(for: "https://www.example.com/buy/1", appID: "ABCDE12345.com.example.MyApp.Clip") == AppLinkVerdict(opensApp: false, rule: nil),
                "appclips and webcredentials apps are not applinks apps")
    }

    @Test func helpWebsiteIsExcludedBeforeHelpIsClaimed() throws {
        let file = try rules(Self.supportingAssociatedDomains)
        let verdict = file.verdict(for: "https://www.example.com/help/website/contact?articleNumber=1234", appID: Self.app)
        #expect(!verdict.opensApp)
        #expect(verdict.rule?.contains(#""/":"/help/website/*","exclude":true"#) == true)
    }

    @Test func helpNeedsAnArticleNumberOfExactlyFourCharacters() throws {
        let file = try rules(Self.supportingAssociatedDomains)
        let help = file.verdict(for: "https://www.example.com/help/returns?articleNumber=1234", appID: Self.app)
        #expect(help.opensApp)
        #expect(help.rule?.hasPrefix(#"{"/":"/help/*","?":{"articleNumber":"????"}"#) == true)
        #expect(file.verdict(for: "https://www.example.com/help/returns?articleNumber=12345", appID: Self.app) == AppLinkVerdict(opensApp: false, rule: nil))
        #expect(file.verdict(for: "https://www.example.com/help/returns?lang=en&articleNumber=abcd", appID: Self.app).opensApp)
        #expect(!file.verdict(for: "https://www.example.com/help/returns", appID: Self.app).opensApp, "a missing item is the empty string")
    }

    @Test func aURLNoComponentMatchesOpensTheBrowserWithNoRule() throws {
        let file = try rules(Self.supportingAssociatedDomains)
        #expect(file.verdict(for: "https://www.example.com/about", appID: Self.app) == AppLinkVerdict(opensApp: false, rule: nil))
    }

    // applinks.Details.Components: `{"/": "abc", "?": "def", "#": "*"}` matches
    // https://www.example.com/abc?def, but not https://www.example.com/abc nor
    // https://www.example.com?def.
    @Test func theComponentsReferenceExample() throws {
        let file = try components(##"[{"/": "abc", "?": "def", "#": "*"}]"##)
        #expect(file.verdict(for: "https://www.example.com/abc?def", appID: Self.app) == AppLinkVerdict(opensApp: true, rule: ##"{"/":"abc","?":"def","#":"*"}"##))
        #expect(!file.verdict(for: "https://www.example.com/abc", appID: Self.app).opensApp)
        #expect(!file.verdict(for: "https://www.example.com?def", appID: Self.app).opensApp)
    }

    @Test func theExcludeExampleOfTheComponentsReference() throws {
        let file = try components(#"""
            [{"/": "/help/website/*", "exclude": true,
              "comment": "Matches any URL whose path starts with /help/website/ and instructs the system not to open it as a universal link"},
             {"/": "*"}]
            """#)
        #expect(!file.verdict(for: "https://www.example.com/help/website/a", appID: Self.app).opensApp)
        #expect(file.verdict(for: "https://www.example.com/help/app", appID: Self.app).opensApp)
    }

    @Test func starIsAnyRunQuestionMarkOneCharacterQuestionStarAtLeastOne() throws {
        let star = try components(#"[{"/": "/p/*"}]"#)
        #expect(star.verdict(for: "https://www.example.com/p/", appID: Self.app).opensApp)
        #expect(star.verdict(for: "https://www.example.com/p/a/b/c", appID: Self.app).opensApp, "* matches '/' too")
        let one = try components(#"[{"/": "/p/?"}]"#)
        #expect(one.verdict(for: "https://www.example.com/p/a", appID: Self.app).opensApp)
        #expect(!one.verdict(for: "https://www.example.com/p/ab", appID: Self.app).opensApp)
        #expect(!one.verdict(for: "https://www.example.com/p/", appID: Self.app).opensApp)
        let oneOrMore = try components(#"[{"/": "/p/?*"}]"#)
        #expect(oneOrMore.verdict(for: "https://www.example.com/p/a", appID: Self.app).opensApp)
        #expect(oneOrMore.verdict(for: "https://www.example.com/p/abc", appID: Self.app).opensApp)
        #expect(!oneOrMore.verdict(for: "https://www.example.com/p/", appID: Self.app).opensApp)
    }

    // applinks.Details: `/buy/*` with the fragment `my_great_product_123`, "ignoring case"
    // through the entry's defaults.
    @Test func theDetailsExampleIgnoresCaseThroughItsDefaults() throws {
        let file = try components(#"""
            [{"/": "/buy/*", "#": "my_great_product_123",
              "comment": "Matches any URL whose path starts with /buy/ and fragment equals my_great_product_123, ignoring case"}]
            """#, detailDefaults: #"{ "caseSensitive": false }"#)
        #expect(file.verdict(for: "https://www.example.com/buy/1#my_great_product_123", appID: Self.app).opensApp)
        #expect(file.verdict(for: "https://www.example.com/BUY/1#My_Great_Product_123", appID: Self.app).opensApp)
        #expect(!file.verdict(for: "https://www.example.com/buy/1#other", appID: Self.app).opensApp)
        #expect(!file.verdict(for: "https://www.example.com/buy/1", appID: Self.app).opensApp, "no fragment is the empty fragment")
    }

    // applinks.Details.Components.Query: `"?": { "productID": "12345" }` matches a query item
    // named productID with the value 12345.
    @Test func theQueryDictionaryExample() throws {
        let file = try components(#"[{"?": { "productID": "12345" }}]"#)
        #expect(file.verdict(for: "https://www.example.com/shop?productID=12345", appID: Self.app).opensApp)
        #expect(file.verdict(for: "https://www.example.com/shop?size=9&productID=12345", appID: Self.app).opensApp)
        #expect(!file.verdict(for: "https://www.example.com/shop?productID=123", appID: Self.app).opensApp)
        #expect(!file.verdict(for: "https://www.example.com/shop?productID=12345&productID=1", appID: Self.app).opensApp,
                "every item of the name must match")
        #expect(!file.verdict(for: "https://www.example.com/shop", appID: Self.app).opensApp)
    }

    @Test func anAbsentQueryItemIsTheEmptyString() throws {
        let file = try components(#"[{"?": { "ref": "*" }}]"#)
        #expect(file.verdict(for: "https://www.example.com/x", appID: Self.app).opensApp)
        #expect(try components(#"[{"?": { "ref": "" }}]"#).verdict(for: "https://www.example.com/x?a=1", appID: Self.app).opensApp)
        #expect(!(try components(#"[{"?": { "ref": "?*" }}]"#).verdict(for: "https://www.example.com/x", appID: Self.app).opensApp))
    }

    // applinks.Defaults: domain level, app level, URL level; the more specific wins.
    @Test func defaultsAtTheDomainAppAndURLLevelsTheMoreSpecificWins() throws {
        let domain = try components(#"[{"/": "/cart"}]"#, fileKeys: #""defaults": {"caseSensitive": false}, "#)
        #expect(domain.verdict(for: "https://www.example.com/CART", appID: Self.app).opensApp)
        let app = try components(#"[{"/": "/cart"}]"#, detailDefaults: #"{"caseSensitive": true}"#,
                                 fileKeys: #""defaults": {"caseSensitive": false}, "#)
        #expect(!app.verdict(for: "https://www.example.com/CART", appID: Self.app).opensApp)
        let url = try components(#"[{"/": "/cart", "caseSensitive": false}]"#, detailDefaults: #"{"caseSensitive": true}"#)
        #expect(url.verdict(for: "https://www.example.com/CART", appID: Self.app).opensApp)
        #expect(!(try components(#"[{"/": "/cart"}]"#).verdict(for: "https://www.example.com/Cart", appID: Self.app).opensApp),
                "case-sensitive unless told")
    }

    @Test func percentEncodedFalseComparesTheDecodedURL() throws {
        let encoded = try components(#"[{"/": "/café"}]"#)
        #expect(!encoded.verdict(for: "https://www.example.com/caf%C3%A9", appID: Self.app).opensApp, "by default the URL is compared as written")
        #expect(try components(#"[{"/": "/caf%C3%A9"}]"#).verdict(for: "https://www.example.com/caf%C3%A9", appID: Self.app).opensApp)
        let decoded = try components(#"[{"/": "/café", "percentEncoded": false}]"#)
        #expect(decoded.verdict(for: "https://www.example.com/caf%C3%A9", appID: Self.app).opensApp)
        let fromDefaults = try components(#"[{"/": "/a b"}]"#, fileKeys: #""defaults": {"percentEncoded": false}, "#)
        #expect(fromDefaults.verdict(for: "https://www.example.com/a%20b", appID: Self.app).opensApp)
        #expect(!(try components(#"[{"/": "/a%20b", "percentEncoded": false}]"#).verdict(for: "https://www.example.com/a%20b", appID: Self.app).opensApp),
                "the URL is decoded, the pattern is not")
    }

    // applinks.SubstitutionVariables: `/$(lang)_$(region)/$(food)/`.
    @Test func theSubstitutionVariablesExample() throws {
        let file = try components(#"[{ "/" : "/$(lang)_$(region)/$(food)/" }]"#,
                                  fileKeys: #""substitutionVariables": { "food": [ "burrito", "pizza", "sushi", "samosa" ] }, "#)
        for path in ["/en_US/burrito/", "/fr_CA/pizza/", "/ja_JP/sushi/", "/en_GB/samosa/", "/zh_CN/pizza/", "/ar_EG/sushi/"] {
            #expect(file.verdict(for: "https://www.example.com" + path, appID: Self.app).opensApp, "\(path)")
        }
        // swcutil ignores a trailing '/' in the pattern and the path: `/en_US/burrito` matches.
        #expect(file.verdict(for: "https://www.example.com/en_US/burrito", appID: Self.app).opensApp)
        for path in ["/en_US/tacos/", "/EN_US/burrito/", "/en_us/burrito/", "/en-US/burrito/", "/xx_US/pizza/", "/en_ZZ/pizza/"] {
            #expect(!file.verdict(for: "https://www.example.com" + path, appID: Self.app).opensApp, "\(path)")
        }
    }

    // WWDC 2020, "What's new in universal links": Canadian food first, other food in Canada
    // excluded, any food elsewhere.
    @Test func theWWDCSubstitutionVariablesExample() throws {
        let file = try components(#"""
            [{"/": "/$(lang)_CA/$(Canadian food)/"},
             {"/": "/$(lang)_CA/$(food)/", "exclude": true},
             {"/": "/$(lang)_$(region)/$(food)/"}]
            """#, fileKeys: #""substitutionVariables": {"food": ["burrito", "sushi"], "Canadian food": ["poutine"]}, "#)
        #expect(file.verdict(for: "https://www.example.com/fr_CA/poutine/", appID: Self.app) == AppLinkVerdict(opensApp: true, rule: #"{"/":"/$(lang)_CA/$(Canadian food)/"}"#))
        #expect(file.verdict(for: "https://www.example.com/en_CA/sushi/", appID: Self.app) == AppLinkVerdict(opensApp: false, rule: #"{"/":"/$(lang)_CA/$(food)/","exclude":true}"#))
        #expect(file.verdict(for: "https://www.example.com/en_US/sushi/", appID: Self.app).opensApp)
        #expect(!file.verdict(for: "https://www.example.com/en_US/poutine/", appID: Self.app).opensApp)
    }

    @Test func thePredefinedVariablesAreOneCharacterOfTheirClass() throws {
        func claims(_ variable: String, _ text: String, caseSensitive: Bool = true) throws -> Bool {
            try components(#"[{"/": "/v/$(\#(variable))", "caseSensitive": \#(caseSensitive)}]"#)
                .verdict(for: "https://www.example.com/v/" + text, appID: Self.app).opensApp
        }
        #expect(try claims("alpha", "a") && claims("alpha", "Z") && !claims("alpha", "1") && !claims("alpha", "ab"))
        #expect(try claims("upper", "Q") && !claims("upper", "q"))
        #expect(try claims("upper", "q", caseSensitive: false), "the values follow caseSensitive")
        #expect(try claims("lower", "q") && !claims("lower", "Q"))
        #expect(try claims("alnum", "7") && claims("alnum", "x") && !claims("alnum", "-"))
        #expect(try claims("digit", "0") && claims("digit", "9") && !claims("digit", "a"))
        #expect(try claims("xdigit", "f") && claims("xdigit", "F") && claims("xdigit", "9") && !claims("xdigit", "g"))
        #expect(try claims("region", "US") && claims("region", "CA") && !claims("region", "us"))
        #expect(try claims("lang", "en") && claims("lang", "ar") && claims("lang", "zh") && !claims("lang", "EN"))
    }

    @Test func aVariableValueMayHoldWildcardsButNoVariable() throws {
        let file = try components(#"[{"/": "/$(section)"}]"#,
                                  fileKeys: #""substitutionVariables": {"section": ["news/*", "p/??", "$(digit)"]}, "#)
        #expect(file.verdict(for: "https://www.example.com/news/2024/06", appID: Self.app).opensApp)
        #expect(file.verdict(for: "https://www.example.com/p/ab", appID: Self.app).opensApp)
        #expect(!file.verdict(for: "https://www.example.com/p/abc", appID: Self.app).opensApp)
        #expect(!file.verdict(for: "https://www.example.com/7", appID: Self.app).opensApp)
        #expect(file.verdict(for: "https://www.example.com/$(digit)", appID: Self.app).opensApp, "a value's $( is text")
    }

    @Test func aVariableTheFileDefinesReplacesAPredefinedOne() throws {
        let file = try components(#"[{"/": "/$(digit)"}]"#, fileKeys: #""substitutionVariables": {"digit": ["one"]}, "#)
        #expect(file.verdict(for: "https://www.example.com/one", appID: Self.app).opensApp)
        #expect(!file.verdict(for: "https://www.example.com/1", appID: Self.app).opensApp)
    }

    @Test func anUndefinedVariableMatchesNothing() throws {
        let file = try components(#"[{"/": "/$(nothing)/*"}, {"/": "/*", "exclude": true}]"#)
        #expect(file.verdict(for: "https://www.example.com/$(nothing)/x", appID: Self.app) == AppLinkVerdict(opensApp: false, rule: #"{"/":"/*","exclude":true}"#))
    }

    // TN3155's components: `/test/*` and an exclude `/path/1/*`. Its swcutil output reports
    // `/test` matched and `/path/1` blocked: a trailing `/*` also takes its parent path, as the
    // recorded swcutil probes show too (`/buy/*` matches `/buy`).
    @Test func theTN3155VerifyExample() throws {
        let file = try rules(#"""
            {"applinks": {"details": [{
             "appIDs": [ "ABCDE12345.com.example.app", "ABCDE12345.com.example.app2" ],
             "components": [ {
                "/": "/test/*",
                "comment": "Matches any URL beginning with /test/"
                },
                {
                "/": "/path/1/*",
                "exclude": true,
                "comment": "Matches any URL beginning with /path/1/ and instructs the system not to open it as a universal link"
                }]}]}}
            """#)
        #expect(file.verdict(for: "https://example.com/test/", appID: Self.app) == AppLinkVerdict(opensApp: true, rule: #"{"/":"/test/*","comment":"Matches any URL beginning with /test/"}"#))
        #expect(file.verdict(for: "https://example.com/test/more", appID: Self.app).opensApp)
        #expect(file.verdict(for: "https://example.com/test", appID: Self.app) == AppLinkVerdict(opensApp: true, rule: #"{"/":"/test/*","comment":"Matches any URL beginning with /test/"}"#))
        let blocked = file.verdict(for: "https://example.com/path/1/2", appID: Self.app)
        #expect(!blocked.opensApp)
        #expect(blocked.rule?.hasPrefix(#"{"/":"/path/1/*","exclude":true"#) == true)
        let parent = file.verdict(for: "https://example.com/path/1", appID: Self.app)
        #expect(!parent.opensApp && parent.rule?.hasPrefix(#"{"/":"/path/1/*","exclude":true"#) == true, "blocked by the exclude")
        #expect(!file.verdict(for: "https://example.com/testing", appID: Self.app).opensApp)
    }

    /// The legacy guide's Listing 6-1 with its `NOT` paths: "the system evaluates each path in
    /// the paths array in the order it is specified—and stops evaluating when a positive or
    /// negative match is found"; "only the path component of the URL is used for comparison";
    /// the paths are case sensitive.
    static let legacyFile = #"""
        {
            "applinks": {
                "apps": [],
                "details": [
                    {
                        "appID": "9JA89QQLNQ.com.apple.wwdc",
                        "paths": [ "/wwdc/news/", "NOT /videos/wwdc/2010/*", "/videos/wwdc/201?/*"]
                    },
                    {
                        "appID": "ABCD1234.com.apple.wwdc",
                        "paths": [ "*" ]
                    }
                ]
            }
        }
        """#

    @Test func legacyPathsWithNOT() throws {
        let file = try rules(Self.legacyFile)
        let wwdc = "9JA89QQLNQ.com.apple.wwdc"
        #expect(file.verdict(for: "https://developer.apple.com/wwdc/news/", appID: wwdc) == AppLinkVerdict(opensApp: true, rule: "/wwdc/news/"))
        #expect(file.verdict(for: "https://developer.apple.com/videos/wwdc/2010/keynote", appID: wwdc) == AppLinkVerdict(opensApp: false, rule: "NOT /videos/wwdc/2010/*"))
        #expect(file.verdict(for: "https://developer.apple.com/videos/wwdc/2015/keynote", appID: wwdc) == AppLinkVerdict(opensApp: true, rule: "/videos/wwdc/201?/*"))
        #expect(!file.verdict(for: "https://developer.apple.com/videos/wwdc/2020/keynote", appID: wwdc).opensApp)
        #expect(!file.verdict(for: "https://developer.apple.com/WWDC/news/", appID: wwdc).opensApp, "paths are case sensitive")
        #expect(file.verdict(for: "https://developer.apple.com/wwdc/news/?page=2#top", appID: wwdc).opensApp, "the query and fragment are ignored")
        #expect(file.verdict(for: "https://developer.apple.com/anything/at/all", appID: "ABCD1234.com.apple.wwdc") == AppLinkVerdict(opensApp: true, rule: "*"))
    }

    @Test func componentsWinOverLegacyPathsInOneEntry() throws {
        let file = try rules(#"{"applinks": {"details": [{"appIDs": ["\#(Self.app)"], "components": [{"/": "/new"}], "paths": ["/old"]}]}}"#)
        #expect(file.verdict(for: "https://www.example.com/new", appID: Self.app).opensApp)
        #expect(!file.verdict(for: "https://www.example.com/old", appID: Self.app).opensApp)
    }

    @Test func onlyHTTPSLinksAreUniversalLinks() throws {
        let file = try components(#"[{"/": "*"}]"#)
        #expect(file.verdict(for: "https://www.example.com/a", appID: Self.app).opensApp)
        #expect(file.verdict(for: "HTTPS://www.example.com/a", appID: Self.app).opensApp)
        #expect(file.verdict(for: "http://www.example.com/a", appID: Self.app) == AppLinkVerdict(opensApp: false, rule: nil))
        #expect(file.verdict(for: "acme://www.example.com/a", appID: Self.app) == AppLinkVerdict(opensApp: false, rule: nil))
        #expect(file.verdict(for: "not a url", appID: Self.app) == AppLinkVerdict(opensApp: false, rule: nil))
    }

    /// The example of the DocC article "Universal links" and of the type's documentation.
    @Test func theLibrarysOwnDocumentationExamples() throws {
        let rules = try AppleLinkRules(parsing: """
            {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.shop"],
              "components": [{"/": "/help/website/*", "exclude": true}, {"/": "/help/*"}]}]}}
            """)
        let app = "ABCDE12345.com.example.shop"
        #expect(rules.verdict(for: "https://shop.example.com/help/returns", appID: app).description == #"opens the app ({"/":"/help/*"})"#)
        #expect(rules.verdict(for: "https://shop.example.com/help/website/faq", appID: app).description
                == #"opens the browser ({"/":"/help/website/*","exclude":true})"#)
        let acme = try AppleLinkRules(parsing: """
            {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.acme.app"],
              "components": [{"/": "/p/*", "comment": "product"}]}]}}
            """)
        #expect(acme.verdict(for: "https://www.acme.example/p/42", appID: "ABCDE12345.com.acme.app")
                == AppLinkVerdict(opensApp: true, rule: #"{"/":"/p/*","comment":"product"}"#))
    }

    @Test func anAppTheFileDoesNotNameOpensNothing() throws {
        let file = try components(#"[{"/": "*"}]"#)
        #expect(file.verdict(for: "https://www.example.com/a", appID: "ZZZZZ99999.com.other.app") == AppLinkVerdict(opensApp: false, rule: nil))
    }

    @Test func theEntriesThatNameTheAppAreReadInOrder() throws {
        let file = try rules(#"""
            {"applinks": {"details": [
              {"appIDs": ["A.one"], "components": [{"/": "/one/*"}]},
              {"appID": "B.two", "components": [{"/": "/two/*"}]},
              {"appIDs": ["A.one"], "components": [{"/": "/later/*"}]}]}}
            """#)
        #expect(file.verdict(for: "https://x.example/one/1", appID: "A.one").opensApp)
        #expect(file.verdict(for: "https://x.example/later/1", appID: "A.one").opensApp)
        #expect(!file.verdict(for: "https://x.example/two/1", appID: "A.one").opensApp)
        #expect(file.verdict(for: "https://x.example/two/1", appID: "B.two").opensApp)
    }
}
