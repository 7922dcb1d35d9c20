/// Why an app-link file could not be made: a host that is not one host, no route for it, an
/// app ID or certificate fingerprint that is not well-formed, or a file too large to serve.
///
/// ```swift
/// do {
///     let file = try table.appleAppSiteAssociation(host: "www.acme.example", appIDs: ["ABCDE12345.com.acme.app"])
///     serve(file.contents)
/// } catch let error as AppLinkError {
///     print(error)   // no route of the table takes https://www.acme.example/... (searched: https, *)
/// }
/// ```
public struct AppLinkError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// The host is not one host name (a pattern, a port, a wildcard), or routing reads it
        /// as a path component.
        case invalidHost
        /// No route of the table takes a URL of the host.
        case noRoutes
        /// A route's pattern does not compile.
        case invalidPattern
        /// An app ID is not `TEAMID.bundle.id`, or there is none.
        case invalidAppID
        /// The scheme cannot be verified for App Links (only `http` and `https` can).
        case invalidScheme
        /// An Android package name or certificate fingerprint is not well-formed.
        case invalidAssetLinks
        /// The file is larger than the limit its consumer accepts (Apple's CDN: 128 KB).
        case fileTooLarge
        /// A file to judge (``AppleLinkRules``, ``AndroidLinkRules``) cannot be read: it is
        /// not JSON or XML, or not the shape its platform reads.
        case unreadableFile
    }

    /// What went wrong, for code that handles some cases.
    ///
    /// ```swift
    /// if error.kind == .fileTooLarge { splitTheTable() }
    /// ```
    public var kind: Kind
    /// What went wrong, where and why, as a sentence.
    ///
    /// ```swift
    /// error.message   // "no route of the table takes https://www.acme.example/... (searched: https, *)"
    /// ```
    public var message: String

    /// The message.
    ///
    /// ```swift
    /// print(error)   // the message
    /// ```
    public var description: String { message }

    init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}
