/// An apple-app-site-association file as iOS reads it: for a link and an app, whether the app
/// opens it, and the rule of the file that decided.
///
/// ```swift
/// let rules = try AppleLinkRules(parsing: """
///     {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.acme.app"],
///       "components": [{"/": "/p/*", "comment": "product"}]}]}}
///     """)
/// let verdict = rules.verdict(for: "https://www.acme.example/p/42", appID: "ABCDE12345.com.acme.app")
/// verdict.opensApp   // true
/// verdict.rule       // {"/":"/p/*","comment":"product"}: the component that matched
/// ```
///
/// Apple's rules (the `applinks` reference): the entries of `applinks.details` that
/// name the app (`appIDs`, or the legacy `appID`) give its rules in order, and the first that
/// matches decides; an `exclude` one keeps the link in the browser. A component matches when
/// all of its `/` (path), `?` (query, as a pattern or a dictionary of query items) and `#`
/// (fragment) patterns do; in them `*` is any run of characters, `?` one character, `$(name)`
/// one of a substitution variable's values. An entry without `components` uses its legacy
/// `paths` (`NOT ` for an exclude; the path alone).
///
/// Where the documentation leaves it open, the rules follow the output of Apple's `swcutil`
/// (macOS 27): runs of `/` are read as one and one trailing `/` is ignored, in the `/` pattern
/// and in the path (the root stays `/`); a `/` pattern without a leading `/` gets one; a `/`
/// pattern ending in `/*` also matches the path without it (`/buy/*` matches `/buy`); a `?`
/// dictionary holding any value that is not a string is ignored whole; `caseSensitive`,
/// `percentEncoded`, `/`, `?`, `#` and `exclude` come from the component, else its entry's
/// `defaults`, else `applinks.defaults` (`caseSensitive` and `percentEncoded` are true when no
/// level sets them); `details` may be an object of entries keyed by app ID. A file without
/// `applinks` (only `webcredentials` or `appclips`) claims no link: see ``hasAppLinks``.
///
/// Only `https` links are universal links; the host is the caller's to judge, since a file is
/// served by the host it speaks for. Matching never backtracks: any file answers any URL in time
/// proportional to its patterns times the URL's length.
public struct AppleLinkRules: Sendable {
    let details: [AppleLinkDetail]

    /// Whether the file has an `applinks` object. A file without one (only `webcredentials`,
    /// `appclips` or `activitycontinuation`) is valid and claims no link: every URL opens the
    /// browser.
    ///
    /// ```swift
    /// let rules = try AppleLinkRules(parsing: #"{"webcredentials": {"apps": ["ABCDE12345.com.acme.app"]}}"#)
    /// rules.hasAppLinks   // false
    /// ```
    public let hasAppLinks: Bool
    /// The components by the literal start of their paths, so that a link is not tried against
    /// every one (a file of a thousand components, a hundred thousand links).
    private let index: AppleLinkIndex

    /// Reads an apple-app-site-association file. Throws ``AppLinkError``: `.fileTooLarge` for
    /// a file over ``RouteTable/appleAppSiteAssociationSizeLimit`` (128 KB, which Apple's CDN
    /// refuses), `.unreadableFile` for text that is not JSON or not the shape of `applinks`,
    /// naming where. A JSON object without `applinks` is read, and claims no link.
    ///
    /// ```swift
    /// let text = try String(contentsOfFile: "apple-app-site-association", encoding: .utf8)
    /// let rules = try AppleLinkRules(parsing: text)
    /// ```
    public init(parsing json: String) throws {
        let size = json.utf8.count
        let limit = RouteTable.appleAppSiteAssociationSizeLimit
        guard size <= limit else {
            throw AppLinkError(.fileTooLarge, "the apple-app-site-association file is \(size) bytes, more than the \(limit) bytes (128 KB) Apple's CDN accepts")
        }
        let file = try AppleAssociationFile(bytes: Array(json.utf8))
        details = file.details
        hasAppLinks = file.hasAppLinks
        index = AppleLinkIndex(details)
    }

    /// Whether the app `appID` (`TEAMID.bundle.id`) opens `url`, and the component (its JSON
    /// text, compacted) or legacy path that decided. An app the file does not name, a URL no
    /// rule matches and a URL that is not `https` open the browser with no rule.
    ///
    /// ```swift
    /// rules.verdict(for: "https://www.acme.example/p/42", appID: "ABCDE12345.com.acme.app")
    /// // opens the app ({"/":"/p/*","comment":"product"})
    /// rules.verdict(for: "http://www.acme.example/p/42", appID: "ABCDE12345.com.acme.app")
    /// // opens the browser (no rule matches): not https
    /// ```
    public func verdict(for url: String, appID: String) -> AppLinkVerdict {
        guard var link = AppleLinkURL(url),
              let component = index.firstMatch(for: &link, appID: appID, details: details) else {
            return AppLinkVerdict(opensApp: false, rule: nil)
        }
        return AppLinkVerdict(opensApp: !component.exclude, rule: component.rule)
    }

    /// The verdict by trying every rule in order, as Apple describes it: what the index must
    /// give, for tests.
    func verdictByScanning(for url: String, appID: String) -> AppLinkVerdict {
        guard var link = AppleLinkURL(url) else { return AppLinkVerdict(opensApp: false, rule: nil) }
        for detail in details where detail.appIDs.contains(appID) {
            for component in detail.components where component.matches(&link) {
                return AppLinkVerdict(opensApp: !component.exclude, rule: component.rule)
            }
        }
        return AppLinkVerdict(opensApp: false, rule: nil)
    }
}
