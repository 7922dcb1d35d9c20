import Foundation
import Hummingbird
import URLRoutes

/// `GET /links/NAME?name=value...` (or `/links/NAMESPACE:NAME`, for a name several namespaces
/// use): the link the named route generates from the values, as
/// `urlroutes url TABLE NAME name=value --json --host HOST` prints it for the request's host
/// where the route's link is a web link on no host of its own.
struct LinkRoutes {
    let store: TableStore

    /// The `url --json` object, with the served host the link was made for.
    struct Link: Encodable {
        /// The table's file name: never its path on the server, which is no client's business.
        var table: String
        /// The served host the request named, whose links the answer is for.
        var host: String
        var name: String
        /// The route's namespace as the table writes it: a scheme, `*` or `//HOST`.
        var scheme: String
        var pattern: String
        var line: Int?
        var url: String
    }

    func addRoutes(to router: Router<LinkRequestContext>) {
        router.get("/links/:name") { request, context in
            // NAME, or NAMESPACE:NAME (`acme:home`, `//shop.acme.example:home`, `*:home`) for a
            // name several namespaces use, as `urlroutes url` and expectations files write it.
            let segment = try context.parameters.require("name")
            let written = segment.removingPercentEncoding ?? segment
            let values = try QueryItems(request.uri.query).uniqueValues()
            let resolver = store.table.resolver
            let (namespace, name) = Self.qualifiedName(written)
            let routes = resolver.table.routes.filter { route in
                route.name == name && (namespace.map { $0 == route.namespace } ?? true)
            }
            let route = routes.first
            let url: String
            do {
                url = try resolver.url(forRouteNamed: written, parameters: values,
                                       host: route.flatMap { Self.host(ofLinksIn: $0.namespace, requestedOn: context.host) })
            } catch let error as RouteGenerationError {
                // The library's message names the closest name, the namespaces that share the
                // name, or the value refused and why.
                if routes.count > 1 { throw RequestError(.badRequest, error.description) }
                throw RequestError(route == nil ? .notFound : .unprocessableContent, error.description)
            }
            guard let route else { throw RequestError(.notFound, "no route is named '\(written)'") }
            return JSONBody.response(Link(
                table: (store.options.tablePath as NSString).lastPathComponent, host: context.host, name: name, scheme: route.namespace.description,
                pattern: route.pattern, line: route.line, url: url))
        }
    }

    /// `acme:home` as its namespace and name (a name never holds a colon); a plain name has
    /// no namespace.
    static func qualifiedName(_ text: String) -> (namespace: RouteTable.Namespace?, name: String) {
        guard let colon = text.lastIndex(of: ":") else { return (nil, text) }
        let namespace = String(text[..<colon]), name = String(text[text.index(after: colon)...])
        switch namespace {
        case "*": return (.global, name)
        case _ where namespace.hasPrefix("//"): return (.host(String(namespace.dropFirst(2))), name)
        default: return (.scheme(namespace), name)
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

