import Testing
import URLRoutes

/// A file that is not an apple-app-site-association gives an error that says what and where;
/// a hostile one gives an error or an answer, never a crash or a hang.
@Suite struct AppleLinkRulesInputTests {
    static let app = "ABCDE12345.com.example.app"

    private func parseError(_ json: String) -> AppLinkError? {
        do {
            _ = try AppleLinkRules(parsing: json)
            return nil
        } catch let error as AppLinkError {
            return error
        } catch {
            Issue.record("not an AppLinkError: \(error)")
            return nil
        }
    }

    @Test(arguments: ["", "{", "hello", "{\"applinks\": }", "{\"applinks\": {\"details\": [}}", "[1, 2,]", "\"open", "{\"a\":1} x",
                      "{\"a\": tru}", "{\"a\": 01}", "{\"a\": \"\\x\"}", "{\"a\": \"\\ud800\"}", "{'applinks': {}}"])
    func textThatIsNotJSONIsUnreadable(text: String) throws {
        let error = try #require(parseError(text))
        #expect(error.kind == .unreadableFile)
        #expect(error.message.contains("not JSON") && error.message.contains("at byte"), "\(error.message)")
    }

    @Test(arguments: [
        ("[]", "the file is an array, not an object"),
        (#"{"applinks": []}"#, "applinks is an array, not an object"),
        (#"{"applinks": {}}"#, "no \"details\""),
        (#"{"applinks": {"details": 7}}"#, "applinks.details is a number, not an array or an object keyed by app ID"),
        (#"{"applinks": {"details": {"A.b": []}}}"#, #"applinks.details["A.b"] is an array, not an object"#),
        (#"{"applinks": {"details": [7]}}"#, "applinks.details[0] is a number, not an object"),
        (#"{"applinks": {"details": [{"appIDs": "A.b"}]}}"#, "applinks.details[0].appIDs is a string, not an array of strings"),
        (#"{"applinks": {"details": [{"appIDs": ["A.b", 3]}]}}"#, "applinks.details[0].appIDs[1] is a number, not a string"),
        (#"{"applinks": {"details": [{"appID": ["A.b"]}]}}"#, "applinks.details[0].appID is an array, not a string"),
        (#"{"applinks": {"details": [{"components": {"/": "*"}}]}}"#, "applinks.details[0].components is an object, not an array"),
        (#"{"applinks": {"details": [{"components": [{"/": 1}]}]}}"#, #"applinks.details[0].components[0]["/"] is a number, not a string"#),
        (#"{"applinks": {"details": [{"components": [{}, {"?": ["a"]}]}]}}"#, #"applinks.details[0].components[1]["?"] is an array, not a string or an object of strings"#),
        (#"{"applinks": {"defaults": {"/": 1}, "details": []}}"#, #"applinks.defaults["/"] is a number, not a string"#),
        (#"{"applinks": {"details": [{"defaults": {"?": 2}}]}}"#, #"applinks.details[0].defaults["?"] is a number, not a string or an object of strings"#),
        (#"{"applinks": {"details": [{"defaults": {"exclude": "no"}}]}}"#, "applinks.details[0].defaults.exclude is a string, not true or false"),
        (#"{"applinks": {"details": [{"components": [{"exclude": "yes"}]}]}}"#, "applinks.details[0].components[0].exclude is a string, not true or false"),
        (#"{"applinks": {"details": [{"components": [{"caseSensitive": 0}]}]}}"#, "applinks.details[0].components[0].caseSensitive is a number, not true or false"),
        (#"{"applinks": {"defaults": {"percentEncoded": null}, "details": []}}"#, "applinks.defaults.percentEncoded is null, not true or false"),
        (#"{"applinks": {"details": [{"defaults": []}]}}"#, "applinks.details[0].defaults is an array, not an object"),
        (#"{"applinks": {"details": [{"paths": "/a"}]}}"#, "applinks.details[0].paths is a string, not an array of strings"),
        (#"{"applinks": {"substitutionVariables": {"food": "pizza"}, "details": []}}"#, #"applinks.substitutionVariables["food"] is a string, not an array of strings"#),
    ])
    func jsonOfAnotherShapeIsUnreadableAndSaysWhere(json: String, message: String) throws {
        let error = try #require(parseError(json))
        #expect(error.kind == .unreadableFile)
        #expect(error.message.contains(message), "\(error.message)")
    }

    @Test func keysAppleDoesNotDefineAreIgnored() throws {
        let rules = try AppleLinkRules(parsing: #"{"applinks": {"apps": [], "x": 1, "details": [{"appIDs": ["\#(Self.app)"], "new": {}, "components": [{"/": "/a", "future": [1]}]}]}, "appclips": {"apps": []}}"#)
        #expect(rules.verdict(for: "https://www.example.com/a", appID: Self.app) == AppLinkVerdict(opensApp: true, rule: #"{"/":"/a","future":[1]}"#))
    }

    @Test func aFileOver128KBIsTooLarge() throws {
        let padding = String(repeating: " ", count: RouteTable.appleAppSiteAssociationSizeLimit)
        let error = try #require(parseError(#"{"applinks": {"details": []}}"# + padding))
        #expect(error.kind == .fileTooLarge)
        #expect(error.message.contains("131101 bytes") && error.message.contains("128 KB"), "\(error.message)")
        let atTheLimit = #"{"applinks": {"details": []}}"#
        _ = try AppleLinkRules(parsing: atTheLimit + String(repeating: " ", count: RouteTable.appleAppSiteAssociationSizeLimit - atTheLimit.utf8.count))
    }

    @Test func deepNestingIsAnErrorNotAStackOverflow() throws {
        let deep = String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000)
        let error = try #require(parseError(deep))
        #expect(error.kind == .unreadableFile)
        #expect(error.message.contains("nested more than 64 levels"), "\(error.message)")
    }

    @Test func escapesInTheJSONAreRead() throws {
        let rules = try AppleLinkRules(parsing: #"{"applinks": {"details": [{"appIDs": ["\#(Self.app)"], "components": [{"\/": "\/caf\u00e9\/\ud83d\ude00"}]}]}}"#)
        let verdict = rules.verdict(for: "https://www.example.com/café/😀", appID: Self.app)
        #expect(verdict == AppLinkVerdict(opensApp: true, rule: #"{"\/":"\/caf\u00e9\/\ud83d\ude00"}"#), "the rule is the text as written")
    }

    @Test func aByteOrderMarkBeforeTheJSONIsRead() throws {
        let rules = try AppleLinkRules(parsing: "\u{FEFF}" + #"{"applinks": {"details": [{"appIDs": ["\#(Self.app)"], "components": [{"/": "/a"}]}]}}"#)
        #expect(rules.verdict(for: "https://www.example.com/a", appID: Self.app).opensApp)
    }

    /// Apple's matcher is exponential in such a pattern; this one reads the URL once.
    @Test func aPatternOfManyStarsAgainstALongURLIsAnswered() throws {
        let pattern = "/" + String(repeating: "*a", count: 1_000) + "*b"
        let rules = try AppleLinkRules(parsing: #"{"applinks": {"details": [{"appIDs": ["\#(Self.app)"], "components": [{"/": "\#(pattern)"}]}]}}"#)
        let path = "/" + String(repeating: "a", count: 10_000)
        #expect(rules.verdict(for: "https://www.example.com" + path, appID: Self.app) == AppLinkVerdict(opensApp: false, rule: nil))
        #expect(rules.verdict(for: "https://www.example.com" + path + "b", appID: Self.app).opensApp)
        #expect(!rules.verdict(for: "https://www.example.com/" + String(repeating: "a", count: 999) + "b", appID: Self.app).opensApp,
                "1000 a's are needed before the b")
    }

    @Test func aLongRunOfStarsIsOneStar() throws {
        let pattern = "/x" + String(repeating: "*", count: 100_000) + "y"
        let rules = try AppleLinkRules(parsing: #"{"applinks": {"details": [{"appIDs": ["\#(Self.app)"], "components": [{"/": "\#(pattern)"}]}]}}"#)
        #expect(rules.verdict(for: "https://www.example.com/x/1/2/y", appID: Self.app).opensApp)
        #expect(!rules.verdict(for: "https://www.example.com/x/1/2/z", appID: Self.app).opensApp)
    }

    @Test func substitutionVariablesThatExpandBeyondTheBoundAreAnError() throws {
        let values = (0..<1_000).map { "\"value-\($0)-" + String(repeating: "x", count: 40) + "\"" }.joined(separator: ",")
        let pattern = String(repeating: "$(v)", count: 12_000)
        let json = #"{"applinks": {"substitutionVariables": {"v": [\#(values)]}, "details": [{"appIDs": ["\#(Self.app)"], "components": [{"/": "/\#(pattern)"}]}]}}"#
        #expect(json.utf8.count < RouteTable.appleAppSiteAssociationSizeLimit)
        let error = try #require(parseError(json))
        #expect(error.kind == .unreadableFile)
        #expect(error.message.contains("applinks.details[0].components[0]") && error.message.contains("too many to judge"), "\(error.message)")
    }

    @Test func aHostileQueryAndFragmentAreAnswered() throws {
        let rules = try AppleLinkRules(parsing: ##"{"applinks": {"details": [{"appIDs": ["\##(Self.app)"], "components": [{"?": {"a": "*1"}, "#": "*?*?*?*z"}]}]}}"##)
        let query = Array(repeating: "a=1", count: 20_000).joined(separator: "&")
        let fragment = String(repeating: "%", count: 30_000) + "z"
        #expect(rules.verdict(for: "https://www.example.com/?\(query)#\(fragment)", appID: Self.app).opensApp)
        #expect(!rules.verdict(for: "https://www.example.com/?\(query)&a=2#\(fragment)", appID: Self.app).opensApp)
    }

    @Test func aPatternOfManyUnclosedVariablesIsReadAsText() throws {
        let pattern = "/" + String(repeating: "$(", count: 30_000) + "x)"
        let rules = try AppleLinkRules(parsing: #"{"applinks": {"details": [{"appIDs": ["\#(Self.app)"], "components": [{"/": "\#(pattern)"}]}]}}"#)
        #expect(!rules.verdict(for: "https://www.example.com/x", appID: Self.app).opensApp,
                "the last $(x) names a variable the file does not define")
        let open = "/" + String(repeating: "$(", count: 30_000)
        let text = try AppleLinkRules(parsing: #"{"applinks": {"details": [{"appIDs": ["\#(Self.app)"], "components": [{"/": "\#(open)"}]}]}}"#)
        #expect(text.verdict(for: "https://www.example.com" + open, appID: Self.app).opensApp, "no ')': all text")
    }

    @Test func manyComponentsAgainstALongURLAreAnswered() throws {
        let components = (0..<3_000).map { #"{"/": "/p\#($0)/*", "?": {"id": "?*"}}"# }.joined(separator: ",")
        let rules = try AppleLinkRules(parsing: #"{"applinks": {"details": [{"appIDs": ["\#(Self.app)"], "components": [\#(components), {"/": "*", "exclude": true}]}]}}"#)
        let url = "https://www.example.com/" + String(repeating: "q", count: 50_000) + "?id=1&" + Array(repeating: "x=1", count: 5_000).joined(separator: "&")
        #expect(rules.verdict(for: url, appID: Self.app) == AppLinkVerdict(opensApp: false, rule: #"{"/":"*","exclude":true}"#))
        #expect(rules.verdict(for: "https://www.example.com/p2999/a?id=7", appID: Self.app).opensApp)
    }

    @Test func percentDecodingAnInvalidEscapeKeepsTheText() throws {
        let rules = try AppleLinkRules(parsing: #"{"applinks": {"details": [{"appIDs": ["\#(Self.app)"], "components": [{"/": "/a%zz%", "percentEncoded": false}]}]}}"#)
        #expect(rules.verdict(for: "https://www.example.com/a%zz%", appID: Self.app).opensApp)
    }
}
