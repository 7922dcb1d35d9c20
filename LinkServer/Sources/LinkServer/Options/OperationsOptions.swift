import ArgumentParser

/// The options an operator sets for running the server in production: metrics, log format,
/// limits. Parsed as a group of the command, checked into an `Operations`.
struct OperationsOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The address the metrics listener binds to.", valueName: "address"))
    var metricsBind = "127.0.0.1"

    @Option(help: ArgumentHelp("Serve GET /metrics (Prometheus text) on this port of --metrics-bind; none without it.", valueName: "n"))
    var metricsPort: Int?

    @Option(help: ArgumentHelp("Log lines as text, or as one JSON object per line.", valueName: "text|json"))
    var logFormat: LogFormat = .text

    @Option(help: ArgumentHelp("Close a connection silent this many seconds between requests, or within a body.", valueName: "seconds"))
    var idleTimeout: Double = 60

    @Option(help: ArgumentHelp("Close a connection whose request header is not complete this many seconds after it began.", valueName: "seconds"))
    var headerTimeout: Double = 10

    @Option(help: ArgumentHelp("Close a connection whose response makes no progress (the client reads none of it) this many seconds.", valueName: "seconds"))
    var writeTimeout: Double = 30

    @Option(help: ArgumentHelp("Connections open at once; when full, the oldest waiting connection is closed for a new one.", valueName: "n"))
    var maxConnections = 1024

    @Option(help: ArgumentHelp("The largest request header in bytes.", valueName: "bytes"))
    var maxHeaderSize = 16 * 1024

    @Option(help: ArgumentHelp("The largest request body in bytes.", valueName: "bytes"))
    var maxBodySize = 64 * 1024

    @Option(help: ArgumentHelp("Requests a second per API token (N/s), over which the API answers 429.", valueName: "N/s"))
    var apiRateLimit = "100/s"

    /// The largest values the limits take: past them a number is a mistake, not a setting.
    static let maximumConnections = 1_000_000
    static let maximumHeaderSize = 1024 * 1024
    static let maximumBodySize = 1024 * 1024 * 1024

    /// The options, checked: every number in its range, or an error that gives the range.
    func operations() throws(ServerOptionsError) -> Operations {
        if let metricsPort, !(0...65535).contains(metricsPort) {
            throw ServerOptionsError("--metrics-port \(metricsPort) is not a port (0 to 65535; 0 picks a free one)")
        }
        guard !metricsBind.isEmpty else { throw ServerOptionsError("--metrics-bind needs an address, as in --metrics-bind 127.0.0.1") }
        for (name, value) in [("--idle-timeout", idleTimeout), ("--header-timeout", headerTimeout), ("--write-timeout", writeTimeout)] where !(value > 0 && value <= 86_400) {
            throw ServerOptionsError("\(name) \(value) is not a number of seconds between 0 and 86400")
        }
        guard (1...Self.maximumConnections).contains(maxConnections) else {
            throw ServerOptionsError("--max-connections \(maxConnections) is out of range: give 1 to \(Self.maximumConnections)")
        }
        guard (1024...Self.maximumHeaderSize).contains(maxHeaderSize) else {
            throw ServerOptionsError("--max-header-size \(maxHeaderSize) is out of range: give 1024 to \(Self.maximumHeaderSize) bytes")
        }
        guard (0...Self.maximumBodySize).contains(maxBodySize) else {
            throw ServerOptionsError("--max-body-size \(maxBodySize) is out of range: give 0 to \(Self.maximumBodySize) bytes")
        }
        guard let rate = RateLimit.parse(apiRateLimit) else {
            throw ServerOptionsError("--api-rate-limit '\(apiRateLimit)' is not a rate: give requests a second, as in 10/s")
        }
        guard RateLimit.range.contains(rate) else {
            throw ServerOptionsError("--api-rate-limit '\(apiRateLimit)' is out of range: give \(RateLimit.describe(RateLimit.range.lowerBound)) to \(RateLimit.describe(RateLimit.range.upperBound)) requests a second")
        }
        return Operations(
            metricsBind: metricsBind, metricsPort: metricsPort, logFormat: logFormat,
            limits: RequestLimits(
                maxConnections: maxConnections, idleTimeout: .seconds(idleTimeout), headerTimeout: .seconds(headerTimeout),
                writeTimeout: .seconds(writeTimeout),
                maxHeaderSize: maxHeaderSize, maxBodySize: maxBodySize),
            apiRateLimit: rate)
    }
}

/// How the server runs, beside what it serves: metrics, logs, limits.
struct Operations: Sendable {
    var metricsBind = "127.0.0.1"
    /// Nil: no metrics listener.
    var metricsPort: Int?
    var logFormat = LogFormat.text
    var limits = RequestLimits()
    /// Requests a second per API token.
    var apiRateLimit = 100.0
}
