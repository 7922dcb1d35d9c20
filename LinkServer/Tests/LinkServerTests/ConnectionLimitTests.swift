import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import LinkServer

/// The request limits over live sockets, with timeouts short enough for a test.
@Suite struct ConnectionLimitTests {
    private func runtime(_ limits: RequestLimits) -> OperationsRuntime {
        OperationsRuntime(Operations(limits: limits))
    }

    private let request = "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: www.acme.example\r\n\r\n"

    @Test func aSilentConnectionIsClosedAfterTheIdleTimeout() async throws {
        try await withLinkServer(runtime: runtime(RequestLimits(idleTimeout: .milliseconds(300)))) { client, _ in
            let connection = try RawConnection(port: client.port)
            let start = ContinuousClock.now
            let (_, closed) = await connection.readUntilClosed(timeout: .seconds(5))
            #expect(closed)
            #expect(ContinuousClock.now - start >= .milliseconds(250))
        }
    }

    @Test func aConnectionIsKeptBetweenRequestsWithinTheIdleTimeout() async throws {
        try await withLinkServer(runtime: runtime(RequestLimits(idleTimeout: .seconds(3)))) { client, _ in
            let connection = try RawConnection(port: client.port)
            for _ in 0..<3 {
                connection.send(request)
                #expect(await connection.readResponse().statusCode == 200)
                try await Task.sleep(for: .milliseconds(200))
            }
        }
    }

    @Test func aSlowlorisClientIsClosedAtTheHeaderTimeoutHoweverActive() async throws {
        let limits = RequestLimits(idleTimeout: .seconds(30), headerTimeout: .milliseconds(600))
        try await withLinkServer(runtime: runtime(limits)) { client, _ in
            let connection = try RawConnection(port: client.port)
            // A header line every 150 ms, on a thread of its own: never idle, never done.
            let (closed, elapsed) = await blocking { () -> (Bool, Duration) in
                let start = ContinuousClock.now
                guard connection.send("GET / HTTP/1.1\r\n") else { return (true, .zero) }
                for index in 0..<100 {
                    Thread.sleep(forTimeInterval: 0.15)
                    // A write to a closed connection fails at the latest the second time.
                    if !connection.send("X-Slow-\(index): a\r\n") { return (true, ContinuousClock.now - start) }
                }
                return (false, ContinuousClock.now - start)
            }
            #expect(closed)
            // Closed at the header timeout, long before the client would have finished (15 s;
            // the margin is for a loaded machine).
            #expect(elapsed < .seconds(8))
        }
    }

    @Test func aClientHolding500ConnectionsDoesNotLockOthersOut() async throws {
        let limits = RequestLimits(maxConnections: 100, idleTimeout: .seconds(60), headerTimeout: .seconds(60))
        let runtime = runtime(limits)
        try await withLinkServer(runtime: runtime) { client, _ in
            // The slow client: 500 connections, half of them silent, half with a header begun.
            let port = client.port
            let held = await blocking { () -> [RawConnection] in
                (0..<500).compactMap { index in
                    let connection = try? RawConnection(port: port)
                    if index.isMultiple(of: 2) { connection?.send("GET / HTTP/1.1\r\nHost: www.acme.example\r\n") }
                    return connection
                }
            }
            #expect(held.count == 500)
            // Others are still served, on new connections.
            for _ in 0..<20 {
                let connection = try RawConnection(port: client.port)
                connection.send(request)
                let response = await connection.readResponse()
                #expect(response.statusCode == 200, "\(response.prefix(200))")
            }
            #expect(runtime.connections.count <= limits.maxConnections)
            #expect(runtime.connections.closedToMakeRoom >= 400)
            withExtendedLifetime(held) {}
        }
    }

    /// A client that pipelines `count` requests for the AASA file (some 11 KB each, for a
    /// request of 90 bytes) and never reads, with a receive buffer as small as the kernel
    /// allows.
    private static func nonReadingClient(port: Int, count: Int = 20, receiveBufferSize: Int = 1024) throws -> RawConnection {
        let connection = try RawConnection(port: port, receiveBufferSize: receiveBufferSize)
        let request = "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: www.acme.example\r\n\r\n"
        connection.sendWithoutWaiting(String(repeating: request, count: count))
        return connection
    }

