import Hummingbird
import Logging

/// One log line per request, once it is answered: method, path, status and time taken
/// (`GET /resolve 200 0.21ms`). The query is left out: it can carry people's data.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    let logger: Logger

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request, status: response.status.code, since: start)
            return response
        } catch {
            // Hummingbird answers a thrown HTTPError with its status, anything else with 500.
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            log(request, status: status, since: start)
            throw error
        }
    }

    private func log(_ request: Request, status: Int, since start: ContinuousClock.Instant) {
        logger.info("\(request.method) \(request.uri.path) \(status) \((ContinuousClock.now - start).milliseconds)")
    }
}
