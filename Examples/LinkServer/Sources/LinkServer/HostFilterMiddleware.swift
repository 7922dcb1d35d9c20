import Hummingbird

/// Answers only requests whose `Host` names a served host: any other host (or none) gets 404,
/// so the server never serves one domain's association files under another's name.
struct HostFilterMiddleware: RouterMiddleware {
    typealias Context = LinkRequestContext

    let hosts: Set<String>

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let authority = request.head.authority, let host = Self.host(ofAuthority: authority),
              hosts.contains(host) else {
            return Response(status: .notFound)
        }
        var context = context
        context.host = host
        return try await next(request, context)
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
