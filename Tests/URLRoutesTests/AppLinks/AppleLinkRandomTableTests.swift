import Foundation
import Testing
@testable import URLRoutes

extension RouterSuite {
    /// The AASA files of random tables, judged by `AppleLinkRules` (Apple's rules as `swcutil`
    /// applies them) and by the tests' own matcher against routing, over every table's probe
    /// links and the links that catch a depth exclude that takes too much (the root, `///`,
    /// shallow paths): a claim routes, or iOS reads it as a link that routes, or its component
    /// is widened; every link that routes is claimed. 40 tables from a fixed seed,
    /// 18,621 links (10,235 route); about 4 s. The files written before the builder followed
    /// `swcutil`'s rules got 2,653 of them wrong.
    @Suite struct AppleLinkRandomTableTests {
        private static let appID = "ABCDE12345.com.example.app"
        private static let host = "www.example.com"

        /// SplitMix64: the same tables on every run.
        struct Generator: RandomNumberGenerator {
            var state: UInt64
            mutating func next() -> UInt64 {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                return z ^ (z >> 31)
            }
        }

        static func pattern(_ random: inout Generator) -> String {
            let depth = Int.random(in: 0...4, using: &random)
            guard depth > 0 else { return "/" }
            var parts: [String] = []
            for index in 0..<depth {
                let isLast = index == depth - 1
                switch Int.random(in: 0..<10, using: &random) {
                case 0...3: parts.append(["a", "b", "user", "edit", "p"].randomElement(using: &random)!)
                case 4: parts.append(":v\(index)")
                case 5: parts.append(":n\(index)<\\d+>")
                case 6: parts.append(":w\(index)<red|blue>")
                case 7: parts.append(":e\(index)<\\d{0,2}>")
                case 8: parts.append(isLast ? "*" : "**")
                default: parts.append(isLast ? "**" : "*")
                }
            }
            var text = "/" + parts.joined(separator: "/")
            if !text.hasSuffix("*") && Bool.random(using: &random) { text += "(/:o)" }
            return text
        }

        static func table(_ random: inout Generator) -> String {
            (0..<Int.random(in: 2...6, using: &random)).map { "https  \(pattern(&random))  r\($0)" }.joined(separator: "\n") + "\n"
        }

        /// Links no probe of a route makes, where a too wide exclude or claim shows.
        static let shallowLinks = ["", "/", "//", "///", "////", "/a", "/a/", "/a//", "//a", "/b", "/a/b", "/a//b", "/user", "/user/",
                                   "/user//", "/user///edit", "/p/1", "/p//1/", "/red", "/a/red", "/x", "/x/y", "/x/y/z", "/1"]

        @Test func theFilesOfRandomTablesClaimWhatRoutes() throws {
            var random = Generator(state: 37)
            var checked = 0
            var routedCount = 0
            var lies: [String] = []
            for _ in 0..<40 {
                let text = Self.table(&random)
                let table = try RouteTable(parsing: text, file: "random.table")
                let file = try table.appleAppSiteAssociation(host: Self.host, appIDs: [Self.appID])
                let rules = try AppleLinkRules(parsing: file.contents)
                let json = try #require(try JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [String: Any])
                let oracle = try AppleLinkMatcher(json: json, appID: Self.appID)
                let urls = LinkProbes.urls(host: Self.host, patterns: try AppLinkTables.definitionPatterns(table))
                    + Self.shallowLinks.map { "https://\(Self.host)\($0)" }
                let (routed, aliasRouted) = try withCleanRouter {
                    try table.register()
                    return (urls.map { Routes.routeURL($0) }, urls.map { IOSPathReading.alias(of: $0).map { Routes.routeURL($0) } ?? false })
                }
                for ((url, routes), aliasRoutes) in zip(zip(urls, routed), aliasRouted) {
                    checked += 1
                    if routes { routedCount += 1 }
                    let verdict = rules.verdict(for: url, appID: Self.appID)
                    if verdict.opensApp != oracle.claims(url: url) {
                        lies.append("\(url): the judges differ (library: \(verdict))\n\(text)")
                    } else if routes && !verdict.opensApp {
                        lies.append("\(url) routes, but \(verdict)\n\(text)")
                    } else if !routes && verdict.opensApp && !aliasRoutes && verdict.rule?.contains("widened") != true {
                        lies.append("\(url) does not route, but \(verdict)\n\(text)")
                    }
                }
            }
            #expect(checked >= 5_000 && routedCount > 500 && routedCount < checked, "\(checked) links, \(routedCount) routed")
            #expect(lies.isEmpty, "\(lies.count) of \(checked) links:\n\(lies.prefix(10).joined(separator: "\n"))")
        }
    }
}
