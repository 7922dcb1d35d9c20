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
        let elapsed = ContinuousClock.now - start
        let microseconds = elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000
        let milliseconds = Double(microseconds) / 1000
        logger.info("\(request.method) \(request.uri.path) \(status) \(milliseconds.formatted2)ms")
    }
}

extension Double {
    /// Two decimals, without Foundation's formatters: `0.21`.
    var formatted2: String {
        let hundredths = Int((self * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
