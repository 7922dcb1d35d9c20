/// The links an Android app opens: its verified intent filters, and on Android 15 the dynamic
/// rules of its assetlinks.json, read the way Android reads them.
///
/// ```swift
/// let rules = try AndroidLinkRules(manifest: manifestXML, assetLinks: assetLinksJSON, packageName: "com.acme.app")
/// rules.verdict(for: "https://shop.acme.example/products/42")
/// // opens the app (<data android:pathPrefix="/products/" />)
/// ```
///
/// Only an `<intent-filter android:autoVerify="true">` with the action
/// `android.intent.action.VIEW` and the categories `DEFAULT` and `BROWSABLE` takes links; its
/// `<data>` elements combine (any of its schemes with any of its hosts and any of its paths),
/// a host `*.example.com` takes the domain's subdomains, and attribute values are read after
/// the resource compiler's `\` escapes. Paths are matched by Android's `PatternMatcher`
/// (`path`, `pathPrefix`, `pathPattern`, `pathAdvancedPattern`, `pathSuffix`). From API 35,
/// `<uri-relative-filter-group>` elements take further links in order, and the dynamic rules
/// decide among the links the manifest takes: the first that matches opens the app or, with
/// `exclude`, the browser; a link no rule matches opens the browser.
public struct AndroidLinkRules: Sendable {
    private let filters: [AndroidVerifiedIntentFilter]
    private let dynamicRules: [AndroidDynamicLinkRule]
    private let hasDynamicRules: Bool
    /// The dynamic rules by the literal start of their paths; each filter indexes its own paths.
    private let dynamicIndex: LiteralPrefixIndex<Unicode.Scalar>

    /// Reads a manifest (or XML holding `<intent-filter>` elements) and, optionally, the
    /// host's assetlinks.json whose dynamic rules for `packageName` (for any app when nil)
    /// apply from API 35.
    ///
    /// Throws ``AppLinkError`` (``AppLinkError/Kind/unreadableFile``) for text that is not
    /// XML, XML with a DOCTYPE, JSON that is not an array of statements, or dynamic rules
    /// that are not the shape Android reads.
    public init(manifest xml: String, assetLinks json: String? = nil, packageName: String? = nil) throws {
        filters = try AndroidManifestReader.filters(in: xml).map { filter in
            var indexed = filter
            indexed.indexPaths()
            return indexed
        }
        if let json {
            dynamicRules = try AndroidDynamicLinkRule.rules(inAssetLinks: json, packageName: packageName)
            hasDynamicRules = !dynamicRules.isEmpty
        } else {
            dynamicRules = []
            hasDynamicRules = false
        }
        var index = LiteralPrefixIndex<Unicode.Scalar>()
        for (number, rule) in dynamicRules.enumerated() {
            index.add(number, prefix: rule.pathLiteralPrefix)
        }
        dynamicIndex = index
    }

    /// Whether Android at `apiLevel` opens the app for `url`, and the `<data>` element, group
    /// or dynamic rule that decided.
    ///
    /// ```swift
    /// rules.verdict(for: "https://shop.acme.example/cart", apiLevel: 34).opensApp   // false
    /// ```
    public func verdict(for url: String, apiLevel: Int = 35) -> AppLinkVerdict {
        verdict(for: url, apiLevel: apiLevel, indexed: true)
    }

    /// The verdict by trying every path and dynamic rule in order, as Android does: what the
    /// indexes must give, for tests.
    func verdictByScanning(for url: String, apiLevel: Int = 35) -> AppLinkVerdict {
        verdict(for: url, apiLevel: apiLevel, indexed: false)
    }

    private func verdict(for url: String, apiLevel: Int, indexed: Bool) -> AppLinkVerdict {
        guard let link = AndroidLinkURL(url), link.scheme == "https" || link.scheme == "http" else {
            return AppLinkVerdict(opensApp: false, rule: nil)
        }
        let android15 = apiLevel >= 35
        var refusal: String?
        var opening: String?
        for filter in filters {
            guard let (opens, rule) = filter.rule(for: link, groupsApply: android15, indexed: indexed) else { continue }
            if opens {
                opening = rule
                break
            }
            refusal = refusal ?? rule
        }
        guard let opening else { return AppLinkVerdict(opensApp: false, rule: refusal) }
        guard android15 && hasDynamicRules else { return AppLinkVerdict(opensApp: true, rule: opening) }
        // Within the manifest's links, the first dynamic rule that matches decides.
        let found: Int?
        if indexed {
            var lists: [ArraySlice<Int>] = []
            dynamicIndex.candidates(along: link.path.unicodeScalars, into: &lists)
            found = LiteralPrefixIndex<Unicode.Scalar>.first(in: &lists) { dynamicRules[$0].matches(link) }
        } else {
            found = dynamicRules.firstIndex { $0.matches(link) }
        }
        guard let found else { return AppLinkVerdict(opensApp: false, rule: nil) }
        let rule = dynamicRules[found]
        return AppLinkVerdict(opensApp: !rule.exclude, rule: rule.text)
    }
}
