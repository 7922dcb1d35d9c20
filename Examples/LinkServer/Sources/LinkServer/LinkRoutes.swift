import Hummingbird
import URLRoutes

/// `GET /links/NAME?name=value...`: the link the named route generates from the values, as
/// `urlroutes url TABLE NAME name=value --json --host HOST` prints it for the request's host
/// where the route's link is a web link on no host of its own.
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
            let route = resolver.table.routes.first { $0.name == name }
            let url: String
            do {
                url = try resolver.url(forRouteNamed: name, parameters: values,
                                       host: route.flatMap { Self.host(ofLinksIn: $0.namespace, requestedOn: context.host) })
            } catch let error as RouteGenerationError {
                // The library's message names the closest name, or the value refused and why.
                throw RequestError(route == nil ? .notFound : .unprocessableContent, error.description)
            }
            guard let route else { throw RequestError(.notFound, "no route is named '\(name)'") }
            return JSONBody.response(Link(
                table: store.options.tablePath, name: name, scheme: route.namespace.description,
                pattern: route.pattern, line: route.line, url: url))
        }
    }

    /// The host a link of the namespace is written with: none for a `//HOST` namespace (its own
    /// host) and for an app's own scheme (`acme://product/42`); the request's host for a web
    /// link that has none of its own (`https`, `http`, `//*.DOMAIN`, `*`).
    static func host(ofLinksIn namespace: RouteTable.Namespace, requestedOn host: String) -> String? {
        switch namespace {
        case .host(let pattern): pattern.hasPrefix("*.") ? host : nil
        case .scheme(let scheme): ["http", "https"].contains(scheme.lowercased()) ? host : nil
        case .global: host
        }
    }
}
