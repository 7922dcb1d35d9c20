import Hummingbird

/// `/.well-known/`: the files Apple and Google fetch to let the apps open the host's links.
/// Served with 200 and no redirect (Apple's CDN does not follow one), each with an entity tag
/// for conditional requests.
struct WellKnownRoutes {
    let store: TableStore
    /// Digital Asset Links for the Android app; nil without `--android-package`.
    let assetLinks: ServedFile?

    func addRoutes(to router: Router<LinkRequestContext>) {
        router.get("/.well-known/apple-app-site-association") { request, context in
            // Built at (re)load for every served host; the host filter let only those through.
            guard let file = store.table.appleAppSiteAssociation[context.host] else {
                return Response(status: .notFound)
            }
            return file.response(to: request)
        }
        router.get("/.well-known/assetlinks.json") { request, context in
            // With --android-dynamic-rules, the host's own file (its routes as dynamic rules).
            if let file = store.table.assetLinks[context.host] { return file.response(to: request) }
            return assetLinks?.response(to: request) ?? Response(status: .notFound)
        }
    }
}
