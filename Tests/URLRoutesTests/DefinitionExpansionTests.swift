import Testing
import URLRoutes

@Suite struct DefinitionExpansion {
    @Test func aPatternExpandsAsAddRouteWouldRegisterIt() throws {
        let expanded = try RouteDefinition.definitions(expanding: "/the(/foo/:a)(/bar/:b)", priority: 4, handler: nil)
        let routes = Routes()
        routes.addRoute("/the(/foo/:a)(/bar/:b)", priority: 4)

        #expect(expanded.map(\.pattern) == routes.routes().map(\.pattern))
        #expect(expanded.allSatisfy { $0.priority == 4 && $0.scheme == nil })
    }

    @Test func aPatternWithoutOptionalGroupsGivesOneDefinition() throws {
        let expanded = try RouteDefinition.definitions(expanding: "/user/:id", handler: nil)

        #expect(expanded.map(\.pattern) == ["/user/:id"])
        #expect(expanded[0].patternError == nil)
    }

    @Test func aMalformedPatternThrows() {
        #expect(throws: RoutePatternError.self) {
            try RouteDefinition.definitions(expanding: "/user/(:id", handler: nil)
        }
    }
}
