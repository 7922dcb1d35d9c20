import Testing
import URLRoutes

/// App IDs as apple-app-site-association lists them: `TEAMID.bundle.id`, with a 10-character
/// team ID of letters and digits.
@Suite struct AppleAppIDTests {
    @Test(arguments: ["ABCDE12345.com.acme.app", "A1B2C3D4E5.app", "ABCDE12345.com.acme-shop.app"])
    func aTeamIDAndABundleIdentifierIsAnAppID(_ appID: String) throws {
        try RouteTable.validateAppleAppID(appID)
    }

    @Test(arguments: ["com.acme.app", "ABCDE1234.com.acme.app", "ABCDE123456.com.acme.app", "ABCDE-1234.com.acme.app",
                      "ABCDE12345", "ABCDE12345.", "ABCDE12345.com..app", "ABCDE12345.com acme", ".com.acme.app"])
    func anythingElseIsAnError(_ appID: String) {
        #expect(throws: AppLinkError.self) { try RouteTable.validateAppleAppID(appID) }
    }

    @Test func theAASABuilderRefusesAnAppIDWithoutATeamID() {
        let table = RouteTable(routes: [.init(.scheme("https"), "/p/:id")])
        #expect { try table.appleAppSiteAssociation(host: "www.example.com", appIDs: ["com.acme.app"]) } throws: { error in
            "\(error)".contains("not a team ID of 10 letters and digits")
        }
    }
}
