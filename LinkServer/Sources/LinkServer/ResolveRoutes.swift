import Hummingbird
import URLRoutes

/// `GET /resolve?url=URL`: which route of the table takes URL and what its handler would
/// receive, as `urlroutes route TABLE URL --json` reports it for the URL.
struct ResolveRoutes {
    let store: TableStore

    /// The longest `url` resolved, in bytes once decoded; longer is 414.
    static let maximumURLLength = 8 * 1024

    func addRoutes(to router: Router<LinkRequestContext>) {
        router.get("/resolve") { request, _ in
            let query = try QueryItems(request.uri.query).items
            let urls = query.filter { $0.name == "url" }.map(\.value)
            guard urls.count == 1, let url = urls.first else {
                throw RequestError(.badRequest, urls.isEmpty
                    ? "give the URL to resolve as ?url=, percent-encoded: /resolve?url=https%3A%2F%2Fexample.com%2Fp%2F42"
                    : "give one url, not \(urls.count)")
            }
            guard url.utf8.count <= Self.maximumURLLength else {
                throw RequestError(.uriTooLong, "the url is \(url.utf8.count) bytes; the limit is \(Self.maximumURLLength)")
            }
            return JSONBody.response(store.table.resolver.resolve(url))
        }
    }
}
