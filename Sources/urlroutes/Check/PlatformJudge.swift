import URLRoutes

/// One platform's reading of its app-link files: what iOS or Android does with a link.
struct PlatformJudge: Sendable {
    enum Platform: String, Sendable, Encodable, CaseIterable {
        case ios, android
    }

    var platform: Platform
    private let judge: @Sendable (String) -> AppLinkVerdict

    /// iOS with an apple-app-site-association, for the app `appID`.
    static func ios(_ rules: AppleLinkRules, appID: String) -> PlatformJudge {
        PlatformJudge(platform: .ios) { rules.verdict(for: $0, appID: appID) }
    }

    /// Android with the app's verified intent filters (and the host's dynamic rules).
    static func android(_ rules: AndroidLinkRules) -> PlatformJudge {
        PlatformJudge(platform: .android) { rules.verdict(for: $0) }
    }

    private init(platform: Platform, judge: @escaping @Sendable (String) -> AppLinkVerdict) {
        self.platform = platform
        self.judge = judge
    }

    func verdict(for url: String) -> AppLinkVerdict {
        judge(url)
    }

    /// Whether a generated probe link says nothing of the files for this platform. Android
    /// decodes the path before matching, where routing reads a literal as written: a path that
    /// percent-encodes a `/` or an unreserved character (`/%70/42` for `/p/42`) is the one
    /// case the generated files cannot claim exactly, so check leaves such probes out for
    /// Android (a link of `--urls` is always judged).
    func skipsProbe(_ url: String) -> Bool {
        platform == .android && AndroidPathDecoding.changesPath(url)
    }
}

