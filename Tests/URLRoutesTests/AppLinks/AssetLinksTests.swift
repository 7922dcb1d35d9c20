import Foundation
import Testing
import URLRoutes

/// `AppLinkFile.assetLinks(packageName:sha256CertFingerprints:)`: Digital Asset Links.
@Suite struct AssetLinksTests {
    static let fingerprint = "14:6d:e9:83:c5:73:06:50:d8:ee:b9:95:2f:34:fc:64:16:a0:83:42:e6:1d:be:a8:8a:04:96:b2:3f:cf:44:e5"

    @Test func oneStatementLetsTheAppHandleAllURLs() throws {
        let file = try AppLinkFile.assetLinks(packageName: "com.acme.app", sha256CertFingerprints: [Self.fingerprint])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [[String: Any]])
        #expect(json.count == 1)
        #expect(json[0]["relation"] as? [String] == ["delegate_permission/common.handle_all_urls"])
        let target = try #require(json[0]["target"] as? [String: Any])
        #expect(target["namespace"] as? String == "android_app")
        #expect(target["package_name"] as? String == "com.acme.app")
        #expect(target["sha256_cert_fingerprints"] as? [String] == [Self.fingerprint.uppercased()])
        #expect(file.widenings.isEmpty)
        #expect(file.contents.contains("delegate_permission/common.handle_all_urls"), "slashes are not escaped")
    }

    @Test func theFileIsOneStatementPrettyPrintedWithSortedKeys() throws {
        let file = try AppLinkFile.assetLinks(packageName: "com.acme.app", sha256CertFingerprints: [Self.fingerprint])
        #expect(file.contents == """
            [
              {
                "relation" : [
                  "delegate_permission/common.handle_all_urls"
                ],
                "target" : {
                  "namespace" : "android_app",
                  "package_name" : "com.acme.app",
                  "sha256_cert_fingerprints" : [
                    "\(Self.fingerprint.uppercased())"
                  ]
                }
              }
            ]

            """)
    }

    @Test func everyFingerprintIsListed() throws {
        let second = String(repeating: "AB:", count: 31) + "CD"
        let file = try AppLinkFile.assetLinks(packageName: "com.acme.app", sha256CertFingerprints: [Self.fingerprint, second])
        #expect(file.contents.contains(second))
    }

    @Test(arguments: [
        "14:6D:E9", String(repeating: "AB:", count: 32) + "CD", String(repeating: "AB", count: 32),
        String(repeating: "AB:", count: 31) + "GG", String(repeating: "AB:", count: 31) + "ABC", String(repeating: "AB-", count: 31) + "CD", "",
    ])
    func aFingerprintThatIsNot32ColonSeparatedHexBytesIsAnError(fingerprint: String) {
        #expect(throws: AppLinkError.self) { try AppLinkFile.assetLinks(packageName: "com.acme.app", sha256CertFingerprints: [fingerprint]) }
    }

    @Test func noFingerprintIsAnError() {
        #expect(throws: AppLinkError.self) { try AppLinkFile.assetLinks(packageName: "com.acme.app", sha256CertFingerprints: []) }
    }

    @Test(arguments: ["acme", "com..acme", "com.1acme", "com.acme-app", "", "com.acme app"])
    func aPackageNameThatIsNotAnApplicationIDIsAnError(name: String) {
        #expect(throws: AppLinkError.self) { try AppLinkFile.assetLinks(packageName: name, sha256CertFingerprints: [Self.fingerprint]) }
    }
}
