import Foundation
import Testing

/// `urlroutes check --app-id` for an app the apple-app-site-association does not list, and a
/// file without `applinks`: said once, first, instead of one line per link.
@Suite struct CheckAASAAppListingTests {
    static let shop = "shop.acme.example"

    private func check(aasa: String, appID: String) throws -> (ToolRunner.Result, [String: Any], String) {
        let directory = try TemporaryDirectory()
        let file = try directory.file("apple-app-site-association", aasa)
        let (result, json) = try ToolRunner.runJSON(["check", ToolRunner.exampleTable, "--host", Self.shop, "--aasa", file,
                                                     "--app-id", appID, "--format", "json"])
        return (result, json, file)
    }

    @Test func anAppTheFileDoesNotListIsOneProblemNamingTheAppsItHas() throws {
        let aasa = try ToolRunner.run(["aasa", ToolRunner.exampleTable, "--host", Self.shop,
                                       "--app-id", "ABCDE12345.com.acme.app", "--app-id", "ABCDE12345.com.acme.app.beta"])
        #expect(aasa.status == 0, "\(aasa.stderr)")
        let (result, json, file) = try check(aasa: aasa.stdout, appID: "ZYXWV98765.com.acme.app")
        #expect(result.status == 1)
        #expect((json["disagreements"] as? [Any])?.isEmpty == true)
        let problems = try #require(json["problems"] as? [[String: Any]])
        #expect(problems.count == 1)
        #expect(problems.first?["file"] as? String == file)
        #expect(problems.first?["message"] as? String == "the apple-app-site-association does not list the app ZYXWV98765.com.acme.app (it lists ABCDE12345.com.acme.app, ABCDE12345.com.acme.app.beta), so iOS opens the browser for every link of shop.acme.example in that app; links were not judged for iOS")
    }

    @Test func aFileWithOnlyWebCredentialsClaimsNoLinksSaidOnce() throws {
        let (result, json, _) = try check(aasa: #"{"webcredentials": {"apps": ["ABCDE12345.com.acme.app"]}}"#, appID: "ABCDE12345.com.acme.app")
        #expect(result.status == 1, "\(result.stderr)")
        #expect((json["disagreements"] as? [Any])?.isEmpty == true)
        let problems = try #require(json["problems"] as? [[String: Any]])
        #expect(problems.map { $0["message"] as? String } == ["the apple-app-site-association claims no links: it has no applinks (it has webcredentials), so iOS opens the browser for every link of shop.acme.example"])
    }
}
