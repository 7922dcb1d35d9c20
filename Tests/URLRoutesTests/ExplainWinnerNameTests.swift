import Testing
@testable import URLRoutes

/// `Routes.explain(url).winner?.name`: the name every message and the tool show.
extension RouterSuite {
    @Suite struct ExplainWinnerName {
        @Test func theWinnerOfARegisteredTableHasItsName() throws {
            try withCleanRouter {
                try RouteTable(parsing: "pawly  /product/:id<\\d+>  product.show\npawly  /cart").register()
                #expect(Routes.explain("pawly://product/7").winner?.name == "product.show")
                #expect(Routes.explain("pawly://cart").winner != nil)
                #expect(Routes.explain("pawly://cart").winner?.name == nil)
            }
        }
    }
}
