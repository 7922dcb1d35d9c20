import Hummingbird
import ServiceLifecycle
import Logging
import ServiceLifecycle
import URLRoutes

/// The server the options describe: loads the table (throwing what is wrong with it), builds
/// the router and adds the SIGHUP reload beside the HTTP server.
func buildApplication(_ options: ServerOptions, runtime: OperationsRuntime = OperationsRuntime(),
                      logger: Logger = Logger(label: "link-server")) throws -> some ApplicationProtocol {
    let store = try TableStore(options: options, logger: logger)
    return buildApplication(store: store, runtime: runtime, logger: logger)
}

/// The server for a table already loaded: tests keep `store` to reload it. With
/// `shortLinks`, it serves short links too, re-checks them after each reload, and is ready
/// only while their database answers.
func buildApplication(store: TableStore, shortLinks: ShortLinkService? = nil, runtime: OperationsRuntime = OperationsRuntime(),
                      logger: Logger, onMetricsRunning: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
    runtime.addTableCheck(store: store)
    let router = buildRouter(store: store, shortLinks: shortLinks, runtime: runtime, logger: logger)
    var reload = ReloadService(store: store, logger: logger, metrics: runtime.metrics)
    var services: [any Service] = []
    if let shortLinks {
        runtime.addDatabaseCheck(store: shortLinks.store)
        reload.afterReload = { _ = try? await shortLinks.recheck() }
        services.append(ShortLinkBackgroundService(service: shortLinks))
    }
    services.insert(reload, at: 0)
    if let metrics = runtime.metricsService(logger: logger, onRunning: onMetricsRunning) { services.append(metrics) }
    return Application(
        router: router,
        server: .guardedHTTP1(limits: runtime.operations.limits, registry: runtime.connections),
        configuration: ApplicationConfiguration(
            address: .hostname(store.options.bind, port: store.options.port), serverName: nil),
        services: services,
        logger: logger)
}

/// Every route of the server, behind the operations middleware and the host filter.
func buildRouter(store: TableStore, shortLinks: ShortLinkService? = nil, runtime: OperationsRuntime = OperationsRuntime(),
                 logger: Logger) -> Router<LinkRequestContext> {
    // HEAD is answered wherever GET is: the same status and headers, no body.
    let router = Router(context: LinkRequestContext.self, options: .autoGenerateHeadEndpoints)
    runtime.addMiddleware(to: router, logger: logger, hosts: Set(store.options.servedHosts))
    router.addMiddleware {
        HostFilterMiddleware(
            hosts: Set(store.options.servedHosts), shortHosts: Set(store.options.shortLinks?.hosts ?? []),
            listenAddress: HostFilterMiddleware.listenAddress(bind: store.options.bind, port: store.options.port))
    }
    if let shortLinks {
        router.add(middleware: ShortLinkHostMiddleware(service: shortLinks, fallbackURL: store.options.fallbackURL))
        ShortLinkAPIRoutes(service: shortLinks, rateLimiter: runtime.rateLimiter).addRoutes(to: router)
    }
    let assetLinks = store.options.assetLinks.map { ServedFile($0.contents, contentType: "application/json") }
    WellKnownRoutes(store: store, assetLinks: assetLinks).addRoutes(to: router)
    ResolveRoutes(store: store).addRoutes(to: router)
    LinkRoutes(store: store).addRoutes(to: router)
    LandingPageRoutes(store: store).addRoutes(to: router)
    return router
}
