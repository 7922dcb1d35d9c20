import Foundation

extension AppLinkFile {
    /// Digital Asset Links for one Android app (`https://HOST/.well-known/assetlinks.json`), which
    /// Android fetches to verify an intent filter with `android:autoVerify="true"`: one statement
    /// that lets the app handle all of the host's links
    /// (`delegate_permission/common.handle_all_urls`), for the app `packageName` signed by a
    /// certificate with one of the SHA-256 fingerprints.
    ///
    /// ```swift
    /// let links = try AppLinkFile.assetLinks(
    ///     packageName: "com.acme.app",
    ///     sha256CertFingerprints: ["14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"])
    /// // Serve at https://shop.acme.example/.well-known/assetlinks.json, as application/json, without redirects
    /// ```
    ///
    /// A fingerprint is the certificate's SHA-256 as 32 hex bytes separated by colons
    /// (`keytool -list -v -keystore release.jks`, or Play Console's App signing page when Google
    /// signs the app); it is written uppercase. Throws ``AppLinkError`` for a package name that
    /// is not an Android application ID (`com.acme.app`), no fingerprint, or a fingerprint that
    /// is not 32 colon-separated hex bytes.
    public static func assetLinks(packageName: String, sha256CertFingerprints: [String]) throws -> AppLinkFile {
        guard isApplicationID(packageName) else {
            throw AppLinkError(.invalidAssetLinks, "the package name '\(packageName)' is not an Android application ID (two or more dot-separated names, each a letter then letters, digits or '_', as in com.acme.app)")
        }
        guard !sha256CertFingerprints.isEmpty else {
            throw AppLinkError(.invalidAssetLinks, "give at least one SHA-256 certificate fingerprint: Android verifies the app by the certificate that signs it")
        }
        let fingerprints = try sha256CertFingerprints.map { fingerprint in
            guard isFingerprint(fingerprint) else {
                throw AppLinkError(.invalidAssetLinks, "the fingerprint '\(fingerprint)' is not a SHA-256 fingerprint: 32 hex bytes separated by colons, as in 14:6D:E9:...:44:E5 (keytool -list -v prints it)")
            }
            return fingerprint.uppercased()
        }
        let statement = AssetLinksStatement(relation: ["delegate_permission/common.handle_all_urls"],
                                            target: .init(namespace: "android_app", packageName: packageName, fingerprints: fingerprints))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Plain strings always encode.
        return AppLinkFile(contents: String(decoding: try! encoder.encode([statement]), as: UTF8.self) + "\n")
    }

    /// `com.acme.app`: two or more names separated by dots, each an ASCII letter followed by
    /// letters, digits or `_` (Android's rule for application IDs).
    private static func isApplicationID(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { part in
            guard let first = part.first, first.isASCII, first.isLetter else { return false }
            return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }
    }

    /// 32 bytes, each two hex digits, separated by colons: what `assetLinks` takes, and what
    /// `urlroutes check --fingerprint` takes.
    package static func isFingerprint(_ text: String) -> Bool {
        let bytes = text.split(separator: ":", omittingEmptySubsequences: false)
        return bytes.count == 32 && bytes.allSatisfy { $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isHexDigit } }
    }
}
