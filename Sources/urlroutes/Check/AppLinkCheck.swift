import URLRoutes

/// Every link of a host judged by routing and by each platform's app-link files.
struct AppLinkCheck: Sendable {
    var host: String
    /// How many links were judged.
    var checked: Int
    /// Those of `--urls` first, in file order, then the table's own links in byte order; each
    /// link's iOS disagreement before its Android one.
    var disagreements: [LinkDisagreement]

    /// Judges `listed` (as written, on every platform) and `generated`.
    init(host: String, resolver: RouteResolver, judges: [PlatformJudge], listed: [String], generated: Set<String>) {
        self.host = host
        let listedSet = Set(listed)
        var urls: [String] = []
        var seen: Set<String> = []
        for url in listed where seen.insert(url).inserted { urls.append(url) }
        urls += generated.filter { !listedSet.contains($0) }
        checked = urls.count

        let found = ParallelScan.compactMap(urls) { url -> [LinkDisagreement]? in
            let resolution = resolver.resolve(url)
            let isListed = listedSet.contains(url)
            let disagreements = judges.compactMap { judge -> LinkDisagreement? in
                if !isListed && judge.skipsProbe(url) { return nil }
                return LinkDisagreement(url: url, platform: judge.platform, resolution: resolution, verdict: judge.verdict(for: url))
            }
            return disagreements.isEmpty ? nil : disagreements
        }.flatMap { $0 }
        let fromList = found.filter { listedSet.contains($0.url) }
        let fromTable = found.filter { !listedSet.contains($0.url) }
        // A stable sort: each link keeps its platforms in the judges' order.
        disagreements = fromList + fromTable.enumerated().sorted { lhs, rhs in
            lhs.element.url == rhs.element.url
                ? lhs.offset < rhs.offset
                : lhs.element.url.utf8.lexicographicallyPrecedes(rhs.element.url.utf8)
        }.map(\.element)
    }

    /// "1,204 links of www.acme.example checked: 3 disagreements (ios 2, android 1)".
    var summary: String {
        let total = "\(checked.grouped) links of \(host) checked"
        guard !disagreements.isEmpty else { return "\(total): routing and the app-link files agree" }
        let counts = PlatformJudge.Platform.allCases.compactMap { platform -> String? in
            let count = disagreements.count { $0.platform == platform }
            return count > 0 ? "\(platform.rawValue) \(count.grouped)" : nil
        }
        let noun = disagreements.count == 1 ? "disagreement" : "disagreements"
        return "\(total): \(disagreements.count.grouped) \(noun) (\(counts.joined(separator: ", ")))"
    }
}
