import Foundation
import URLRoutes

/// What the server was asked to serve, checked once at start: a mistake here is a message and
/// exit status 2, not a server that answers wrongly.
struct ServerOptions: Sendable {
    var tablePath: String
    /// The hosts the server answers for, as Host headers are compared: lowercased, without a
    /// trailing dot, in the order given.
    var hosts: [String]
    /// The iOS apps (`TEAMID.bundle.id`); empty for an Android-only server, whose
    /// apple-app-site-association is then 404.
    var appIDs: [String]
    /// Digital Asset Links for the Android app, made once: it does not depend on the table.
    var assetLinks: AppLinkFile?
    /// The Android app and its certificates, for the per-host files with dynamic rules.
    var androidPackage: String?
    var androidFingerprints: [String] = []
    /// `--android-dynamic-rules`: each host's assetlinks.json also carries Android 15's dynamic
    /// rules, made from the table's routes for that host (rebuilt on every reload).
    var androidDynamicRules = false
    var bind: String
    var port: Int
    var fallbackURL: String?
    /// Short links (`--short-host`, `--database`, `--api-token-file` ...); nil serves none.
    var shortLinks: ShortLinkOptions?

    /// All the hosts the server answers for: `--host` and `--short-host`.
    var servedHosts: [String] { hosts + (shortLinks?.hosts ?? []) }

    init(tablePath: String, hosts: [String], appIDs: [String], androidPackage: String? = nil,
         androidFingerprints: [String] = [], bind: String = "127.0.0.1", port: Int = 8080,
         fallbackURL: String? = nil, shortLinks: ShortLinkOptions? = nil,
         androidDynamicRules: Bool = false) throws(ServerOptionsError) {
        self.tablePath = tablePath
        guard !hosts.isEmpty else {
            throw ServerOptionsError("give at least one --host, the host the links are on: --host www.example.com")
        }
        let normalized = try Self.checkedHosts(hosts, option: "--host", whyOne: "the files are served per host, so name each one")
        self.hosts = normalized

        for appID in appIDs {
            do {
                try RouteTable.validateAppleAppID(appID)
            } catch {
                throw ServerOptionsError("--app-id '\(appID)': \(error)")
            }
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

        self.androidPackage = androidPackage
        self.androidFingerprints = androidFingerprints
        if androidDynamicRules && assetLinks == nil {
            throw ServerOptionsError("--android-dynamic-rules needs --android-package and --android-fingerprint, the app the rules open")
        }
        self.androidDynamicRules = androidDynamicRules

        // An iOS app, an Android app, or both: without either, there is no file to serve.
        guard !appIDs.isEmpty || assetLinks != nil else {
            throw ServerOptionsError("give the apps that open the links: --app-id TEAMID.bundle.id for iOS (as in --app-id ABCDE12345.com.example.app), --android-package with --android-fingerprint for Android, or both")
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
        if let shortLinks, let both = shortLinks.hosts.first(where: normalized.contains) {
            throw ServerOptionsError("'\(both)' is both a --host and a --short-host; short links need a host of their own")
        }
        self.shortLinks = shortLinks
    }
}

extension ServerOptions {
    /// `hosts` as Host headers are compared (lowercased, no trailing dot), in the order given,
    /// each once; a value that is not one host name is an error that names `option`.
    static func checkedHosts(_ hosts: [String], option: String, whyOne: String) throws(ServerOptionsError) -> [String] {
        var normalized: [String] = []
        for host in hosts {
            let checked: String
            do {
                checked = try Routes.validate(host: host)
            } catch {
                throw ServerOptionsError("\(option) '\(host)' is not a host name: \(error.message)")
            }
            guard !checked.hasPrefix("*.") else {
                throw ServerOptionsError("\(option) '\(host)' names many hosts; \(whyOne)")
            }
            if !normalized.contains(checked) { normalized.append(checked) }
        }
        return normalized
    }
}

/// An argument the server cannot start with, and why.
struct ServerOptionsError: Error, CustomStringConvertible, Equatable {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
