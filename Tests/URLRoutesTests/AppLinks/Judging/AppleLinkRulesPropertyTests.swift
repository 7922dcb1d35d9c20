import Foundation
import Testing
@testable import URLRoutes

/// Random apple-app-site-association files, made of everything `swcutil`'s rules touch
/// (`defaults` with patterns, `details` keyed by app ID, `?` dictionaries with values that are
/// not strings, runs of `/`, patterns ending in `/*` or `/*/`, files without `applinks`), and
/// random links: a file `AppleLinkRules` reads answers every link without crashing, the index
/// answers as a scan of every rule, a link that opens the app names its rule, and links iOS
/// reads alike (a `/` doubled, a trailing `/`) get the same verdict. 600 files, 12 links each,
/// from a fixed seed; about 2 s.
@Suite struct AppleLinkRulesPropertyTests {
    static let apps = ["ABCDE12345.com.example.app", "FGHIJ67890.com.example.beta"]

    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let patternPieces = ["", "/", "//", "a", "b", "*", "?", "?*", "$(alpha)", "$(food)", "$(none)", "%2F", "%c3%a9", "é", "/*", "/*/", "$("]
    static let linkPieces = ["/", "//", "///", "a", "b", "A", "%2F", "%C3%A9", "%c3%a9", "é", "*", "?", "?x=1", "?a=1&a=2", "?a", "#", "#top", "&", "=", "pizza", "%"]

    static func text(_ pieces: [String], _ random: inout Generator, most: Int) -> String {
        (0..<Int.random(in: 0...most, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    static func json(_ text: String) -> String { JSONText.string(text) }

    static func queryValue(_ random: inout Generator) -> String {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: "true"
        case 1: "false"
        case 2: "5"
        case 3: "null"
        case 4: #"["1"]"#
        case 5: #"{"b": "1"}"#
        default: json(text(patternPieces, &random, most: 3))
        }
    }

    /// A component or a `defaults` object: each key Apple defines, or not.
    static func members(_ random: inout Generator) -> String {
        var members: [String] = []
        if Bool.random(using: &random) { members.append(#""/": "# + json(text(patternPieces, &random, most: 5))) }
        switch Int.random(in: 0..<4, using: &random) {
        case 0: members.append(#""?": "# + json(text(patternPieces, &random, most: 3)))
        case 1:
            let items = (0..<Int.random(in: 0...3, using: &random)).map { _ in json(["a", "b", "id"].randomElement(using: &random)!) + ": " + queryValue(&random) }
            members.append(#""?": {"# + items.joined(separator: ", ") + "}")
        default: break
        }
        if Int.random(in: 0..<4, using: &random) == 0 { members.append(##""#": "## + json(text(patternPieces, &random, most: 3))) }
        if Int.random(in: 0..<4, using: &random) == 0 { members.append(#""exclude": "# + (Bool.random(using: &random) ? "true" : "false")) }
        if Int.random(in: 0..<5, using: &random) == 0 { members.append(#""caseSensitive": false"#) }
        if Int.random(in: 0..<5, using: &random) == 0 { members.append(#""percentEncoded": false"#) }
        return "{" + members.joined(separator: ", ") + "}"
    }

    static func entry(_ random: inout Generator, keyed: Bool) -> String {
        var members: [String] = []
        if !keyed { members.append(#""appIDs": ["# + json(apps.randomElement(using: &random)!) + "]") }
        if Int.random(in: 0..<3, using: &random) == 0 { members.append(#""defaults": "# + self.members(&random)) }
        if Int.random(in: 0..<5, using: &random) == 0 {
            let paths = (0..<Int.random(in: 0...3, using: &random)).map { _ in json((Bool.random(using: &random) ? "NOT " : "") + text(patternPieces, &random, most: 4)) }
            members.append(#""paths": ["# + paths.joined(separator: ", ") + "]")
        } else {
            let components = (0..<Int.random(in: 0...4, using: &random)).map { _ in self.members(&random) }
            members.append(#""components": ["# + components.joined(separator: ", ") + "]")
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    static func file(_ random: inout Generator) -> String {
        if Int.random(in: 0..<10, using: &random) == 0 { return #"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"]}}"# }
        var applinks: [String] = [#""substitutionVariables": {"food": ["pizza", "b*", "?"]}"#]
        if Bool.random(using: &random) { applinks.append(#""defaults": "# + members(&random)) }
        let count = Int.random(in: 0...3, using: &random)
        if Int.random(in: 0..<4, using: &random) == 0 {
            let entries = apps.prefix(count).map { json($0) + ": " + entry(&random, keyed: true) }
            applinks.append(#""details": {"# + entries.joined(separator: ", ") + "}")
        } else {
            applinks.append(#""details": ["# + (0..<count).map { _ in entry(&random, keyed: false) }.joined(separator: ", ") + "]")
        }
        return #"{"applinks": {"# + applinks.joined(separator: ", ") + "}}"
    }

    /// `url` with each `/` of its path doubled, and with a `/` after its path.
    static func alikeToIOS(_ url: String) -> [String] {
        let prefix = "https://www.example.com"
        guard url.hasPrefix(prefix) else { return [] }
        let rest = url.dropFirst(prefix.count)
        let end = rest.firstIndex { $0 == "?" || $0 == "#" } ?? rest.endIndex
        let path = rest[..<end]
        return [prefix + path.replacingOccurrences(of: "/", with: "//") + rest[end...], prefix + path + "/" + rest[end...]]
    }

    @Test func aFileThatParsesAnswersEveryLinkAndLinksIOSReadsAlikeGetOneVerdict() throws {
        var random = Generator(state: 8)
        var parsed = 0
        var opened = 0
        var failures: [String] = []
        for _ in 0..<600 {
            let file = Self.file(&random)
            let rules: AppleLinkRules
            do {
                rules = try AppleLinkRules(parsing: file)
            } catch {
                failures.append("a generated file of Apple's shape is refused: \(error)\n\(file)")
                continue
            }
            parsed += 1
            var links: [String] = []
            for _ in 0..<12 {
                let scheme = ["https://www.example.com", "https://www.example.com", "HTTPS://www.example.com", "http://www.example.com", "https:"].randomElement(using: &random)!
                links.append(scheme + Self.text(Self.linkPieces, &random, most: 6))
            }
            for link in links {
                for app in Self.apps + ["ZZZZZ99999.not.named"] {
                    let verdict = rules.verdict(for: link, appID: app)
                    if verdict.opensApp { opened += 1 }
                    if verdict.opensApp && verdict.rule == nil { failures.append("\(link) opens \(app) without a rule\n\(file)") }
                    if rules.verdictByScanning(for: link, appID: app) != verdict {
                        failures.append("\(link): the index says \(verdict), a scan \(rules.verdictByScanning(for: link, appID: app))\n\(file)")
                    }
                    for alike in Self.alikeToIOS(link) where rules.verdict(for: alike, appID: app) != verdict {
                        failures.append("\(alike) gets \(rules.verdict(for: alike, appID: app)), \(link) \(verdict)\n\(file)")
                    }
                }
            }
            let input = Array(file.utf8) + [FuzzChecks.pairSeparator] + Array(links.joined(separator: "\n").utf8)
            failures += FuzzChecks.checkAppleLinkRules(input).map { "\($0)\n\(file)" }
        }
        #expect(parsed == 600)
        #expect(opened > 500, "\(opened) verdicts open the app: the links reach the rules")
        #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.prefix(8).joined(separator: "\n"))")
    }
}
