import Hummingbird
import URLRoutes

/// `GET /links/NAME?name=value...`: the link the named route generates from the values, as
/// `urlroutes url TABLE NAME name=value --json` prints it. Links to the request's host: an
/// `https` route's link is `https://HOST/...`.
struct LinkRoutes {
    let store: TableStore

    /// The `url --json` object.
    struct Link: Encodable {
        var table: String
        var name: String
        /// The route's namespace as the table writes it: a scheme, `*` or `//HOST`.
        var scheme: String
        var pattern: String
        var line: Int?
        var url: String
    }

    func addRoutes(to router: Router<LinkRequestContext>) {
        router.get("/links/:name") { request, context in
            let name = try context.parameters.require("name")
            let values = try QueryItems(request.uri.query).uniqueValues()
            let resolver = store.table.resolver
            guard let route = resolver.table.routes.first(where: { $0.name == name }) else {
                throw RequestError(.notFound, "no route is named '\(name)'")
            }
            let url: String
            do {
                url = try resolver.url(forRouteNamed: name, parameters: values) // PENDING(links): host: context.host
            } catch let error as RouteGenerationError {
                throw RequestError(.unprocessableContent, error.description)
            }
            return JSONBody.response(Link(
                table: store.options.tablePath, name: name, scheme: route.namespace.description,
                pattern: route.pattern, line: route.line, url: url))
        }
    }
}
