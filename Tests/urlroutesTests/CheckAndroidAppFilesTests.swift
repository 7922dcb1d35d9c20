import Foundation
import Testing
import URLRoutes

/// `urlroutes check` with the Android app's files as teams keep them: a manifest with Gradle
/// placeholders and string resources, the host's assetlinks.json that must name the app, a
/// filter for any host. Each problem is reported once, with the file and line.
@Suite struct CheckAndroidAppFilesTests {
    static let shop = "shop.acme.example"
    static let fingerprint = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"

    struct Problem: Equatable {
        var file: String
        var message: String
        var line: Int?
    }

    static func problems(_ json: [String: Any]) -> [Problem] {
        (json["problems"] as? [[String: Any]] ?? []).map {
            Problem(file: $0["file"] as? String ?? "", message: $0["message"] as? String ?? "", line: $0["line"] as? Int)
        }
    }

    /// The generated intent filter in a manifest, its host written as `host`.
    static func manifest(_ directory: TemporaryDirectory, host: String = shop) throws -> String {
        let filter = try ToolRunner.run(["android", ToolRunner.exampleTable, "--host", shop])
        #expect(filter.status == 0, "\(filter.stderr)")
        return try directory.file("AndroidManifest.xml", """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.acme.app">
            <application><activity android:name=".Main" android:exported="true">
            \(filter.stdout.replacingOccurrences(of: "android:host=\"\(shop)\"", with: "android:host=\"\(host)\""))
            </activity></application></manifest>
            """)
    }

    static func generatedAssetLinks(_ directory: TemporaryDirectory) throws -> String {
        let file = try ToolRunner.run(["android", ToolRunner.exampleTable, "--host", shop, "--assetlinks",
                                       "--package", "com.acme.app", "--fingerprint", fingerprint])
        #expect(file.status == 0, "\(file.stderr)")
        return try directory.file("assetlinks.json", file.stdout)
    }

    private func check(_ arguments: [String]) throws -> (ToolRunner.Result, [String: Any]) {
        try ToolRunner.runJSON(["check", ToolRunner.exampleTable, "--host", Self.shop] + arguments + ["--format", "json"])
    }

    // MARK: The assetlinks.json must name the app

    @Test func theGeneratedFilesVerifyTheirOwnPackageAndFingerprint() throws {
        let directory = try TemporaryDirectory()
        let manifest = try Self.manifest(directory)
        let assetLinks = try Self.generatedAssetLinks(directory)
        let (result, json) = try check(["--android-manifest", manifest, "--assetlinks", assetLinks, "--package", "com.acme.app",
                                        "--fingerprint", Self.fingerprint.lowercased()])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(Self.problems(json).isEmpty)
    }

