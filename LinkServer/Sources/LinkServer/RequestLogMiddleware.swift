import HTTPTypes
import Hummingbird
import Logging

/// One log line per request, once it is answered: the Host it named, method, path, status and
/// time taken (`www.acme.example GET /resolve 200 0.21ms`), and `(host not served)` for a
/// Host the server does not answer for, so that such a 404 does not read like a missing page.
/// The query is left out: it can carry people's data.
///
/// Each request gets an identifier (its sane `X-Request-ID`, else a new one), sent back in the
/// response's `X-Request-ID` and logged with it as `request_id`. For JSON logs the line also
/// carries the request's facts as metadata (`method`, `path`, `host`, `status`, `duration_ms`),
/// which the JSON handler writes as fields of their own; a text line has them in its message.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    let logger: Logger
    /// The served hosts, as `HostFilterMiddleware` compares them.
    var hosts: Set<String> = []
    /// Whether the request's facts go into the line's metadata too (for JSON logs).
    var factsAsMetadata = false

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let id = RequestID.sanitized(request.headers[.xRequestID]) ?? RequestID.make()
        var context = context
        context.logger[metadataKey: "request_id"] = .string(id)
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            // Answered here rather than by Hummingbird, so that the answer carries the id too.
            response = try error.response(from: request, context: context)
        } catch {
            context.logger.error("unexpected error: \(error)")
            response = Response(status: .internalServerError)
        }
        response.headers[.xRequestID] = id
        log(request, id: id, status: response.status.code, since: start)
        return response
    }

    private func log(_ request: Request, id: String, status: Int, since start: ContinuousClock.Instant) {
        let duration = ContinuousClock.now - start
        let authority = request.head.authority
        let host = authority.flatMap(HostFilterMiddleware.host(ofAuthority:))
        // The Host as sent, escaped: it is the client's text, and a log line is one line.
        let shown = authority.map { text in
            text.unicodeScalars.map { (0x21..<0x7F).contains($0.value) ? String($0) : $0.escaped(asASCII: true) }.joined()
        } ?? "-"
        // /healthz is answered whatever the Host: a probe by address is no stranger.
        let served = host.map(hosts.contains) == true || request.uri.path == HealthMiddleware<Context>.path
        let note = served ? "" : " (host not served)"
        var metadata: Logger.Metadata = ["request_id": .string(id)]
        if factsAsMetadata {
            // Microseconds as `0.213` milliseconds, without Foundation's String(format:).
            let microseconds = duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000
            let fraction = String(microseconds % 1000)
            let milliseconds = "\(microseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
            metadata["method"] = .string(request.method.rawValue)
            metadata["path"] = .string(request.uri.path)
            metadata["host"] = .string(shown)
            metadata["status"] = .stringConvertible(status)
            metadata["duration_ms"] = .string(milliseconds)
        }
        logger.info("\(shown) \(request.method) \(request.uri.path) \(status) \(duration.milliseconds)\(note)", metadata: metadata)
    }
}

extension HTTPField.Name {
    /// `X-Request-ID`: the identifier of a request, from a proxy in front or from this server.
    static let xRequestID = HTTPField.Name("X-Request-ID")!
}

