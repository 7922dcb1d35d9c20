import Foundation
import Testing
import URLRoutes

/// FuzzAppleLinkRules' seeds (Fuzz/Corpus/FuzzAppleLinkRules/, the tests' files with URLs of
/// Apple's examples) hold up under the target's own check, and the fuzzer starts from both
/// kinds: files it can judge and files of the wrong shape.
@Suite struct AppleLinkRulesFuzzSeedTests {
    @Test func theSeedsPassTheFuzzTargetsCheck() throws {
        let seeds = FuzzFailCaseTests.inputs("Corpus", "FuzzAppleLinkRules")
        #expect(seeds.count >= 20, "\(seeds.count) seeds")
        var parsed = 0
        for seed in seeds {
            let input = try [UInt8](Data(contentsOf: seed))
            let violations = FuzzChecks.checkAppleLinkRules(input)
            #expect(violations.isEmpty, "\(seed.lastPathComponent): \(violations.joined(separator: "; "))")
            let file = input.split(separator: FuzzChecks.pairSeparator, maxSplits: 1, omittingEmptySubsequences: false).first ?? []
            if (try? AppleLinkRules(parsing: String(decoding: file, as: UTF8.self))) != nil { parsed += 1 }
        }
        #expect(parsed >= 10 && parsed < seeds.count, "\(parsed) of \(seeds.count) seeds parse")
    }
}