    @Test func aPackageTheFileDoesNotNameOpensNothingAndIsSaidOnce() throws {
        let directory = try TemporaryDirectory()
        let manifest = try Self.manifest(directory)
        let assetLinks = try Self.generatedAssetLinks(directory)
        let (result, json) = try check(["--android-manifest", manifest, "--assetlinks", assetLinks, "--package", "com.example.notthere"])
        #expect(result.status == 1)
        let problems = Self.problems(json)
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.file == assetLinks && problems.first?.line == nil)
        #expect(problems.first?.message.hasPrefix("Android verifies no link of shop.acme.example for com.example.notthere: ") == true, "\(problems)")
        #expect(problems.first?.message.contains("(it has: android_app com.acme.app)") == true, "\(problems)")
        let disagreements = json["disagreements"] as? [[String: Any]] ?? []
        #expect(!disagreements.isEmpty)
        #expect(disagreements.allSatisfy { $0["kind"] as? String == "route-without-app" })
        let text = try ToolRunner.run(["check", ToolRunner.exampleTable, "--host", Self.shop, "--android-manifest", manifest,
                                       "--assetlinks", assetLinks, "--package", "com.example.notthere"])
        #expect(text.stdout.hasPrefix("problem  \(assetLinks): Android verifies no link of shop.acme.example"), "\(text.stdout.prefix(300))")
    }

    @Test func aFingerprintTheFileDoesNotListOpensNothing() throws {
        let directory = try TemporaryDirectory()
        let other = "AA:" + Self.fingerprint.dropFirst(3)
        let (result, json) = try check(["--android-manifest", try Self.manifest(directory), "--assetlinks", try Self.generatedAssetLinks(directory),
                                        "--package", "com.acme.app", "--fingerprint", String(other)])
        #expect(result.status == 1)
        #expect(Self.problems(json).first?.message.contains("with other fingerprints") == true, "\(Self.problems(json))")
    }

    // MARK: Placeholders and resources

    @Test func aPlaceholderHostIsResolvedOrReportedNeverJudgedAsWritten() throws {
        let directory = try TemporaryDirectory()
        let manifest = try Self.manifest(directory, host: "${shopHost}")
        let (unresolved, json) = try check(["--android-manifest", manifest])
        #expect(unresolved.status == 1)
        let problems = Self.problems(json)
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.file == manifest && problems.first?.line != nil)
        #expect(problems.first?.message.contains("${shopHost}") == true)
        let (resolved, resolvedJSON) = try check(["--android-manifest", manifest, "--manifest-placeholder", "shopHost=shop.acme.example"])
        #expect(resolved.status == 0, "\(resolved.stdout.prefix(500))")
        #expect(Self.problems(resolvedJSON).isEmpty)
    }

    @Test func aStringResourceHostIsReadFromTheResourcesFile() throws {
        let directory = try TemporaryDirectory()
        let manifest = try Self.manifest(directory, host: "@string/shop_host")
        let strings = try directory.file("strings.xml", """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <string name="app_name">Acme</string>
                <string name="shop_host" translatable="false">shop.acme.example</string>
            </resources>
            """)
        let (result, json) = try check(["--android-manifest", manifest, "--resources", strings])
        #expect(result.status == 0, "\(result.stdout.prefix(500))")
        #expect(Self.problems(json).isEmpty)
        let (missing, missingJSON) = try check(["--android-manifest", manifest])
        #expect(missing.status == 1)
        #expect(Self.problems(missingJSON).first?.message.contains("no resources file") == true)
    }

    @Test(arguments: [
        (["--manifest-placeholder", "novalue"], "--manifest-placeholder takes NAME=VALUE"),
        (["--manifest-placeholder", "=x"], "--manifest-placeholder takes NAME=VALUE"),
        (["--fingerprint", "14:6D"], "needs --assetlinks"),
    ])
    func badAndroidOptionsAreStatusTwo(arguments: [String], message: String) throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.file("AndroidManifest.xml", "<manifest/>")
        let result = try ToolRunner.run(["check", ToolRunner.exampleTable, "--host", Self.shop, "--android-manifest", manifest] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func aFingerprintIsTakenExactlyWhenAssetLinksTakesIt() throws {
        let candidates = [Self.fingerprint, Self.fingerprint.lowercased(), "14:6D", Self.fingerprint + ":00",
                          String(Self.fingerprint.dropLast()) + "G", Self.fingerprint.replacingOccurrences(of: ":", with: "-")]
        var taken = 0
        for candidate in candidates {
            let library = (try? AppLinkFile.assetLinks(packageName: "com.acme.app", sha256CertFingerprints: [candidate])) != nil
            // The Android files are never read: the fingerprint is refused before any file is.
            let result = try ToolRunner.run(["check", ToolRunner.exampleTable, "--host", Self.shop,
                                             "--android-manifest", "/nonexistent/AndroidManifest.xml",
                                             "--assetlinks", "/nonexistent/assetlinks.json", "--package", "com.acme.app",
                                             "--fingerprint", candidate])
            let refused = result.status == 2 && result.stderr.contains("is not a SHA-256 fingerprint")
            #expect(refused != library, "\(candidate): \(result.stderr)")
            if library { taken += 1 }
        }
        #expect(taken == 2)
    }

    // MARK: A host of *

    @Test func aFilterForAnyHostIsAProblemNamingItsLine() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.file("AndroidManifest.xml", """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.acme.app">
              <application>
                <activity android:name=".FileDisplayActivity" android:exported="true">
                  <intent-filter android:autoVerify="true">
                    <action android:name="android.intent.action.VIEW" />
                    <category android:name="android.intent.category.DEFAULT" />
                    <category android:name="android.intent.category.BROWSABLE" />
                    <data android:scheme="https" android:host="*" android:pathPrefix="/" />
                  </intent-filter>
                </activity>
              </application>
            </manifest>
            """)
        let (result, json) = try check(["--android-manifest", manifest])
        #expect(result.status == 1)
        #expect(Self.problems(json).map(\.line) == [4], "\(Self.problems(json))")
        let disagreements = json["disagreements"] as? [[String: Any]] ?? []
        #expect(disagreements.allSatisfy { $0["kind"] as? String == "route-without-app" })
    }
}

