import Foundation
import Testing
@testable import URLRoutes

/// `AndroidLinkRules` reads manifests and assetlinks.json as Android does.
@Suite struct AndroidLinkRulesTests {
    private static func filter(_ body: String, verify: String = #" android:autoVerify="true""#,
                               categories: [String] = ["DEFAULT", "BROWSABLE"]) -> String {
        """
        <intent-filter\(verify)>
          <action android:name="android.intent.action.VIEW" />
        \(categories.map { "  <category android:name=\"android.intent.category.\($0)\" />" }.joined(separator: "\n"))
        \(body)
        </intent-filter>
        """
    }

    private static func manifest(_ filters: String...) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.acme.app">
          <application><activity android:name=".Main" android:exported="true">
        \(filters.joined(separator: "\n"))
          </activity></application>
        </manifest>
        """
    }

    private static let shop = #"<data android:scheme="https" android:host="shop.acme.example" />"#

    private func opens(_ rules: AndroidLinkRules, _ url: String, apiLevel: Int = 35) -> Bool {
        rules.verdict(for: url, apiLevel: apiLevel).opensApp
    }

    // MARK: Which filters count

    @Test func onlyAutoVerifiedViewFiltersWithBothCategoriesTakeLinks() throws {
        let path = #"<data android:pathPrefix="/p" />"#
        let verified = try AndroidLinkRules(manifest: Self.manifest(Self.filter(Self.shop + path)))
        #expect(opens(verified, "https://shop.acme.example/p/1"))
        let unverified = try AndroidLinkRules(manifest: Self.manifest(Self.filter(Self.shop + path, verify: "")))
        #expect(!opens(unverified, "https://shop.acme.example/p/1"))
        let falseVerify = try AndroidLinkRules(manifest: Self.manifest(Self.filter(Self.shop + path, verify: #" android:autoVerify="false""#)))
        #expect(!opens(falseVerify, "https://shop.acme.example/p/1"))
        let noBrowsable = try AndroidLinkRules(manifest: Self.manifest(Self.filter(Self.shop + path, categories: ["DEFAULT"])))
        #expect(!opens(noBrowsable, "https://shop.acme.example/p/1"))
        let noDefault = try AndroidLinkRules(manifest: Self.manifest(Self.filter(Self.shop + path, categories: ["BROWSABLE"])))
        #expect(!opens(noDefault, "https://shop.acme.example/p/1"))
    }

    @Test func aFilterWithoutPathsTakesEveryPathOfItsHostAndTheRuleIsTheHost() throws {
        let rules = try AndroidLinkRules(manifest: Self.manifest(Self.filter(Self.shop)))
        let verdict = rules.verdict(for: "https://shop.acme.example/anything?x=1")
        #expect(verdict == AppLinkVerdict(opensApp: true, rule: #"<data android:host="shop.acme.example" />"#))
        #expect(!opens(rules, "https://other.acme.example/anything"))
        #expect(!opens(rules, "myapp://shop.acme.example/anything"))
    }

    @Test func dataElementsOfOneFilterCombineSchemesHostsAndPaths() throws {
        let body = """
            <data android:scheme="http" android:host="a.example" />
            <data android:scheme="https" />
            <data android:host="b.example" android:path="/one" />
            <data android:pathPrefix="/two/" />
            """
        let rules = try AndroidLinkRules(manifest: Self.manifest(Self.filter(body)))
        for url in ["http://a.example/one", "https://a.example/two/x", "http://b.example/two/", "https://b.example/one"] {
            #expect(opens(rules, url), "\(url)")
        }
        for url in ["https://a.example/three", "https://c.example/one", "https://b.example/one/"] {
            #expect(!opens(rules, url), "\(url)")
        }
        #expect(rules.verdict(for: "https://b.example/one").rule == #"<data android:path="/one" />"#)
    }

    @Test func filtersDoNotCombineWithEachOther() throws {
        let rules = try AndroidLinkRules(manifest: Self.manifest(
            Self.filter(#"<data android:scheme="https" android:host="a.example" android:path="/a" />"#),
            Self.filter(#"<data android:scheme="https" android:host="b.example" android:path="/b" />"#)))
        #expect(opens(rules, "https://a.example/a"))
        #expect(opens(rules, "https://b.example/b"))
        #expect(!opens(rules, "https://a.example/b"))
        #expect(!opens(rules, "https://b.example/a"))
    }

    @Test func aWildcardHostTakesTheDomainsSubdomainsIgnoringCase() throws {
        let rules = try AndroidLinkRules(manifest: Self.manifest(Self.filter(#"<data android:scheme="https" android:host="*.acme.example" />"#)))
        #expect(opens(rules, "https://shop.acme.example/"))
        #expect(opens(rules, "https://a.b.ACME.example/"))
        // AuthorityEntry compares the end of the host with ".acme.example": the bare domain is not one.
        #expect(!opens(rules, "https://acme.example/"))
        #expect(!opens(rules, "https://evilacme.example/"))
    }

    @Test func aPortInTheFilterMustBeWrittenInTheURL() throws {
        let rules = try AndroidLinkRules(manifest: Self.manifest(Self.filter(#"<data android:scheme="https" android:host="a.example" android:port="8443" />"#)))
        #expect(opens(rules, "https://a.example:8443/x"))
        #expect(!opens(rules, "https://a.example/x"))
        #expect(!opens(rules, "https://a.example:443/x"))
        let noPort = try AndroidLinkRules(manifest: Self.manifest(Self.filter(#"<data android:scheme="https" android:host="a.example" />"#)))
        #expect(opens(noPort, "https://a.example:8443/x"))
    }

    @Test func attributeValuesAreReadAfterTheResourceCompilersEscapes() throws {
        // XML gives `/a\\+b` (backslash, backslash, plus); aapt reads it as `/a\+b`, the
        // advanced pattern then takes the `+` literally.
        let body = Self.shop + #"""
            <data android:pathAdvancedPattern="/a\\+b" />
            <data android:path="/it\'s" />
            <data android:path="/\u0041bc" />
            <data android:pathSuffix="\@home" />
            <data android:path="/say &quot;hi&quot;" />
            """#
        let rules = try AndroidLinkRules(manifest: Self.manifest(Self.filter(body)))
        #expect(opens(rules, "https://shop.acme.example/a+b"))
        #expect(!opens(rules, "https://shop.acme.example/aab"))
        #expect(opens(rules, "https://shop.acme.example/it's"))
        #expect(opens(rules, "https://shop.acme.example/Abc"))
        #expect(opens(rules, "https://shop.acme.example/@home"))
        #expect(opens(rules, "https://shop.acme.example/say%20%22hi%22"))
        for compiled in [#"/a\\+b"#, #"/it\'s"#, #"/\u0041bc"#, #"\@home"#] {
            #expect(AndroidResourceString.read(compiled) == (try AndroidResourceCompiler.read(compiled, as: .aapt2)))
        }
    }

    @Test func pathsAreMatchedDecoded() throws {
        let rules = try AndroidLinkRules(manifest: Self.manifest(Self.filter(Self.shop + #"<data android:path="/caf\u00E9 au lait" />"#)))
        #expect(opens(rules, "https://shop.acme.example/caf%C3%A9%20au%20lait"))
    }

    @Test func everyPathKindIsAPatternMatcherKind() throws {
        let body = Self.shop + """
            <data android:path="/exact" />
            <data android:pathPrefix="/pre" />
            <data android:pathSuffix=".pdf" />
            <data android:pathPattern="/g/.*/x" />
            <data android:pathAdvancedPattern="/n/[0-9]+" />
            """
        let rules = try AndroidLinkRules(manifest: Self.manifest(Self.filter(body)))
        let expectations: [(String, Bool)] = [
            ("/exact", true), ("/exact/", false), ("/prefix", true), ("/doc/a.pdf", true), ("/doc/a.pdfx", false),
            ("/g/abc/x", true), ("/g/a/x/b/x", false), ("/n/123", true), ("/n/12a", false),
        ]
        for (path, expected) in expectations {
            #expect(opens(rules, "https://shop.acme.example" + path) == expected, "\(path)")
        }
    }

    // MARK: uri-relative-filter-group (Android 15)

    private func groupRules(_ groups: String, paths: String = "") throws -> AndroidLinkRules {
        try AndroidLinkRules(manifest: Self.manifest(Self.filter(#"<data android:scheme="https" android:host="example.com" />"# + paths + groups)))
    }

    @Test func groupsAreTriedInOrderAndTheFirstThatMatchesDecides() throws {
        let blockFirst = try groupRules("""
            <uri-relative-filter-group android:allow="false"><data android:path="/x" /></uri-relative-filter-group>
            <uri-relative-filter-group><data android:pathPrefix="/x" /></uri-relative-filter-group>
            """)
        #expect(!opens(blockFirst, "https://example.com/x"))
        #expect(blockFirst.verdict(for: "https://example.com/x").rule?.contains(#"android:allow="false""#) == true)
        #expect(opens(blockFirst, "https://example.com/xy"))
        let allowFirst = try groupRules("""
            <uri-relative-filter-group><data android:pathPrefix="/x" /></uri-relative-filter-group>
            <uri-relative-filter-group android:allow="false"><data android:path="/x" /></uri-relative-filter-group>
            """)
        #expect(opens(allowFirst, "https://example.com/x"))
    }

    @Test func aGroupsDataElementsMustAllMatch() throws {
        let rules = try groupRules("""
            <uri-relative-filter-group><data android:path="/a/b" /><data android:query="token=1" /></uri-relative-filter-group>
            """)
        #expect(opens(rules, "https://example.com/a/b?token=1"))
        #expect(!opens(rules, "https://example.com/a/b?other=2"))
        #expect(!opens(rules, "https://example.com/a/c?token=1"))
        // Before Android 15 the group is not read, and a filter with no path takes every path.
        #expect(opens(rules, "https://example.com/c", apiLevel: 34))
        #expect(!opens(rules, "https://example.com/c"))
    }

    @Test func anEmptyGroupNeverMatches() throws {
        let rules = try groupRules("<uri-relative-filter-group></uri-relative-filter-group>")
        #expect(!opens(rules, "https://example.com/a"))
    }

    @Test func aQueryPatternMatchesOneParameterSplitAtAmpersandOrElseSemicolon() throws {
        let rules = try groupRules(#"<uri-relative-filter-group><data android:query="token=1" /></uri-relative-filter-group>"#)
        #expect(opens(rules, "https://example.com/a?token=1&x=2"))
        #expect(opens(rules, "https://example.com/a?x=2;token=1"))
        #expect(!opens(rules, "https://example.com/a?token=0&x=2"))
        #expect(!opens(rules, "https://example.com/a?x=2;token=1&y=3"))
        let decoded = try groupRules(#"<uri-relative-filter-group><data android:query="param=value!" /></uri-relative-filter-group>"#)
        #expect(opens(decoded, "https://example.com/?param=value!"))
        #expect(opens(decoded, "https://example.com/?param=value%21"))
    }

    @Test func aFragmentPatternNeedsAFragment() throws {
        let rules = try groupRules(#"<uri-relative-filter-group><data android:fragmentPrefix="sec" /></uri-relative-filter-group>"#)
        #expect(opens(rules, "https://example.com/a#section"))
        #expect(!opens(rules, "https://example.com/a"))
        #expect(!opens(rules, "https://example.com/a#top"))
    }

    @Test func aSiblingPathTakesTheLinkWhateverTheGroupsSay() throws {
        let rules = try groupRules("""
            <uri-relative-filter-group android:allow="false"><data android:path="/private" /></uri-relative-filter-group>
            """, paths: #"<data android:path="/public" />"#)
        #expect(opens(rules, "https://example.com/public"))
        #expect(!opens(rules, "https://example.com/private"))
        #expect(!opens(rules, "https://example.com/other"))
        // Before Android 15 the group is not read: only the path counts.
        #expect(!opens(rules, "https://example.com/private", apiLevel: 34))
        #expect(opens(rules, "https://example.com/public", apiLevel: 34))
    }

    // MARK: Dynamic rules (assetlinks.json, Android 15)

    private static func assetLinks(_ components: String, package: String = "com.acme.app") -> String {
        """
        [{"relation": ["delegate_permission/common.handle_all_urls"],
          "target": {"namespace": "android_app", "package_name": "\(package)", "sha256_cert_fingerprints": ["AA"]},
          "relation_extensions": {"delegate_permission/common.handle_all_urls": {"dynamic_app_link_components": [\(components)]}}}]
        """
    }

    private func dynamicRules(_ components: String, package: String = "com.acme.app", filterPaths: String = "") throws -> AndroidLinkRules {
        try AndroidLinkRules(manifest: Self.manifest(Self.filter(Self.shop + filterPaths)),
                             assetLinks: Self.assetLinks(components, package: package), packageName: "com.acme.app")
    }

    @Test func theFirstDynamicRuleThatMatchesDecidesAndNoneMeansTheBrowser() throws {
        let rules = try dynamicRules(#"""
            {"/": "/products/secret*", "exclude": true},
            {"/": "/products/*", "comments": ["the catalogue"]},
            {"/": "/products/secret-sale"}
            """#)
        #expect(opens(rules, "https://shop.acme.example/products/42"))
        #expect(rules.verdict(for: "https://shop.acme.example/products/42").rule == #"{"/":"/products/*","comments":["the catalogue"]}"#)
        let excluded = rules.verdict(for: "https://shop.acme.example/products/secret-sale")
        #expect(excluded == AppLinkVerdict(opensApp: false, rule: #"{"/":"/products/secret*","exclude":true}"#))
        #expect(rules.verdict(for: "https://shop.acme.example/cart") == AppLinkVerdict(opensApp: false, rule: nil))
        // Before Android 15 the dynamic rules are not read.
        #expect(opens(rules, "https://shop.acme.example/cart", apiLevel: 34))
    }

    @Test func aDynamicRuleOpensOnlyWhatTheManifestTakes() throws {
        let rules = try dynamicRules(#"{"/": "*"}"#, filterPaths: #"<data android:pathPrefix="/app/" />"#)
        #expect(opens(rules, "https://shop.acme.example/app/x"))
        #expect(!opens(rules, "https://shop.acme.example/web/x"))
        #expect(!opens(rules, "https://other.example/app/x"))
    }

    @Test func queryRulesNeedEveryParameterTheyNameAndFragmentRulesAFragment() throws {
        let rules = try dynamicRules(#"""
            {"?": {"dl": "*", "type": "w?dget"}},
            {"#": "app-*"}
            """#)
        #expect(opens(rules, "https://shop.acme.example/x?type=widget&dl=1&other=2"))
        #expect(opens(rules, "https://shop.acme.example/x?dl=&type=wodget"))
        #expect(!opens(rules, "https://shop.acme.example/x?dl=1"))
        #expect(!opens(rules, "https://shop.acme.example/x?dl=1&type=widgets"))
        #expect(opens(rules, "https://shop.acme.example/x#app-cart"))
        #expect(!opens(rules, "https://shop.acme.example/x#cart"))
        #expect(!opens(rules, "https://shop.acme.example/x"))
    }

    @Test func onlyTheRulesOfThePackageApply() throws {
        let manifest = Self.manifest(Self.filter(Self.shop))
        let both = """
            [\(Self.assetLinks(#"{"/": "/none", "exclude": true}"#, package: "com.other.app").dropFirst().dropLast()),
             \(Self.assetLinks(#"{"/": "/app/*"}"#).dropFirst().dropLast())]
            """
        let rules = try AndroidLinkRules(manifest: manifest, assetLinks: both, packageName: "com.acme.app")
        #expect(opens(rules, "https://shop.acme.example/app/none"))
        #expect(!opens(rules, "https://shop.acme.example/none"))
        #expect(rules.problems.isEmpty, "\(rules.problems)")
    }

    @Test func wildcardsTakeAnyRunAndOneCharacterWithoutBlowingUp() {
        #expect(AndroidDynamicLinkRule.wildcardMatches("/a/*/b*c", "/a/x/y/bzzc"))
        #expect(!AndroidDynamicLinkRule.wildcardMatches("/a/?", "/a/"))
        #expect(AndroidDynamicLinkRule.wildcardMatches("*", ""))
        let hostile = String(repeating: "*a", count: 2000) + "b"
        #expect(!AndroidDynamicLinkRule.wildcardMatches(hostile, String(repeating: "a", count: 5000)))
    }

    // MARK: Bad input

    @Test func textThatIsNotAManifestIsAnUnreadableFile() {
        for text in ["", "not xml", "<manifest><intent-filter></manifest>", "{\"json\": true}"] {
            #expect { try AndroidLinkRules(manifest: text) } throws: { ($0 as? AppLinkError)?.kind == .unreadableFile }
        }
    }

    @Test func aDoctypeIsRefusedSoNoEntityExpands() {
        let bomb = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
            <manifest>&lol2;</manifest>
            """
        #expect { try AndroidLinkRules(manifest: bomb) } throws: { ($0 as? AppLinkError)?.kind == .unreadableFile }
    }

    @Test func assetLinksThatAreNotStatementsAreAnUnreadableFile() {
        let manifest = Self.manifest(Self.filter(Self.shop))
        for json in ["not json", "{}", "[1, 2", #"{"relation": []}"#] {
            #expect { try AndroidLinkRules(manifest: manifest, assetLinks: json) } throws: { ($0 as? AppLinkError)?.kind == .unreadableFile }
        }
    }

    @Test func tenThousandFiltersAreReadAndJudged() throws {
        let filters = (0..<10_000).map { index in
            Self.filter(#"<data android:scheme="https" android:host="h\#(index).example" android:pathPattern="/p/.*/\#(index)" />"#)
        }
        let rules = try AndroidLinkRules(manifest: "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">" + filters.joined() + "</manifest>")
        #expect(opens(rules, "https://h9999.example/p/x/9999"))
        #expect(!opens(rules, "https://h9999.example/p/x/9998"))
        #expect(!opens(rules, "https://nowhere.example/p/x/1"))
    }

    @Test func hostileURLsOpenTheBrowser() throws {
        let rules = try AndroidLinkRules(manifest: Self.manifest(Self.filter(Self.shop)))
        for url in ["", ":", "https:", "https://", "https://shop.acme.example:99999999999999999999/", "%%%", "https://[::1/"] {
            _ = rules.verdict(for: url)
        }
        #expect(!opens(rules, "https://"))
    }
}
