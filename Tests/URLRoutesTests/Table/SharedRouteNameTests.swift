import Testing
@testable import URLRoutes

/// A route name that several namespaces use: `RouteResolver` says it is ambiguous, and takes
/// the namespace as an argument or written before the name (`acme:home`).
@Suite struct SharedRouteNameTests {
    static let table = """
        acme                 /home       home
        //shop.acme.example  /           home
        *                    /b          home
        acme                 /p/:id      product

        @fallback acme

        """

    @Test func anUnqualifiedSharedNameIsAmbiguous() throws {
        let resolver = try RouteResolver(RouteTable(parsing: Self.table))
        let error = try #require(throws: RouteGenerationError.self) { try resolver.url(forRouteNamed: "home", host: nil) }
        #expect(error.description.contains("several namespaces (acme, //shop.acme.example, *)"), "\(error)")
        #expect(error.description.contains("'acme:home'"), "\(error)")
    }

    @Test func theNamespaceSaysWhichRoute() throws {
        let resolver = try RouteResolver(RouteTable(parsing: Self.table))
        #expect(try resolver.url(forRouteNamed: "home", namespace: .scheme("acme"), host: nil) == "acme://home")
        #expect(try resolver.url(forRouteNamed: "home", namespace: .host("Shop.Acme.Example"), host: nil) == "https://shop.acme.example/")
        #expect(try resolver.url(forRouteNamed: "home", namespace: .global, scheme: "acme", host: nil) == "acme://b")
        #expect(try resolver.url(forRouteNamed: "acme:home", host: nil) == "acme://home")
        #expect(try resolver.url(forRouteNamed: "//shop.acme.example:home", host: nil) == "https://shop.acme.example/")
        #expect(try resolver.url(forRouteNamed: "*:home", scheme: "acme", host: nil) == "acme://b")
        #expect(try resolver.url(forRouteNamed: "product", parameters: ["id": "7"], host: nil) == "acme://p/7")
    }

    @Test func aNameNotInTheNamespaceSaysWhereItIs() throws {
        let resolver = try RouteResolver(RouteTable(parsing: Self.table))
        let error = try #require(throws: RouteGenerationError.self) {
            try resolver.url(forRouteNamed: "product", namespace: .global, parameters: ["id": "7"], host: nil)
        }
        #expect(error.description.contains("no route has this name in *; it is a name in acme"), "\(error)")
        #expect(throws: RouteGenerationError.self) { try resolver.url(forRouteNamed: "https:home", host: nil) }
    }
}
