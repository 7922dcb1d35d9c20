import URLRoutes

/// Stands in for the library's `AndroidLinkRules`, which is not in this branch yet: it refuses
/// every manifest, so `check` and `explain` end with status 2 and say so when given
/// `--android-manifest`. Once `AndroidLinkRules(manifest:assetLinks:packageName:)` is in the
/// library, delete this file and replace `AndroidLinkRulesPending` with `AndroidLinkRules` in
/// `PlatformJudge.android(_:)`, `PlatformFiles.android(manifest:assetLinks:packageName:)` and
/// `CheckCommand.run()`.
struct AndroidLinkRulesPending: Sendable {
    init(manifest: String, assetLinks: String?, packageName: String?) throws(ToolFailure) {
        throw ToolFailure(message: "this build cannot judge Android app links yet (AndroidLinkRules is not in it)",
                          status: .usageOrTable)
    }

    func verdict(for url: String, apiLevel: Int = 35) -> AppLinkVerdict {
        AppLinkVerdict(opensApp: false, rule: nil)
    }
}
