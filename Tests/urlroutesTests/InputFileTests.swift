import Foundation
import Testing

/// How inputs are read: regular files of at most 64 MiB each, and standard input for one of
/// them only.
@Suite struct InputFileTests {
    @Test func aFileOverTheSizeLimitIsRefused() throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.url.appendingPathComponent("big.table").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, off_t((64 << 20) + 1)) == 0)   // sparse: no 64 MiB written
        let result = try ToolRunner.run(["lint", path])
        #expect(result.status == 2)
        #expect(result.stderr == "error: cannot read table '\(path)': it is larger than 64 MiB\n")
    }

    @Test func aDeviceIsRefusedUnread() throws {
        let result = try ToolRunner.run(["lint", "/dev/zero"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: cannot read table '/dev/zero': it is a character device, not a regular file\n")
    }

    @Test(arguments: [["lint"], ["route", "--urls"], ["test", "Examples/routes.table"]])
    func aNamedPipeIsRefusedWithoutBlocking(_ command: [String]) throws {
        let start = ContinuousClock.now
        try NamedPipe.with { path in
            var arguments = command + [path]
            if command == ["route", "--urls"] { arguments = ["route", ToolRunner.exampleTable, "--urls", path] }
            let result = try ToolRunner.run(arguments)
            let role = command[0] == "lint" ? "table" : command[0] == "route" ? "URL list" : "expectations"
            #expect(result.status == 2)
            #expect(result.stderr == "error: cannot read \(role) '\(path)': it is a named pipe (FIFO), not a regular file\n")
        }
        #expect(ContinuousClock.now - start < .seconds(8))  // under NamedPipe's patience, with room for a loaded machine
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
