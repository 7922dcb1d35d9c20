import Foundation
import URLRoutes

/// What the server was asked to serve, checked once at start: a mistake here is a message and
/// exit status 2, not a server that answers wrongly.
struct ServerOptions: Sendable {
    var tablePath: String
    /// The hosts the server answers for, as Host headers are compared: lowercased, without a
    /// trailing dot, in the order given.
    var hosts: [String]
    var appIDs: [String]
    /// Digital Asset Links for the Android app, made once: it does not depend on the table.
    var assetLinks: AppLinkFile?
    var bind: String
    var port: Int
    var fallbackURL: String?

    init(tablePath: String, hosts: [String], appIDs: [String], androidPackage: String? = nil,
         androidFingerprints: [String] = [], bind: String = "127.0.0.1", port: Int = 8080,
         fallbackURL: String? = nil) throws(ServerOptionsError) {
        self.tablePath = tablePath
        guard !hosts.isEmpty else {
            throw ServerOptionsError("give at least one --host, the host the links are on: --host www.example.com")
        }
        var normalized: [String] = []
        for host in hosts {
            let checked: String
            do {
                checked = try Routes.validate(host: host)
            } catch {
                throw ServerOptionsError("--host '\(host)' is not a host name: \(error.message)")
            }
            guard !checked.hasPrefix("*.") else {
                throw ServerOptionsError("--host '\(host)' names many hosts; the files are served per host, so name each one")
            }
            if !normalized.contains(checked) { normalized.append(checked) }
        }
        self.hosts = normalized

        guard !appIDs.isEmpty else {
            throw ServerOptionsError("give at least one --app-id TEAMID.bundle.id, as in --app-id ABCDE12345.com.example.app")
        }
        for appID in appIDs where !Self.isAppID(appID) {
            throw ServerOptionsError("--app-id '\(appID)' is not TEAMID.bundle.id (the team ID, a dot, the bundle identifier)")
        }
        self.appIDs = appIDs

        switch (androidPackage, androidFingerprints.isEmpty) {
        case (nil, true):
            assetLinks = nil
        case (nil, false):
            throw ServerOptionsError("--android-fingerprint needs --android-package, the app the certificate signs")
        case (let package?, true):
            throw ServerOptionsError("--android-package '\(package)' needs at least one --android-fingerprint (the SHA-256 of its signing certificate)")
        case (let package?, false):
            do {
                assetLinks = try AppLinkFile.assetLinks(packageName: package, sha256CertFingerprints: androidFingerprints)
            } catch {
                throw ServerOptionsError("--android-package and --android-fingerprint: \(error)")
            }
        }

        guard !bind.isEmpty else { throw ServerOptionsError("--bind needs an address, as in --bind 127.0.0.1") }
        self.bind = bind
        guard (0...65535).contains(port) else {
            throw ServerOptionsError("--port \(port) is not a port (0 to 65535; 0 picks a free one)")
        }
        self.port = port

        if let fallbackURL {
            guard let components = URLComponents(string: fallbackURL),
                  let scheme = components.scheme?.lowercased(), scheme == "https" || scheme == "http",
                  components.host?.isEmpty == false else {
                throw ServerOptionsError("--fallback-url '\(fallbackURL)' is not an http or https URL with a host")
            }
        }
        self.fallbackURL = fallbackURL
    }

    /// TEAMID.bundle.id: a team ID, a dot, a bundle identifier (letters, digits, '-' and '.').
    static func isAppID(_ text: String) -> Bool {
        guard let dot = text.firstIndex(of: "."), dot != text.startIndex, text.index(after: dot) != text.endIndex else {
            return false
        }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
    }
}

/// An argument the server cannot start with, and why.
struct ServerOptionsError: Error, CustomStringConvertible, Equatable {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
