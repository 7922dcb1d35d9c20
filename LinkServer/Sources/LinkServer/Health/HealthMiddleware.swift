import Hummingbird

/// `GET /healthz` (and `HEAD`): 200 `ready` when every readiness check passes, 503 with the
/// failing checks' reasons otherwise. Answered before the host filter, whatever the Host: a
/// load balancer probes the instance by its address, not by a served host name.
struct HealthMiddleware<Context: RequestContext>: RouterMiddleware {
    static var path: String { "/healthz" }

    let checks: ReadinessChecks

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.uri.path == Self.path, request.method == .get || request.method == .head else {
            return try await next(request, context)
        }
        context.coreContext.endpointPath.value = Self.path
        let report = await checks.run()
        let body = ByteBuffer(string: report.text)
        return Response(
            status: report.isReady ? .ok : .serviceUnavailable,
            headers: [
                .contentType: "text/plain; charset=utf-8", .contentLength: String(body.readableBytes),
                .cacheControl: "no-store",
            ],
            body: request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: body))
    }
}
