import Foundation
import Testing
@testable import URLRoutes

extension RouterSuite {
    /// The files `appleAppSiteAssociation(host:appIDs:)` makes, judged by `AppleLinkRules` and by
    /// the tests' own matcher (`AppleLinkMatcher`, written apart from the library), URL by URL
    /// over the exactness tests' thousands of URLs.
    ///
    /// The two must give the same verdict and name the same component everywhere, and the
    /// library's verdict must be routing's (claims iff routes), widened components and URLs iOS
    /// reads as a URL that routes (`IOSPathReading`) aside.
    @Suite struct AppleLinkRulesAgreementTests {
        private static let appID = "ABCDE12345.com.example.app"

        struct Judgement {
            var checked = 0
            var routed = 0
            /// URLs where the two judges differ.
            var disagreements: [String] = []
            /// URLs where the library's verdict and routing differ, outside widened components and
            /// URLs iOS reads as one that routes.
            var lies: [String] = []
        }

        /// The `/` and `#` of a component's compact JSON text.
        private static func patterns(of rule: String) -> (path: String?, fragment: String?) {
            let object = (try? JSONSerialization.jsonObject(with: Data(rule.utf8))) as? [String: Any] ?? [:]
            return (object["/"] as? String, object["#"] as? String)
        }

        private func judge(_ table: RouteTable, host: String) throws -> Judgement {
            let urls = LinkProbes.urls(host: host, patterns: try AppLinkTables.definitionPatterns(table))
            let (routed, aliasRouted) = try withCleanRouter {
                try table.register()
                return (urls.map { Routes.routeURL($0) }, urls.map { IOSPathReading.alias(of: $0).map { Routes.routeURL($0) } ?? false })
            }
            let contents = try table.appleAppSiteAssociation(host: host, appIDs: [Self.appID]).contents
            let oracle = try AppleLinkMatcher(json: try JSONSerialization.jsonObject(with: Data(contents.utf8)) as? [String: Any] ?? [:],
                                              appID: Self.appID)
            let rules = try AppleLinkRules(parsing: contents)
            var judgement = Judgement()
            for ((url, routes), aliasRoutes) in zip(zip(urls, routed), aliasRouted) {
                judgement.checked += 1
                if routes { judgement.routed += 1 }
                let verdict = rules.verdict(for: url, appID: Self.appID)
                let decider = oracle.decidingComponent(url: url)
                let oracleClaims = decider.map { !$0.exclude } ?? false
                let libraryPatterns = verdict.rule.map(Self.patterns(of:))
                let samePatterns = libraryPatterns?.path == decider?.path && libraryPatterns?.fragment == decider?.fragment
                if verdict.opensApp != oracleClaims || (verdict.rule == nil) != (decider == nil) || !samePatterns {
                    judgement.disagreements.append("\(url): the library says \(verdict), the test matcher \(decider.map { "\($0.exclude ? "excludes" : "claims") by \($0.path ?? "*")#\($0.fragment ?? "*")" } ?? "no component")")
                }
                let widened = verdict.opensApp && verdict.rule?.contains("widened") == true
                if routes != verdict.opensApp && !widened && !(verdict.opensApp && aliasRoutes) {
                    judgement.lies.append("\(url) \(routes ? "routes" : "does not route"), but \(verdict)")
                }
            }
            return judgement
        }

        private func expectAgreement(_ table: RouteTable, host: String) throws {
            let judgement = try judge(table, host: host)
            #expect(judgement.checked >= 1000 && judgement.routed > 0 && judgement.routed < judgement.checked,
                    "\(judgement.checked) URLs, \(judgement.routed) routed")
            #expect(judgement.disagreements.count == 0,
                    "\(judgement.disagreements.count) of \(judgement.checked) URLs judged apart:\n\(judgement.disagreements.prefix(30).joined(separator: "\n"))")
            #expect(judgement.lies.count == 0,
                    "\(judgement.lies.count) of \(judgement.checked) URLs: the file claims a URL that does not route, or not one that does:\n\(judgement.lies.prefix(30).joined(separator: "\n"))")
        }

        @Test(arguments: ["www.acme.example", "shop.acme.example", "eu.acme.example", "acme.example"])
        func theExampleTablesFilesAreJudgedAlike(host: String) throws {
            try expectAgreement(try AppLinkTables.example(), host: host)
        }

        @Test(arguments: ["shop.example.com", "www.example.com"])
        func aNastyTablesFilesAreJudgedAlike(host: String) throws {
            try expectAgreement(try AppLinkTables.nasty(), host: host)
        }
    }
}
