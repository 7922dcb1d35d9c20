import Testing
@testable import URLRoutes

/// "Did you mean" offers only names a typo away.
@Suite struct NameSuggestionTests {
    @Test func aNameOneTypoAwayIsSuggested() {
        #expect(NameSuggestion.closest(to: "product.shwo", among: ["product.show", "home"]) == "product.show")
        #expect(NameSuggestion.closest(to: "hom", among: ["home", "cart"]) == "home")
    }

    @Test func aFarNameIsNotSuggested() {
        #expect(NameSuggestion.closest(to: "nope", among: ["home"]) == nil)
        #expect(NameSuggestion.closest(to: "a", among: ["xyz"]) == nil)
    }

    @Test func theClosestWinsAndTiesGoByName() {
        #expect(NameSuggestion.closest(to: "carts", among: ["cart", "carts2", "carps"]) == "carps")
        #expect(NameSuggestion.closest(to: "product.shows", among: ["product.show", "product.shown"]) == "product.show")
    }

    @Test func theAllowedDistanceGrowsWithTheName() {
        // 12 characters: up to 4 edits.
        #expect(NameSuggestion.closest(to: "checkout.pay", among: ["checkout.bag"]) == "checkout.bag")
        #expect(NameSuggestion.closest(to: "cart", among: ["card"]) == "card")
        #expect(NameSuggestion.closest(to: "cart", among: ["bard"]) == nil)
    }
}
