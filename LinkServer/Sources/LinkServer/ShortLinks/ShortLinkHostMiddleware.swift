import Foundation
import Hummingbird

/// Serves a short host: `GET /SLUG` is the link's page, `/api` and the server's own paths go
/// on to the router, anything else is 404. Requests for the other hosts pass through untouched.
struct ShortLinkHostMiddleware: RouterMiddleware {
    typealias Context = LinkRequestContext

    let service: ShortLinkService
    let shortHosts: Set<String>
    let fallbackURL: String?

    init(service: ShortLinkService, fallbackURL: String?) {
        self.service = service
        self.shortHosts = Set(service.options.hosts)
        self.fallbackURL = fallbackURL
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        let segment = path.dropFirst()
        let isAPI = segment == "api" || segment.hasPrefix("api/")
        guard shortHosts.contains(context.host) else {
            // The API is the short links' own: on a --host, /api is no path of the server.
            if isAPI {
                throw RequestError(.notFound, "the API is served on the short host\(shortHosts.count == 1 ? "" : "s") \(shortHosts.sorted().joined(separator: ", ")), not on \(context.host)")
            }
            return try await next(request, context)
        }
        if isAPI || segment == "healthz" || segment == "metrics" {
            return try await next(request, context)
        }
        guard request.method == .get || request.method == .head else {
            throw RequestError(.methodNotAllowed, "a short link is opened with GET")
        }
        if path == ShortLinkPage.copyScriptPath {
            return Self.response(ShortLinkPage.copyScript, status: .ok, contentType: "text/javascript; charset=utf-8")
        }
        guard Slug.isWellFormed(segment), !Slug.reserved.contains(String(segment).lowercased()) else {
            return page(.unknown, link: nil, status: .notFound)
        }
        let slug = String(segment)
        guard let link = try await service.link(slug: slug) else {
            return page(.unknown, link: nil, status: .notFound)
        }
        if link.isExpired(at: Date()) { return page(.expired, link: link, status: .gone) }
        // HEAD (a link checker, a preview bot asking for headers) is no open.
        if request.method == .get {
            service.opens.count(slug)
            ShortLinkMetrics.opened.increment()
        }
        // The table may have changed since the link was made: a target that routes no more
        // gets the fallback, not a screen of the app it was never meant for.
        guard service.routes(link.url) else {
            service.logger.warning("short link \(slug): its target no longer routes; served the fallback page")
            return page(.broken, link: link, status: .ok)
        }
        return page(.open(target: link.url), link: link, status: .ok)
    }

    private func page(_ kind: ShortLinkPage.Kind, link: ShortLink?, status: HTTPResponse.Status) -> Response {
        let showsLink: Bool
        switch kind {
        case .open, .broken: showsLink = true
        case .expired, .unknown: showsLink = false
        }
        let page = ShortLinkPage(
            kind: kind, shortLink: link.map { service.shortLink($0.slug) },
            title: showsLink ? link?.title : nil, description: showsLink ? link?.description : nil,
            imageURL: showsLink ? link?.imageURL : nil, options: service.options, fallbackURL: fallbackURL)
        return Self.response(page.html, status: status, contentType: "text/html; charset=utf-8")
    }

    private static func response(_ text: String, status: HTTPResponse.Status, contentType: String) -> Response {
        let body = ByteBuffer(string: text)
        return Response(
            status: status,
            headers: [.contentType: contentType, .contentLength: String(body.readableBytes)],
            body: ResponseBody(byteBuffer: body))
    }
}
