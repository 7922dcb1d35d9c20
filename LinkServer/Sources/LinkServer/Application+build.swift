import Hummingbird
import Logging
import ServiceLifecycle
import URLRoutes

/// The server the options describe: loads the table (throwing what is wrong with it), builds
/// the router and adds the SIGHUP reload beside the HTTP server.
func buildApplication(_ options: ServerOptions, logger: Logger = Logger(label: "link-server")) throws -> some ApplicationProtocol {
    let store = try TableStore(options: options, logger: logger)
    return buildApplication(store: store, logger: logger)
}

/// The server for a table already loaded: tests keep `store` to reload it. With
/// `shortLinks`, it serves short links too, and re-checks them after each reload.
func buildApplication(store: TableStore, shortLinks: ShortLinkService? = nil, logger: Logger) -> some ApplicationProtocol {
    let router = buildRouter(store: store, shortLinks: shortLinks, logger: logger)
    var reload = ReloadService(store: store, logger: logger)
    var services: [any Service] = []
    if let shortLinks {
        reload.afterReload = { _ = try? await shortLinks.recheck() }
        services.append(ShortLinkBackgroundService(service: shortLinks))
    }
    services.insert(reload, at: 0)
    return Application(
        router: router,
        configuration: ApplicationConfiguration(
            address: .hostname(store.options.bind, port: store.options.port), serverName: nil),
        services: services,
        logger: logger)
}

/// Every route of the server, behind the request log and the host filter.
func buildRouter(store: TableStore, shortLinks: ShortLinkService? = nil, logger: Logger) -> Router<LinkRequestContext> {
    let router = Router(context: LinkRequestContext.self)
    router.addMiddleware {
        RequestLogMiddleware(logger: logger, hosts: Set(store.options.servedHosts))
        HostFilterMiddleware(hosts: Set(store.options.servedHosts))
    }
    if let shortLinks {
        router.add(middleware: ShortLinkHostMiddleware(service: shortLinks, fallbackURL: store.options.fallbackURL))
        ShortLinkAPIRoutes(service: shortLinks).addRoutes(to: router)
    }
    let assetLinks = store.options.assetLinks.map { ServedFile($0.contents, contentType: "application/json") }
    WellKnownRoutes(store: store, assetLinks: assetLinks).addRoutes(to: router)
    ResolveRoutes(store: store).addRoutes(to: router)
    LinkRoutes(store: store).addRoutes(to: router)
    LandingPageRoutes(store: store).addRoutes(to: router)
    return router
}
