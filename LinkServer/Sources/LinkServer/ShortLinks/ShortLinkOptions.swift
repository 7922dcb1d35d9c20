import Foundation
import URLRoutes

/// The short-link part of the command line, checked once at start: the hosts short links are
/// on, the database, the API token and where people without the app are sent.
struct ShortLinkOptions: Sendable {
    /// The hosts of the short links, compared as `--host` is; the first makes `shortLink`.
    var hosts: [String]
    /// A SQLite file path or a `postgres://` URL.
    var database: String
    /// The bearer token of `/api`; nil serves no API.
    var apiToken: String?
    var appStoreURL: String?
    var playStoreURL: String?
    /// How long the server waits at start for the database (`--database-timeout`).
    var databaseTimeout = ShortLinkDatabase.defaultTimeout

    /// The default database: a SQLite file in the working directory.
    static let defaultDatabase = "link-server.sqlite"

    /// Checks the options. `apiTokenFile` is read here: a token that cannot be read stops the
    /// server rather than serving an API nobody can use.
    init(hosts: [String], database: String?, apiTokenFile: String?, appStoreURL: String?,
         playStoreURL: String?, databaseTimeout: Double = 10) throws(ServerOptionsError) {
        guard databaseTimeout > 0 && databaseTimeout <= 3600 else {
            throw ServerOptionsError("--database-timeout \(databaseTimeout) is not a number of seconds between 0 and 3600")
        }
        self.databaseTimeout = .milliseconds(Int64((databaseTimeout * 1000).rounded(.up)))
        guard !hosts.isEmpty else {
            throw ServerOptionsError("short links need --short-host, the host of the short links: --short-host go.acme.example")
        }
        self.hosts = try ServerOptions.checkedHosts(hosts, option: "--short-host", whyOne: "name each one")
        self.database = database ?? Self.defaultDatabase
        if let apiTokenFile {
            guard let text = try? String(contentsOfFile: apiTokenFile, encoding: .utf8) else {
                throw ServerOptionsError("--api-token-file '\(apiTokenFile)' cannot be read")
            }
            let token = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard token.count >= 16, !token.contains(where: \.isWhitespace) else {
                throw ServerOptionsError("--api-token-file '\(apiTokenFile)' must hold one token of at least 16 characters, without spaces")
            }
            apiToken = token
        }
        for (name, url) in [("--app-store-url", appStoreURL), ("--play-store-url", playStoreURL)] {
            guard let url else { continue }
            guard let components = URLComponents(string: url), components.scheme?.lowercased() == "https",
                  components.host?.isEmpty == false else {
                throw ServerOptionsError("\(name) '\(url)' is not an https URL with a host")
            }
        }
        self.appStoreURL = appStoreURL
        appStoreID = appStoreURL.flatMap { $0.firstMatch(of: /\/id(\d+)/) }.map { String($0.1) }
        self.playStoreURL = playStoreURL
    }

    /// The App Store ID in `--app-store-url` (`https://apps.apple.com/app/acme/id1234567890`),
    /// for the Smart App Banner; read once, not on every page.
    private(set) var appStoreID: String?
}
