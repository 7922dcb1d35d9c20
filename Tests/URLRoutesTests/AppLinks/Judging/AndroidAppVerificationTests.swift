import Testing
@testable import URLRoutes

/// What Android needs besides the intent filters before it opens an app for a link: a
/// statement of the host's assetlinks.json for the app, a host it can fetch that file from,
/// and the values of the manifest's placeholders and string resources. The fixtures follow
/// the shapes of files that open-source apps publish.
@Suite struct AndroidAppVerificationTests {
    static let release = "C7:0E:2F:9E:62:8E:D6:8B:61:5F:FE:3F:CE:4A:61:04:DA:A0:D6:42:A7:2A:D4:7B:E4:CB:21:5E:B8:22:7F:AE"
    static let debug = "A0:47:77:BE:15:F1:0E:9C:2E:4E:33:9D:45:F4:8C:1F:35:4D:DE:C1:B1:1A:5E:35:38:C8:63:7E:C1:98:4B:51"

    /// A wiki app: one filter for its language subdomains, written with a placeholder for the
    /// host and a string resource for the path prefix.
    static let wikiManifest = """
        <?xml version="1.0" encoding="utf-8"?>
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.example.wiki">
          <application>
            <activity android:name=".page.PageActivity" android:exported="true">
              <intent-filter android:autoVerify="true">
                <action android:name="android.intent.action.VIEW" />
                <category android:name="android.intent.category.DEFAULT" />
                <category android:name="android.intent.category.BROWSABLE" />
                <data android:scheme="https" />
                <data android:host="${wikiHost}" />
                <data android:pathPrefix="@string/article_prefix" />
              </intent-filter>
            </activity>
          </application>
        </manifest>
        """

