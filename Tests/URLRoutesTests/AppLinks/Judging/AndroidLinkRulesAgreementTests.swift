import Foundation
import Testing
@testable import URLRoutes

extension RouterSuite {
    /// The library's judge agrees with the tests' independent oracles: its `PatternMatcher`
    /// with the port that passes AOSP's `PatternMatcherTest`, and its verdict on the intent
    /// filter the library generates with the oracle's reading of it, URL by URL.
    @Suite struct AndroidLinkRulesAgreementTests {
        /// AOSP's PatternMatcherTest patterns (as in AndroidPatternMatcherTests) and texts.
        private static let aospPatterns = [
            ".", "[a]", #"[.*+{}\]\\[]"#, "[a-z]", "[a-z][0-9]", "[z-a]", "[^0-9]", #"[\[a]"#, #"\."#, #"a\+"#,
            #"[\a-\z]"#, "a", "az", "[a-z]*", "[a-z]+", "[a-z]{1}", "[a-z]{1,5}", "[a-z]{1,}", "[a-z]{0,1}",
            "a*", "a+", "a{0,3}", ".*", ".+", ".*a", "a.*b", "[a-z]{2,3}[0-9]", "/user/[^/]+", "/user/[^/]*/",
        ]
        private static let texts = ["", "a", "b", "z", "A", "1", "9", "a1", "1a", "aa", "abc", "abcdefg", "abc1", "a+", ".", "*", "[",
                                    "\\", "]", "ab1", "aab", "/user/1", "/user//", "/user/a/", "ba", "azz", "aaaa"]

        @Test func theAdvancedMatcherAgreesWithThePortOnAOSPsPatterns() throws {
            for pattern in Self.aospPatterns {
                let oracle = try AndroidPatternMatcher(pattern)
                let library = AndroidPathMatcher(kind: .pathAdvancedPattern, pattern: pattern)
                for text in Self.texts {
                    #expect(library.matches(text) == oracle.matches(text), "'\(pattern)' on '\(text)'")
                }
            }
        }

        @Test func theAdvancedMatcherAgreesWithThePortOnRandomPatterns() {
            var generator = SplitMix64(seed: 0xA11D)
            let alphabet = Array("ab/.*+[]^-{}0,12\\")
            var compared = 0
            for _ in 0..<20_000 {
                let pattern = String((0..<Int.random(in: 1...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
                let library = AndroidPathMatcher(kind: .pathAdvancedPattern, pattern: pattern)
                guard let oracle = try? AndroidPatternMatcher(pattern) else {
                    #expect(!Self.texts.contains { library.matches($0) }, "Android refuses '\(pattern)', so it matches nothing")
                    continue
                }
                for _ in 0..<5 {
                    let text = String((0..<Int.random(in: 0...6, using: &generator)).map { _ in Array("ab/.1")[Int.random(in: 0..<5, using: &generator)] })
                    #expect(library.matches(text) == oracle.matches(text), "'\(pattern)' on '\(text)'")
                    compared += 1
                }
            }
            #expect(compared > 10_000)
        }

        /// `PatternMatcher.PATTERN_SIMPLE_GLOB` (`pathPattern`), facts of its documented
        /// behaviour: `.*` stops at the first occurrence of the next character.
        @Test func theSimpleGlobStopsAtTheNextCharacterWithoutBacktracking() {
            func glob(_ pattern: String, _ text: String) -> Bool { AndroidPathMatcher(kind: .pathPattern, pattern: pattern).matches(text) }
            #expect(glob("/a/.*", "/a/anything/at/all"))
            #expect(glob("/a/.*/b", "/a/x/b"))
            #expect(!glob("/a/.*/b", "/a/x/y/b"))
            #expect(glob("x*y", "xxxy"))
            #expect(glob("x*y", "y"))
            #expect(glob(#"a\.b"#, "a.b"))
            // An escape only keeps a `.` before `*` from meaning "anything": elsewhere the
            // escaped `.` still matches any character (AOSP's matchGlobPattern compares `c != '.'`).
            #expect(glob(#"a\.b"#, "axb"))
            #expect(glob(#"a\.*b"#, "a...b"))
            #expect(!glob(#"a\.*b"#, "axb"))
            #expect(glob("a.b", "axb"))
            #expect(glob("", ""))
            #expect(!glob("", "a"))
            #expect(glob(".*", ""))
        }

        private func expectAgreement(_ table: RouteTable, host: String) throws {
            let urls = LinkProbes.urls(host: host, patterns: try AppLinkTables.definitionPatterns(table))
            let contents = try table.androidIntentFilter(host: host).contents
            let oracle = try IntentFilterReader(contents)
            let rules = try AndroidLinkRules(manifest: "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">" + contents + "</manifest>")
            var disagreements: [String] = []
            for url in urls {
                let library = rules.verdict(for: url)
                let claimed = !oracle.matching(url: url).isEmpty
                if library.opensApp != claimed { disagreements.append("\(url): library \(library), oracle \(claimed)") }
            }
            #expect(urls.count > 1000)
            #expect(disagreements.isEmpty, "\(disagreements.count) of \(urls.count):\n\(disagreements.prefix(30).joined(separator: "\n"))")
        }

        @Test(arguments: ["www.acme.example", "shop.acme.example"])
        func theJudgeAndTheOracleAgreeOnTheExampleTablesFilter(host: String) throws {
            try expectAgreement(try AppLinkTables.example(), host: host)
        }

        @Test(arguments: ["shop.example.com"])
        func theJudgeAndTheOracleAgreeOnTheNastyTablesFilter(host: String) throws {
            try expectAgreement(try AppLinkTables.nasty(), host: host)
        }
    }
}
