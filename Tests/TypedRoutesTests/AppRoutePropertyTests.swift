import PropertyBased
import Testing
import URLRoutes

/// For any values, a case's link routes back to the same case with the same values, or making
/// it throws RouteGenerationError; never another case, never a crash.
@Suite struct AppRoutePropertyTests {
    /// Any Unicode, weighted towards what URLs get wrong.
    static let character = Gen<Character>.oneOf(
        Gen<Character?>.element(of: Array("/?#%+&= ;:@.~-_[]!$'()*,") as [Character]).map { $0! },
        Gen<UnicodeScalar>.unicodeScalar(in: "\u{1F300}"..."\u{1FAFF}").map(Character.init),
        Gen<UnicodeScalar>.unicodeScalar(in: "\u{1}"..."\u{D7FF}").map(Character.init),
        Gen.letterOrNumber
    )
    static let value = character.string(of: 0...6)

    /// Every case of the table, built from generated values.
    static func cases(_ values: [String], _ optional: Bool, _ wildcard: [String]) -> [AppRoute] {
        let (a, b) = (values[0], values[1])
        return [
            .productShow(id: a), .productReviews(id: a, page: optional ? b : nil), .userPost(userId: a, postId: b),
            .files(wildcard: wildcard), .acmeHome, .default, .helpArticle(wildcard: wildcard, article: a), .httpsHome,
            .shopProduct(slug: a, tab: optional ? b : nil), .shopRoot, .tenantItem(id: a),
        ]
    }

    /// The link, with a scheme or host where the namespace has none of its own.
    static func link(_ route: AppRoute) throws -> String {
        switch route {
        case .helpArticle: try route.url(scheme: "help")
        case .httpsHome: try route.url(host: "www.example.com")
        case .tenantItem: try route.url(host: "eu.acme.example")
        default: try route.url()
        }
    }

    @Test func everyCaseRoutesBackOrThrows() async {
        await propertyCheck(count: 300, input: Self.value.array(of: 2...2), Gen.bool, Self.value.array(of: 0...3)) { values, optional, wildcard in
            var generated = 0
            for route in Self.cases(values, optional, wildcard) {
                let link: String
                do {
                    link = try Self.link(route)
                } catch is RouteGenerationError {
                    continue
                } catch {
                    Issue.record("\(route): \(error)")
                    continue
                }
                generated += 1
                let read = AppRoute(url: link)
                // With plus decoding on (the table's default), a `+` comes back as a space.
                if (values + wildcard).joined().contains("+") {
                    #expect(read != nil, "\(link)")
                } else {
                    #expect(read == route, "\(link)")
                }
            }
            #expect(generated > 0)
        }
    }
}
