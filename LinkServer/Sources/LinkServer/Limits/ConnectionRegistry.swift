import NIOCore
import Synchronization

/// Every open connection of the public listener and what it is doing, shared by all event loops,
/// so that a new connection over `maxConnections` can make room by closing the oldest
/// connection that is only waiting: for a request, for the rest of a header, or for the client
/// to read what was written to it.
final class ConnectionRegistry: Sendable {
    /// What a connection is doing.
    enum Phase: Int, Sendable {
        /// Open, waiting for a request.
        case idle
        /// Sending a request's header.
        case readingHead
        /// A request read, being answered.
        case busy
    }

    private struct Entry {
        var channel: any Channel
        var phase: Phase
        /// When it entered its phase.
        var since: ContinuousClock.Instant
        /// Since when its socket has been full because the client does not read; nil while
        /// writes go out.
        var writeBlockedSince: ContinuousClock.Instant?

        /// Waiting on the client, and since when (the oldest goes first); nil while the server
        /// works on a request.
        var waitingSince: ContinuousClock.Instant? {
            if let writeBlockedSince { return writeBlockedSince }
            return phase == .busy ? nil : since
        }
    }

    private struct State {
        var entries: [ObjectIdentifier: Entry] = [:]
        var closedToMakeRoom = 0
        var refused = 0
    }

    let maxConnections: Int
    private let state = Mutex(State())

    init(maxConnections: Int) {
        self.maxConnections = maxConnections
    }

    /// Connections open now.
    var count: Int { state.withLock { $0.entries.count } }
    /// Connections whose socket is full now, because their client does not read.
    var writeBlocked: Int { state.withLock { $0.entries.values.filter { $0.writeBlockedSince != nil }.count } }
    /// Connections by phase, and whether blocked on their client: for tests and diagnostics.
    var phases: [String: Int] {
        state.withLock { state in
            var counts: [String: Int] = [:]
            for entry in state.entries.values { counts["\(entry.phase)\(entry.writeBlockedSince == nil ? "" : "+blocked")", default: 0] += 1 }
            return counts
        }
    }
    /// Connections closed to let a new one in, since the start.
    var closedToMakeRoom: Int { state.withLock { $0.closedToMakeRoom } }
    /// New connections refused because every connection was answering a request.
    var refused: Int { state.withLock { $0.refused } }

    /// Adds a new connection. When the registry is full, closes the connection that has waited
    /// longest (for its next request, since it began a header it has not finished, or for the
    /// client to read its responses) to make room; returns false, and adds nothing, when every
    /// connection is busy: the caller closes the new one.
    func admit(_ channel: any Channel) -> Bool {
        let (admitted, evicted): (Bool, (any Channel)?) = state.withLock { state in
            var evicted: (any Channel)?
            if state.entries.count >= maxConnections {
                // The one waiting longest, whether for a request or for the end of a header it
                // began: a fresh connection whose request is not read yet is the last to go.
                let candidate = state.entries
                    .compactMap { entry in entry.value.waitingSince.map { (key: entry.key, value: entry.value, since: $0) } }
                    .min { $0.since < $1.since }
                guard let candidate else {
                    state.refused += 1
                    return (false, nil)
                }
                state.entries[candidate.key] = nil
                state.closedToMakeRoom += 1
                evicted = candidate.value.channel
            }
            state.entries[ObjectIdentifier(channel)] = Entry(channel: channel, phase: .idle, since: .now)
            return (true, evicted)
        }
        // Closed outside the lock, on its own event loop.
        evicted?.close(promise: nil)
        return admitted
    }

    /// The connection's new phase.
    func update(_ channel: any Channel, phase: Phase) {
        state.withLock { state in
            state.entries[ObjectIdentifier(channel)]?.phase = phase
            state.entries[ObjectIdentifier(channel)]?.since = .now
        }
    }

    /// The connection's socket became full (the client does not read what it is sent) or
    /// writable again.
    func update(_ channel: any Channel, writeBlocked: Bool) {
        state.withLock { state in
            guard state.entries[ObjectIdentifier(channel)] != nil else { return }
            if !writeBlocked {
                state.entries[ObjectIdentifier(channel)]?.writeBlockedSince = nil
            } else if state.entries[ObjectIdentifier(channel)]?.writeBlockedSince == nil {
                state.entries[ObjectIdentifier(channel)]?.writeBlockedSince = .now
            }
        }
    }

    /// The connection closed.
    func remove(_ channel: any Channel) {
        _ = state.withLock { $0.entries.removeValue(forKey: ObjectIdentifier(channel)) }
    }
}
