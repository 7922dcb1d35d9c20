import Testing
import URLRoutes

extension RouterSuite {
    /// Routing hands wildcard components to the handler undecoded (JLRoutes), so generation
    /// writes them as given and compares what the handler receives: a component a link cannot
    /// hold as it is would reach the handler as other text, and throws instead.
    @Suite struct WildcardGenerationTests {
        private static let last = LockedBox<[String]?>(nil)

        private func wildcardTable() -> Routes {
            let routes = Routes(forScheme: "app")
            routes.addRoute("/w/*", name: "w") { parameters in
                WildcardGenerationTests.last.value = parameters.wildcardComponents
                return true
            }
            return routes
        }

        @Test(arguments: ["a b", "café", "a/b", "100%", "a%zz", "a?b", "a#b", "<x>"])
        func aComponentALinkCannotHoldAsItIsThrows(component: String) throws {
            try withCleanRouter {
                let routes = wildcardTable()
                do {
                    let url = try routes.url(forRouteNamed: "w", wildcard: [component])
                    Issue.record("\(component.debugDescription) gave \(url)")
                } catch let error as RouteGenerationError {
                    #expect(error.parameter == "*", "\(error)")
                    #expect(error.link == nil, "\(error)")
                    #expect(error.description.contains("undecoded"), "\(error)")
                }
                #expect(throws: RouteGenerationError.self) { try routes.path(forRouteNamed: "w", wildcard: ["ok", component]) }
            }
        }

        @Test func anEncodedComponentIsWrittenAsGivenAndReachesTheHandlerAsGiven() throws {
            try withCleanRouter {
                let routes = wildcardTable()
                let given = ["a%20b", "caf%C3%A9", "x:y@z", "a+b", "%2F", "1;2=3"]
                let url = try routes.url(forRouteNamed: "w", wildcard: given)
                #expect(url == "app://w/a%20b/caf%C3%A9/x:y@z/a+b/%2F/1;2=3")
                Self.last.value = nil
                #expect(Routes.routeURL(url))
                #expect(Self.last.value == given)
            }
        }

        @Test(arguments: ["%2E", "%2e", "%2E%2E", ".%2e", "%2e."])
        func anEncodedDotSegmentThrowsAsADotDoes(component: String) {
            withCleanRouter {
                let routes = wildcardTable()
                #expect(throws: RouteGenerationError.self) { try routes.url(forRouteNamed: "w", wildcard: ["a", component]) }
            }
        }

        @Test func aResolverThrowsForAComponentTheHandlerWouldReceiveOtherwise() throws {
            let resolver = try RouteResolver(RouteTable(parsing: "app /w/* w\n"))
            #expect(try resolver.url(forRouteNamed: "w", wildcard: ["a%20b"], host: nil) == "app://w/a%20b")
            #expect(resolver.resolve("app://w/a%20b").wildcardComponents == ["a%20b"])
            #expect(throws: RouteGenerationError.self) { try resolver.url(forRouteNamed: "w", wildcard: ["a b"], host: nil) }
        }
    }
}
