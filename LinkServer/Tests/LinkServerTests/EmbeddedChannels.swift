import NIOCore
import NIOEmbedded

/// Active embedded channels, for the connection registry's tests.
struct EmbeddedEventLoopChannels {
    let loop = EmbeddedEventLoop()

    func channel() -> EmbeddedChannel {
        let channel = EmbeddedChannel(loop: loop)
        _ = channel.connect(to: try! SocketAddress(ipAddress: "127.0.0.1", port: 1))
        return channel
    }
}
