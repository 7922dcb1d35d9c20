import URLRoutes

/// Every link of a host judged by routing and by each platform's app-link files.
struct AppLinkCheck: Sendable {
    var host: String
    /// How many links were judged.
    var checked: Int
    /// Those of `--urls` first, in file order, then the table's own links in byte order; each
    /// link's iOS disagreement before its Android one.
    var disagreements: [LinkDisagreement]
    /// Links opened without a route as the table's own files open them, in the same order.
    var widenings: [LinkWidening]
    /// What is wrong with the files as a whole, once each.
    var problems: [CheckProblem]
    /// Lines of `--urls` for other hosts, which the host's files do not judge.
    var skipped: Int
    /// Every link judged, in the form the device receives it.
    var judgedURLs: [String]

    /// Judges the lines of `listed` that are links of `host` (in the form the device receives
    /// them, reported as written) and `generated`.
    init(host: String, resolver: RouteResolver, judges: [PlatformJudge], listed: [String], generated: Set<String>,
         problems: [CheckProblem] = [], ownFiles: TableOwnFiles? = nil) {
        self.host = host
        self.problems = problems
        var written: [String: String] = [:]
        var urls: [String] = []
        var skipped = 0
        for line in listed {
            guard DeviceURLForm.host(of: line) == host else {
                skipped += 1
                continue
            }
            let received = DeviceURLForm.encoded(line)
            guard written[received] == nil else { continue }
            written[received] = line
            urls.append(received)
        }
        self.skipped = skipped
        let listedCount = urls.count
        urls += generated.filter { written[$0] == nil }
        checked = urls.count
        judgedURLs = urls

        let writtenForms = written
        let order = Dictionary(urls.prefix(listedCount).enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let found = ParallelScan.compactMap(urls) { url -> [Finding]? in
            let resolution = resolver.resolve(url)
            let findings = judges.compactMap { judge -> Finding? in
                if order[url] == nil && judge.skipsProbe(url) { return nil }
                guard var disagreement = LinkDisagreement(url: url, platform: judge.platform, resolution: resolution,
                                                          verdict: judge.verdict(for: url)) else { return nil }
                disagreement.url = writtenForms[url] ?? url
                var widened: String?? = nil
                if disagreement.kind == .opensAppWithoutRoute, let ownFiles {
                    let own = ownFiles.widening(of: url, platform: judge.platform)
                    if own.opens { widened = .some(own.route) }
                }
                return Finding(received: url, listedAt: order[url], disagreement: disagreement, widenedRoute: widened)
            }
            return findings.isEmpty ? nil : findings
        }.flatMap { $0 }
        // Listed lines in file order, then the table's links in byte order; a stable sort keeps
        // each link's platforms in the judges' order.
        let sorted = found.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element, rhs.element)
            if left.received == right.received { return lhs.offset < rhs.offset }
            switch (left.listedAt, right.listedAt) {
            case let (l?, r?): return l < r
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return left.received.utf8.lexicographicallyPrecedes(right.received.utf8)
            }
        }.map(\.element)
        disagreements = sorted.filter { $0.widenedRoute == nil }.map(\.disagreement)
        widenings = sorted.compactMap { finding in
            guard let route = finding.widenedRoute else { return nil }
            return LinkWidening(url: finding.disagreement.url, platform: finding.disagreement.platform, route: route, rule: finding.disagreement.rule)
        }
    }

    private struct Finding {
        var received: String
        var listedAt: Int?
        var disagreement: LinkDisagreement
        /// Set (to the route, when known) when the table's own file opens the link too.
        var widenedRoute: String??
    }

    /// "1,204 links of www.acme.example checked: 3 disagreements (ios 2, android 1)".
    var summary: String {
        var total = "\(checked.grouped) links of \(host) checked"
        if skipped > 0 { total += " (\(plural(skipped, "line")) of --urls for other hosts skipped)" }
        let widened = widenings.isEmpty ? "" : "; \(plural(widenings.count, "link")) opened by the table's own widening (see --strict)"
        guard !disagreements.isEmpty else { return "\(total): routing and the app-link files agree\(widened)" }
        let counts = PlatformJudge.Platform.allCases.compactMap { platform -> String? in
            let count = disagreements.count { $0.platform == platform }
            return count > 0 ? "\(platform.rawValue) \(count.grouped)" : nil
        }
        let noun = disagreements.count == 1 ? "disagreement" : "disagreements"
        return "\(total): \(disagreements.count.grouped) \(noun) (\(counts.joined(separator: ", ")))\(widened)"
    }
}
