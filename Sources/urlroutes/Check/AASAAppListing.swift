import Foundation

/// Which apps an apple-app-site-association names for links, read before judging it: an app
/// the file does not list, or a file without `applinks`, means iOS opens the browser for every
/// link of the host, which `check` says once instead of link by link.
struct AASAAppListing {
    /// Whether the file has an `applinks` section.
    var hasAppLinks: Bool
    /// The app IDs of `applinks.details`, in file order (`appIDs`, `appID`, or the keys of the
    /// oldest format's object).
    var appIDs: [String]
    /// The file's other top-level sections (`webcredentials`, `appclips` ...).
    var otherSections: [String]

    /// Nil for text that is not a JSON object (the judge reports that).
    init?(_ text: String) {
        guard let root = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return nil }
        otherSections = root.keys.filter { $0 != "applinks" }.sorted()
        guard let appLinks = root["applinks"] as? [String: Any] else {
            hasAppLinks = root["applinks"] != nil
            appIDs = []
            return
        }
        hasAppLinks = true
        var ids: [String] = []
        if let details = appLinks["details"] as? [[String: Any]] {
            for detail in details {
                if let list = detail["appIDs"] as? [String] { ids += list }
                if let one = detail["appID"] as? String { ids.append(one) }
            }
        } else if let byApp = appLinks["details"] as? [String: Any] {
            ids = byApp.keys.sorted()
        }
        var seen: Set<String> = []
        appIDs = ids.filter { seen.insert($0).inserted }
    }

    /// The problem to report for `appID` on `host`, nil when the file lists the app's links.
    func problem(appID: String, host: String) -> String? {
        guard hasAppLinks else {
            let others = otherSections.isEmpty ? "" : " (it has \(otherSections.joined(separator: ", ")))"
            return "the apple-app-site-association claims no links: it has no applinks\(others), so iOS opens the browser for every link of \(host)"
        }
        guard !appIDs.contains(appID) else { return nil }
        let listed = appIDs.isEmpty ? "it lists no app ID" : "it lists \(appIDs.joined(separator: ", "))"
        return "the apple-app-site-association does not list the app \(appID) (\(listed)), so iOS opens the browser for every link of \(host) in that app; links were not judged for iOS"
    }
}
