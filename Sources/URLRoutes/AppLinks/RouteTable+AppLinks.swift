extension RouteTable {
    /// Apple's CDN refuses an apple-app-site-association file larger than this (uncompressed):
    /// 128 KB. `appleAppSiteAssociation(host:appIDs:)` throws rather than make a larger one.
    ///
    /// ```swift
    /// file.contents.utf8.count <= RouteTable.appleAppSiteAssociationSizeLimit   // always true
    /// ```
    public static let appleAppSiteAssociationSizeLimit = 128 * 1024

    /// The apple-app-site-association file for universal links `https://HOST/...`: one
    /// `applinks.details` entry for `appIDs` whose components claim exactly the URLs the
    /// table routes once registered (the host's namespace, then whatever it falls back to),
    /// by Apple's rules.
    ///
    /// ```swift
    /// let table = try RouteTable(contentsOf: URL(fileURLWithPath: "routes.table"))
    /// let file = try table.appleAppSiteAssociation(host: "www.acme.example", appIDs: ["ABCDE12345.com.acme.app"])
    /// // Serve at https://www.acme.example/.well-known/apple-app-site-association
    /// response.headers["Content-Type"] = "application/json"
    /// response.body = file.contents
    /// ```
    ///
    /// Where Apple's patterns cannot say what a route takes, its components claim more, never
    /// less; their comment says "widened" and why, and `widenings` lists them. Throws
    /// ``AppLinkError``: a host that is not one host, no route for it, an app ID that is not
    /// `TEAMID.bundle.id`, or a file over 128 KB (Apple's CDN refuses it), naming its size and
    /// the routes that cost the most. Making the file stops as soon as it is sure to be over the
    /// limit, so the size named is then a lower bound ("would be at least N bytes"). Throws a
    /// `RouteTableError` for a table over ``RouteTable/routeLimit`` routes.
    public func appleAppSiteAssociation(host: String, appIDs: [String]) throws -> AppLinkFile {
        guard !appIDs.isEmpty else {
            throw AppLinkError(.invalidAppID, "give at least one app ID, TEAMID.bundle.id, as in ABCDE12345.com.example.app")
        }
        for appID in appIDs { try Self.validateAppleAppID(appID) }
        try checkRouteLimit()
        let routes = try AppLinkRouteSet(table: self, host: host, scheme: "https")
        let limit = Self.appleAppSiteAssociationSizeLimit
        // The builder stops as soon as the file is sure to be over the limit, rather than make
        // megabytes of JSON to refuse them; it still measures every route, to name the costliest.
        let builder = AppleAppSiteAssociation(definitions: routes.definitions, readingPathsAsIOS: true, sizeLimit: limit)
        func tooLarge(_ size: String) -> AppLinkError {
            let costliest = builder.costs.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(5).map { index, bytes in
                let route = self.routes[index]
                return "\(route.name.map { "\($0): " } ?? "")\(route.pattern)\(route.line.map { " (line \($0))" } ?? ""), about \(bytes) bytes"
            }
            return AppLinkError(.fileTooLarge, "the apple-app-site-association file for \(routes.host) \(size) bytes, more than the \(limit) bytes (128 KB) Apple's CDN accepts; the routes that cost the most: \(costliest.joined(separator: "; "))")
        }
        if let least = builder.sizeAtLeast {
            throw tooLarge("would be at least \(least)")
        }
        let contents = builder.contents(appIDs: appIDs)
        let size = contents.utf8.count
        guard size <= limit else { throw tooLarge("is \(size)") }
        return AppLinkFile(contents: contents, widenings: builder.widenings)
    }

    /// The `<intent-filter android:autoVerify="true">` for Android App Links `SCHEME://HOST/...`
    /// (Android 12, API 31, and later): the `VIEW` action, the `DEFAULT` and `BROWSABLE`
    /// categories, the scheme and host, and `android:pathAdvancedPattern`s that together match
    /// exactly the paths the table routes once registered, as Android's `PatternMatcher` reads
    /// them after the resource compiler.
    ///
    /// ```swift
    /// let filter = try table.androidIntentFilter(host: "shop.acme.example")
    /// print(filter.contents)   // paste into the <activity> that opens the links
    /// ```
    ///
    /// Where a pattern cannot say what a route takes, it claims more, never less: its comment
    /// says "widened" and why, and `widenings` lists it. One limit is not widened: Android
    /// matches the decoded path, so a URL that percent-encodes a `/` or an unreserved character
    /// (`/legal/terms%2Fv2`, `/p/%31%32`) is, to Android, the path it decodes to. Throws
    /// ``AppLinkError``: a scheme other than `http` or `https`, a host that is not one host, or
    /// no route for it; a `RouteTableError` for a table over ``RouteTable/routeLimit`` routes.
    public func androidIntentFilter(host: String, scheme: String = "https") throws -> AppLinkFile {
        guard scheme == "https" || scheme == "http" else {
            throw AppLinkError(.invalidScheme, "the scheme '\(scheme)': Android verifies app links for http and https only")
        }
        try checkRouteLimit()
        let routes = try AppLinkRouteSet(table: self, host: host, scheme: scheme)
        let filter = AndroidIntentFilter(definitions: routes.definitions)
        return AppLinkFile(contents: filter.contents(scheme: scheme, host: routes.host, namespaces: routes.namespaces, file: file),
                           widenings: filter.widenings)
    }

    /// `TEAMID.bundle.id`: letters and digits, a dot, then a bundle identifier.
    /// Checks that `appID` is an app ID as apple-app-site-association lists it: `TEAMID.bundle.id`,
    /// a 10-character team ID of letters and digits, a dot, then the bundle identifier (letters,
    /// digits, `-` and `.`, no empty part). Throws an ``AppLinkError`` that says what is wrong;
    /// iOS ignores an entry without the team ID, so a file made with one opens nothing.
    ///
    /// ```swift
    /// try RouteTable.validateAppleAppID("ABCDE12345.com.acme.app")   // fine
    /// try RouteTable.validateAppleAppID("com.acme.app")              // throws: no team ID
    /// ```
    public static func validateAppleAppID(_ appID: String) throws {
        func fail(_ why: String) -> AppLinkError {
            AppLinkError(.invalidAppID, "the app ID \(appID.debugDescription) is not TEAMID.bundle.id: \(why) (as in ABCDE12345.com.acme.app; the team ID is in the Apple Developer account's Membership details)")
        }
        guard let dot = appID.firstIndex(of: ".") else { throw fail("it has no dot") }
        let team = appID[..<dot]
        let bundle = appID[appID.index(after: dot)...]
        let isAlphanumeric: (Character) -> Bool = { $0.isASCII && ($0.isLetter || $0.isNumber) }
        guard team.count == 10, team.allSatisfy(isAlphanumeric) else {
            throw fail("it starts with \(String(team).debugDescription), not a team ID of 10 letters and digits")
        }
        guard !bundle.isEmpty, bundle.allSatisfy({ isAlphanumeric($0) || $0 == "-" || $0 == "." }),
              !bundle.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) else {
            throw fail("the bundle identifier \(String(bundle).debugDescription) is not letters, digits, '-' and '.' between non-empty parts")
        }
    }
}
