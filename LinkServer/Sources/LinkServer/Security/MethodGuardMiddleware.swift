import Hummingbird

/// `405 Method Not Allowed` with `Allow: GET, HEAD` for any other method: every page of the
/// server is read-only, and the landing page's catch-all route would otherwise answer `POST
/// /anything` with a 404 that hides what is wrong. Paths under `otherMethodsPrefixes` (an API
/// whose routes take `POST` and `DELETE`) go to their routes instead.
struct MethodGuardMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Path prefixes whose routes answer methods other than GET and HEAD themselves.
    var otherMethodsPrefixes: [String] = []

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if request.method == .get || request.method == .head {
            return try await next(request, context)
        }
        let path = request.uri.path
        if otherMethodsPrefixes.contains(where: { path.hasPrefix($0) }) {
            return try await next(request, context)
        }
        var response = JSONBody.response(
            ["error": "\(request.method.rawValue) is not allowed here: this server answers GET and HEAD"],
            status: .methodNotAllowed)
        response.headers[.allow] = "GET, HEAD"
        return response
    }
}
