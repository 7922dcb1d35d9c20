import Foundation
import Testing
@testable import URLRoutes

/// `AppleLinkRules`, and the tests' own `AppleLinkMatcher`, answer as Apple's `swcutil` did for
/// every probe it was recorded on (``AppleSwcutilProbes``), and for the documents it was run on
/// with `defaults` and the other services.
@Suite struct AppleSwcutilProbeTests {
    static let app = "ABCDE12345.com.example.app"

    static func file(components: String) -> String {
        #"{"applinks": {"details": [{"appIDs": ["\#(app)"], "components": [\#(components)]}]}}"#
    }

    @Test func all67RecordedProbesAreHere() {
        let probes = AppleSwcutilProbes.probes
        #expect(probes.count == 67)
        #expect(Set(probes.map { $0.group + "/" + $0.name }).count == 67, "each probe once")
    }

    @Test(arguments: AppleSwcutilProbes.probes.map { ($0.group + "/" + $0.name, $0.component, $0.url, $0.matches) })
    func theJudgeAnswersAsSwcutil(probe: String, component: String, url: String, matches: Bool) throws {
        let rules = try AppleLinkRules(parsing: Self.file(components: component))
        let verdict = rules.verdict(for: url, appID: Self.app)
        #expect(verdict.opensApp == matches, "\(probe): \(component) against \(url)")
        #expect(rules.verdictByScanning(for: url, appID: Self.app) == verdict, "\(probe): the index and a scan agree")
    }

