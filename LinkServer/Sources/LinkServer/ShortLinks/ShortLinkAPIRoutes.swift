import Foundation
import Hummingbird
import URLRoutes

/// `/api/links`: make, read, list, delete short links and read their counts, behind the
/// bearer token. Without a token file there is no API: every `/api` path is 404.
struct ShortLinkAPIRoutes {
    let service: ShortLinkService
    /// Requests a second per token (`--api-rate-limit`); nil for none.
    var rateLimiter: TokenBucketRateLimiter? = nil

    /// The largest body of `POST /api/links`.
    static let maximumBodySize = 64 * 1024
    static let pageSize = 100

    func addRoutes(to router: Router<LinkRequestContext>) {
        guard let token = service.options.apiToken else {
            let notServed: @Sendable (Request, LinkRequestContext) async throws -> Response = { _, _ in
                throw RequestError(.notFound, "this server has no API (start it with --api-token-file)")
            }
            router.on("/api", method: .get, use: notServed)
            for method in [HTTPRequest.Method.get, .post, .delete, .put, .patch] {
                router.on("/api/**", method: method, use: notServed)
            }
            return
        }
        let api = router.group("/api/links").add(middleware: BearerTokenMiddleware(token: token))
        if let rateLimiter {
            // After the token check: only a valid token has a bucket.
            api.add(middleware: RateLimitMiddleware(limiter: rateLimiter))
        }
        api.post { request, _ in try await create(request) }
        api.get { request, _ in try await list(request) }
        api.get(":slug") { _, context in
            let slug = try slugParameter(context)
            guard let link = try await service.counted({ try await service.store.link(slug: slug) }) else {
                throw RequestError(.notFound, "no short link has the slug '\(slug)'")
            }
            return JSONBody.response(ShortLinkJSON(link: link, shortLink: service.shortLink(link.slug)))
        }
        api.delete(":slug") { _, context in
            let slug = try slugParameter(context)
            guard try await service.delete(slug: slug) else {
                throw RequestError(.notFound, "no short link has the slug '\(slug)'")
            }
            return Response(status: .noContent)
        }
        api.get(":slug/stats") { _, context in
            let slug = try slugParameter(context)
            guard try await service.counted({ try await service.store.link(slug: slug) }) != nil else {
                throw RequestError(.notFound, "no short link has the slug '\(slug)'")
            }
            // This server's opens not yet written count too.
            try? await service.opens.flush(to: service.store)
            let days = try await service.counted { try await service.store.opens(slug: slug) }
            return JSONBody.response(ShortLinkStatsJSON(
                slug: slug, total: days.reduce(0) { $0 + $1.opens },
                days: days.map { .init(day: $0.day, opens: $0.opens) }))
        }
    }

    private func slugParameter(_ context: LinkRequestContext) throws -> String {
        let slug = try context.parameters.require("slug")
        guard Slug.isWellFormed(slug) else { throw RequestError(.notFound, "no short link has the slug '\(slug.prefix(80))'") }
        return slug
    }

    private func create(_ request: Request) async throws -> Response {
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: Self.maximumBodySize)
        } catch {
            throw RequestError(.contentTooLarge, "the body is over \(Self.maximumBodySize / 1024) KB")
        }
        let new = try NewShortLink(json: Data(body.readableBytesView))
        let (url, route) = try target(of: new.target)
        let link = ShortLink(
            slug: new.slug ?? Slug.random(), url: url, route: route, title: new.title, description: new.description,
            imageURL: new.imageURL, createdAt: Date(), expiresAt: new.expiresAt)
        let created: ShortLink
        do {
            created = try await service.create(link, slugChosen: new.slug != nil)
        } catch ShortLinkStoreError.slugTaken(let slug) {
            throw RequestError(.conflict, "the slug '\(slug)' is taken; choose another, or leave 'slug' out for a random one")
        }
        return JSONBody.response(ShortLinkJSON(link: created, shortLink: service.shortLink(created.slug)), status: .created)
    }

    /// The link a target opens and its route, or the 422 that says why it routes nowhere or
    /// is not a link a short link may open.
    private func target(of target: NewShortLink.Target) throws -> (url: String, route: String) {
        let table = service.tables.table
        let resolver = table.resolver
        let url: String
        switch target {
        case .url(let given):
            url = given
        case .route(let name, let parameters, let wildcard):
            let (namespace, plainName) = LinkRoutes.qualifiedName(name)
            let declared = resolver.table.routes.first { route in
                route.name == plainName && (namespace.map { $0 == route.namespace } ?? true)
            }
            let host = declared.flatMap { LinkRoutes.host(ofLinksIn: $0.namespace, requestedOn: service.tables.options.hosts[0]) }
            do {
                url = try resolver.url(forRouteNamed: name, parameters: parameters, wildcard: wildcard, host: host)
            } catch let error as RouteGenerationError {
                throw UnroutedTarget(error: "the route '\(name)' makes no link from these values", explanation: error.description)
            }
        }
        if let problem = table.shortLinkTargets.problem(with: url) {
            throw RequestError(.unprocessableContent, problem)
        }
        let resolution = resolver.resolve(url)
        guard resolution.status == .routed, let route = resolution.route else {
            throw UnroutedTarget(error: "no route of the table takes the url '\(url.prefix(200))'",
                                 explanation: resolver.explain(url).description)
        }
        return (url, ShortLinkService.routeDescription(route))
    }

    private func list(_ request: Request) async throws -> Response {
        let query = try QueryItems(request.uri.query).uniqueValues()
        if let unknown = query.keys.first(where: { !["cursor", "broken"].contains($0) }) {
            throw RequestError(.badRequest, "unknown query item '\(unknown.prefix(80))'; give cursor= and broken=true")
        }
        let cursor = query["cursor"]
        if let cursor, !Slug.isWellFormed(cursor) { throw RequestError(.badRequest, "'cursor' is not a cursor this server gave") }
        let brokenOnly: Bool
        switch query["broken"] {
        case nil, "false": brokenOnly = false
        case "true": brokenOnly = true
        default: throw RequestError(.badRequest, "'broken' is true or false")
        }
        let links = try await service.counted {
            try await service.store.links(after: cursor, limit: Self.pageSize + 1, brokenOnly: brokenOnly)
        }
        let page = links.prefix(Self.pageSize)
        return JSONBody.response(ShortLinkPageJSON(
            links: page.map { ShortLinkJSON(link: $0, shortLink: service.shortLink($0.slug)) },
            nextCursor: links.count > Self.pageSize ? page.last?.slug : nil))
    }
}

/// The `422` of a target that routes nowhere, with `explain`'s account of why.
struct UnroutedTarget: Error, HTTPResponseError {
    var error: String
    var explanation: String

    var status: HTTPResponse.Status { .unprocessableContent }
    var headers: HTTPFields { [.contentType: "application/json"] }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        JSONBody.response(UnroutedTargetJSON(error: error, explanation: explanation), status: status)
    }
}
