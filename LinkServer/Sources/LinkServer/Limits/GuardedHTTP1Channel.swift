import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// Hummingbird's HTTP/1.1 connection set up with the server's limits: the connection guard first
/// (connection limit, idle and header timeouts), the header size limit in the HTTP decoder, the
/// absolute-form rewrite before the HTTP-types codec, and the progress handler after it.
/// `HTTP1Channel` sets its pipeline up the same way, with none of these.
struct GuardedHTTP1Channel: ServerChildChannel, HTTPChannelHandler {
    typealias Value = NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>

    let responder: HTTPChannelHandler.Responder
    let limits: RequestLimits
    let registry: ConnectionRegistry

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            if let size = limits.sendBufferSize {
                try channel.syncOptions?.setOption(ChannelOptions.socketOption(.so_sndbuf), value: SocketOptionValue(size))
            }
            let connectionGuard = ConnectionGuardHandler(limits: limits, registry: registry)
            try channel.pipeline.syncOperations.addHandler(connectionGuard)
            var decoderLimits = NIOHTTPDecoderLimitConfiguration()
            decoderLimits.maxHeaderFieldSize = limits.maxHeaderSize
            decoderLimits.maxHeaderListSize = limits.maxHeaderSize
            try channel.pipeline.syncOperations.configureHTTPServerPipeline(
                withPipeliningAssistance: false,
                withErrorHandling: false,
                withOutboundHeaderValidation: false,
                withEncoderConfiguration: .init(),
                withDecoderLimitConfiguration: decoderLimits)
            try channel.pipeline.syncOperations.addHandler(AbsoluteFormHandler())
            try channel.pipeline.syncOperations.addHandler(HTTP1ToHTTPServerCodec(secure: false))
            try channel.pipeline.syncOperations.addHandler(RequestProgressHandler(connectionGuard: connectionGuard))
            // Hummingbird's own state handler closes the connection after the last response
            // when the server shuts down; the idle timeout is the guard's.
            try channel.pipeline.syncOperations.addHandler(HTTPConnectionStateHandler(idleTimeout: nil, logger: logger))
            return try NIOAsyncChannel(wrappingChannelSynchronously: channel, configuration: .init(isOutboundHalfClosureEnabled: true))
        }
    }

    func handle(value asyncChannel: Value, logger: Logger) async {
        await handleHTTP(asyncChannel: asyncChannel, logger: logger)
    }
}

extension HTTPServerBuilder {
    /// HTTP/1.1 with the server's limits.
    static func guardedHTTP1(limits: RequestLimits, registry: ConnectionRegistry) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            GuardedHTTP1Channel(responder: responder, limits: limits, registry: registry)
        }
    }
}
