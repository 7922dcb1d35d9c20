import Hummingbird

/// Answers only requests whose `Host` names a served host: any other host (or none) gets 404,
/// so the server never serves one domain's association files under another's name. That 404
/// says so and names the hosts served: `http://127.0.0.1:8080/` in a browser would otherwise
/// be a blank page, as if the server served nothing.
struct HostFilterMiddleware: RouterMiddleware {
    typealias Context = LinkRequestContext

    /// Every host served: the `--host`s and the `--short-host`s.
    let hosts: Set<String>
    /// The `--short-host`s among them, named apart in the 404.
    var shortHosts: Set<String> = []
    /// Where the server listens (`127.0.0.1:8080`), for the 404's example request.
    var listenAddress = "127.0.0.1:8080"

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
    /// hosts served (which are `--host`s, which `--short-host`s) and a request that reaches one
    /// of them: at the address the client used when it was an address, else where the server
    /// listens.
    func notServed(_ authority: String?) -> Response {
        let webHosts = hosts.subtracting(shortHosts).sorted(), short = shortHosts.sorted()
        let sent = authority.map { "the host \(Self.shown($0))" } ?? "requests without a Host header"
        var served = "\(webHosts.joined(separator: ", ")) (--host)"
        if !short.isEmpty { served += " and \(short.joined(separator: ", ")) (--short-host)" }
        let address = authority.flatMap { Self.isAddress($0) ? $0 : nil } ?? listenAddress
        let text = "404 Not Found: this link server does not serve \(sent).\n"
            + "It answers only for \(served).\n"
            + "Send one of them as the Host header, as in: curl -H 'Host: \(webHosts.first ?? short.first ?? "www.example.com")' http://\(address)/\n"
        let body = ByteBuffer(string: text)
        return Response(
            status: .notFound,
            headers: [.contentType: "text/plain; charset=utf-8", .contentLength: String(body.readableBytes)],
            body: ResponseBody(byteBuffer: body))
    }

    /// The Host as sent, quoted, with anything but printable ASCII escaped.
    private static func shown(_ authority: String) -> String {
        authority.debugDescription
    }

    /// Whether a Host is an address the client reached the server at (an IPv4 or IPv6 literal,
    /// or localhost), rather than a host name the server does not serve.
    static func isAddress(_ authority: String) -> Bool {
        guard let host = host(ofAuthority: authority) else { return false }
        return host == "localhost" || host.hasPrefix("[") || host.allSatisfy { $0.isNumber || $0 == "." }
    }

    /// `BIND:PORT` as a client would write it: a wildcard bind is reached at loopback.
    static func listenAddress(bind: String, port: Int) -> String {
        let host = switch bind {
        case "0.0.0.0", "": "127.0.0.1"
        case "::": "[::1]"
        case _ where bind.contains(":"): "[\(bind)]"
        default: bind
        }
        return "\(host):\(port)"
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
