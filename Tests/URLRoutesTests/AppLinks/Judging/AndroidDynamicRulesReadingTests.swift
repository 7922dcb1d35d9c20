import Testing
@testable import URLRoutes

/// Android 15's dynamic rules as Android reads them: four keys, the whole set dropped for a
/// malformed or empty field or a second declaration, each reported with its line.
@Suite struct AndroidDynamicRulesReadingTests {
    static let manifest = """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.social">
          <application><activity android:name=".MainActivity" android:exported="true">
            <intent-filter android:autoVerify="true">
              <action android:name="android.intent.action.VIEW" />
              <category android:name="android.intent.category.DEFAULT" />
              <category android:name="android.intent.category.BROWSABLE" />
              <data android:scheme="https" android:host="social.example" />
            </intent-filter>
          </activity></application>
        </manifest>
        """

    /// One statement of a social app's assetlinks.json, its dynamic rules as given.
    static func statement(_ components: String, package: String = "com.example.social") -> String {
        """
          {
            "relation": ["delegate_permission/common.handle_all_urls"],
            "target": {"namespace": "android_app", "package_name": "\(package)",
              "sha256_cert_fingerprints": ["C7:0E:2F:9E:62:8E:D6:8B:61:5F:FE:3F:CE:4A:61:04:DA:A0:D6:42:A7:2A:D4:7B:E4:CB:21:5E:B8:22:7F:AE"]},
            "relation_extensions": {"delegate_permission/common.handle_all_urls": {"dynamic_app_link_components": [
              \(components)
            ]}}
          }
        """
    }

    private func rules(_ statements: String...) throws -> AndroidLinkRules {
        try AndroidLinkRules(manifest: Self.manifest, assetLinks: "[\n" + statements.joined(separator: ",\n") + "\n]", packageName: "com.example.social")
    }

    private func opens(_ rules: AndroidLinkRules, _ path: String) -> Bool {
        rules.verdict(for: "https://social.example" + path).opensApp
    }

