import Foundation
import Testing
@testable import URLRoutes

extension RouterSuite {
    /// `RouteTable.assetLinks(host:packageName:sha256CertFingerprints:)`: the dynamic rules,
    /// together with the intent filter, open the app for a URL if and only if it routes,
    /// judged by the library's `AndroidLinkRules` and, for the filter, by the tests' oracle.
    @Suite struct AndroidDynamicRulesFileTests {
        private static let fingerprint = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
        private static let allowedMembers: Set<String> = ["/", "#", "?", "exclude"]

        @Test func theFileHasOnlyFieldsAndroidKnowsAndNoEmptyOne() throws {
            let file = try AppLinkTables.example().assetLinks(host: "www.acme.example", packageName: "com.acme.app", sha256CertFingerprints: [Self.fingerprint])
            let statements = try #require(try JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [[String: Any]])
            #expect(statements.count == 1)
            let statement = statements[0]
            #expect(Set(statement.keys) == ["relation", "target", "relation_extensions"])
            let extensions = try #require(statement["relation_extensions"] as? [String: Any])
            #expect(Set(extensions.keys) == ["delegate_permission/common.handle_all_urls"])
            let handleAll = try #require(extensions["delegate_permission/common.handle_all_urls"] as? [String: Any])
            let rules = try #require(handleAll["dynamic_app_link_components"] as? [[String: Any]])
            #expect(!rules.isEmpty)
            for rule in rules {
                #expect(Set(rule.keys).isSubset(of: Self.allowedMembers), "\(rule)")
                for (key, value) in rule where key != "exclude" {
                    #expect((value as? String).map { !$0.isEmpty } == true, "\(key) in \(rule)")
                }
                if let exclude = rule["exclude"] { #expect(exclude as? Bool == true) }
            }
            let plain = try JSONSerialization.jsonObject(with: Data(try AppLinkFile.assetLinks(packageName: "com.acme.app", sha256CertFingerprints: [Self.fingerprint]).contents.utf8)) as? [[String: Any]]
            #expect((statement["target"] as? NSDictionary) == (plain?.first?["target"] as? NSDictionary))
        }

        private func expectOpensIffRoutes(_ table: RouteTable, host: String) throws {
            let urls = LinkProbes.urls(host: host, patterns: try AppLinkTables.definitionPatterns(table))
            let routed = try withCleanRouter {
                try table.register()
                return urls.map { Routes.routeURL($0) }
            }
            let filter = try table.androidIntentFilter(host: host).contents
            let file = try table.assetLinks(host: host, packageName: "com.acme.app", sha256CertFingerprints: [Self.fingerprint])
            let rules = try AndroidLinkRules(manifest: "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">" + filter + "</manifest>",
                                             assetLinks: file.contents, packageName: "com.acme.app")
            let oracle = try IntentFilterReader(filter)
            // The file says nothing of widening; the builder's components do (the rules are its components).
            let widened = Set(AppleAppSiteAssociation(definitions: try AppLinkRouteSet(table: table, host: host, scheme: "https").definitions)
                .components.filter { $0.comment?.contains("widened") == true }.map { [$0.path, $0.fragment ?? ""] })
            func isWidened(_ rule: String?) -> Bool {
                guard let rule, let object = try? JSONSerialization.jsonObject(with: Data(rule.utf8)) as? [String: Any] else { return false }
                return widened.contains([object["/"] as? String ?? "", object["#"] as? String ?? ""])
            }
            var lies: [String] = []
            var checked = 0
            for (url, routes) in zip(urls, routed) where !AndroidURI.isDecodingException(url) {
                checked += 1
                let verdict = rules.verdict(for: url)
                let oracleFilter = oracle.matching(url: url)
                if routes && !verdict.opensApp {
                    lies.append("\(url) routes, but \(verdict)")
                } else if !routes && verdict.opensApp
                            && !isWidened(verdict.rule) && oracleFilter.contains(where: { !$0.isWidened }) {
                    lies.append("\(url) does not route, but \(verdict)")
                }
                // The dynamic rules never open what the filter does not take.
                if verdict.opensApp && oracleFilter.isEmpty { lies.append("\(url) opens outside the filter: \(verdict)") }
                // Before Android 15 the filter alone decides.
                if rules.verdict(for: url, apiLevel: 34).opensApp != !oracleFilter.isEmpty { lies.append("\(url) at API 34 differs from the filter") }
            }
            #expect(checked > 1000)
            #expect(lies.isEmpty, "\(lies.count) of \(checked):\n\(lies.prefix(30).joined(separator: "\n"))")
        }

        @Test(arguments: ["www.acme.example", "shop.acme.example"])
        func theExampleTablesRulesOpenTheAppExactlyForWhatRoutes(host: String) throws {
            try expectOpensIffRoutes(try AppLinkTables.example(), host: host)
        }

        @Test(arguments: ["shop.example.com"])
        func aNastyTablesRulesOpenTheAppExactlyForWhatRoutes(host: String) throws {
            try expectOpensIffRoutes(try AppLinkTables.nasty(), host: host)
        }

        @Test func anUnknownHostOrABadPackageThrows() throws {
            #expect(throws: AppLinkError.self) {
                try AppLinkTables.example().assetLinks(host: "www.acme.example", packageName: "not a package", sha256CertFingerprints: [Self.fingerprint])
            }
            #expect(throws: AppLinkError.self) {
                try AppLinkTables.example().assetLinks(host: "*.acme.example", packageName: "com.acme.app", sha256CertFingerprints: [Self.fingerprint])
            }
        }
    }
}