    static let wikiStrings = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
          <string name="app_name">Wiki</string>
          <string name="article_prefix">/wiki/</string>
        </resources>
        """

    /// The site's assetlinks.json: the app's release and debug certificates, and a web
    /// statement for shared credentials beside it.
    static func wikiAssetLinks(package: String = "org.example.wiki", namespace: String = "android_app",
                               relation: String = "delegate_permission/common.handle_all_urls") -> String {
        """
        [
          {
            "relation": ["delegate_permission/common.get_login_creds"],
            "target": {"namespace": "web", "site": "https://en.wiki.example"}
          },
          {
            "relation": ["\(relation)", "delegate_permission/common.get_login_creds"],
            "target": {
              "namespace": "\(namespace)",
              "package_name": "\(package)",
              "sha256_cert_fingerprints": ["\(release)", "\(debug)"]
            }
          }
        ]
        """
    }

    static let placeholders = ["wikiHost": "*.wiki.example"]

    private func rules(assetLinks: String?, packageName: String? = "org.example.wiki", fingerprints: [String] = []) throws -> AndroidLinkRules {
        try AndroidLinkRules(manifest: Self.wikiManifest, assetLinks: assetLinks, packageName: packageName,
                             placeholders: Self.placeholders, resources: Self.wikiStrings, fingerprints: fingerprints)
    }

    // MARK: assetlinks.json must name the app

    @Test func aStatementForThePackageVerifiesTheHost() throws {
        let rules = try rules(assetLinks: Self.wikiAssetLinks())
        #expect(rules.isVerified)
        #expect(rules.whyNotVerified == nil)
        #expect(rules.verdict(for: "https://ru.wiki.example/wiki/Moscow").opensApp)
        #expect(rules.problems.isEmpty, "\(rules.problems)")
    }

    @Test func anotherPackageMeansEveryLinkOpensTheBrowserAndSaysWhy() throws {
        let rules = try rules(assetLinks: Self.wikiAssetLinks(), packageName: "com.example.notthere")
        #expect(!rules.isVerified)
        #expect(rules.verdict(for: "https://ru.wiki.example/wiki/Moscow") == AppLinkVerdict(opensApp: false, rule: nil))
        let why = try #require(rules.whyNotVerified)
        #expect(why.contains("com.example.notthere"), "\(why)")
        #expect(why.contains("android_app org.example.wiki"), "\(why)")
        #expect(why.contains("web https://en.wiki.example"), "\(why)")
    }

    @Test func aNamespaceOtherThanAndroidAppOrAnotherRelationVerifiesNothing() throws {
        for file in [Self.wikiAssetLinks(namespace: "web"), Self.wikiAssetLinks(relation: "delegate_permission/common.get_login_creds")] {
            let rules = try rules(assetLinks: file)
            #expect(!rules.verdict(for: "https://en.wiki.example/wiki/Cat").opensApp, "\(file)")
            #expect(rules.whyNotVerified != nil)
        }
    }

    @Test func fingerprintsAreComparedIgnoringCase() throws {
        let lower = try rules(assetLinks: Self.wikiAssetLinks(), fingerprints: [Self.debug.lowercased()])
        #expect(lower.verdict(for: "https://en.wiki.example/wiki/Cat").opensApp)
        let other = "11:22:33:44:55:66:77:88:99:00:AA:BB:CC:DD:EE:FF:11:22:33:44:55:66:77:88:99:00:AA:BB:CC:DD:EE:FF"
        let unsigned = try rules(assetLinks: Self.wikiAssetLinks(), fingerprints: [other])
        #expect(!unsigned.verdict(for: "https://en.wiki.example/wiki/Cat").opensApp)
        #expect(unsigned.whyNotVerified?.contains("signed with \(other)") == true, "\(unsigned.whyNotVerified ?? "")")
        #expect(unsigned.whyNotVerified?.contains("with other fingerprints") == true, "\(unsigned.whyNotVerified ?? "")")
    }

    @Test func withoutAssetLinksTheManifestAloneIsJudged() throws {
        #expect(try rules(assetLinks: nil).verdict(for: "https://en.wiki.example/wiki/Cat").opensApp)
    }

    // MARK: Placeholders and string resources

    @Test func placeholdersAndStringResourcesAreResolved() throws {
        let rules = try rules(assetLinks: nil)
        #expect(rules.verdict(for: "https://en.wiki.example/wiki/Cat") == AppLinkVerdict(opensApp: true, rule: #"<data android:pathPrefix="@string/article_prefix" />"#))
        #expect(!rules.verdict(for: "https://en.wiki.example/w/index.php").opensApp)
        #expect(!rules.verdict(for: "https://wiki.other.example/wiki/Cat").opensApp)
        #expect(rules.problems.isEmpty, "\(rules.problems)")
    }

    @Test func anUnresolvedPlaceholderIsAProblemAndNeverAHost() throws {
        let rules = try AndroidLinkRules(manifest: Self.wikiManifest, resources: Self.wikiStrings)
        #expect(!rules.verdict(for: "https://en.wiki.example/wiki/Cat").opensApp)
        #expect(!rules.verdict(for: "https://${wikiHost}/wiki/Cat").opensApp)
        #expect(!rules.verdict(for: "https://%24%7BwikiHost%7D/wiki/Cat").opensApp)
        #expect(rules.problems.count == 1)
        let problem = try #require(rules.problems.first)
        #expect(problem.file == .manifest && problem.line == 10, "\(problem)")
        #expect(problem.message.contains(#"android:host="${wikiHost}" uses the manifest placeholder ${wikiHost}"#), "\(problem)")
    }

    @Test func anUnresolvedPathTakesNoPathRatherThanEveryPath() throws {
        let rules = try AndroidLinkRules(manifest: Self.wikiManifest, placeholders: Self.placeholders)
        #expect(!rules.verdict(for: "https://en.wiki.example/wiki/Cat").opensApp)
        #expect(!rules.verdict(for: "https://en.wiki.example/anything").opensApp)
        #expect(rules.problems.map(\.line) == [11])
        #expect(rules.problems.first?.message.contains("no resources file") == true, "\(rules.problems)")
        let missing = try AndroidLinkRules(manifest: Self.wikiManifest, placeholders: Self.placeholders,
                                           resources: "<resources><string name=\"app_name\">Wiki</string></resources>")
        #expect(missing.problems.first?.message.contains("which the resources file does not define") == true, "\(missing.problems)")
    }

    @Test func applicationIdIsThePackageAndResourceValuesAreReadAsTheCompilerReadsThem() throws {
        let manifest = Self.wikiManifest
            .replacingOccurrences(of: #"<data android:scheme="https" />"#, with: #"<data android:scheme="https" /><data android:host="${applicationId}.example" />"#)
        let strings = #"<resources><string name="article_prefix">"/wiki/  "</string></resources>"#
        let rules = try AndroidLinkRules(manifest: manifest, packageName: "org.wiki", placeholders: Self.placeholders, resources: strings)
        #expect(rules.verdict(for: "https://org.wiki.example/wiki/%20%20Cat").opensApp)
        #expect(!rules.verdict(for: "https://org.wiki.example/wiki/Cat").opensApp)
        #expect(AndroidStringResources.value("  a \n  b ") == "a b")
        #expect(AndroidStringResources.value(#"it\'s"#) == "it's")
    }

    // MARK: A host of *

    /// A file-sharing app's filter for any server: the host is `*`.
    static let anyServerManifest = """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.files">
          <application>
            <activity android:name=".ui.activity.FileDisplayActivity" android:exported="true">
              <intent-filter android:autoVerify="true">
                <action android:name="android.intent.action.VIEW" />
                <category android:name="android.intent.category.DEFAULT" />
                <category android:name="android.intent.category.BROWSABLE" />
                <data android:scheme="https" android:host="*" android:pathPattern="/f/..*" />
                <data android:scheme="https" android:host="cloud.example.org" android:pathPattern="/f/..*" />
              </intent-filter>
            </activity>
          </application>
        </manifest>
        """

    @Test func aHostOfStarIsNeverVerifiedAndTheFiltersLineIsNamed() throws {
        let rules = try AndroidLinkRules(manifest: Self.anyServerManifest)
        #expect(!rules.verdict(for: "https://files.acme.example/f/42").opensApp)
        #expect(rules.verdict(for: "https://cloud.example.org/f/42").opensApp)
        #expect(rules.problems.count == 1)
        let problem = try #require(rules.problems.first)
        #expect(problem.line == 4, "\(problem)")
        #expect(problem.message.contains("the intent filter at line 4 has android:host=\"*\", which Android can never verify"), "\(problem)")
    }
}

/// The manifest reader takes UTF-8 only: a declared encoding such as UTF-7 would make the XML
/// parser read a DOCTYPE that the text, as given, does not show.
@Suite struct AndroidManifestEncodingTests {
    /// UTF-7 spells `<!DOCTYPE m [<!ENTITY p "/secret">]>` and `&p;` without `<` or `&`.
    static let utf7Bypass = """
        <?xml version="1.0" encoding="UTF-7"?>
        +ADw-+ACE-DOCTYPE manifest +AFs-+ADw-+ACE-ENTITY p +ACI-/secret+ACI-+AD4-+AF0-+AD4-
        <manifest xmlns:android="http://schemas.android.com/apk/res/android">
          <intent-filter android:autoVerify="true">
            <action android:name="android.intent.action.VIEW" />
            <category android:name="android.intent.category.DEFAULT" />
            <category android:name="android.intent.category.BROWSABLE" />
            <data android:scheme="https" android:host="shop.acme.example" android:path="+ACY-p+ADs-" />
          </intent-filter>
        </manifest>
        """

    @Test func aDeclaredEncodingOtherThanUTF8IsRefused() {
        #expect { try AndroidLinkRules(manifest: Self.utf7Bypass) } throws: { error in
            guard let error = error as? AppLinkError else { return false }
            return error.kind == .unreadableFile && error.message.contains("declares the encoding UTF-7; only UTF-8 is read")
        }
        for encoding in ["UTF-16", "ISO-8859-1", "utf-7"] {
            let manifest = Self.utf7Bypass.replacingOccurrences(of: "UTF-7", with: encoding)
            #expect(throws: AppLinkError.self) { try AndroidLinkRules(manifest: manifest) }
        }
    }

    @Test func utf8DeclaredAnyWayIsRead() throws {
        let body = """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"><intent-filter android:autoVerify="true">
            <action android:name="android.intent.action.VIEW" /><category android:name="android.intent.category.DEFAULT" />
            <category android:name="android.intent.category.BROWSABLE" /><data android:scheme="https" android:host="shop.acme.example" />
            </intent-filter></manifest>
            """
        for declaration in [#"<?xml version="1.0" encoding="utf-8"?>"#, "<?xml version='1.0' encoding = 'UTF-8' ?>", "\u{FEFF}<?xml version=\"1.0\"?>", ""] {
            let rules = try AndroidLinkRules(manifest: declaration + "\n" + body)
            #expect(rules.verdict(for: "https://shop.acme.example/x").opensApp, "\(declaration)")
        }
        #expect(AndroidManifestReader.declaredEncoding("<?xml version='1.0' encoding = 'UTF-8' ?>") == "UTF-8")
    }
}
