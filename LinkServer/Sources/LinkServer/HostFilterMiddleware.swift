import Hummingbird

/// Answers only requests whose `Host` names a served host: any other host (or none) gets 404,
/// so the server never serves one domain's association files under another's name. That 404
/// says so and names the hosts served: `http://127.0.0.1:8080/` in a browser would otherwise
/// be a blank page, as if the server served nothing.
struct HostFilterMiddleware: RouterMiddleware {
    typealias Context = LinkRequestContext

    let hosts: Set<String>

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let authority = request.head.authority, let host = Self.host(ofAuthority: authority),
              hosts.contains(host) else {
            return notServed(request.head.authority)
        }
        var context = context
        context.host = host
        return try await next(request, context)
    }

    /// The 404 for a request whose Host is not served: plain text naming the Host it sent, the
    /// hosts served and a request that reaches one of them.
    func notServed(_ authority: String?) -> Response {
        let served = hosts.sorted()
        let sent = authority.map { "the host \($0.debugDescription)" } ?? "requests without a Host header"
        let text = "404 Not Found: this link server does not serve \(sent).\n"
            + "It answers only for \(served.joined(separator: ", ")) (its --host options).\n"
            + "Send one of them as the Host header, as in: curl -H 'Host: \(served.first ?? "www.example.com")' http://\(authority ?? "127.0.0.1:8080")/\n"
        let body = ByteBuffer(string: text)
        return Response(
            status: .notFound,
            headers: [.contentType: "text/plain; charset=utf-8", .contentLength: String(body.readableBytes)],
            body: ResponseBody(byteBuffer: body))
    }

    /// The host of a `Host` header as the served hosts are written: lowercased, without the
    /// port and a trailing dot (`Shop.Example.com.:8443` is `shop.example.com`). Nil when it
    /// holds no host.
    static func host(ofAuthority authority: String) -> String? {
        var host = Substring(authority)
        if host.hasPrefix("[") {
            // An IPv6 literal: [::1]:8080.
            guard let close = host.firstIndex(of: "]") else { return nil }
            host = host[...close]
        } else if let colon = host.lastIndex(of: ":") {
            host = host[..<colon]
        }
        if host.hasSuffix(".") { host = host.dropLast() }
        return host.isEmpty ? nil : host.lowercased()
    }
}
