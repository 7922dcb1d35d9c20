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
    /// Each declaration's rules when `dynamic_app_link_components` is declared more than once
    /// for the app (and so none applies).
    private let dynamicRuleDeclarations: [[AndroidDynamicLinkRule]]
    /// False when the assetlinks.json given has no statement for the app: no link opens it.
    package let isVerified: Bool
    /// Why the assetlinks.json does not verify the app, when it does not.
    package let whyNotVerified: String?
    /// What in the files changes Android's reading or could not be read as written.
    package let problems: [AndroidLinkProblem]

    /// Reads a manifest (or XML holding `<intent-filter>` elements) and, optionally, the
    /// host's assetlinks.json for the app `packageName` (any Android app when nil).
    ///
    /// ```swift
    /// let rules = try AndroidLinkRules(manifest: manifestXML, assetLinks: assetLinksJSON, packageName: "com.acme.app",
    ///                                  placeholders: ["hostName": "shop.acme.example"],
    ///                                  resources: stringsXML,
    ///                                  fingerprints: ["14:6D:E9:...:44:E5"])
    /// ```
    ///
    /// Attribute values are read as the app sees them: Gradle's manifest placeholders
    /// (`${hostName}`) from `placeholders` (`${applicationId}` is `packageName`), then
    /// `@string/NAME` from `resources` (a `res/values` XML of `<string name="...">`); a value
    /// that cannot be resolved is never judged as written (it takes no link). A host `*` is
    /// never verified. With `assetLinks`, a host is verified only when it has a
    /// `delegate_permission/common.handle_all_urls` statement for the app (signed with one of
    /// `fingerprints`, compared ignoring case, when any is given): without one, no link opens
    /// the app. Its dynamic rules apply from API 35, unless Android would discard them (a
    /// malformed or empty field) or they are declared more than once for the app; then the
    /// manifest alone decides.
    ///
    /// Throws ``AppLinkError`` (``AppLinkError/Kind/unreadableFile``) for text that is not
    /// XML, XML with a DOCTYPE or an encoding other than UTF-8, or JSON that is not an array
    /// of statements.
    public init(manifest xml: String, assetLinks json: String? = nil, packageName: String? = nil,
                placeholders: [String: String] = [:], resources: String? = nil, fingerprints: [String] = []) throws {
        let strings = try resources.map(AndroidStringResources.strings(in:))
        let resolver = AndroidAttributeResolver(placeholders: placeholders, resources: strings, packageName: packageName)
        let (read, manifestProblems) = try AndroidManifestReader.filters(in: xml, resolver: resolver)
        filters = read.map { filter in
            var indexed = filter
            indexed.indexPaths()
            return indexed
        }
        var problems = manifestProblems
        if let json {
            let assetLinks = try AndroidAssetLinks(parsing: json, packageName: packageName, fingerprints: fingerprints)
            isVerified = assetLinks.verifies
            whyNotVerified = assetLinks.whyNotVerified
            dynamicRules = assetLinks.rules
            dynamicRuleDeclarations = assetLinks.declarations
            problems += assetLinks.problems
        } else {
            isVerified = true
            whyNotVerified = nil
            dynamicRules = []
            dynamicRuleDeclarations = []
        }
        self.problems = problems
        hasDynamicRules = !dynamicRules.isEmpty
        dynamicIndex = Self.index(dynamicRules)
    }

    private static func index(_ rules: [AndroidDynamicLinkRule]) -> LiteralPrefixIndex<Unicode.Scalar> {
        var index = LiteralPrefixIndex<Unicode.Scalar>()
        for (number, rule) in rules.enumerated() {
            index.add(number, prefix: rule.pathLiteralPrefix)
        }
        return index
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

    /// The `<data>` (or group) of the manifest that opens the link, nil when the manifest
    /// does not take it; and the refusal that decided otherwise.
    private func manifestRule(for link: AndroidLinkURL, android15: Bool, indexed: Bool) -> (opening: String?, refusal: String?) {
        var refusal: String?
        for filter in filters {
            guard let (opens, rule) = filter.rule(for: link, groupsApply: android15, indexed: indexed) else { continue }
            if opens { return (rule, refusal) }
            refusal = refusal ?? rule
        }
        return (nil, refusal)
    }

    private func verdict(for url: String, apiLevel: Int, indexed: Bool) -> AppLinkVerdict {
        guard isVerified, let link = AndroidLinkURL(url), link.scheme == "https" || link.scheme == "http" else {
            return AppLinkVerdict(opensApp: false, rule: nil)
        }
        let android15 = apiLevel >= 35
        let (opening, refusal) = manifestRule(for: link, android15: android15, indexed: indexed)
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

    /// How many times `dynamic_app_link_components` is declared for the app (0 or 1 when
    /// none or one applies).
    package var dynamicRuleDeclarationCount: Int {
        max(dynamicRuleDeclarations.count, hasDynamicRules ? 1 : 0)
    }

    /// When `dynamic_app_link_components` is declared more than once for the app: the
    /// verdict on Android 15 under each declaration, in file order (empty otherwise).
    package func verdictsUnderEachDeclaration(for url: String) -> [AppLinkVerdict] {
        guard dynamicRuleDeclarations.count > 1, isVerified, let link = AndroidLinkURL(url),
              link.scheme == "https" || link.scheme == "http" else { return [] }
        let (opening, refusal) = manifestRule(for: link, android15: true, indexed: true)
        return dynamicRuleDeclarations.map { rules in
            guard let opening else { return AppLinkVerdict(opensApp: false, rule: refusal) }
            guard !rules.isEmpty else { return AppLinkVerdict(opensApp: true, rule: opening) }
            guard let rule = rules.first(where: { $0.matches(link) }) else { return AppLinkVerdict(opensApp: false, rule: nil) }
            return AppLinkVerdict(opensApp: !rule.exclude, rule: rule.text)
        }
    }

    /// The dynamic rules that apply, as written, with their line and place.
    package var dynamicRuleTexts: [(text: String, line: Int, position: Int)] {
        dynamicRules.map { ($0.text, $0.line, $0.position) }
    }

    /// The places (indexes into `dynamicRuleTexts`) of every dynamic rule that matches the
    /// link, in order: the first decides, for a link the manifest takes. The manifest is not
    /// asked: the host's rules apply to every app version's manifest.
    package func dynamicRulesMatching(_ url: String) -> [Int]? {
        guard hasDynamicRules, let link = AndroidLinkURL(url), link.scheme == "https" || link.scheme == "http" else { return nil }
        return dynamicRules.indices.filter { dynamicRules[$0].matches(link) }
    }

    /// Paths to probe the files with, drawn from the rules themselves: each path, path prefix
    /// and pattern of the filters that take links of `host` (its literal start, then that
    /// start with a component), and each dynamic rule's path with its wildcards filled in; so
    /// that a claim no route makes is judged without a list of links.
    package func probePaths(host: String) -> [String] {
        guard let hostLink = AndroidLinkURL("https://\(host)/") else { return [] }
        var paths: [String] = []
        for filter in filters where filter.authorities.contains(where: { $0.matches(hostLink) }) {
            for path in filter.paths {
                let literal = String(decoding: path.matcher.literalPrefix, as: UTF16.self)
                switch path.matcher.kind {
                case .path: paths.append(path.matcher.pattern)
                case .pathSuffix: paths.append("/x" + path.matcher.pattern)
                default: paths += [literal, literal + "x", literal + "1/x"]
                }
            }
        }
        for rule in dynamicRules + dynamicRuleDeclarations.flatMap({ $0 }) {
            guard let path = rule.path else { continue }
            paths += Self.filled(path)
        }
        return paths.filter { $0.hasPrefix("/") }
    }

    /// A `*`/`?` pattern with its wildcards as one character, and with `*` as nothing.
    package static func filled(_ pattern: String) -> [String] {
        let one = String(pattern.map { $0 == "*" || $0 == "?" ? "x" : $0 })
        let none = String(pattern.filter { $0 != "*" }.map { $0 == "?" ? "x" : $0 })
        return one == none ? [one] : [one, none]
    }
}