    @Test func wellFormedRulesDecideWithinTheManifest() throws {
        let rules = try rules(Self.statement(#"{"/": "/settings/*", "exclude": true}, {"/": "/@*"}"#))
        #expect(opens(rules, "/@alice"))
        #expect(!opens(rules, "/settings/profile"))
        #expect(!opens(rules, "/about"))
        #expect(rules.problems.isEmpty)
    }

    @Test func anExcludeThatIsAStringDropsTheRulesAndIsAProblemNotAnError() throws {
        let rules = try rules(Self.statement(#"{"/": "/settings/*", "exclude": "true"}, {"/": "/@*"}"#))
        // The manifest alone: every path of the host.
        #expect(opens(rules, "/settings/profile"))
        #expect(opens(rules, "/about"))
        #expect(rules.problems.count == 1)
        let problem = try #require(rules.problems.first)
        #expect(problem.file == .assetLinks && problem.line == 7, "\(problem)")
        #expect(problem.message.hasPrefix(#"dynamic rule 1 has an "exclude" that is a string, not true or false; Android discards the dynamic rules"#), "\(problem)")
    }

    @Test(arguments: [
        (#"{"/": ""}"#, #"dynamic rule 1 has a "/" that is empty"#),
        (##"{"#": 7}"##, ##"dynamic rule 1 has a "#" that is a number"##),
        (#"{"?": {}}"#, #"dynamic rule 1 has a "?" that is empty"#),
        (#"{"?": {"ref": true}}"#, #"dynamic rule 1 has a "?" item "ref" that is a boolean"#),
        (#"{}"#, "dynamic rule 1 is empty"),
        (#""/@*""#, "dynamic rule 1 is a string, not an object"),
    ])
    func aMalformedOrEmptyFieldDropsEveryRule(component: String, message: String) throws {
        let rules = try rules(Self.statement(#"{"/": "/settings/*", "exclude": true}, "# + component))
        #expect(opens(rules, "/settings/profile"))
        #expect(rules.problems.count == 1)
        #expect(rules.problems.first?.message.hasPrefix(message.replacingOccurrences(of: "rule 1", with: "rule 2")) == true, "\(rules.problems)")
    }

    @Test func anEmptyListDropsTheRules() throws {
        let rules = try AndroidLinkRules(manifest: Self.manifest, assetLinks: "[" + Self.statement("").replacingOccurrences(of: "[\n      \n    ]", with: "[]") + "]",
                                         packageName: "com.example.social")
        #expect(opens(rules, "/anything"))
        #expect(rules.problems.first?.message.hasPrefix("dynamic_app_link_components is empty") == true, "\(rules.problems)")
    }

    @Test func anUnknownKeyIsAProblemAndTheRulesStillApply() throws {
        let rules = try rules(Self.statement(#"{"/": "/settings/*", "exclude": true, "comments": "account pages stay on the web"}, {"/": "*"}"#))
        #expect(!opens(rules, "/settings/profile"))
        #expect(opens(rules, "/@alice"))
        #expect(rules.problems.count == 1)
        #expect(rules.problems.first?.message == ##"dynamic rule 1 has the key "comments", which Android does not read (only "/", "#", "?" and "exclude")"##)
        #expect(rules.problems.first?.line == 7)
    }

    @Test func aKeyRepeatedInARuleKeepsTheLastAsAndroidDoesAndIsAProblem() throws {
        // Android's JSON reader keeps the last of a repeated key: `/@*`, not `/settings/*`.
        let rules = try rules(Self.statement(#"{"/": "/settings/*", "/": "/@*"}"#))
        #expect(opens(rules, "/@alice"))
        #expect(!opens(rules, "/settings/profile"))
        #expect(rules.problems.map(\.message) == [#"dynamic rule 1 has the key "/" 2 times; Android's JSON reader keeps the last, and so is it judged"#])
        #expect(rules.problems.first?.line == 7)
    }

    @Test func aParameterRepeatedInAQueryKeepsTheLast() throws {
        let rules = try rules(Self.statement(#"{"/": "/search", "?": {"tab": "people", "tab": "posts"}}"#))
        #expect(rules.verdict(for: "https://social.example/search?tab=posts").opensApp)
        #expect(!rules.verdict(for: "https://social.example/search?tab=people").opensApp)
        #expect(rules.problems.map(\.message) == [#"the "?" of dynamic rule 1 has the key "tab" 2 times; Android's JSON reader keeps the last, and so is it judged"#])
    }

    @Test func aListOfRulesWrittenTwiceInOneObjectKeepsTheLast() throws {
        let statement = Self.statement(#"{"/": "/settings/*", "exclude": true}, {"/": "*"}"#)
            .replacingOccurrences(of: #"{"dynamic_app_link_components": ["#, with: #"{"dynamic_app_link_components": [{"/": "/nothing"}], "dynamic_app_link_components": ["#)
        let rules = try rules(statement)
        #expect(opens(rules, "/@alice"))
        #expect(!opens(rules, "/settings/profile"))
        #expect(rules.problems.map(\.message) == [#"the relation_extensions has the key "dynamic_app_link_components" 2 times; Android's JSON reader keeps the last, and so is it judged"#])
    }

    @Test func aSecondDeclarationForTheAppIsAProblemAndTheManifestDecides() throws {
        let first = Self.statement(#"{"/": "/settings/*", "exclude": true}, {"/": "*"}"#)
        let second = Self.statement(#"{"/": "/@*"}"#)
        let rules = try rules(first, second)
        #expect(opens(rules, "/settings/profile"))
        #expect(opens(rules, "/about"))
        #expect(rules.dynamicRuleDeclarationCount == 2)
        let problem = try #require(rules.problems.first)
        #expect(problem.message.hasPrefix("dynamic_app_link_components is declared 2 times for com.example.social (lines 6, 14)"), "\(problem)")
        // Which links depend on the declaration Android picks.
        #expect(rules.verdictsUnderEachDeclaration(for: "https://social.example/settings/x").map(\.opensApp) == [false, false])
        #expect(rules.verdictsUnderEachDeclaration(for: "https://social.example/about").map(\.opensApp) == [true, false])
        #expect(rules.verdictsUnderEachDeclaration(for: "https://social.example/@alice").map(\.opensApp) == [true, true])
        // Swapping the statements changes no verdict.
        let swapped = try self.rules(second, first)
        for path in ["/settings/profile", "/about", "/@alice"] { #expect(opens(swapped, path) == opens(rules, path)) }
        // Another app's declaration is not a second one.
        let other = try self.rules(first, Self.statement(#"{"/": "/@*"}"#, package: "com.example.other"))
        #expect(other.problems.isEmpty && !opens(other, "/settings/profile"))
    }
}
