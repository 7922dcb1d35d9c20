import Testing
@testable import URLRoutes

/// The probe URLs that the exactness tests, `urlroutes diff` and `urlroutes check` route.
@Suite struct LinkProbesTests {
    @Test func constraintValuesAreThoseRoutingAccepts() {
        var probes = LinkProbes()
        #expect(probes.values(for: #"\d+"#) == ["0", "7", "10"])
        #expect(probes.values(for: "track|return") == ["track", "return"])
        // Zero-length allowed: the empty component comes last.
        #expect(probes.values(for: #"\d{0,2}"#) == ["0", "7", "10", ""])
        #expect(probes.values(for: nil) == ["42", "joe", ""])
        // A constraint nothing in the pool meets gives no values, so the route gives no paths.
        #expect(probes.values(for: "q{7}") == [])
        #expect(probes.goldenPaths(ofRoutePattern: "/a/:x<q{7}>") == [])
    }

    @Test func goldenPathsFillEveryExpansion() {
        var probes = LinkProbes()
        #expect(probes.goldenPaths(ofRoutePattern: #"/p/:id<\d+>(/:slug)"#)
            == ["/p/0/42", "/p/7/joe", "/p/10/", "/p/0", "/p/7", "/p/10"])
        #expect(probes.goldenPaths(ofRoutePattern: "/files/*") == ["/files", "/files/r1", "/files/r1/r2", "/files/r1/r2/r3"])
        #expect(probes.goldenPaths(ofRoutePattern: "/x/*/y") == ["/x/s/y", "/x//y"])
        #expect(probes.goldenPaths(ofRoutePattern: "/bad/:x<(>") == [])
    }

    @Test func mutationsChangeALinkTheWaysItIsChangedOnItsWay() {
        let paths = LinkProbes.mutations(of: "/p/42")
        for expected in ["/p/42", "/p/42/", "/p/42//", "/p/42/extra", "/p/42?q=1", "/p/42#frag", "/P/42", "//p/42",
                         "/extra/p/42", "/p/extra/42", "//p/42", "/42", "/p", "/./p/42", "/../p/42", "/%70/42",
                         "/p%2F42"] {
            #expect(paths.contains(expected), "\(expected)")
        }
        #expect(LinkProbes.encodeURIComponent("café a+b") == "caf%C3%A9%20a%2Bb")
    }

    @Test func urlsAreSortedHTTPSLinksOfTheHost() {
        let urls = LinkProbes.urls(host: "www.example.com", patterns: ["/cart"])
        #expect(urls == urls.sorted())
        #expect(urls.allSatisfy { $0.hasPrefix("https://www.example.com/") })
        #expect(urls.contains("https://www.example.com/cart/") && urls.contains("https://www.example.com/%7E"))
    }
}
