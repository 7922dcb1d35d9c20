/// What a platform does with a link: whether it opens the app, and the rule of the app-link
/// file that decided, as written in the file.
///
/// ``AppleLinkRules`` and ``AndroidLinkRules`` give one for a URL. `rule` is nil when no rule
/// of the file speaks of the URL (the link opens the browser because nothing claims it).
public struct AppLinkVerdict: Sendable, Equatable, CustomStringConvertible {
    /// True when the platform opens the app for the link; false when it opens the browser.
    public var opensApp: Bool
    /// The component, `<data>` element, path or dynamic rule that decided, as written in the
    /// file; nil when none matched.
    public var rule: String?

    /// A verdict: whether the app opens, and the rule that decided (nil for none).
    public init(opensApp: Bool, rule: String?) {
        self.opensApp = opensApp
        self.rule = rule
    }

    /// "opens the app (RULE)" or "opens the browser (RULE)", for reports.
    public var description: String {
        let outcome = opensApp ? "opens the app" : "opens the browser"
        guard let rule else { return "\(outcome) (no rule matches)" }
        return "\(outcome) (\(rule))"
    }
}
