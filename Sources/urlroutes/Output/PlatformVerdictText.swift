import URLRoutes

/// What a platform does with a link, as `explain` ends its trace:
///
///     iOS: opens the app, by {"/":"/p/*","comment":"product"}
///     Android: opens the browser, no rule matches; but a route takes it
enum PlatformVerdictText {
    static func line(_ platform: PlatformJudge.Platform, _ verdict: AppLinkVerdict, routes: Bool) -> String {
        let name = platform == .ios ? "iOS" : "Android"
        let outcome = verdict.opensApp ? "opens the app" : "opens the browser"
        let rule = verdict.rule.map { "by \($0)" } ?? "no rule matches"
        var line = "\(name): \(outcome), \(rule)"
        if verdict.opensApp && !routes { line += "; but no route takes it" }
        if !verdict.opensApp && routes { line += "; but a route takes it" }
        return TerminalText.escaped(line)
    }
}
