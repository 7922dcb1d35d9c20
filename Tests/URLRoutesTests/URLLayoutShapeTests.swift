import Testing
@testable import URLRoutes

/// Routing reads URLs of the most common shape (`scheme://host/path?query`, a plain host) in
/// one pass (`ParsedURL.Layout.commonShape`): on generated URLs it reads what the general reading
/// (`URLParts`, `URLHost`, the routing path) reads, and it takes most plain URLs.
@Suite struct URLLayoutShapeTests {
    static let schemes = ["bench", "HTTPS", "a+b.c-d", "1x", "", "h ttp", "myapp"]
    static let separators = ["://", ":/", ":", "///", "//"]
    static let hosts = ["static0", "shop.example.com", "Shop.Example.COM.", "localhost", "LocalHost", "a..b", ".x", "x.",
                        "a_b", "h%41", "[::1]", "u@h", "h:80", "bücher", "", "a-b.c0", "x\\y"]
    static let paths = ["/page", "//a", "/a/", "", "/", "/a//b", "/x%20y", "/é", "/a/b/c", "a", "/:x/*"]
    static let queries = ["", "?a=1", "?", "?a=b&c=d%20e", "?x=1/2"]
    static let fragments = ["", "", "", "#f", "#/x?y=1", "#"]

    static func urls(seed: UInt64, count: Int) -> [String] {
        var generator = DispatchIndexEquivalenceTests.Generator(state: seed)
        return (0..<count).map { _ in
            // Mostly plain pieces, so that many URLs have the common shape and the odd pieces
            // land next to plain ones.
            func pick(_ values: [String], plain: Int) -> String {
                generator.next(3) == 0 ? generator.pick(values) : generator.pick(Array(values.prefix(plain)))
            }
            var url = pick(schemes, plain: 3) + pick(separators, plain: 1) + pick(hosts, plain: 5)
                + pick(paths, plain: 5) + pick(paths, plain: 5) + pick(queries, plain: 3) + pick(fragments, plain: 3)
            if generator.next(20) == 0 { url.insert("\t", at: url.index(url.startIndex, offsetBy: generator.next(url.count + 1))) }
            return url
        }
    }

    static func pathBytes(_ layout: ParsedURL.Layout, _ url: String) -> [UInt8] {
        layout.withPathBytes(in: url) { Array($0) }
    }

    @Test(arguments: [false, true], [1, 2, 3] as [UInt64])
    func theCommonShapeIsReadAsTheGeneralReadingReadsIt(treatHostAsPathComponent: Bool, seed: UInt64) throws {
        var common = 0
        for url in Self.urls(seed: seed, count: 3_000) {
            let shape = url.withBorrowedUTF8 { ParsedURL.Layout.commonShape($0, treatHostAsPathComponent: treatHostAsPathComponent) }
            guard let shape else { continue }
            common += 1
            let general = try #require(try? ParsedURL.Layout(general: url, treatHostAsPathComponent: treatHostAsPathComponent),
                                       "\(url) has the common shape but is not a URL")
            #expect(shape.schemeRange == general.schemeRange && shape.hostRange == general.hostRange
                        && shape.normalizedHost == general.normalizedHost, "\(url)")
            #expect(shape.queryRange == general.queryRange && shape.fragmentQueryRange == general.fragmentQueryRange, "\(url)")
            #expect(Self.pathBytes(shape, url) == Self.pathBytes(general, url), "\(url)")
        }
        #expect(common > 300)
    }

    @Test func plainURLsHaveTheCommonShape() {
        for url in ["bench://static0/page", "bench://static0/page?foo=bar&thing=stuff", "https://shop.example.com/p/42/",
                    "myapp://user/view/joeldev", "myapp://localhost/a", "bench://resource1/view/42/extra/path", "x://h"] {
            #expect(url.withBorrowedUTF8 { ParsedURL.Layout.commonShape($0, treatHostAsPathComponent: false) } != nil, "\(url)")
        }
        for url in ["myapp://user//view/", "https://shop.example.com/p#reviews", "https://u@h.com/", "https://h.com:8443/",
                    "https://bücher.example/", "myapp:/a", "/relative/path", "app://a..b/c"] {
            #expect(url.withBorrowedUTF8 { ParsedURL.Layout.commonShape($0, treatHostAsPathComponent: false) } == nil, "\(url)")
        }
    }
}
