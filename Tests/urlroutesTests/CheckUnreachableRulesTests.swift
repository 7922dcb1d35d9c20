import Foundation
import Testing

/// Rules no checked link reaches, because an earlier rule takes every link they match:
/// warnings with the rule's place, failing the exit status only with `--strict`.
@Suite struct CheckUnreachableRulesTests {
    static let shop = "shop.acme.example"
    static let appID = "ABCDE12345.com.acme.app"

    @Test func anAASAExcludeAfterAComponentThatTakesItsLinksIsUnreachable() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("help.table", "https  /help/*  help\n")
        let aasa = try directory.file("apple-app-site-association", """
            {"applinks": {"details": [{"appIDs": ["\(Self.appID)"], "components": [
              {"/": "/help/*", "comment": "the help centre"},
              {"/": "/help/internal/*", "exclude": true, "comment": "staff pages stay on the web"}
            ]}]}}
            """)
        let arguments = ["check", table, "--host", Self.shop, "--aasa", aasa, "--app-id", Self.appID]
        let (_, json) = try ToolRunner.runJSON(arguments + ["--format", "json"])
        let problems = try #require(json["problems"] as? [[String: Any]])
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?["file"] as? String == aasa)
        let message = problems.first?["message"] as? String ?? ""
        #expect(message.hasPrefix(#"component 2 of applinks.details[0] ({"/":"/help/internal/*","comment":"staff pages stay on the web","exclude":true}) is unreachable for every URL checked: an earlier component (component 1)"#), "\(message)")
        let text = try ToolRunner.run(arguments)
        #expect(text.stdout.hasPrefix("warning  \(aasa): component 2 of applinks.details[0]"), "\(text.stdout.prefix(300))")
    }

    @Test func aDynamicRuleAfterACatchAllIsUnreachableWithItsLine() throws {
        let directory = try TemporaryDirectory()
        let manifest = try CheckAndroidAppFilesTests.manifest(directory)
        let assetLinks = try CheckAndroidAppFilesTests.assetLinks(directory, declarations: [#"""
            {"/": "*"},
              {"/": "/checkout/*", "exclude": true}
            """#])
        let (result, json) = try ToolRunner.runJSON(["check", ToolRunner.exampleTable, "--host", Self.shop, "--android-manifest", manifest,
                                                     "--assetlinks", assetLinks, "--package", "com.acme.app", "--format", "json"])
        // A warning alone does not fail the check; with --strict it does.
        #expect(result.status == 0, "\(result.stdout.prefix(1000))")
        let problems = try #require(json["problems"] as? [[String: Any]])
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?["line"] as? Int == 4)
        let strict = try ToolRunner.run(["check", ToolRunner.exampleTable, "--host", Self.shop, "--android-manifest", manifest,
                                         "--assetlinks", assetLinks, "--package", "com.acme.app", "--strict"])
        #expect(strict.status == 1)
        #expect((problems.first?["message"] as? String)?.hasPrefix(#"dynamic rule 2 ({"/":"/checkout/*","exclude":true}) is unreachable for every URL checked: an earlier rule (dynamic rule 1, line 3)"#) == true, "\(problems)")
    }
}
