import Foundation
import Hummingbird
import Synchronization
import Testing
@testable import LinkServer

/// A short-link store whose database can be taken away and given back: a real SQLite store
/// behind it, and `ping()` failing while `isDown` is set, as a PostgreSQL that stopped would.
final class UnplugableStore: ShortLinkStore {
    let inner: any ShortLinkStore
    let isDown = Mutex(false)

    init(_ inner: any ShortLinkStore) { self.inner = inner }

    private func answer() throws {
        if isDown.withLock({ $0 }) { throw ShortLinkStoreError.badLocation("connection refused (the test unplugged it)") }
    }

    func insert(_ link: ShortLink) async throws { try answer(); try await inner.insert(link) }
    func link(slug: String) async throws -> ShortLink? { try answer(); return try await inner.link(slug: slug) }
    func delete(slug: String) async throws -> Bool { try answer(); return try await inner.delete(slug: slug) }
    func links(after cursor: String?, limit: Int, brokenOnly: Bool) async throws -> [ShortLink] {
        try answer()
        return try await inner.links(after: cursor, limit: limit, brokenOnly: brokenOnly)
    }
    func setBroken(_ broken: Set<String>, among checked: [String]) async throws { try answer(); try await inner.setBroken(broken, among: checked) }
    func addOpens(_ opens: [OpenKey: Int]) async throws { try answer(); try await inner.addOpens(opens) }
    func opens(slug: String) async throws -> [DailyOpens] { try answer(); return try await inner.opens(slug: slug) }
    func ping() async throws { try answer(); try await inner.ping() }
    func close() async throws { try await inner.close() }
}

@Suite struct DatabaseReadinessTests {
    /// A load balancer takes the instance out while its database does not answer (503 with the
    /// reason), and puts it back when it answers again (200), while other requests go on.
    @Test func healthzFollowsTheDatabase() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("readiness-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = UnplugableStore(try SQLiteShortLinkStore(path: directory.appendingPathComponent("links.sqlite").path))
        let runtime = OperationsRuntime()
        runtime.addDatabaseCheck(store: store)
        try await withLinkServer(runtime: runtime) { client, _ in
            #expect(try await client.get("/healthz").status == .ok)

            store.isDown.withLock { $0 = true }
            let down = try await client.get("/healthz")
            #expect(down.status == .serviceUnavailable)
            #expect(down.text.hasPrefix("not ready\ndatabase: the database does not answer: "))
            #expect(down.text.contains("connection refused"))
            #expect(down.text.hasSuffix("table: ok\n"))
            // The table's own endpoints still answer meanwhile.
            #expect(try await client.get("/.well-known/apple-app-site-association").status == .ok)

            store.isDown.withLock { $0 = false }
            let back = try await client.get("/healthz")
            #expect(back.status == .ok)
            #expect(back.text == "ready\ndatabase: ok\ntable: ok\n")
        }
    }
}
