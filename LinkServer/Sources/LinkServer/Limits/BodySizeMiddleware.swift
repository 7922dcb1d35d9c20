import Hummingbird

/// 413 for a request whose `Content-Length` is over the limit, before any route reads the body;
/// a body sent without a length (chunked) is held to the same limit by routes that collect it
/// with `request.body.collect(upTo:)`, to which this middleware gives the limit as
/// `maxBodySize`.
struct BodySizeMiddleware<Context: RequestContext>: RouterMiddleware {
    let maxBodySize: Int

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let length = request.headers[.contentLength], let bytes = Int(length), bytes > maxBodySize {
            throw RequestError(.contentTooLarge, "the body is \(bytes) bytes; the limit is \(maxBodySize)")
        }
        return try await next(request, context)
    }
}
