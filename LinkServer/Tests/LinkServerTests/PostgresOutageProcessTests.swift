import Foundation
import HummingbirdTesting
import NIOCore
import Synchronization
import Testing

/// The `link-server` process on a PostgreSQL that an operator stops and starts again while
/// clients keep asking: `/healthz` follows the database (a load balancer takes the instance out
/// and puts it back), the table's endpoints never notice, short links fail fast while the
/// database is away and open again once it is back. The PostgreSQL is the test's own (the
/// shared one serves the other tests meanwhile).
@Suite struct PostgresOutageProcessTests {
    /// How long the test keeps PostgreSQL down: past the short-link cache's 5 seconds, so that
    /// every short link has to ask the database before it comes back.
    static let outage: Duration = .seconds(8)
    /// When, after the stop began, the short-link cache's 5 seconds are surely over.
    static let cacheGone: Duration = .seconds(6)
    /// Any request that takes longer has hung.
    static let requestTimeout: Duration = .seconds(4)

    @Test func healthzFollowsAPostgreSQLStoppedAndStartedUnderLoad() async throws {
        guard PrivatePostgres.binaries() != nil || ProcessInfo.processInfo.environment["LINK_SERVER_TEST_POSTGRES_URL"] != nil else {
            FileHandle.standardError.write(Data("note: PostgreSQL outage test skipped: no initdb (install PostgreSQL's server, or set LINK_SERVER_TEST_POSTGRES_URL to make it fail instead)\n".utf8))
            return
        }
        // With LINK_SERVER_TEST_POSTGRES_URL set (as CI does), missing binaries fail the test here.
        let postgres = try await PrivatePostgres()
        defer { postgres.remove() }

        let tokenFile = try writeTokenFile()
        defer { try? FileManager.default.removeItem(atPath: tokenFile) }
        let server = try ServerProcess([exampleTable, "--host", "www.acme.example", "--app-id", exampleAppID, "--port", "0",
                                        "--short-host", shortHost, "--database", postgres.url, "--api-token-file", tokenFile])
        defer { server.killIfRunning() }
        let port = try await server.port()
        #expect(try await create("kept", port: port) == 201)

        let load = OutageLoad(port: port)
        let (samples, creationDuringTheOutage) = try await withThrowingTaskGroup(of: Void.self) { group in
            // Two clients for each kind of request, so that the slow answers of some do not
            // hold up the others.
            for client in 0..<(2 * OutageRequest.allCases.count) { group.addTask { await load.run(client: client) } }
            defer { load.finish() }
            try await Task.sleep(for: .seconds(1))
            load.enter(.stopping)
            try await postgres.stop()
            load.enter(.down)
            let downSince = ContinuousClock.now
            // The API, meanwhile: a new link cannot be stored.
            let creation = try await load.once(Self.creation("during"))
            try await Task.sleep(until: downSince + Self.outage)
            // And on until a short link asked once the cache is gone has been answered (a loaded
            // machine answers slowly).
            let cacheGone = try #require(load.phaseStarts[.stopping]) + Self.cacheGone
            let outageDeadline = downSince + .seconds(40)
            while !load.hasAnswered(.shortLink, in: .down, startedAfter: cacheGone) && ContinuousClock.now < outageDeadline {
                try await Task.sleep(for: .milliseconds(50))
            }
            load.enter(.starting)
            try await postgres.start()
            load.enter(.recovering)
            // Back once a /healthz asked after the start answers 200.
            let deadline = ContinuousClock.now + .seconds(20)
            while load.firstSample(.recovering, of: .healthz, status: 200) == nil && ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(50))
            }
            load.enter(.back)
            try await Task.sleep(for: .seconds(1))
            load.finish()
            try await group.waitForAll()
            return (load.samples, creation)
        }
        let report = OutageReport(samples: samples, phases: load.phaseStarts)
        print(report.summary)

        // No request hung or lost its connection, whatever the phase.
        #expect(samples.filter { $0.outcome == .hung }.isEmpty, "requests that hung: \(report.summary)\nthe server's errors: \(server.standardError.split(separator: "\n").filter { $0.contains("error") }.prefix(20).joined(separator: "\n"))")
        let failed = samples.compactMap { sample -> String? in
            if case .failed(let error) = sample.outcome { return "\(sample.kind) in \(sample.phase): \(error)" } else { return nil }
        }
        #expect(failed.isEmpty, "connection errors: \(failed.prefix(5))")
        for phase in [OutagePhase.before, .down, .back] {
            #expect(samples.contains { $0.phase == phase && $0.kind == .shortLink }, "no short-link request in \(phase): \(report.summary)")
        }

        // Before: everything answers (what was still waiting for the database as it stopped aside).
        let stopped = try #require(report.phases[.stopping])
        let before = samples.filter { $0.phase == .before && $0.end < stopped }
        #expect(Set(before.filter { $0.kind == .healthz }.map(\.status)) == [200], "\(report.summary)")
        #expect(Set(before.filter { $0.kind == .shortLink }.map(\.status)) == [200], "\(report.summary)")
        #expect(Set(before.filter { $0.kind == .unknownSlug }.map(\.status)) == [404], "\(report.summary)")

        // The table's own endpoints answer throughout, and fast.
        for kind in [OutageRequest.appleAppSiteAssociation, .resolve] {
            #expect(report.statuses(nil, kind) == [200], "\(kind): \(report.summary)")
            #expect(report.slowest(kind) < .seconds(1), "\(kind): \(report.summary)")
        }

        // Down: /healthz goes to 503 with the database's reason within a few seconds of the stop,
        // and stays there until PostgreSQL starts again.
        let started = try #require(report.phases[.starting])
        // Asked and answered while PostgreSQL was down (one that waits a moment for the database
        // may see it come back).
        let down = samples.filter { $0.phase == .down && $0.end < started }
        let firstDown = try #require(
            samples.filter { [.stopping, .down].contains($0.phase) && $0.kind == .healthz && $0.status == 503 }.min { $0.start < $1.start },
            "/healthz never answered 503: \(report.summary)")
        #expect(firstDown.end - stopped < .seconds(5), "\(report.summary)")
        for sample in down where sample.kind == .healthz && sample.start >= firstDown.start {
            #expect(sample.status == 503, "\(report.summary)")
            // The table is fine; the database's line says why it is not (while PostgreSQL's
            // client still tries to connect, that it did not answer within the check's time).
            #expect(sample.body.hasPrefix("not ready\ntable: ok\ndatabase: "), "\(sample.body)")
            #expect(!sample.body.contains("database: ok"), "\(sample.body)")
            // A reason an operator can read, not PSQLError's deliberately empty description.
            #expect(!sample.body.contains("PSQLError"), "\(sample.body)")
        }
        // A short link answers from the cache for a few seconds, then with 503, promptly: never a
        // 404, which would tell a visitor the link does not exist.
        #expect(Set(down.filter { $0.kind == .shortLink }.map(\.status)).isSubset(of: [200, 503]), "\(report.summary)")
        #expect(Set(down.filter { $0.kind == .unknownSlug }.map(\.status)) == [503], "\(report.summary)")
        let cacheGone = stopped + Self.cacheGone
        #expect(Set(down.filter { $0.kind == .shortLink && $0.start > cacheGone }.map(\.status)) == [503], "\(report.summary)")
        #expect(report.slowest(.shortLink, in: .down) < .seconds(3), "\(report.summary)")
        let creation = try #require(creationDuringTheOutage, "POST /api/links hung while PostgreSQL was down")
        #expect(creation.status == .serviceUnavailable)
        #expect(creation.text == #"{"error":"the short links' database does not answer; try again shortly"}"#)

        // Back: /healthz returns to 200 within a few seconds of the start, short links open again.
        let running = try #require(report.phases[.recovering])
        let firstUp = try #require(load.firstSample(.recovering, of: .healthz, status: 200), "/healthz never answered 200 again: \(report.summary)")
        #expect(firstUp.end - running < .seconds(10), "\(report.summary)")
        print("/healthz: 503 \(OutageReport.seconds(firstDown.end - stopped)) after pg_ctl stop began, 200 \(OutageReport.seconds(firstUp.end - running)) after pg_ctl start returned")
        #expect(report.statuses(.back, .healthz) == [200], "\(report.summary)")
        #expect(report.statuses(.back, .shortLink) == [200], "\(report.summary)")
        #expect(report.statuses(.back, .unknownSlug) == [404], "\(report.summary)")
        #expect(try await create("made-after", port: port) == 201)
        #expect(try await get("/made-after", port: port, host: shortHost).status == .ok)

        server.signal(SIGTERM)
        #expect(try await server.exitStatus() == 0)
    }

    /// `POST /api/links` for acme://product/42 under `slug`.
    static func creation(_ slug: String) -> TestClient.Request {
        TestClient.Request(
            "/api/links", method: .post, authority: shortHost,
            headers: [.authorization: "Bearer \(apiToken)", .contentType: "application/json"],
            body: ByteBuffer(string: #"{"url": "acme://product/42", "slug": "\#(slug)"}"#))
    }

    /// The status of `creation(slug)`.
    private func create(_ slug: String, port: Int) async throws -> Int {
        try await TestClient.withClient(host: "127.0.0.1", port: port) { client in
            try await client.execute(Self.creation(slug)).status.code
        }
    }
}

/// Where the outage stands when a request starts.
enum OutagePhase: String, CaseIterable, Sendable {
    /// PostgreSQL up.
    case before
    /// `pg_ctl stop` running.
    case stopping
    /// PostgreSQL down.
    case down
    /// `pg_ctl start` running.
    case starting
    /// PostgreSQL up again, `/healthz` not yet seen at 200.
    case recovering
    /// `/healthz` seen at 200 again.
    case back
}

/// What a client of the load asks.
enum OutageRequest: String, CaseIterable, Sendable {
    case healthz, shortLink, unknownSlug, appleAppSiteAssociation, resolve

    /// The request, a fresh unknown slug each time (no cache answers it).
    var request: TestClient.Request {
        switch self {
        case .healthz: TestClient.Request("/healthz", method: .get, authority: "www.acme.example")
        case .shortLink: TestClient.Request("/kept", method: .get, authority: shortHost)
        case .unknownSlug: TestClient.Request("/none-\(UUID().uuidString.prefix(8))", method: .get, authority: shortHost)
        case .appleAppSiteAssociation:
            TestClient.Request("/.well-known/apple-app-site-association", method: .get, authority: "www.acme.example")
        case .resolve:
            TestClient.Request("/resolve?url=https%3A%2F%2Fwww.acme.example%2Fp%2F48213%2Ftrail-runner", method: .get,
                               authority: "www.acme.example")
        }
    }
}

/// One request of the load: when it started and ended (since the load began) and what came back.
struct OutageSample: Sendable {
    enum Outcome: Sendable, Equatable {
        case answered(Int)
        case hung
        case failed(String)
    }

    let kind: OutageRequest
    let phase: OutagePhase
    let start: Duration
    let end: Duration
    let outcome: Outcome
    let body: String

    var status: Int? {
        if case .answered(let status) = outcome { status } else { nil }
    }
}

/// Clients each looping over one kind of request on a connection of its own, until finished.
final class OutageLoad: Sendable {
    let port: Int
    private let started = ContinuousClock.now
    private let state = Mutex<(phase: OutagePhase, starts: [OutagePhase: Duration], finished: Bool, samples: [OutageSample])>(
        (.before, [.before: .zero], false, []))

    init(port: Int) { self.port = port }

    var samples: [OutageSample] { state.withLock { $0.samples } }
    var phaseStarts: [OutagePhase: Duration] { state.withLock { $0.starts } }

    func enter(_ phase: OutagePhase) {
        let now = ContinuousClock.now - started
        state.withLock {
            $0.phase = phase
            $0.starts[phase] = now
        }
    }

    func finish() { state.withLock { $0.finished = true } }

    /// The first request of `kind` started in `phase` that answered `status`.
    func firstSample(_ phase: OutagePhase, of kind: OutageRequest, status: Int) -> OutageSample? {
        state.withLock { $0.samples }.filter { $0.phase == phase && $0.kind == kind && $0.status == status }.min { $0.start < $1.start }
    }

    /// Whether a request of `kind` started in `phase` later than `time` (since the load
    /// began) has been answered.
    func hasAnswered(_ kind: OutageRequest, in phase: OutagePhase, startedAfter time: Duration) -> Bool {
        state.withLock { $0.samples }.contains { $0.phase == phase && $0.kind == kind && $0.start > time && $0.status != nil }
    }

    func run(client index: Int) async {
        // A client that lost its connection, or whose request hung, starts a new connection.
        while !state.withLock({ $0.finished }) {
            try? await TestClient.withClient(host: "127.0.0.1", port: port) { [self] client in
                let kind = OutageRequest.allCases[index % OutageRequest.allCases.count]
                while !state.withLock({ $0.finished }) {
                    let phase = state.withLock { $0.phase }
                    let start = ContinuousClock.now - started
                    let outcome: OutageSample.Outcome
                    var body = ""
                    do {
                        if let response = try await answer(kind.request, client: client, within: PostgresOutageProcessTests.requestTimeout) {
                            outcome = .answered(Int(response.status.code))
                            body = response.text
                        } else {
                            outcome = .hung
                        }
                    } catch {
                        outcome = .failed(String(describing: error))
                    }
                    let sample = OutageSample(kind: kind, phase: phase, start: start, end: ContinuousClock.now - started,
                                        outcome: outcome, body: body)
                    state.withLock { $0.samples.append(sample) }
                    guard case .answered = outcome else { return }
                    // A few hundred requests a second in all: load, without starving the machine.
                    try await Task.sleep(for: .milliseconds(10))
                }
            }
        }
    }

    /// One request on a connection of its own; nil when it hung.
    func once(_ request: TestClient.Request) async throws -> TestClient.Response? {
        try await TestClient.withClient(host: "127.0.0.1", port: port) { client in
            try await self.answer(request, client: client, within: PostgresOutageProcessTests.requestTimeout)
        }
    }

    /// The response, or nil when none came within `timeout` (the request is left behind;
    /// `TestClient.execute` waits for its answer even when cancelled).
    private func answer(_ request: TestClient.Request, client: TestClient, within timeout: Duration) async throws -> TestClient.Response? {
        let first = FirstResult<TestClient.Response?>()
        return try await withCheckedThrowingContinuation { continuation in
            first.set(continuation)
            let timer = Task {
                try? await Task.sleep(for: timeout)
                first.resume(.success(nil))
            }
            Task {
                do {
                    first.resume(.success(try await client.execute(request)))
                } catch {
                    first.resume(.failure(error))
                }
                timer.cancel()
            }
        }
    }
}

/// A continuation resumed by whichever result comes first.
private final class FirstResult<T: Sendable>: Sendable {
    private let continuation = Mutex<CheckedContinuation<T, any Error>?>(nil)

    func set(_ continuation: CheckedContinuation<T, any Error>) {
        self.continuation.withLock { $0 = continuation }
    }

    func resume(_ result: Result<T, any Error>) {
        continuation.withLock { $0.take() }?.resume(with: result)
    }
}

/// The samples by phase and kind, and a summary to print and to show when an expectation fails.
struct OutageReport {
    let samples: [OutageSample]
    let phases: [OutagePhase: Duration]

    /// The statuses answered to `kind` in `phase` (every phase when nil).
    func statuses(_ phase: OutagePhase?, _ kind: OutageRequest) -> Set<Int> {
        Set(samples.filter { ($0.phase == phase || phase == nil) && $0.kind == kind }.compactMap(\.status))
    }

    func slowest(_ kind: OutageRequest, in phase: OutagePhase? = nil) -> Duration {
        samples.filter { $0.kind == kind && ($0.phase == phase || phase == nil) }.map { $0.end - $0.start }.max() ?? .zero
    }

    var summary: String {
        var lines = ["phases (seconds since the load began): " + OutagePhase.allCases.compactMap { phase in
            phases[phase].map { "\(phase) \(Self.seconds($0))" }
        }.joined(separator: ", ")]
        for phase in [OutagePhase.before, .down, .back] {
            for kind in OutageRequest.allCases {
                let these = samples.filter { $0.phase == phase && $0.kind == kind }
                guard !these.isEmpty else { continue }
                var counts: [String: Int] = [:]
                for sample in these {
                    let key = switch sample.outcome {
                    case .answered(let status): "\(status)"
                    case .hung: "hung"
                    case .failed: "failed"
                    }
                    counts[key, default: 0] += 1
                }
                let slowest = these.map { $0.end - $0.start }.max()!
                lines.append("  \(phase) \(kind): \(counts.sorted { $0.key < $1.key }.map { "\($0.key) x\($0.value)" }.joined(separator: ", ")); slowest \(Self.seconds(slowest))")
            }
        }
        if let reason = samples.first(where: { $0.kind == .healthz && $0.status == 503 })?.body {
            lines.append("  first 503 of /healthz: \(reason.debugDescription)")
        }
        return lines.joined(separator: "\n")
    }

    static func seconds(_ duration: Duration) -> String {
        String(format: "%.3f s", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }
}
