import Foundation
import URLRoutes

/// One route table as the server serves it, built whole before it serves a request: the table
/// compiled outside the process-wide registry, and the apple-app-site-association file of
/// every served host. A reload builds a new one and swaps it in; nothing in it ever changes.
struct ServedTable: Sendable {
    let resolver: RouteResolver
    /// Which links a short link may open with this table and the server's hosts.
    let shortLinkTargets: ShortLinkTargets
    /// The AASA file of each served host, by host.
    let appleAppSiteAssociation: [String: ServedFile]
    /// With `--android-dynamic-rules`, the assetlinks.json of each served host, with the dynamic
    /// rules of the host's routes; empty otherwise (the one file without rules is served).
    let assetLinks: [String: ServedFile]

    /// Reads, compiles and builds the files of the table at `path`. Throws what is wrong with
    /// it: a `RouteTableError` (`FILE:LINE:COLUMN: error: ...`), the error that kept the file
    /// from being read, or an `AppLinkError` (no route for a served host, a file over Apple's
    /// 128 KB, a host without routes for dynamic rules).
    init(contentsOf path: String, options: ServerOptions) throws {
        let table = try RouteTable(contentsOf: URL(fileURLWithPath: path))
        try self.init(table, options: options)
    }

    init(_ table: RouteTable, options: ServerOptions) throws {
        resolver = try RouteResolver(table)
        shortLinkTargets = ShortLinkTargets(hosts: options.hosts, table: table)
        var files: [String: ServedFile] = [:]
        // An Android-only server (no --app-id) serves no apple-app-site-association.
        for host in options.hosts where !options.appIDs.isEmpty {
            let file = try table.appleAppSiteAssociation(host: host, appIDs: options.appIDs)
            files[host] = ServedFile(file.contents, contentType: "application/json")
        }
        appleAppSiteAssociation = files
        var assetLinks: [String: ServedFile] = [:]
        if options.androidDynamicRules, let package = options.androidPackage {
            for host in options.hosts {
                let file = try table.assetLinks(host: host, packageName: package, sha256CertFingerprints: options.androidFingerprints)
                assetLinks[host] = ServedFile(file.contents, contentType: "application/json")
            }
        }
        self.assetLinks = assetLinks
    }
}

extension ServedTable {
    /// Whether a short link to `url` opens something: the table routes it and it is a link a
    /// short link may open.
    func opens(_ url: String) -> Bool {
        resolver.resolve(url).status == .routed && shortLinkTargets.problem(with: url) == nil
    }
}
