import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import LinkServer

/// A short links' database that does not answer at start: exit 2 with the reason once
/// `--database-timeout` has passed, never a server that waits without end.
@Suite struct DatabaseTimeoutProcessTests {
    /// A TCP port on 127.0.0.1 that accepts connections (the kernel completes them) and never
    /// answers: a PostgreSQL server that hangs.
    private final class SilentListener {
        let descriptor: Int32
        let port: Int

        init() throws {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            self.descriptor = descriptor
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                    bind(descriptor, pointer, length) == 0 && listen(descriptor, 16) == 0
                        && getsockname(descriptor, pointer, &length) == 0
                }
            }
            guard bound else {
                close(descriptor)
                throw POSIXError(.EADDRINUSE)
            }
            port = Int(UInt16(bigEndian: address.sin_port))
        }

        deinit { close(descriptor) }
    }

    @Test func aDatabaseThatNeverAnswersIsExit2AfterTheTimeout() async throws {
        let listener = try SilentListener()
        let start = ContinuousClock.now
        let server = try ServerProcess([
            exampleTable, "--host", "www.acme.example", "--app-id", exampleAppID, "--port", "0",
            "--short-host", shortHost, "--database", "postgres://link_server@127.0.0.1:\(listener.port)/links",
            "--database-timeout", "1",
        ])
        #expect(try await server.exitStatus(timeout: .seconds(15)) == 2)
        #expect(ContinuousClock.now - start < .seconds(10))
        #expect(server.standardError.contains("no answer from the database at 127.0.0.1:\(listener.port) within 1 s (--database-timeout)"),
                "\(server.standardError)")
        withExtendedLifetime(listener) {}
    }

    @Test(arguments: ["0", "-1", "nan", "3601"])
    func aDatabaseTimeoutOutOfRangeIsExit2(_ value: String) async throws {
        let server = try ServerProcess([
            exampleTable, "--host", "www.acme.example", "--app-id", exampleAppID, "--port", "0",
            "--short-host", shortHost, "--database-timeout", value,
        ])
        #expect(try await server.exitStatus() == 2)
        #expect(server.standardError.contains("--database-timeout"), "\(server.standardError)")
    }
}
