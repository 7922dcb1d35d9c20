import Foundation
import Testing

extension RouterSuite {
    /// FuzzGenerate's fail cases (Fuzz/FailCases/FuzzGenerate/) and seeds, replayed with its own
    /// check. That check registers routes in the process-wide registry, so it runs here, where
    /// no other test touches the registry at the same time.
    @Suite struct FuzzGenerateFailCases {
        @Test func failCasesStayFixed() throws {
            try withCleanRouter { () throws in
                for file in FuzzFailCaseTests.inputs("FailCases", "FuzzGenerate") {
                    let found = FuzzFailCaseTests.violations("FuzzGenerate", try [UInt8](Data(contentsOf: file)))
                    #expect(found.isEmpty, "Fuzz/FailCases/FuzzGenerate/\(file.lastPathComponent): \(found.joined(separator: "; "))")
                }
            }
        }

        @Test func theSeedCorpusHoldsUp() throws {
            try withCleanRouter { () throws in
                let seeds = FuzzFailCaseTests.inputs("Corpus", "FuzzGenerate")
                #expect(seeds.count > 100)
                for file in seeds {
                    let found = FuzzFailCaseTests.violations("FuzzGenerate", try [UInt8](Data(contentsOf: file)))
                    #expect(found.isEmpty, "Fuzz/Corpus/FuzzGenerate/\(file.lastPathComponent): \(found.joined(separator: "; "))")
                }
            }
        }
    }
}
