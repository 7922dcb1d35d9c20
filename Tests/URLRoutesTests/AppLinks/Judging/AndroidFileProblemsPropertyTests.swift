import Foundation
import Testing
@testable import URLRoutes

/// For Android files of any shape that parse as XML and a JSON array: the judge never throws
/// (what Android would drop or cannot resolve is a problem, not an error), a file reported
/// without problems is one whose every dynamic rule is well formed, and its verdicts are the
/// same through the indexes as by scanning. 600 random file pairs, under a second.
@Suite struct AndroidFileProblemsPropertyTests {
    private static let hosts = ["shop.acme.example", "${shopHost}", "@string/shop_host", "*", "*.acme.example", "${missing}"]
    private static let paths = [#"android:pathPrefix="/p/""#, #"android:path="${path}""#, #"android:pathPattern="/c/.*""#, "", #"android:pathAdvancedPattern="/a/[0-9]+""#]
    private static let keys = ["/", "#", "?", "exclude", "comments", "x"]
    private static let patterns = ["/p/*", "*", "/c/?", "top", "/a/1*"]

    private static func pick<T>(_ values: [T], _ random: inout SplitMix64) -> T {
        values[Int(random.next() % UInt64(values.count))]
    }

    private static func value(_ random: inout SplitMix64) -> String {
        switch random.next() % 9 {
        case 0: "\"\""
        case 1: "7"
        case 2: random.next() % 2 == 0 ? "true" : "false"
        case 3: "null"
        case 4: "[\"/p/*\"]"
        case 5: "{\"ref\": \(random.next() % 2 == 0 ? "\"*\"" : "true")}"
        case 6: "{}"
        default: "\"\(pick(patterns, &random))\""
        }
    }

    private static func component(_ random: inout SplitMix64) -> String {
        let count = Int(random.next() % 3) + (random.next() % 8 == 0 ? 0 : 1)
        let members = (0..<count).map { _ in "\"\(pick(keys, &random))\": \(value(&random))" }
        return "{" + members.joined(separator: ", ") + "}"
    }

    private static func assetLinks(_ random: inout SplitMix64) -> String {
        let statements = (0..<Int(random.next() % 3 + 1)).map { _ -> String in
            let package = random.next() % 4 == 0 ? "com.other.app" : "com.acme.app"
            let components: String
            switch random.next() % 6 {
            case 0: components = "\"none\""
            case 1: components = "[]"
            default: components = "[" + (0..<Int(random.next() % 4 + 1)).map { _ in component(&random) }.joined(separator: ", ") + "]"
            }
            let extensions = random.next() % 5 == 0 ? "" : #", "relation_extensions": {"delegate_permission/common.handle_all_urls": {"dynamic_app_link_components": \#(components)}}"#
            return #"{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "\#(package)"}\#(extensions)}"#
        }
        return "[" + statements.joined(separator: ",\n") + "]"
    }

    private static func manifest(_ random: inout SplitMix64) -> String {
        let data = (0..<Int(random.next() % 3 + 1)).map { _ in
            "<data android:scheme=\"https\" android:host=\"\(pick(hosts, &random))\" \(pick(paths, &random)) />"
        }.joined(separator: "\n")
        return """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"><application><activity android:name=".M">
            <intent-filter android:autoVerify="true"><action android:name="android.intent.action.VIEW" />
            <category android:name="android.intent.category.DEFAULT" /><category android:name="android.intent.category.BROWSABLE" />
            \(data)
            </intent-filter></activity></application></manifest>
            """
    }

    /// Independently of the judge: whether Android keeps every dynamic rule of the app.
    private static func isWellFormed(_ json: String) -> Bool {
        guard let statements = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] else { return false }
        let declarations = statements.filter { ($0["target"] as? [String: Any])?["package_name"] as? String == "com.acme.app" }
            .compactMap { (($0["relation_extensions"] as? [String: Any])?["delegate_permission/common.handle_all_urls"] as? [String: Any])?["dynamic_app_link_components"] }
        guard declarations.count <= 1 else { return false }
        guard let only = declarations.first else { return true }
        guard let list = only as? [Any], !list.isEmpty else { return false }
        return list.allSatisfy { item in
            guard let rule = item as? [String: Any], !rule.isEmpty else { return false }
            return rule.allSatisfy { key, value in
                switch key {
                case "/", "#": return (value as? String).map { !$0.isEmpty } ?? false
                case "?":
                    guard let pairs = value as? [String: Any], !pairs.isEmpty else { return false }
                    return pairs.allSatisfy { !$0.key.isEmpty && ($0.value as? String).map { !$0.isEmpty } == true }
                case "exclude": return value as? Bool != nil  // the generator writes no number 0 or 1
                default: return false
                }
            }
        }
    }

    @Test func filesWithoutProblemsNeverThrowAndAgreeWithScanning() throws {
        var random = SplitMix64(seed: 0x37_0B)
        let urls = ["https://shop.acme.example/p/1", "https://shop.acme.example/c/x", "https://shop.acme.example/a/12",
                    "https://shop.acme.example/x?ref=1#top", "https://m.acme.example/p/2", "https://shop.acme.example/"]
        var clean = 0
        for _ in 0..<600 {
            let manifest = Self.manifest(&random)
            let json = Self.assetLinks(&random)
            let rules: AndroidLinkRules
            do {
                rules = try AndroidLinkRules(manifest: manifest, assetLinks: json, packageName: "com.acme.app",
                                             placeholders: ["shopHost": "shop.acme.example", "path": "/p/3"],
                                             resources: #"<resources><string name="shop_host">shop.acme.example</string></resources>"#)
            } catch {
                Issue.record("the judge threw for a readable manifest and a JSON array: \(error)\n\(manifest)\n\(json)")
                continue
            }
            let dynamicProblems = rules.problems.filter { $0.file == .assetLinks }
            #expect(dynamicProblems.isEmpty == Self.isWellFormed(json), "\(rules.problems)\n\(json)")
            guard rules.problems.isEmpty else { continue }
            clean += 1
            for url in urls {
                #expect(rules.verdict(for: url) == rules.verdictByScanning(for: url), "\(url)\n\(manifest)\n\(json)")
            }
        }
        #expect(clean > 20)
    }
}
