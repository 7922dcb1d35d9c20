import Testing
@testable import URLRoutes

/// AOSP's CTS `UriRelativeFilterGroupTest` (android.content.cts), case for case, written as
/// manifest groups: a mask picks the parts of `https://testhost/testpath?query=test#testfragment`
/// a URL has, and the literal `<data>` elements a group has.
@Suite struct AndroidURIRelativeFilterGroupTests {
    private static let pathMask = 1, queryMask = 2, fragmentMask = 4

    private static func uri(_ mask: Int) -> String {
        "https://testhost" + (mask & pathMask != 0 ? "/testpath" : "") + (mask & queryMask != 0 ? "?query=test" : "")
            + (mask & fragmentMask != 0 ? "#testfragment" : "")
    }

    private static func group(allow: Bool, _ mask: Int) -> String {
        var data: [String] = []
        if mask & pathMask != 0 { data.append(#"<data android:path="/testpath" />"#) }
        if mask & queryMask != 0 { data.append(#"<data android:query="query=test" />"#) }
        if mask & fragmentMask != 0 { data.append(#"<data android:fragment="testfragment" />"#) }
        return "<uri-relative-filter-group android:allow=\"\(allow)\">" + data.joined() + "</uri-relative-filter-group>"
    }

    /// A filter for https://testhost whose only paths are the groups, so they alone decide.
    private static func rules(_ groups: [String]) throws -> AndroidLinkRules {
        try AndroidLinkRules(manifest: """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"><intent-filter android:autoVerify="true">
            <action android:name="android.intent.action.VIEW" />
            <category android:name="android.intent.category.DEFAULT" /><category android:name="android.intent.category.BROWSABLE" />
            <data android:scheme="https" android:host="testhost" />\(groups.joined())
            </intent-filter></manifest>
            """)
    }

    @Test func groupMatch() throws {
        for groupMask in 1...7 {
            let rules = try Self.rules([Self.group(allow: true, groupMask)])
            for uriMask in 0...7 {
                #expect(rules.verdict(for: Self.uri(uriMask)).opensApp == (groupMask & uriMask == groupMask),
                        "group \(groupMask) on \(Self.uri(uriMask))")
            }
        }
    }

    @Test func matchGroupsToUriMatchAnyGroup() throws {
        let rules = try Self.rules([Self.group(allow: true, Self.pathMask), Self.group(allow: true, Self.queryMask),
                                    Self.group(allow: true, Self.fragmentMask)])
        #expect(rules.verdict(for: Self.uri(Self.pathMask)).opensApp)
        #expect(rules.verdict(for: Self.uri(Self.queryMask)).opensApp)
        #expect(rules.verdict(for: Self.uri(Self.fragmentMask)).opensApp)
    }

    @Test func matchGroupsToUriBlockMatch() throws {
        let rules = try Self.rules([Self.group(allow: false, Self.pathMask), Self.group(allow: true, Self.pathMask | Self.queryMask),
                                    Self.group(allow: true, Self.fragmentMask)])
        #expect(!rules.verdict(for: Self.uri(Self.pathMask)).opensApp)
        #expect(!rules.verdict(for: Self.uri(Self.pathMask | Self.queryMask)).opensApp)
        #expect(rules.verdict(for: Self.uri(Self.fragmentMask)).opensApp)
    }

    @Test func matchGroupsToUriIgnoreNonMatchingBlocks() throws {
        let rules = try Self.rules([Self.group(allow: false, Self.pathMask), Self.group(allow: true, Self.fragmentMask)])
        #expect(!rules.verdict(for: Self.uri(Self.pathMask)).opensApp)
        #expect(rules.verdict(for: Self.uri(Self.fragmentMask)).opensApp)
    }
}
