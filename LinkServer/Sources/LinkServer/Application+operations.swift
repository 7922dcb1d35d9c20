import Hummingbird
import Logging

/// What the server builds beside its routes to run in production: metrics, readiness checks,
/// the connection registry. Made once per server; tests keep it to read the metrics or add a
/// readiness check.
struct OperationsRuntime: Sendable {
    let operations: Operations
    let metrics: ServerMetrics
    let readiness: ReadinessChecks
    let connections: ConnectionRegistry
    let rateLimiter: TokenBucketRateLimiter

    init(_ operations: Operations = Operations(), metrics: ServerMetrics = ServerMetrics()) {
        self.operations = operations
        self.metrics = metrics
        readiness = ReadinessChecks()
        connections = ConnectionRegistry(maxConnections: operations.limits.maxConnections)
        rateLimiter = TokenBucketRateLimiter(rate: operations.apiRateLimit)
    }

    /// The table's check: ready once a table is loaded, which the server has from its start on;
    /// the report names how many routes it serves.
    func addTableCheck(store: TableStore) {
        metrics.recordRouteCount(store.table.resolver.table.routes.count)
        readiness.add(ReadinessCheck("table") { store.table.resolver.table.routes.isEmpty ? "the table has no routes" : nil })
    }

    /// The short links' check: ready while their database answers; a load balancer takes the
    /// instance out while it does not, and puts it back when it answers again.
    func addDatabaseCheck(store: any ShortLinkStore) {
        readiness.add(ReadinessCheck("database") {
            do {
                try await store.ping()
                return nil
            } catch {
                return "the database does not answer: \(error)"
            }
        })
    }

    /// The middleware in front of every route, outermost first: the request log (and its
    /// id), metrics (when a metrics listener serves them), security headers, health, the method
    /// guard, the host check and the body limit. The host filter comes after these.
    func addMiddleware(to router: Router<LinkRequestContext>, logger: Logger, hosts: Set<String>) {
        router.addMiddleware {
            RequestLogMiddleware(logger: logger, hosts: hosts, factsAsMetadata: operations.logFormat == .json)
        }
        if operations.metricsPort != nil {
            router.addMiddleware { MetricsMiddleware(metrics: metrics) }
        }
        router.addMiddleware {
            SecurityHeadersMiddleware()
            HealthMiddleware(checks: readiness)
            // The API's routes (`POST /api/links`, `DELETE /api/links/SLUG`) answer their own methods.
            MethodGuardMiddleware(otherMethodsPrefixes: ["/api/"])
            HostHeaderCheck()
            BodySizeMiddleware(maxBodySize: operations.limits.maxBodySize)
        }
    }

    /// The metrics listener, when `--metrics-port` asks for one.
    func metricsService(logger: Logger, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) -> (any ApplicationProtocol)? {
        guard let port = operations.metricsPort else { return nil }
        return MetricsListener.application(metrics: metrics, bind: operations.metricsBind, port: port, logger: logger, onRunning: onRunning)
    }
}
