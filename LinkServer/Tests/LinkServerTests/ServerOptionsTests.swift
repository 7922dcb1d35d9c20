import Testing
@testable import LinkServer

@Suite struct ServerOptionsTests {
    private func options(hosts: [String] = ["www.acme.example"], appIDs: [String] = ["ABCDE12345.com.acme.app"],
                         androidPackage: String? = nil, androidFingerprints: [String] = [], port: Int = 8080,
                         fallbackURL: String? = nil) throws(ServerOptionsError) -> ServerOptions {
        try ServerOptions(tablePath: "routes.table", hosts: hosts, appIDs: appIDs, androidPackage: androidPackage,
                          androidFingerprints: androidFingerprints, port: port, fallbackURL: fallbackURL)
    }

    @Test func defaultsListenOnLoopbackPort8080() throws {
        let options = try options()
        #expect(options.bind == "127.0.0.1")
        #expect(options.port == 8080)
    }

    @Test func hostsAreLowercasedWithoutTrailingDotAndDuplicates() throws {
        let options = try options(hosts: ["WWW.Acme.Example.", "www.acme.example", "shop.acme.example"])
        #expect(options.hosts == ["www.acme.example", "shop.acme.example"])
    }

    @Test func noHostIsAnError() {
        #expect(throws: ServerOptionsError.self) { try options(hosts: []) }
    }

    @Test func aHostWithAPortIsAnError() {
        #expect { try options(hosts: ["www.acme.example:443"]) } throws: { error in
            "\(error)".contains("--host 'www.acme.example:443' is not a host name")
        }
    }

    @Test func aWildcardHostIsAnError() {
        #expect { try options(hosts: ["*.acme.example"]) } throws: { error in
            "\(error)".contains("names many hosts")
        }
    }

    @Test func noAppIDIsAnError() {
        #expect { try options(appIDs: []) } throws: { error in "\(error)".contains("--app-id") }
    }

    @Test func anAppIDWithoutATeamIsAnError() {
        #expect { try options(appIDs: ["com"]) } throws: { error in
            "\(error)".contains("--app-id 'com'") && "\(error)".contains("is not TEAMID.bundle.id")
        }
    }

    @Test func anAppIDWhoseTeamIDIsNotTenLettersAndDigitsIsAnError() {
        #expect { try options(appIDs: ["com.acme.app"]) } throws: { error in
            "\(error)".contains("--app-id 'com.acme.app'") && "\(error)".contains("team ID of 10 letters and digits")
        }
    }

    @Test func anAndroidOnlyServerNeedsNoAppID() throws {
        let options = try options(appIDs: [], androidPackage: "com.acme.app", androidFingerprints: [exampleFingerprint])
        #expect(options.appIDs.isEmpty)
        #expect(options.assetLinks != nil)
    }

    @Test func aFingerprintWithoutAPackageIsAnError() {
        #expect { try options(androidFingerprints: ["AA"]) } throws: { error in
            "\(error)".contains("--android-fingerprint needs --android-package")
        }
    }

    @Test func aPackageWithoutAFingerprintIsAnError() {
        #expect { try options(androidPackage: "com.acme.app") } throws: { error in
            "\(error)".contains("needs at least one --android-fingerprint")
        }
    }

    @Test func aFingerprintThatIsNotSHA256IsAnError() {
        #expect { try options(androidPackage: "com.acme.app", androidFingerprints: ["14:6D:E9"]) } throws: { error in
            "\(error)".contains("the fingerprint '14:6D:E9' is not a SHA-256 fingerprint")
        }
    }

    @Test func theAssetLinksAreMadeOnceFromPackageAndFingerprints() throws {
        let fingerprint = Array(repeating: "AB", count: 32).joined(separator: ":")
        let options = try options(androidPackage: "com.acme.app", androidFingerprints: [fingerprint])
        let contents = try #require(options.assetLinks?.contents)
        #expect(contents.contains("\"package_name\" : \"com.acme.app\""))
        #expect(contents.contains(fingerprint))
    }

    @Test func aPortOutOfRangeIsAnError() {
        #expect { try options(port: 70000) } throws: { error in "\(error)".contains("--port 70000") }
    }

    @Test func aFallbackURLMustBeAWebURL() {
        #expect { try options(fallbackURL: "javascript:alert(1)") } throws: { error in
            "\(error)".contains("--fallback-url 'javascript:alert(1)' is not an http or https URL")
        }
        #expect(throws: Never.self) { try options(fallbackURL: "https://www.acme.example/get-the-app") }
    }
}
