import Foundation
import Testing
import URLRoutes

/// `PercentDecoding.decoded(_:)`, the decoder for code outside the library (the link server):
/// every code point kept, a byte-order mark included, which Foundation's
/// `removingPercentEncoding` drops on Linux.
@Suite struct PercentDecodingTests {
    @Test func aLeadingByteOrderMarkIsKept() {
        #expect(PercentDecoding.decoded("%EF%BB%BFhttps://x.example/p")?.unicodeScalars.first == "\u{FEFF}")
        #expect(PercentDecoding.decoded("%ef%bb%bfa") == "\u{FEFF}a")
        #expect(PercentDecoding.decoded("a%EF%BB%BF") == "a\u{FEFF}")
    }

    @Test func escapesDecodeAsUTF8AndPlusStaysAPlus() {
        #expect(PercentDecoding.decoded("caf%C3%A9%20au+lait%2B") == "café au+lait+")
        #expect(PercentDecoding.decoded("plain") == "plain")
        #expect(PercentDecoding.decoded("a%2Fb"[...]) == "a/b")
    }

    @Test(arguments: ["100%", "%4", "%zz", "%C3", "%FF"])
    func aBrokenEscapeOrInvalidUTF8IsNil(text: String) {
        #expect(PercentDecoding.decoded(text) == nil)
    }

    @Test func aURLWithALeadingBOMIsRefusedLikeTheOneWritten() {
        let decoded = PercentDecoding.decoded("%EF%BB%BFhttps%3A%2F%2Fx.example%2Fp")!
        #expect(decoded == "\u{FEFF}https://x.example/p")
        let routes = Routes()
        routes.addRoute("/p") { _ in true }
        #expect(routes.canRouteURL("https://x.example/p"))
        #expect(!routes.canRouteURL(decoded))
    }
}
