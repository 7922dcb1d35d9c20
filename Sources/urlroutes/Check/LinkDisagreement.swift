import URLRoutes

/// A link that routing and a platform's app-link files judge differently: `urlroutes check`'s
/// finding.
struct LinkDisagreement: Sendable {
    enum Kind: String, Sendable, Encodable {
        /// The platform opens the app, and no route takes the link: the app gets a link it
        /// cannot show.
        case opensAppWithoutRoute = "opens-app-without-route"
        /// A route takes the link, and the platform opens the browser.
        case routeWithoutApp = "route-without-app"
    }

    var url: String
    var platform: PlatformJudge.Platform
    var kind: Kind
    /// The route that takes the link (its name, else its pattern as the table writes it).
    var route: String?
    /// The table line of that route.
    var line: Int?
    /// The rule of the file that decided, as written there; nil when none matched.
    var rule: String?

    /// The disagreement between routing's `resolution` and the platform's `verdict`, nil when
    /// they agree.
    init?(url: String, platform: PlatformJudge.Platform, resolution: RouteResolution, verdict: AppLinkVerdict) {
        let routes = resolution.route != nil
        guard routes != verdict.opensApp else { return nil }
        self.url = url
        self.platform = platform
        kind = routes ? .routeWithoutApp : .opensAppWithoutRoute
        route = resolution.route.map { $0.name ?? $0.tablePattern ?? $0.pattern }
        line = resolution.route?.line
        rule = verdict.rule
    }
}
