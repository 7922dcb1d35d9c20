import Foundation
import URLRoutes

/// Which links a short link may open: an `https` link on one of the server's hosts (`http` too
/// when the table has `http` routes), or a link in one of the table's own custom schemes. A
/// route that ignores the host (a scheme route) or takes any scheme (`*`) would take
/// `https://evil.example/p/1` or `javascript://...`; the app has no screen for those, and the
/// page would carry them in its links.
struct ShortLinkTargets: Sendable {
    /// The server's `--host`s, as Host headers are compared.
    let hosts: Set<String>
    /// The table's own schemes (not `http`, `https`), lowercased.
    let customSchemes: Set<String>
    /// The table has routes in the `http` scheme.
    let allowsHTTP: Bool

    init(hosts: [String], table: RouteTable) {
        self.hosts = Set(hosts.map { $0.lowercased() })
        var schemes = Set<String>()
        for route in table.routes {
            if case .scheme(let scheme) = route.namespace { schemes.insert(scheme.lowercased()) }
        }
        allowsHTTP = schemes.contains("http")
        customSchemes = schemes.subtracting(["http", "https"])
    }

    /// Why `url` may not be a short link's target; nil when it may.
    func problem(with url: String) -> String? {
        let shown = VisibleText.escape(String(url.prefix(200)))
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased() else {
            return "the url '\(shown)' is not a URL with a scheme"
        }
        if customSchemes.contains(scheme) { return nil }
        let webSchemes = allowsHTTP ? "https or http" : "https"
        guard scheme == "https" || (scheme == "http" && allowsHTTP) else {
            let schemes = ([webSchemes] + customSchemes.sorted().map { "\($0):" }).joined(separator: ", ")
            return "the url '\(shown)' has the scheme '\(VisibleText.escape(scheme))'; a short link opens \(schemes) links"
        }
        guard components.user == nil, components.password == nil else {
            return "the url '\(shown)' has a user name or password; a short link's target has none"
        }
        let host = (components.host ?? "").lowercased()
        let bare = host.hasSuffix(".") ? String(host.dropLast()) : host
        let hostList = hosts.sorted().joined(separator: ", ")
        guard hosts.contains(bare) else {
            return "the url '\(shown)' is on the host '\(VisibleText.escape(host))'; a short link opens links on \(hostList)"
        }
        if let port = components.port, port != (scheme == "https" ? 443 : 80) {
            return "the url '\(shown)' names the port \(port); a short link opens links on \(hostList) at the default port"
        }
        return nil
    }
}
