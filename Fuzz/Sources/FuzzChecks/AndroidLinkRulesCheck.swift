import URLRoutes

extension FuzzChecks {
    /// Input: a manifest, then after a 0xFF byte an assetlinks.json, then after another 0xFF
    /// URLs one a line. The manifest and file read or fail with `unreadableFile`; every URL
    /// gets the same verdict twice at API 34 and 35, and a verdict that opens the app names
    /// the rule that opened it.
    public static func checkAndroidLinkRules(_ bytes: some Collection<UInt8>) -> [String] {
        let parts = Array(bytes).split(separator: 0xFF, maxSplits: 2, omittingEmptySubsequences: false)
        let manifest = text(parts[0])
        let assetLinks = parts.count > 1 ? text(parts[1]) : nil
        let urls = parts.count > 2 ? lines(parts[2]).prefix(16) : ["https://shop.acme.example/", "https://shop.acme.example/p/1?q=1#f"]
        let rules: AndroidLinkRules
        do {
            rules = try AndroidLinkRules(manifest: manifest, assetLinks: assetLinks, packageName: "com.acme.app")
        } catch let error as AppLinkError {
            return error.kind == .unreadableFile ? [] : ["the files fail with \(error.kind), not unreadableFile: \(error)"]
        } catch {
            return ["the files fail with an error that is not an AppLinkError: \(error)"]
        }
        var violations: [String] = []
        for url in urls {
            for apiLevel in [34, 35] {
                let verdict = rules.verdict(for: url, apiLevel: apiLevel)
                if verdict != rules.verdict(for: url, apiLevel: apiLevel) {
                    violations.append("\(quoted(url)) at API \(apiLevel): two verdicts")
                }
                if verdict.opensApp && verdict.rule == nil {
                    violations.append("\(quoted(url)) at API \(apiLevel) opens the app without a rule")
                }
            }
        }
        return violations
    }
}
