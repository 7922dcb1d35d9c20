import Synchronization

/// The readiness checks `GET /healthz` runs, registered while the server is built (the table's,
/// and whatever storage the server opens adds its own), each bounded in time so that a check
/// that hangs (a database that accepts connections but never answers) reports, not hangs.
final class ReadinessChecks: Sendable {
    private let checks = Mutex<[ReadinessCheck]>([])
    /// How long one check may take before it counts as failed.
    let timeout: Duration

    /// What the checks found: each check's name and nil or its reason.
    struct Report: Sendable, Equatable {
        var results: [Result]

        struct Result: Sendable, Equatable {
            var name: String
            var failure: String?
        }

        var isReady: Bool { results.allSatisfy { $0.failure == nil } }

        /// `ready` or `not ready`, then one line per check: `table: ok`, `database: connection refused`.
        var text: String {
            let lines = results.map { "\($0.name): \($0.failure ?? "ok")" }
            return ([isReady ? "ready" : "not ready"] + lines).joined(separator: "\n") + "\n"
        }
    }

    init(timeout: Duration = Deadline.database) {
        self.timeout = timeout
    }

    /// Adds a check; `/healthz` runs it from the next request on.
    func add(_ check: ReadinessCheck) {
        checks.withLock { $0.append(check) }
    }

    /// Runs every check at once and reports in the order they were added.
    func run() async -> Report {
        let checks = checks.withLock { $0 }
        let timeout = timeout
        let failures = await withTaskGroup(of: (Int, String?).self) { group in
            for (index, check) in checks.enumerated() {
                group.addTask { (index, await Self.run(check, timeout: timeout)) }
            }
            var failures = [String?](repeating: nil, count: checks.count)
            for await (index, failure) in group { failures[index] = failure }
            return failures
        }
        return Report(results: zip(checks, failures).map { Report.Result(name: $0.name, failure: $1) })
    }

    /// The check's answer, or a timeout: whichever comes first (the slow check is cancelled,
    /// not waited for: a database call may hang past any time limit).
    private static func run(_ check: ReadinessCheck, timeout: Duration) async -> String? {
        do {
            return try await Deadline.run(within: timeout) { await check.check() }
        } catch {
            return "no answer within \(timeout)"
        }
    }
}
