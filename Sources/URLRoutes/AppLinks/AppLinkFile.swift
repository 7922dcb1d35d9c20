/// A file that tells a phone which links open the app: an apple-app-site-association file, an
/// Android `<intent-filter>`, or Digital Asset Links (`assetlinks.json`), with what it claims
/// beyond the routes.
///
/// ```swift
/// let table = try RouteTable(contentsOf: URL(fileURLWithPath: "routes.table"))
/// let aasa = try table.appleAppSiteAssociation(host: "www.acme.example", appIDs: ["ABCDE12345.com.acme.app"])
/// try aasa.contents.write(toFile: "public/.well-known/apple-app-site-association", atomically: true, encoding: .utf8)
/// for widening in aasa.widenings { print("warning:", widening) }
/// ```
public struct AppLinkFile: Sendable, Equatable {
    /// The file's text: JSON for apple-app-site-association and assetlinks.json, XML for the
    /// intent filter.
    ///
    /// ```swift
    /// response.body = file.contents
    /// ```
    public var contents: String
    /// The entries that claim more than routing takes, each with its route and why (empty when
    /// the file claims exactly what routing routes).
    ///
    /// ```swift
    /// file.widenings.isEmpty   // true for a table of plain literals
    /// ```
    public var widenings: [AppLinkWidening]

    init(contents: String, widenings: [AppLinkWidening] = []) {
        self.contents = contents
        self.widenings = widenings
    }
}
