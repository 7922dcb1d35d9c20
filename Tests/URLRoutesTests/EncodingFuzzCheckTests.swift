import Testing

/// The fuzz checks for literal spellings (FuzzPattern) and IPv4 hosts (FuzzURL) hold on
/// inputs chosen by hand, so that `swift test` runs them without the Fuzz package. In
/// `RouterSuite`: the checks route with the process-wide options, which its other tests change.
extension RouterSuite {
    @Suite struct EncodingFuzzCheckTests {
        @Test(arguments: ["/café", "/a/:id/naïve", "/x{y}/*", "/über/**/end", "/é#/:f", "(/crème)/:x"])
        func aLiteralRoutesAlikeWrittenAndEncoded(pattern: String) {
            withCleanRouter {
                #expect(FuzzChecks.checkPattern(pattern) == [], "\(pattern)")
            }
        }

        @Test(arguments: ["https://0x7f.1/", "https://127.1/product/1", "https://0177.0.0.1/", "https://1.2.3.256/",
                          "https://example.1/", "https://%30x7f.1/", "https://a.0x/", "https://4294967295./"])
        func aHostThatEndsInANumberIsReadAsItsAddress(url: String) {
            withCleanRouter {
                #expect(FuzzChecks.checkURL(url) == [], "\(url)")
            }
        }
    }
}
