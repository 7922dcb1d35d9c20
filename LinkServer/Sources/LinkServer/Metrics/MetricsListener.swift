import Hummingbird
import Logging
import NIOCore

/// `GET /metrics` in Prometheus' text format, on a listener of its own (`--metrics-bind`,
/// `--metrics-port`): the public listener never serves it, so metrics are not exposed to the
/// internet by a proxy that forwards everything.
enum MetricsListener {
    /// The content type of Prometheus' text exposition format.
    static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    /// The listener as a service of the application's group; `onRunning` receives the port it
    /// listens on (the one picked when the port is 0).
    static func application(
        metrics: ServerMetrics, bind: String, port: Int, logger: Logger,
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = Router()
        router.get("/metrics") { _, _ in
            let body = ByteBuffer(string: metrics.prometheusText())
            return Response(
                status: .ok,
                headers: [.contentType: contentType, .contentLength: String(body.readableBytes)],
                body: ResponseBody(byteBuffer: body))
        }
        // Hummingbird logs its own "listening on" line at info; this listener's is logged
        // below as a metrics line, so that the public listener's line stays the only one.
        var quiet = logger
        quiet.logLevel = .warning
        return Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname(bind, port: port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? port
                logger.info("metrics on http://\(bind):\(port)/metrics")
                await onRunning(port)
            },
            logger: quiet)
    }
}
