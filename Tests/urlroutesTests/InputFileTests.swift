import Foundation
import Testing

/// How inputs are read: at most 64 MiB each, and standard input for one of them only.
@Suite struct InputFileTests {
    @Test func anEndlessInputIsRefusedAtTheSizeLimit() throws {
        let result = try ToolRunner.run(["lint", "/dev/zero"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: cannot read table '/dev/zero': it is larger than 64 MiB\n")
    }

    @Test func theTableAndTheURLListCannotBothBeStandardInput() throws {
        let result = try ToolRunner.run(["route", "-", "--urls", "-"], input: "acme /a a\n")
        #expect(result.status == 2)
        #expect(result.stderr.contains("the table and --urls both read standard input ('-')"), "\(result.stderr)")
    }

    @Test func theTableAndTheExpectationsCannotBothBeStandardInput() throws {
        let result = try ToolRunner.run(["test", "-", "-"], input: "acme /a a\n")
        #expect(result.status == 2)
        #expect(result.stderr.contains("the table and the expectations both read standard input ('-')"), "\(result.stderr)")
    }

    @Test func oneStandardInputAmongFilesIsFine() throws {
        let result = try ToolRunner.run(["route", ToolRunner.exampleTable, "--urls", "-"], input: "acme://product/48213/reviews/2\n")
        #expect(result.status == 0, "\(result.output)")
    }
}
