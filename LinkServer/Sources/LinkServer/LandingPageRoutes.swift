import Hummingbird
import URLRoutes

/// Any other `GET`: the link `https://HOST/PATH?QUERY` itself, opened in a browser. When it
/// routes, a page that says which route and offers the app; when it does not, a short plain
/// text 404 that says so.
struct LandingPageRoutes {
    let store: TableStore

    func addRoutes(to router: Router<LinkRequestContext>) {
        let page: @Sendable (Request, LinkRequestContext) async throws -> Response = { request, context in
            // The request target as it came: the path and query, still percent-encoded, as the
            // link had them.
            let target = request.uri.string
            guard target.hasPrefix("/") else { return Self.notRouted() }
            let url = "https://" + context.host + target
            let resolution = store.table.resolver.resolve(url)
            guard resolution.status == .routed, let route = resolution.route else {
                return Self.notRouted()
            }
            let page = LandingPage(
                url: url, routeName: route.name, pattern: route.tablePattern ?? route.pattern, line: route.line,
                parameters: (resolution.parameters ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
                fallbackURL: store.options.fallbackURL)
            let body = ByteBuffer(string: page.html)
            return Response(
                status: .ok,
                headers: [.contentType: "text/html; charset=utf-8", .contentLength: String(body.readableBytes)],
                body: ResponseBody(byteBuffer: body))
        }
        router.get("/", use: page)
        router.get("**", use: page)
    }

    /// The 404 of a path no route takes. It does not repeat the path: the client's text is
    /// not echoed back.
    static func notRouted() -> Response {
        let body = ByteBuffer(string: "404 Not Found: no route of this server's table takes this link.\n")
        return Response(
            status: .notFound,
            headers: [.contentType: "text/plain; charset=utf-8", .contentLength: String(body.readableBytes)],
            body: ResponseBody(byteBuffer: body))
    }
}