/// Dynamic rules Android drops, seen from `check`.
extension CheckAndroidAppFilesTests {
    static func assetLinks(_ directory: TemporaryDirectory, declarations: [String]) throws -> String {
        let statements = declarations.map { components in
            """
            {"relation": ["delegate_permission/common.handle_all_urls"],
             "target": {"namespace": "android_app", "package_name": "com.acme.app", "sha256_cert_fingerprints": ["\(fingerprint)"]},
             "relation_extensions": {"delegate_permission/common.handle_all_urls": {"dynamic_app_link_components": [\(components)]}}}
            """
        }
        return try directory.file("assetlinks.json", "[" + statements.joined(separator: ",\n") + "]\n")
    }

    @Test func anExcludeWrittenAsAStringIsAProblemNotStatusTwo() throws {
        let directory = try TemporaryDirectory()
        let assetLinks = try Self.assetLinks(directory, declarations: [#"{"/": "/cart", "exclude": "true"}, {"/": "*"}"#])
        let (result, json) = try check(["--android-manifest", try Self.manifest(directory), "--assetlinks", assetLinks, "--package", "com.acme.app"])
        #expect(result.status == 1, "\(result.stderr)")
        let problems = Self.problems(json)
        #expect(problems.count == 1 && problems.first?.file == assetLinks && problems.first?.line == 3, "\(problems)")
        // The manifest alone decides, and it takes exactly what routes.
        #expect((json["disagreements"] as? [Any])?.isEmpty == true)
    }

    @Test func aSecondDeclarationListsTheLinksWhoseVerdictDependsOnIt() throws {
        let directory = try TemporaryDirectory()
        let assetLinks = try Self.assetLinks(directory, declarations: [#"{"/": "/cart", "exclude": true}, {"/": "*"}"#, #"{"/": "*"}"#])
        let urls = try directory.file("urls.txt", "https://shop.acme.example/cart\n")
        let (result, json) = try check(["--android-manifest", try Self.manifest(directory), "--assetlinks", assetLinks, "--package", "com.acme.app",
                                        "--urls", urls])
        #expect(result.status == 1)
        let problems = Self.problems(json)
        #expect(problems.count == 2, "\(problems)")
        #expect(problems.first?.message.hasPrefix("dynamic_app_link_components is declared 2 times for com.acme.app") == true)
        let dependent = try #require(problems.last?.message)
        #expect(dependent.contains("links checked open the app under one declaration of dynamic_app_link_components and the browser under another: "), "\(dependent)")
        #expect(dependent.contains("https://shop.acme.example/cart, ") && dependent.contains("https://shop.acme.example/cart?q=1"), "\(dependent)")
        #expect(!dependent.contains("/product/"), "\(dependent)")
    }
}
