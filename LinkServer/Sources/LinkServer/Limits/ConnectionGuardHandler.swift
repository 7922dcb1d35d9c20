import NIOCore
import NIOHTTPTypes

/// The first handler of a connection's pipeline, on raw bytes: admits the connection to the
/// registry (or closes it), and closes it when it waits too long for a request (idle timeout)
/// or takes too long to send a request's header (header timeout). The header timeout runs from
/// the request's first byte and is not extended by more bytes: a client that sends a header
/// line every 5 seconds is still closed on time.
///
/// While a request's body is coming, the connection may again be silent for no longer than the
/// idle timeout between two reads: a client that sends a header, then holds the body back, is
/// closed too. Once the request is read, no read timeout runs while it is answered.
///
/// Writes have a timeout of their own: a connection with bytes waiting to go out and none
/// taken by the client for the write timeout (checked once each write timeout) is closed, and while the socket is full (the
/// client does not read) it counts as waiting, so that a new connection can evict it. A client
/// that pipelines requests and never reads its responses cannot hold a connection as busy.
///
/// `RequestProgressHandler`, after the HTTP codec, tells it when a request's header and its end
/// are read and when its response is written.
final class ConnectionGuardHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    private let limits: RequestLimits
    private let registry: ConnectionRegistry
    private var context: ChannelHandlerContext?
    private var phase = ConnectionRegistry.Phase.idle
    /// Requests whose header is read and whose response is not yet written (pipelining).
    private var requestsInFlight = 0
    private var timer: Scheduled<Void>?
    private var admitted = false
    /// A request's header is read but not yet its end: its body is still coming.
    private var bodyPending = false
    /// Writes handed to the socket and not yet written.
    private var writesPending = 0
    /// Checks, each write timeout while writes are pending, that the client took some bytes.
    private var writeTimer: Scheduled<Void>?
    /// Every byte handed to the socket's queue since the connection opened.
    private var bytesQueued = 0
    /// How many of them the socket had taken at the last check.
    private var bytesSentAtCheck = 0

    init(limits: RequestLimits, registry: ConnectionRegistry) {
        self.limits = limits
        self.registry = registry
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        if context.channel.isActive { admit(context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelTimer()
        cancelWriteTimer()
        self.context = nil
    }

    func channelActive(context: ChannelHandlerContext) {
        admit(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelTimer()
        cancelWriteTimer()
        registry.remove(context.channel)
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if phase == .idle {
            // The first byte of a request: from now on its header has `headerTimeout`.
            enter(.readingHead, timeout: limits.headerTimeout)
        } else if phase == .busy, bodyPending {
            // More of the body: the silence allowed starts again.
            schedule(limits.idleTimeout)
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let promise = promise ?? context.eventLoop.makePromise()
        writesPending += 1
        promise.futureResult.assumeIsolatedUnsafeUnchecked().whenComplete { [weak self] _ in
            self?.wrote()
        }
        let bytes = unwrapOutboundIn(data).readableBytes
        context.write(data, promise: promise)
        // Counted once in the channel's queue, so that queued less waiting is what was sent.
        bytesQueued += bytes
        if writeTimer == nil, writesPending > 0 { startWriteTimer() }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        // Unwritable: the socket is full because the client does not read; the connection
        // waits on the client, as an idle one does, and may be evicted.
        registry.update(context.channel, writeBlocked: !context.channel.isWritable)
        context.fireChannelWritabilityChanged()
    }

    /// A write reached the socket whole, or failed.
    private func wrote() {
        writesPending = max(0, writesPending - 1)
        if writesPending == 0 { cancelWriteTimer() }
    }

    /// Checks for progress one write timeout from now.
    private func startWriteTimer() {
        guard let context else { return }
        cancelWriteTimer()
        bytesSentAtCheck = bytesSent(context)
        writeTimer = context.eventLoop.assumeIsolatedUnsafeUnchecked().scheduleTask(in: Self.timeAmount(limits.writeTimeout)) { [weak self] in
            self?.checkWriteProgress()
        }
    }

    /// Progress is any byte taken by the socket since the last check; without one, the client
    /// has read nothing for the write timeout, and the connection is closed.
    private func checkWriteProgress() {
        writeTimer = nil
        guard let context, writesPending > 0 else { return }
        if bytesSent(context) > bytesSentAtCheck {
            startWriteTimer()
        } else {
            context.close(promise: nil)
        }
    }

    /// The bytes the socket has taken since the connection opened: those queued, less those
    /// still waiting in the channel.
    private func bytesSent(_ context: ChannelHandlerContext) -> Int {
        let buffered = (try? context.channel.syncOptions?.getOption(ChannelOptions.bufferedWritableBytes)) ?? 0
        return bytesQueued - buffered
    }

    private func cancelWriteTimer() {
        writeTimer?.cancel()
        writeTimer = nil
    }

    /// A request's header has been read: its body, if any, may pause for the idle timeout.
    func headerRead() {
        requestsInFlight += 1
        bodyPending = true
        enter(.busy, timeout: limits.idleTimeout)
    }

    /// A request has been read to its end: no timeout while it is answered.
    func requestRead() {
        bodyPending = false
        if phase == .busy { cancelTimer() }
    }

    /// A response has been written: the connection waits for its next request.
    func responseWritten() {
        requestsInFlight = max(0, requestsInFlight - 1)
        if requestsInFlight == 0 { enter(.idle, timeout: limits.idleTimeout) }
    }

    private func admit(_ context: ChannelHandlerContext) {
        guard !admitted else { return }
        admitted = true
        guard registry.admit(context.channel) else {
            context.close(promise: nil)
            return
        }
        enter(.idle, timeout: limits.idleTimeout)
    }

    private func enter(_ phase: ConnectionRegistry.Phase, timeout: Duration?) {
        guard let context else { return }
        cancelTimer()
        self.phase = phase
        registry.update(context.channel, phase: phase)
        if let timeout { schedule(timeout) }
    }

    /// Closes the connection after `timeout`, in place of any timer running.
    private func schedule(_ timeout: Duration) {
        guard let context else { return }
        cancelTimer()
        timer = context.eventLoop.assumeIsolatedUnsafeUnchecked().scheduleTask(in: Self.timeAmount(timeout)) { [weak self] in
            self?.timedOut()
        }
    }

    private static func timeAmount(_ duration: Duration) -> TimeAmount {
        .nanoseconds(duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000)
    }

    private func timedOut() {
        timer = nil
        guard let context, phase != .busy || bodyPending else { return }
        context.close(promise: nil)
    }

    private func cancelTimer() {
        timer?.cancel()
        timer = nil
    }
}

/// After the HTTP codec: tells the connection's guard when a request's header and its end have
/// been read and when its response has been written.
final class RequestProgressHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let connectionGuard: ConnectionGuardHandler

    init(connectionGuard: ConnectionGuardHandler) {
        self.connectionGuard = connectionGuard
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head: connectionGuard.headerRead()
        case .end: connectionGuard.requestRead()
        case .body: break
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { connectionGuard.responseWritten() }
        context.write(data, promise: promise)
    }
}
