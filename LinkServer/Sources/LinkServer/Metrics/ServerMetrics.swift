import Metrics
import Prometheus
import Synchronization

/// The server's own metrics, made through one swift-metrics factory, and the Prometheus
/// registry that `/metrics` prints. The process bootstraps `MetricsSystem` with the same
/// factory (so code that emits through the global system, such as the short-link storage,
/// lands in the same registry); tests give each server a registry of its own.
final class ServerMetrics: Sendable {
    let registry: PrometheusCollectorRegistry
    let factory: PrometheusMetricsFactory
    private let tableReloadsOK: Metrics.Counter
    private let tableReloadsFailed: Metrics.Counter
    private let tableRoutes: Metrics.Gauge
    /// Each endpoint's timer and counters by status, made once: making one takes the registry's
    /// lock and builds label arrays, which a request should not pay every time.
    private let endpoints = Mutex<[String: EndpointMetrics]>([:])

    private struct EndpointMetrics {
        var timer: Metrics.Timer
        var counters: [Int: Metrics.Counter] = [:]
    }

    /// Request durations from 0.5 ms to 5 s: the server answers from memory in well under a
    /// millisecond, so the default buckets (which start at 5 ms) would put every request in one.
    static let durationBuckets: [Duration] = [
        .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10),
        .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250),
        .milliseconds(500), .seconds(1), .seconds(2), .seconds(5),
    ]

    init(registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry()) {
        self.registry = registry
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.durationHistogramBuckets[MetricNames.requestDuration] = Self.durationBuckets
        self.factory = factory
        tableReloadsOK = Metrics.Counter(label: MetricNames.tableReloads, dimensions: [(MetricNames.Label.result, "ok")], factory: factory)
        tableReloadsFailed = Metrics.Counter(label: MetricNames.tableReloads, dimensions: [(MetricNames.Label.result, "failed")], factory: factory)
        tableRoutes = Metrics.Gauge(label: MetricNames.tableRoutes, factory: factory)
    }

    /// One answered request.
    func recordRequest(endpoint: String, status: Int, duration: Duration) {
        let (counter, timer) = endpoints.withLock { endpoints in
            if let metrics = endpoints[endpoint], let counter = metrics.counters[status] {
                return (counter, metrics.timer)
            }
            var metrics = endpoints[endpoint] ?? EndpointMetrics(timer: Metrics.Timer(
                label: MetricNames.requestDuration, dimensions: [(MetricNames.Label.endpoint, endpoint)], factory: factory))
            let counter = Metrics.Counter(
                label: MetricNames.requests,
                dimensions: [(MetricNames.Label.endpoint, endpoint), (MetricNames.Label.status, String(status))],
                factory: factory)
            metrics.counters[status] = counter
            endpoints[endpoint] = metrics
            return (counter, metrics.timer)
        }
        counter.increment()
        timer.record(duration: duration)
    }

    /// A reload of the table: whether it replaced the table, and the routes serving after it.
    func recordReload(succeeded: Bool) {
        (succeeded ? tableReloadsOK : tableReloadsFailed).increment()
    }

    /// The routes of the table serving now.
    func recordRouteCount(_ count: Int) {
        tableRoutes.record(count)
    }

    /// Every metric of the registry in Prometheus' text format.
    func prometheusText() -> String {
        registry.emitToString()
    }
}
