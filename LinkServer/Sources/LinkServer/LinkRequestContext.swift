import Hummingbird

/// The request context of every route: Hummingbird's, plus the served host the request named,
/// which `HostFilterMiddleware` sets before any route runs.
struct LinkRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The request's host as `--host` names it (lowercased, no port, no trailing dot).
    var host = ""

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }
}
