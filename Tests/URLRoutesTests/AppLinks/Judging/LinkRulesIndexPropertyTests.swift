import Foundation
import Testing
@testable import URLRoutes

/// The judges look a link up in an index of their rules instead of trying every rule; the
/// verdict and the rule that decides must be those of trying every rule in order, as Apple and
/// Android describe it. Random files (wildcards, literals, case and encoding options,
/// excludes, variables, legacy paths; every kind of Android path, groups, dynamic rules) are
/// judged both ways on random links.
@Suite struct LinkRulesIndexPropertyTests {
    private typealias Generator = SplitMix64

    private static func text(_ pieces: [String], count: ClosedRange<Int>, using generator: inout Generator) -> String {
        (0..<Int.random(in: count, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    private static func maybe(_ probability: Double, using generator: inout Generator) -> Bool {
        Double.random(in: 0..<1, using: &generator) < probability
    }

    // MARK: Apple

    private static let applePatternPieces = ["a", "b", "A", "B", "/", "/", "*", "?", "%41", "%2F", "ab", "$(digit)", "$(v)", "$(nope)",
                                             "1", "é", "%C3%A9"]
    private static let appleURLPieces = ["/", "/", "a", "b", "A", "B", "ab", "%41", "%61", "%2F", "1", "7", "é", "%C3%A9", "%c3%a9"]

    private static func appleOptions(_ object: inout [String: Any], using generator: inout Generator) {
        if maybe(0.3, using: &generator) { object["caseSensitive"] = Bool.random(using: &generator) }
        if maybe(0.3, using: &generator) { object["percentEncoded"] = Bool.random(using: &generator) }
    }

    private static func applePattern(using generator: inout Generator) -> String {
        text(applePatternPieces, count: 0...5, using: &generator)
    }

    private static func appleFile(using generator: inout Generator) throws -> String {
        var details: [[String: Any]] = []
        var label = 0
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            var detail: [String: Any] = ["appIDs": ["T.app", "T.other"].filter { _ in maybe(0.7, using: &generator) }]
            var defaults: [String: Any] = [:]
            appleOptions(&defaults, using: &generator)
            if !defaults.isEmpty { detail["defaults"] = defaults }
            if maybe(0.15, using: &generator) {
                detail["paths"] = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                    (maybe(0.3, using: &generator) ? "NOT " : "") + applePattern(using: &generator)
                }
            } else {
                detail["components"] = (0..<Int.random(in: 1...12, using: &generator)).map { _ -> [String: Any] in
                    label += 1
                    var component: [String: Any] = ["comment": "c\(label)"]
                    if maybe(0.85, using: &generator) {
                        component["/"] = (maybe(0.8, using: &generator) ? "/" : "") + applePattern(using: &generator)
                    }
                    if maybe(0.15, using: &generator) {
                        component["?"] = maybe(0.5, using: &generator)
                            ? applePattern(using: &generator) as Any : ["x": applePattern(using: &generator)] as Any
                    }
                    if maybe(0.15, using: &generator) { component["#"] = applePattern(using: &generator) }
                    if maybe(0.3, using: &generator) { component["exclude"] = Bool.random(using: &generator) }
                    appleOptions(&component, using: &generator)
                    return component
                }
            }
            details.append(detail)
        }
        var applinks: [String: Any] = ["details": details, "substitutionVariables": ["v": ["a", "b*", "1?", "/"]]]
        var defaults: [String: Any] = [:]
        appleOptions(&defaults, using: &generator)
        if !defaults.isEmpty { applinks["defaults"] = defaults }
        let data = try JSONSerialization.data(withJSONObject: ["applinks": applinks], options: [.withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    private static func appleURL(using generator: inout Generator) -> String {
        var url = (maybe(0.05, using: &generator) ? "http://h" : "https://h") + text(appleURLPieces, count: 0...6, using: &generator)
        if maybe(0.2, using: &generator) { url += "?x=" + text(appleURLPieces, count: 0...2, using: &generator) }
        if maybe(0.2, using: &generator) { url += "#" + text(appleURLPieces, count: 0...2, using: &generator) }
        return url
    }

    @Test func theAppleIndexDecidesAsTryingEveryComponentInOrder() throws {
        var generator = Generator(seed: 0x1D5E)
        var compared = 0, decided = 0, laterRule = 0
        for _ in 0..<400 {
            let json = try Self.appleFile(using: &generator)
            let rules = try AppleLinkRules(parsing: json)
            let firstRules = Set(rules.details.compactMap { $0.components.first?.rule })
            for _ in 0..<60 {
                let url = Self.appleURL(using: &generator)
                for appID in ["T.app", "T.other", "T.none"] {
                    let indexed = rules.verdict(for: url, appID: appID)
                    let scanned = rules.verdictByScanning(for: url, appID: appID)
                    #expect(indexed == scanned, "\(url) for \(appID) in \(json)")
                    compared += 1
                    if let rule = scanned.rule {
                        decided += 1
                        if !firstRules.contains(rule) { laterRule += 1 }
                    }
                }
            }
        }
        // The files and links are close enough that many links are decided, many of them by
        // a rule after others that did not match.
        #expect(compared == 72_000 && decided > 10_000 && laterRule > 5_000, "\(decided) decided, \(laterRule) by a later rule")
    }

    /// A literal longer than the index keeps is filed under its start: links that share that
    /// start but not the rest are still told apart by the pattern.
    @Test func literalsLongerThanTheIndexKeepsAreJudgedWhole() throws {
        let long = String(repeating: "a", count: 3 * LiteralPrefixIndex<UInt16>.maximumPrefix)
        let apple = try AppleLinkRules(parsing: #"{"applinks": {"details": [{"appIDs": ["T.app"], "components": ["#
            + #"{"/": "/\#(long)b*", "comment": "b"}, {"/": "/\#(long)*", "exclude": true}, {"/": "/a*"}]}]}}"#)
        let android = try AndroidLinkRules(manifest: """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"><intent-filter android:autoVerify="true">
            <action android:name="android.intent.action.VIEW" />
            <category android:name="android.intent.category.DEFAULT" /><category android:name="android.intent.category.BROWSABLE" />
            <data android:scheme="https" android:host="h" /><data android:path="/\(long)b" /><data android:pathPrefix="/\(long)c" />
            </intent-filter></manifest>
            """)
        for (path, appleOpens, androidOpens) in [(long + "b", true, true), (long + "bx", true, false), (long + "c", false, true),
                                                 (long, false, false), ("a", true, false)] {
            let url = "https://h/" + path
            #expect(apple.verdict(for: url, appID: "T.app").opensApp == appleOpens, "\(path)")
            #expect(apple.verdict(for: url, appID: "T.app") == apple.verdictByScanning(for: url, appID: "T.app"))
            #expect(android.verdict(for: url).opensApp == androidOpens, "\(path)")
            #expect(android.verdict(for: url) == android.verdictByScanning(for: url))
        }
    }

    // MARK: Android

    private static let androidPatternPieces = ["a", "b", "A", "/", "/", ".", "*", "+", "[a-b]", "[^/]", "\\.", "{1,2}", "ab", "é", ".*"]
    private static let androidURLPieces = ["/", "/", "/", "a", "a", "b", "A", "ab", ".", "%2F", "%61", "é", "%C3%A9", "+"]
    private static let dynamicPatternPieces = ["a", "b", "/", "/", "*", "?", "é", "ab"]

    private static func androidData(using generator: inout Generator) -> String {
        let kind = AndroidPathMatcher.Kind.allCases.randomElement(using: &generator)!
        return "<data android:\(kind.rawValue)=\"\(XMLText.escape(text(androidPatternPieces, count: 0...4, using: &generator)))\" />"
    }

    private static func androidGroup(using generator: inout Generator) -> String {
        let allow = maybe(0.3, using: &generator) ? " android:allow=\"false\"" : ""
        let data = (0..<Int.random(in: 0...2, using: &generator)).map { _ -> String in
            let part = ["path", "query", "fragment"].randomElement(using: &generator)!
            let suffix = ["", "Prefix", "Pattern", "AdvancedPattern", "Suffix"].randomElement(using: &generator)!
            let pattern = part == "query" ? "x=" + text(androidPatternPieces, count: 0...2, using: &generator)
                : text(androidPatternPieces, count: 0...4, using: &generator)
            return "<data android:\(part)\(suffix)=\"\(XMLText.escape(pattern))\" />"
        }
        return "<uri-relative-filter-group\(allow)>" + data.joined() + "</uri-relative-filter-group>"
    }

    /// A manifest, and the first path `<data>` of each filter.
    private static func androidManifest(using generator: inout Generator) -> (String, Set<String>) {
        var firstPaths: Set<String> = []
        var xml = "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">"
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            xml += """
                <intent-filter android:autoVerify="true"><action android:name="android.intent.action.VIEW" />
                <category android:name="android.intent.category.DEFAULT" /><category android:name="android.intent.category.BROWSABLE" />
                """
            xml += "<data android:scheme=\"https\" />" + (maybe(0.3, using: &generator) ? "<data android:scheme=\"http\" />" : "")
            xml += "<data android:host=\"\(maybe(0.2, using: &generator) ? "*.h" : "h")\" />"
            for number in 0..<Int.random(in: 0...12, using: &generator) {
                let data = androidData(using: &generator)
                if number == 0 { firstPaths.insert(data) }
                xml += data
            }
            for _ in 0..<Int.random(in: 0...2, using: &generator) { xml += androidGroup(using: &generator) }
            xml += "</intent-filter>"
        }
        return (xml + "</manifest>", firstPaths)
    }

    private static func assetLinks(using generator: inout Generator) throws -> String? {
        guard maybe(0.6, using: &generator) else { return nil }
        // Well-formed rules only: Android drops them all for an empty field or an empty rule.
        func pattern(_ count: ClosedRange<Int>) -> String {
            let written = text(dynamicPatternPieces, count: count, using: &generator)
            return written.isEmpty ? "*" : written
        }
        let rules = (0..<Int.random(in: 1...10, using: &generator)).map { _ -> [String: Any] in
            var rule: [String: Any] = [:]
            if maybe(0.85, using: &generator) { rule["/"] = pattern(1...5) }
            if maybe(0.15, using: &generator) { rule["?"] = ["x": pattern(1...2)] }
            if maybe(0.15, using: &generator) { rule["#"] = pattern(1...2) }
            if maybe(0.3, using: &generator) || rule.isEmpty { rule["exclude"] = Bool.random(using: &generator) }
            return rule
        }
        let statement: [String: Any] = [
            "relation": ["delegate_permission/common.handle_all_urls"],
            "target": ["namespace": "android_app", "package_name": "com.example.app"],
            "relation_extensions": ["delegate_permission/common.handle_all_urls": ["dynamic_app_link_components": rules]],
        ]
        return String(decoding: try JSONSerialization.data(withJSONObject: [statement], options: [.withoutEscapingSlashes]), as: UTF8.self)
    }

    private static func androidURL(using generator: inout Generator) -> String {
        let start = ["https://h", "https://h", "https://h", "https://x.h", "http://h", "https://other"].randomElement(using: &generator)!
        var url = start + text(androidURLPieces, count: 0...4, using: &generator)
        if maybe(0.2, using: &generator) { url += "?x=" + text(androidURLPieces, count: 0...2, using: &generator) }
        if maybe(0.2, using: &generator) { url += "#" + text(androidURLPieces, count: 0...2, using: &generator) }
        return url
    }

    @Test func theAndroidIndexesDecideAsTryingEveryPathAndRuleInOrder() throws {
        var generator = Generator(seed: 0xA1D5)
        var compared = 0, opened = 0, byLaterPath = 0, byDynamicRule = 0
        for _ in 0..<400 {
            let (manifest, firstPaths) = Self.androidManifest(using: &generator)
            let assetLinks = try Self.assetLinks(using: &generator)
            let rules = try AndroidLinkRules(manifest: manifest, assetLinks: assetLinks, packageName: "com.example.app")
            for _ in 0..<60 {
                let url = Self.androidURL(using: &generator)
                for apiLevel in [34, 35] {
                    let indexed = rules.verdict(for: url, apiLevel: apiLevel)
                    let scanned = rules.verdictByScanning(for: url, apiLevel: apiLevel)
                    #expect(indexed == scanned, "\(url) at API \(apiLevel) in \(manifest) \(assetLinks ?? "")")
                    compared += 1
                    if scanned.opensApp { opened += 1 }
                    if let rule = scanned.rule, rule.hasPrefix("<data android:path"), !firstPaths.contains(rule) { byLaterPath += 1 }
                    if scanned.rule?.hasPrefix("{") == true { byDynamicRule += 1 }
                }
            }
        }
        #expect(compared == 48_000 && opened > 5_000 && byLaterPath > 2_000 && byDynamicRule > 1_000,
                "\(opened) opened, \(byLaterPath) by a path after the first, \(byDynamicRule) by a dynamic rule")
    }
}
