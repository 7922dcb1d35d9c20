import Foundation
import URLRoutes

/// The app-link files the table itself makes for the host (what `urlroutes aasa` and
/// `urlroutes android` print), judged by the same rules as the files checked: a link that the
/// files checked open without a route, and that the table's own files open as well, is a
/// widening the generator makes by design (a constraint the format cannot say), not a
/// disagreement.
struct TableOwnFiles: Sendable {
    private var judges: [PlatformJudge.Platform: PlatformJudge] = [:]
    /// The route of each widening, by the `(line N)` of its label, and the labels of the
    /// rules of the generated files that have none in their text.
    private var widenedRoutes: [(marker: String, route: String)] = []
    private var labels: [String: String] = [:]

    /// A fingerprint for the generated assetlinks.json when the check gives none: the
    /// statement's certificate does not change which links its rules take.
    private static let anyFingerprint = Array(repeating: "00", count: 32).joined(separator: ":")

    init(table: RouteTable, host: String, appID: String?, android: Bool, packageName: String?, fingerprints: [String]) {
        var widenings: [AppLinkWidening] = []
        if let appID, let file = try? table.appleAppSiteAssociation(host: host, appIDs: [appID]),
           let rules = try? AppleLinkRules(parsing: file.contents) {
            judges[.ios] = .ios(rules, appID: appID)
            widenings += file.widenings
            labels.merge(Self.componentLabels(file.contents), uniquingKeysWith: { first, _ in first })
        }
        if android, let filter = try? table.androidIntentFilter(host: host) {
            widenings += filter.widenings
            labels.merge(Self.dataLabels(filter.contents), uniquingKeysWith: { first, _ in first })
            var assetLinks: String?
            if let packageName, let file = try? table.assetLinks(host: host, packageName: packageName,
                                                                  sha256CertFingerprints: fingerprints.isEmpty ? [Self.anyFingerprint] : fingerprints) {
                assetLinks = file.contents
                widenings += file.widenings
                if let aasa = try? table.appleAppSiteAssociation(host: host, appIDs: ["ABCDE12345.com.example.app"]) {
                    labels.merge(Self.componentLabels(aasa.contents), uniquingKeysWith: { first, _ in first })
                }
            }
            let manifest = "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">" + filter.contents + "</manifest>"
            if let rules = try? AndroidLinkRules(manifest: manifest, assetLinks: assetLinks, packageName: packageName, fingerprints: fingerprints) {
                judges[.android] = .android(rules)
            }
        }
        widenedRoutes = widenings.compactMap { widening in
            widening.route.line.map { (" (line \($0))", widening.route.name ?? widening.route.pattern) }
        }
    }

    /// The widened route behind the table's own file opening `url` on `platform`, when it
    /// does; nil when the table's own file keeps the link out of the app.
    func widening(of url: String, platform: PlatformJudge.Platform) -> (route: String?, opens: Bool) {
        guard let judge = judges[platform] else { return (nil, false) }
        let verdict = judge.verdict(for: url)
        guard verdict.opensApp else { return (nil, false) }
        let text = verdict.rule.map { labels[Self.key(ofRule: $0)] ?? $0 } ?? ""
        return (widenedRoutes.first { text.contains($0.marker) }?.route, true)
    }

    /// A rule's identity across the formats: a `<data>` as written, or a component's or
    /// dynamic rule's `/`, `#` and `exclude`.
    private static func key(ofRule rule: String) -> String {
        guard rule.hasPrefix("{"), let object = try? JSONSerialization.jsonObject(with: Data(rule.utf8)) as? [String: Any] else {
            return rule
        }
        return componentKey(object)
    }

    private static func componentKey(_ object: [String: Any]) -> String {
        [object["/"] as? String ?? "", object["#"] as? String ?? "", (object["exclude"] as? Bool ?? false) ? "x" : ""].joined(separator: "\u{0}")
    }

    /// The `comment` of each component of a generated AASA, by its key.
    private static func componentLabels(_ aasa: String) -> [String: String] {
        guard let root = try? JSONSerialization.jsonObject(with: Data(aasa.utf8)) as? [String: Any],
              let details = (root["applinks"] as? [String: Any])?["details"] as? [[String: Any]] else { return [:] }
        var labels: [String: String] = [:]
        for detail in details {
            for component in detail["components"] as? [[String: Any]] ?? [] {
                if let comment = component["comment"] as? String { labels[componentKey(component)] = labels[componentKey(component)] ?? comment }
            }
        }
        return labels
    }

    /// The `<!-- label -->` before each `<data>` of a generated intent filter, by the element.
    private static func dataLabels(_ filter: String) -> [String: String] {
        var labels: [String: String] = [:]
        var comment: String?
        for line in filter.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("<!--") {
                comment = trimmed
            } else if trimmed.hasPrefix("<data "), let label = comment {
                labels[trimmed] = labels[trimmed] ?? label
                comment = nil
            }
        }
        return labels
    }
}
