import Hummingbird

/// Counts every request by endpoint and status and records how long it took. The endpoint is
/// the route template the router matched (`/links/{name}`), never the raw path: a client that
/// asks for a million different paths must not make a million series.
struct MetricsMiddleware<Context: RequestContext>: RouterMiddleware {
    let metrics: ServerMetrics

    /// What Hummingbird's router writes as the endpoint of a request no route took.
    static var routerNotFound: String { "NotFound" }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            record(context, status: response.status.code, since: start)
            return response
        } catch {
            record(context, status: (error as? any HTTPResponseError)?.status.code ?? 500, since: start)
            throw error
        }
    }

    private func record(_ context: Context, status: Int, since start: ContinuousClock.Instant) {
        // The router writes the template into the context's shared endpoint box once it has
        // matched a route; a request stopped before (host not served, method refused) has none,
        // and one no route took has Hummingbird's "NotFound": both are `unmatched`.
        let endpoint = context.endpointPath.flatMap { $0 == Self.routerNotFound ? nil : $0 } ?? MetricNames.unmatchedEndpoint
        metrics.recordRequest(endpoint: endpoint, status: status, duration: ContinuousClock.now - start)
    }
}
