import Foundation
import HummingbirdTesting
import Testing
@testable import LinkServer

@Suite struct HealthTests {
    @Test func aLoadedTableIsReady() async throws {
        try await withLinkServer { client, _ in
            let response = try await client.get("/healthz")
            #expect(response.status == .ok)
            #expect(response.text == "ready\ntable: ok\n")
            #expect(response.headers[.cacheControl] == "no-store")
        }
    }

    @Test func aLoadBalancerProbingByAddressIsAnswered() async throws {
        try await withLinkServer { client, _ in
            let response = try await client.get("/healthz", host: "10.0.0.7:8080")
            #expect(response.status == .ok)
        }
    }

    @Test func aFailingCheckIs503WithItsReason() async throws {
        let runtime = OperationsRuntime()
        runtime.readiness.add(ReadinessCheck("database") { "connection refused" })
        try await withLinkServer(runtime: runtime) { client, _ in
            let response = try await client.get("/healthz")
            #expect(response.status == .serviceUnavailable)
            // In the order registered: the test's check before the server's own.
            #expect(response.text == "not ready\ndatabase: connection refused\ntable: ok\n")
        }
    }

    @Test func aCheckThatHangsFailsAfterTheTimeout() async throws {
        let checks = ReadinessChecks(timeout: .milliseconds(100))
        checks.add(ReadinessCheck("database") {
            try? await Task.sleep(for: .seconds(30))
            return nil
        })
        let start = ContinuousClock.now
        let report = await checks.run()
        // Far less than the check's 30 s (loose: tests run in parallel on a busy machine).
        #expect(ContinuousClock.now - start < .seconds(20))
        #expect(!report.isReady)
        #expect(report.results.first?.failure?.hasPrefix("no answer within") == true)
    }

    @Test func checksAddedLaterAreRunToo() async {
        let checks = ReadinessChecks()
        #expect(await checks.run().isReady)
        checks.add(ReadinessCheck("a") { nil })
        checks.add(ReadinessCheck("b") { "down" })
        let report = await checks.run()
        #expect(report.results == [.init(name: "a", failure: nil), .init(name: "b", failure: "down")])
    }
}