    /// The limits of these tests: the default connection limit, and a send buffer small
    /// enough that a non-reading client blocks the server's writes after a few responses
    /// (the system's grows to megabytes, a gigabyte for a thousand such clients).
    private static func slowReaderLimits(writeTimeout: Duration) -> RequestLimits {
        RequestLimits(idleTimeout: .seconds(60), headerTimeout: .seconds(60), writeTimeout: writeTimeout, sendBufferSize: 8192)
    }

    @Test func clientsThatNeverReadAtTheDefaultLimitDoNotLockANewClientOut() async throws {
        // 1024 clients (the default --max-connections), each pipelining requests it never
        // reads: the server's writes to each block. About 10 s on a loaded 2-core machine.
        // Most of them wait between requests when they block (their responses are queued);
        // those blocked inside a response are the ones only their blocked state lets go, which
        // `aConnectionBlockedOnItsClientMakesRoomThoughItIsAnsweringARequest` checks exactly.
        let limits = Self.slowReaderLimits(writeTimeout: .seconds(60))
        #expect(limits.maxConnections == RequestLimits().maxConnections)
        let runtime = runtime(limits)
        try await withLinkServer(runtime: runtime) { client, _ in
            // The harness's own connection, idle from now: the first one a new connection may close.
            #expect(try await client.get("/.well-known/apple-app-site-association").status == .ok)
            let port = client.port
            let started = ContinuousClock.now
            let held = await blocking { () -> [RawConnection] in
                (0..<limits.maxConnections).compactMap { _ in try? Self.nonReadingClient(port: port) }
            }
            #expect(held.count == limits.maxConnections)
            // Every one of them is blocked on its client before the new one comes.
            let deadline = ContinuousClock.now + .seconds(30)
            while runtime.connections.writeBlocked < limits.maxConnections, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(50))
            }
            try #require(runtime.connections.writeBlocked == limits.maxConnections,
                         "\(runtime.connections.writeBlocked) of \(runtime.connections.count) connections blocked on their clients, \(runtime.connections.closedToMakeRoom) closed to make room, \(runtime.connections.refused) refused, \(runtime.connections.phases), \(ContinuousClock.now - started)")
            let fresh = try RawConnection(port: client.port)
            fresh.send(request)
            let response = await fresh.readResponse()
            #expect(response.statusCode == 200, "\(response.prefix(200))")
            #expect(runtime.connections.closedToMakeRoom >= 1)
            #expect(runtime.connections.refused == 0)
            withExtendedLifetime(held) {}
        }
    }

    @Test func aResponseThatMakesNoProgressIsClosedAtTheWriteTimeout() async throws {
        let runtime = runtime(Self.slowReaderLimits(writeTimeout: .milliseconds(500)))
        try await withLinkServer(runtime: runtime) { client, _ in
            let stuck = try Self.nonReadingClient(port: client.port)
            let start = ContinuousClock.now
            // Open while its writes block, then closed by the write timeout (the idle timeout
            // is a minute away).
            while runtime.connections.writeBlocked == 0, ContinuousClock.now - start < .seconds(10) {
                try await Task.sleep(for: .milliseconds(20))
            }
            try #require(runtime.connections.writeBlocked == 1)
            // The client reads nothing, so only closing the connection unblocks it.
            while runtime.connections.writeBlocked == 1, ContinuousClock.now - start < .seconds(10) {
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(runtime.connections.writeBlocked == 0)
            // Closed at the write timeout's first or second check: well under the margin.
            #expect(ContinuousClock.now - start < .seconds(8))
            #expect(await stuck.readUntilClosed(timeout: .seconds(5)).closed)
        }
    }

    @Test func aSlowReaderThatKeepsReadingIsNotClosed() async throws {
        // Progress, however slow, is not a stall: a client that reads 4 KB every 100 ms gets
        // every response (some 130 KB, over 3 s) although the write timeout is 1 s.
        let runtime = runtime(Self.slowReaderLimits(writeTimeout: .seconds(1)))
        try await withLinkServer(runtime: runtime) { client, _ in
            let reader = try Self.nonReadingClient(port: client.port, count: 12, receiveBufferSize: 16 * 1024)
            let (text, closed) = await reader.readSlowly(until: 12, timeout: .seconds(20))
            #expect(!closed)
            #expect(completeResponses(in: Array(text.utf8)) == 12)
            #expect(text.components(separatedBy: "HTTP/1.1 200 OK").count - 1 == 12)
        }
    }

    @Test func aBodyHeldBackIsClosedAfterTheIdleTimeout() async throws {
        // A route of the test's own that reads the body, as the API's routes will, behind the
        // server's guarded HTTP/1.1 channel.
        // An idle timeout well above the paced body's pauses, even on a loaded machine.
        let limits = RequestLimits(idleTimeout: .seconds(1), headerTimeout: .seconds(30))
        let router = Router()
        router.post("/echo") { request, _ in
            String(buffer: try await request.body.collect(upTo: 1 << 20))
        }
        let app = Application(
            router: router, server: .guardedHTTP1(limits: limits, registry: ConnectionRegistry(maxConnections: 10)),
            configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            let port = try #require(client.port)
            // A body sent whole is read and answered.
            let whole = try RawConnection(port: port)
            whole.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello")
            let answer = await whole.readResponse()
            #expect(answer.statusCode == 200 && answer.hasSuffix("hello"), "\(answer)")
            // A body that pauses for less than the timeout between parts is read too.
            let paced = try RawConnection(port: port)
            paced.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 6\r\n\r\nab")
            for part in ["cd", "ef"] {
                try await Task.sleep(for: .milliseconds(150))
                paced.send(part)
            }
            #expect(await paced.readResponse().hasSuffix("abcdef"))
            // A body held back: closed after the idle timeout, though the header came whole.
            let held = try RawConnection(port: port)
            held.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n0123456789")
            let start = ContinuousClock.now
            let (text, closed) = await held.readUntilClosed(timeout: .seconds(10))
            #expect(closed)
            #expect(text.statusCode != 200)
            #expect(ContinuousClock.now - start < .seconds(8))
        }
    }

    @Test func aConnectionBlockedOnItsClientMakesRoomThoughItIsAnsweringARequest() throws {
        // Without sockets: a connection answering a request whose client does not read its
        // responses waits on that client, and goes before a busy one that is not blocked.
        let registry = ConnectionRegistry(maxConnections: 2)
        let loop = EmbeddedEventLoopChannels()
        let stuck = loop.channel(), working = loop.channel(), new = loop.channel(), newer = loop.channel()
        #expect(registry.admit(stuck))
        #expect(registry.admit(working))
        registry.update(stuck, phase: .busy)
        registry.update(working, phase: .busy)
        registry.update(stuck, writeBlocked: true)
        #expect(registry.writeBlocked == 1)
        #expect(registry.admit(new))
        #expect(!stuck.isActive && working.isActive)
        // Writable again: busy, and never closed for a new connection.
        registry.update(new, phase: .busy)
        registry.update(new, writeBlocked: true)
        registry.update(new, writeBlocked: false)
        #expect(!registry.admit(newer))
        #expect(new.isActive && working.isActive)
    }

    @Test func theConnectionWaitingLongestMakesRoomAndABusyOneNever() throws {
        // The registry's choice, without sockets: the slow header begun first goes before the
        // idle connection that came after it; a busy connection is never closed.
        let registry = ConnectionRegistry(maxConnections: 2)
        let loop = EmbeddedEventLoopChannels()
        let reading = loop.channel(), idle = loop.channel(), new = loop.channel(), third = loop.channel(), newer = loop.channel()
        #expect(registry.admit(reading))
        registry.update(reading, phase: .readingHead)
        #expect(registry.admit(idle))
        #expect(registry.admit(new))
        #expect(!reading.isActive)
        #expect(idle.isActive)
        #expect(registry.closedToMakeRoom == 1)
        registry.remove(reading)
        #expect(registry.admit(third))
        #expect(!idle.isActive)
        registry.update(third, phase: .busy)
        registry.update(new, phase: .busy)
        #expect(!registry.admit(newer))
        #expect(new.isActive && third.isActive)
        #expect(registry.refused == 1)
    }

    @Test func aHeaderOverTheLimitIs400AndTheConnectionClosed() async throws {
        try await withLinkServer(runtime: runtime(RequestLimits(maxHeaderSize: 2048))) { client, _ in
            let connection = try RawConnection(port: client.port)
            connection.send("GET / HTTP/1.1\r\nHost: www.acme.example\r\nX-Big: \(String(repeating: "a", count: 4096))\r\n\r\n")
            let (text, closed) = await connection.readUntilClosed(timeout: .seconds(5))
            #expect(text.statusCode == 400, "\(text)")
            #expect(closed)
        }
    }
}
