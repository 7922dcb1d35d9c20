import Hummingbird
import Logging

/// One log line per request, once it is answered: the Host it named, method, path, status and
/// time taken (`www.acme.example GET /resolve 200 0.21ms`), and `(host not served)` for a
/// Host the server does not answer for, so that such a 404 does not read like a missing page.
/// The query is left out: it can carry people's data.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    let logger: Logger
    /// The served hosts, as `HostFilterMiddleware` compares them.
    var hosts: Set<String> = []

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
        let authority = request.head.authority
        let host = authority.flatMap(HostFilterMiddleware.host(ofAuthority:))
        // The Host as sent, escaped: it is the client's text, and a log line is one line.
        let shown = authority.map { text in
            text.unicodeScalars.map { (0x21..<0x7F).contains($0.value) ? String($0) : $0.escaped(asASCII: true) }.joined()
        } ?? "-"
        let note = host.map(hosts.contains) == true ? "" : " (host not served)"
        logger.info("\(shown) \(request.method) \(request.uri.path) \(status) \((ContinuousClock.now - start).milliseconds)\(note)")
    }
}