    @Test(arguments: AppleSwcutilProbes.probes.map { ($0.group + "/" + $0.name, $0.component, $0.url, $0.matches) })
    func theTestsMatcherAnswersAsSwcutil(probe: String, component: String, url: String, matches: Bool) throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(Self.file(components: component).utf8)) as? [String: Any])
        let matcher = try AppleLinkMatcher(json: json, appID: Self.app)
        #expect(matcher.claims(url: url) == matches, "\(probe): \(component) against \(url)")
    }

    /// `swcutil verify` on whole documents, recorded in the same repository
    /// (`conformance/oracle/swcutil-gap-probes.tsv`): `/`, `?`, `#` and `exclude` in
    /// `applinks.defaults` or an entry's `defaults` apply to a component that does not set them.
    @Test(arguments: [
        (##"{"applinks":{"details":[{"appIDs":["\##(app)"],"components":[{"#":"*"}]}]}}"##, "https://example.com/bar", true),
        (##"{"applinks":{"defaults":{"/":"/foo/*"},"details":[{"appIDs":["\##(app)"],"components":[{"#":"*"}]}]}}"##, "https://example.com/bar", false),
        (##"{"applinks":{"defaults":{"/":"/foo/*"},"details":[{"appIDs":["\##(app)"],"components":[{"#":"*"}]}]}}"##, "https://example.com/foo/1", true),
        (##"{"applinks":{"details":[{"appIDs":["\##(app)"],"defaults":{"/":"/foo/*"},"components":[{"#":"*"}]}]}}"##, "https://example.com/bar", false),
        (##"{"applinks":{"defaults":{"exclude":true},"details":[{"appIDs":["\##(app)"],"components":[{"#":"*"}]}]}}"##, "https://example.com/bar", false),
        (##"{"applinks":{"defaults":{"?":{"id":"??"}},"details":[{"appIDs":["\##(app)"],"components":[{"#":"*"}]}]}}"##, "https://example.com/bar?id=7", false),
        (##"{"applinks":{"defaults":{"?":{"id":"??"}},"details":[{"appIDs":["\##(app)"],"components":[{"#":"*"}]}]}}"##, "https://example.com/bar?id=7777", false),
        (##"{"applinks":{"defaults":{"caseSensitive":true},"details":[{"appIDs":["\##(app)"],"components":[{"/":"/foo"}]}]}}"##, "https://example.com/FOO", false),
        (##"{"applinks":{"defaults":{"caseSensitive":false},"details":[{"appIDs":["\##(app)"],"components":[{"/":"/foo"}]}]}}"##, "https://example.com/FOO", true),
    ])
    func defaultsApplyAsSwcutilVerifyAnswered(file: String, url: String, opens: Bool) throws {
        let rules = try AppleLinkRules(parsing: file)
        #expect(rules.verdict(for: url, appID: Self.app).opensApp == opens, "\(file) against \(url)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(file.utf8)) as? [String: Any])
        #expect(try AppleLinkMatcher(json: json, appID: Self.app).claims(url: url) == opens, "the tests' matcher: \(file) against \(url)")
    }

    @Test func aComponentsOwnKeyWinsOverTheEntrysDefaultsWhichWinOverTheFiles() throws {
        let rules = try AppleLinkRules(parsing: #"""
            {"applinks": {"defaults": {"/": "/file/*", "#": "top"},
              "details": [{"appIDs": ["\#(Self.app)"], "defaults": {"/": "/entry/*"},
                "components": [{"/": "/own/*"}, {"?": "x=1"}]}]}}
            """#)
        #expect(rules.verdict(for: "https://example.com/own/1#top", appID: Self.app) == AppLinkVerdict(opensApp: true, rule: #"{"/":"/own/*"}"#))
        #expect(!rules.verdict(for: "https://example.com/own/1#end", appID: Self.app).opensApp, "# from applinks.defaults")
        #expect(rules.verdict(for: "https://example.com/entry/2?x=1#top", appID: Self.app) == AppLinkVerdict(opensApp: true, rule: #"{"?":"x=1"}"#))
        #expect(!rules.verdict(for: "https://example.com/file/2?x=1#top", appID: Self.app).opensApp, "the entry's / wins over the file's")
    }

    @Test func aDefaultsPatternIsCompiledWithTheComponentsOptions() throws {
        let rules = try AppleLinkRules(parsing: #"{"applinks": {"defaults": {"/": "/Foo/*"}, "details": [{"appIDs": ["\#(Self.app)"], "components": [{"caseSensitive": false}, {"exclude": true}]}]}}"#)
        #expect(rules.verdict(for: "https://example.com/FOO/1", appID: Self.app).opensApp)
        #expect(rules.verdict(for: "https://example.com/other", appID: Self.app) == AppLinkVerdict(opensApp: false, rule: nil),
                "the exclude takes the default / too: it does not match /other")
    }

    /// The oldest format, `details` as an object keyed by app ID (swcutil reads it).
    @Test func detailsKeyedByAppIDAreRead() throws {
        let rules = try AppleLinkRules(parsing: #"{"applinks": {"apps": [], "details": {"\#(Self.app)": {"paths": ["NOT /private/*", "/p/*"]}, "XYZ.other": {"paths": ["*"]}}}}"#)
        #expect(rules.verdict(for: "https://example.com/p/1", appID: Self.app) == AppLinkVerdict(opensApp: true, rule: "/p/*"))
        #expect(rules.verdict(for: "https://example.com/private/1", appID: Self.app) == AppLinkVerdict(opensApp: false, rule: "NOT /private/*"))
        #expect(!rules.verdict(for: "https://example.com/q", appID: Self.app).opensApp)
        #expect(rules.verdict(for: "https://example.com/q", appID: "XYZ.other").opensApp)
        #expect(rules.hasAppLinks)
    }

    @Test(arguments: [
        #"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"]}}"#,
        #"{"appclips": {"apps": ["ABCDE12345.com.example.app.Clip"]}}"#,
        #"{"activitycontinuation": {"apps": ["ABCDE12345.com.example.app"]}, "webcredentials": {"apps": []}}"#,
        "{}",
    ])
    func aFileWithoutApplinksClaimsNothing(file: String) throws {
        let rules = try AppleLinkRules(parsing: file)
        #expect(!rules.hasAppLinks)
        for url in ["https://example.com/", "https://example.com/p/1", "https://example.com"] {
            #expect(rules.verdict(for: url, appID: Self.app) == AppLinkVerdict(opensApp: false, rule: nil), "\(url)")
        }
    }

    @Test func aFileWithApplinksHasThem() throws {
        #expect(try AppleLinkRules(parsing: Self.file(components: "")).hasAppLinks)
    }

    /// Beyond the probes, the same rules where the record shows them once: runs of `/` anywhere
    /// in the path and the pattern are one `/`.
    @Test(arguments: [
        (#"{"/":"/a/b"}"#, "https://example.com/a//b", true),
        (#"{"/":"/a//b"}"#, "https://example.com/a/b", true),
        (#"{"/":"/a/*/b"}"#, "https://example.com/a//b", false),
        (#"{"/":"/"}"#, "https://example.com///", true),
        (#"{"/":"/*/?*"}"#, "https://example.com/", false),
        (#"{"/":"/*/?*"}"#, "https://example.com/a//", false),
        (#"{"/":"/*/?*"}"#, "https://example.com//a", false),
        (#"{"/":"/*/?*"}"#, "https://example.com/a/b", true),
        (#"{"/":"/*"}"#, "https://example.com/", true),
    ])
    func runsOfSlashesAreOne(component: String, url: String, matches: Bool) throws {
        let rules = try AppleLinkRules(parsing: Self.file(components: component))
        #expect(rules.verdict(for: url, appID: Self.app).opensApp == matches, "\(component) against \(url)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(Self.file(components: component).utf8)) as? [String: Any])
        #expect(try AppleLinkMatcher(json: json, appID: Self.app).claims(url: url) == matches, "the tests' matcher: \(component) against \(url)")
    }
}
