import Foundation
import URLRoutes

/// Links drawn from the app-link files themselves: a URL of the host for every AASA component
/// and every manifest path and dynamic rule, its wildcards filled in. The table's own links
/// never reach a claim the table does not make (a hand-added `/admin/*`); these do.
enum FileProbeLinks {
    static func links(host: String, aasa: String?, appID: String?, android: AndroidLinkRules?) -> Set<String> {
        var paths: [String] = []
        if let aasa { paths += aasaPaths(aasa, appID: appID) }
        if let android { paths += android.probePaths(host: host) }
        return Set(paths.map { DeviceURLForm.encoded("https://\(host)" + $0) })
    }

    /// Each component's `/` (and `?`, `#`), and each legacy `paths` entry, filled in, for the
    /// details of `appID` (every app's when nil).
    static func aasaPaths(_ text: String, appID: String?) -> [String] {
        guard let root = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let appLinks = root["applinks"] as? [String: Any] else { return [] }
        var details: [[String: Any]] = []
        if let list = appLinks["details"] as? [[String: Any]] {
            details = list.filter { detail in
                guard let appID else { return true }
                return (detail["appIDs"] as? [String])?.contains(appID) == true || detail["appID"] as? String == appID
            }
        } else if let byApp = appLinks["details"] as? [String: Any] {
            details = byApp.filter { appID == nil || $0.key == appID }.compactMap { $0.value as? [String: Any] }
        }
        var paths: [String] = []
        for detail in details {
            for component in detail["components"] as? [[String: Any]] ?? [] {
                let path = component["/"] as? String ?? "/*"
                let query = (component["?"] as? [String: Any]).map { items in
                    items.sorted { $0.key < $1.key }.compactMap { key, value in
                        (value as? String).map { "\(key)=\(AndroidLinkRules.filled($0)[0])" }
                    }.joined(separator: "&")
                }
                let fragment = (component["#"] as? String).map { AndroidLinkRules.filled($0)[0] }
                for filled in AndroidLinkRules.filled(substituted(path)) {
                    var link = filled.hasPrefix("/") ? filled : "/" + filled
                    if let query, !query.isEmpty { link += "?" + query }
                    if let fragment { link += "#" + fragment }
                    paths.append(link)
                }
            }
            for path in detail["paths"] as? [String] ?? [] {
                let written = path.hasPrefix("NOT ") ? String(path.dropFirst(4)) : path
                paths += AndroidLinkRules.filled(written).map { $0.hasPrefix("/") ? $0 : "/" + $0 }
            }
        }
        return paths
    }

    /// `$(name)` substitution variables as one character: any value fills them.
    private static func substituted(_ pattern: String) -> String {
        var result = ""
        var rest = Substring(pattern)
        while let start = rest.range(of: "$("), let end = rest[start.upperBound...].firstIndex(of: ")") {
            result += rest[..<start.lowerBound] + "x"
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}
