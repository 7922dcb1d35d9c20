import Foundation
import Testing
@testable import URLRoutes

extension RouterSuite {
    /// The app-link files never lie: for thousands of URLs `https://HOST/...` made from every
    /// route of a table (golden paths and their mutations), a file claims a URL if and only if
    /// the router, with the table registered, routes it; judged by Apple's components rules and
    /// by a port of Android's PatternMatcher (over the decoded path, after the resource compiler
    /// has read the attribute). A URL that does not route may be claimed only by an entry whose
    /// comment says "widened", or, on iOS, when iOS reads it as a URL that routes (runs of `/`
    /// are one `/` to iOS: `//login` is `/login`, see `IOSPathReading`); on Android, a URL that
    /// percent-encodes a `/` or an unreserved character is the documented exception.
    @Suite struct AppLinkExactnessTests {
        struct Report {
            var checked = 0
            var routed = 0
            var lies: [String] = []
        }

        private static let appID = "ABCDE12345.com.example.app"

        private func check(_ table: RouteTable, host: String) throws -> (aasa: Report, android: Report) {
            let urls = LinkProbes.urls(host: host, patterns: try AppLinkTables.definitionPatterns(table))
            let (routed, aliasRouted) = try withCleanRouter {
                try table.register()
                return (urls.map { Routes.routeURL($0) }, urls.map { IOSPathReading.alias(of: $0).map { Routes.routeURL($0) } ?? false })
            }
            let apple = try AppleLinkMatcher(json: try JSONSerialization.jsonObject(
                with: Data(try table.appleAppSiteAssociation(host: host, appIDs: [Self.appID]).contents.utf8)) as? [String: Any] ?? [:],
                                             appID: Self.appID)
            let android = try IntentFilterReader(try table.androidIntentFilter(host: host).contents)

            var aasa = Report()
            var androidReport = Report()
            for ((url, routes), aliasRoutes) in zip(zip(urls, routed), aliasRouted) {
                aasa.checked += 1
                if routes { aasa.routed += 1 }
                let decider = apple.decidingComponent(url: url)
                let claimed = decider.map { !$0.exclude } ?? false
                if routes && !claimed {
                    aasa.lies.append("\(url) routes, but \(decider.map { "the exclude \($0.path ?? "") decides" } ?? "no component claims it")")
                } else if !routes && claimed && !aliasRoutes && decider?.comment?.contains("widened") != true {
                    aasa.lies.append("\(url) does not route, but \(decider?.path ?? "") claims it (\(decider?.comment ?? ""))")
                }

                guard !AndroidURI.isDecodingException(url) else { continue }
                androidReport.checked += 1
                if routes { androidReport.routed += 1 }
                let matching = android.matching(url: url)
                if routes && matching.isEmpty {
                    androidReport.lies.append("\(url) routes, but no pattern matches \(AndroidURI.decodedPath(of: url))")
                } else if !routes, let exact = matching.first(where: { !$0.isWidened }) {
                    androidReport.lies.append("\(url) does not route, but \(exact.value) matches \(AndroidURI.decodedPath(of: url)) (\(exact.comment))")
                }
            }
            return (aasa, androidReport)
        }

        private func expectExact(_ table: RouteTable, host: String, minimumURLs: Int) throws {
            var (aasa, android) = try check(table, host: host)
            // URLs without a fragment first: the plainest disagreements say most.
            aasa.lies.sort { !$0.contains("#") && $1.contains("#") }
            android.lies.sort { !$0.contains("#") && $1.contains("#") }
            #expect(aasa.checked >= minimumURLs && aasa.routed > 0 && aasa.routed < aasa.checked,
                    "\(aasa.checked) URLs, \(aasa.routed) routed")
            let (aasaLies, androidLies) = (aasa.lies.count, android.lies.count)
            #expect(aasaLies == 0, "AASA: \(aasaLies) of \(aasa.checked) URLs disagree:\n\(aasa.lies.prefix(40).joined(separator: "\n"))")
            #expect(androidLies == 0, "Android: \(androidLies) of \(android.checked) URLs disagree:\n\(android.lies.prefix(40).joined(separator: "\n"))")
        }

        @Test(arguments: ["www.acme.example", "shop.acme.example", "eu.acme.example", "acme.example"])
        func theExampleTablesFilesClaimExactlyWhatRoutes(host: String) throws {
            try expectExact(try AppLinkTables.example(), host: host, minimumURLs: 1000)
        }

        @Test(arguments: ["shop.example.com", "www.example.com"])
        func aNastyTablesFilesClaimExactlyWhatRoutes(host: String) throws {
            try expectExact(try AppLinkTables.nasty(), host: host, minimumURLs: 1000)
        }
    }
}
