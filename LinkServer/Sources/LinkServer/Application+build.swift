import Hummingbird
import Logging
import URLRoutes

/// The server the options describe: loads the table (throwing what is wrong with it), builds
/// the router and adds the SIGHUP reload beside the HTTP server.
func buildApplication(_ options: ServerOptions, logger: Logger = Logger(label: "link-server")) throws -> some ApplicationProtocol {
    let store = try TableStore(options: options, logger: logger)
    return buildApplication(store: store, logger: logger)
}

/// The server for a table already loaded: tests keep `store` to reload it.
func buildApplication(store: TableStore, logger: Logger) -> some ApplicationProtocol {
    let router = buildRouter(store: store, logger: logger)
    return Application(
        router: router,
        configuration: ApplicationConfiguration(
            address: .hostname(store.options.bind, port: store.options.port), serverName: nil),
        services: [ReloadService(store: store, logger: logger)],
        logger: logger)
}

/// Every route of the server, behind the request log and the host filter.
func buildRouter(store: TableStore, logger: Logger) -> Router<LinkRequestContext> {
    let router = Router(context: LinkRequestContext.self)
    router.addMiddleware {
        RequestLogMiddleware(logger: logger, hosts: Set(store.options.hosts))
        HostFilterMiddleware(hosts: Set(store.options.hosts))
    }
    let assetLinks = store.options.assetLinks.map { ServedFile($0.contents, contentType: "application/json") }
    WellKnownRoutes(store: store, assetLinks: assetLinks).addRoutes(to: router)
    ResolveRoutes(store: store).addRoutes(to: router)
    LinkRoutes(store: store).addRoutes(to: router)
    LandingPageRoutes(store: store).addRoutes(to: router)
    return router
}
