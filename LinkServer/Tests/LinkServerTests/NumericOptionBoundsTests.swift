import Testing
@testable import LinkServer

/// Every numeric option has a range; a value outside it is exit 2 with the range, never a
/// server that starts and fails later (a rate of 1e-300/s made a wait of 1e300 s, which no
/// `Duration` holds, on the second request).
@Suite struct NumericOptionBoundsTests {
    private func problem(_ arguments: [String]) throws -> String? {
        do {
            _ = try OperationsOptions.parse(arguments).operations()
            return nil
        } catch let error as ServerOptionsError {
            return error.description
        }
    }

    @Test(arguments: [
        (["--api-rate-limit", "1e-300/s"], "--api-rate-limit '1e-300/s' is out of range: give 0.001 to 1000000 requests a second"),
        (["--api-rate-limit", "1e300"], "--api-rate-limit '1e300' is out of range"),
        (["--api-rate-limit", "0/s"], "--api-rate-limit '0/s' is not a rate"),
        (["--idle-timeout", "1e300"], "--idle-timeout"),
        (["--header-timeout", "0"], "--header-timeout"),
        (["--write-timeout", "nan"], "--write-timeout"),
        (["--write-timeout", "86401"], "--write-timeout"),
        (["--max-connections", "0"], "--max-connections 0 is out of range: give 1 to 1000000"),
        (["--max-connections", "9223372036854775807"], "--max-connections 9223372036854775807 is out of range"),
        (["--max-header-size", "1000"], "--max-header-size 1000 is out of range: give 1024 to 1048576 bytes"),
        (["--max-header-size", "9223372036854775807"], "--max-header-size 9223372036854775807 is out of range"),
        (["--max-body-size", "9223372036854775807"], "--max-body-size 9223372036854775807 is out of range: give 0 to 1073741824 bytes"),
        (["--metrics-port", "65536"], "--metrics-port 65536 is not a port"),
    ])
    func aValueOutOfRangeIsRefusedWithTheRange(_ arguments: [String], _ message: String) throws {
        let problem = try #require(try problem(arguments))
        #expect(problem.contains(message), "\(problem)")
    }

    @Test func valuesAtTheEndsOfTheRangesAreTaken() throws {
        #expect(try problem(["--api-rate-limit", "0.001/s", "--max-connections", "1000000", "--max-header-size", "1048576",
                             "--max-body-size", "0", "--write-timeout", "86400", "--idle-timeout", "0.1"]) == nil)
        let operations = try OperationsOptions.parse([]).operations()
        #expect(operations.limits.writeTimeout == .seconds(30))
    }

    @Test func theRateLimitProcessExitsWith2() async throws {
        let server = try ServerProcess([exampleTable, "--host", "www.acme.example", "--app-id", exampleAppID, "--port", "0",
                                        "--api-rate-limit", "1e-300/s"])
        #expect(try await server.exitStatus() == 2)
        #expect(server.standardError.contains("--api-rate-limit '1e-300/s' is out of range"), "\(server.standardError)")
    }
}
