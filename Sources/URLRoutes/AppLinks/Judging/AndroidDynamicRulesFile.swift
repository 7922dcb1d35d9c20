import Foundation

extension RouteTable {
    /// Digital Asset Links for one Android app with Android 15's dynamic rules for `host`: the
    /// statement of ``AppLinkFile/assetLinks(packageName:sha256CertFingerprints:)`` and, in its
    /// `relation_extensions`, `dynamic_app_link_components` that open the app for exactly the
    /// paths the table routes, as exactly as the rules' `*` (any run, `/` included) and `?`
    /// (one character) can say.
    ///
    /// ```swift
    /// let links = try table.assetLinks(host: "shop.acme.example", packageName: "com.acme.app",
    ///                                  sha256CertFingerprints: ["14:6D:E9:...:44:E5"])
    /// // Serve at https://shop.acme.example/.well-known/assetlinks.json
    /// ```
    ///
    /// The rules are the components the table's apple-app-site-association has, since both
    /// formats have only `*` and `?` and take the first rule that matches: routes of any depth
    /// first, then each depth after a rule that excludes every path with more `/`. Android
    /// applies them only to the links the intent filter takes
    /// (``androidIntentFilter(host:scheme:)``), so publish both. A rule holds only the keys
    /// Android documents (`/`, `#`, `?`, `exclude`); where a rule claims more than its route,
    /// `widenings` lists it and says why (`urlroutes android` prints them). Throws
    /// ``AppLinkError`` as the plain file does, and for a host that is not one host or no
    /// route for it.
    public func assetLinks(host: String, packageName: String, sha256CertFingerprints: [String]) throws -> AppLinkFile {
        let plain = try AppLinkFile.assetLinks(packageName: packageName, sha256CertFingerprints: sha256CertFingerprints)
        try checkRouteLimit()
        let routes = try AppLinkRouteSet(table: self, host: host, scheme: "https")
        let builder = AppleAppSiteAssociation(definitions: routes.definitions)
        let rules = builder.components.map { component in
            AssetLinksStatement.Rule(path: component.path, fragment: component.fragment,
                                     exclude: component.exclude == true ? true : nil)
        }
        guard !rules.isEmpty else {
            throw AppLinkError(.noRoutes, "no route of the table takes a link of \(routes.host): there is no dynamic rule to write")
        }
        // The plain file's single statement, read back to carry the same target.
        let decoded = try JSONDecoder().decode([AssetLinksStatement].self, from: Data(plain.contents.utf8))
        var statements = decoded
        statements[0].relationExtensions = .init(handleAllURLs: .init(components: rules))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let contents = String(decoding: try encoder.encode(statements), as: UTF8.self) + "\n"
        let widenings = builder.widenings.map { AppLinkWidening(route: $0.route, reason: Self.dynamicRuleWording($0.reason)) }
        return AppLinkFile(contents: contents, widenings: widenings)
    }

    /// The apple-app-site-association builder's words, said of dynamic rules (same wildcards).
    private static func dynamicRuleWording(_ text: String) -> String {
        text.replacingOccurrences(of: "AASA patterns", with: "dynamic rule patterns")
            .replacingOccurrences(of: "which AASA reads", with: "which dynamic rules read")
    }
}
