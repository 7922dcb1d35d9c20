import Synchronization
import Testing
@testable import LinkServer

/// A database call bounded in time answers at the limit, even when the call itself never ends.
@Suite struct DeadlineTests {
    @Test func aCallWithinTheLimitGivesItsResult() async throws {
        #expect(try await Deadline.run(within: .seconds(5)) { 42 } == 42)
        let none: Int? = try await Deadline.run(within: .seconds(5)) { nil }
        #expect(none == nil)
        await #expect(throws: ShortLinkStoreError.slugTaken("a")) {
            try await Deadline.run(within: .seconds(5)) { () async throws -> Int in throw ShortLinkStoreError.slugTaken("a") }
        }
    }

    @Test func aCallThatNeverEndsIsGivenUpAtTheLimit() async throws {
        let cancelled = Mutex(false)
        let start = ContinuousClock.now
        await #expect(throws: DeadlineExceeded.self) {
            try await Deadline.run(within: .milliseconds(200)) { () async throws -> Int in
                // Ignores cancellation, as a call on a connection that died without a word does.
                await withTaskCancellationHandler {
                    await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
                } onCancel: {
                    cancelled.withLock { $0 = true }
                }
                return 0
            }
        }
        // Not hung: well past the limit only on a machine too loaded to schedule the test.
        #expect(ContinuousClock.now - start < .seconds(10))
        // It was asked to stop, though nothing waits for it to.
        #expect(cancelled.withLock { $0 })
    }

    @Test func aReadinessCheckThatNeverEndsReportsItsTimeout() async {
        let checks = ReadinessChecks(timeout: .milliseconds(200))
        checks.add(ReadinessCheck("database") {
            await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
            return nil
        })
        let start = ContinuousClock.now
        let report = await checks.run()
        #expect(report.text == "not ready\ndatabase: no answer within 0.2 seconds\n")
        // Not hung: well past the limit only on a machine too loaded to schedule the test.
        #expect(ContinuousClock.now - start < .seconds(10))
    }
}
